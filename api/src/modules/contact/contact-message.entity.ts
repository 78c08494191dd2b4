import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A message from the contact form; course requests are contact messages with a course-request subject. */
@Entity({ tableName: 'contact_messages' })
export class ContactMessage {
  @PrimaryKey()
  id: number;

  @Property({ length: 200 })
  name: string;

  @Property({ length: 254 })
  email: string;

  @Property({ length: 300 })
  subject: string;

  @Property({ type: 'text' })
  message: string;

  @Property({ type: 'datetime', defaultRaw: 'now()', index: 'contact_messages_created_at_idx' })
  createdAt: Opt<Date> = new Date();
}
