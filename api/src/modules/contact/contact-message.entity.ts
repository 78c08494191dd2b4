import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { Node } from '../../graphql/node.js';
import { DateTimeISO } from '../../graphql/scalars.js';

/**
 * A message from the contact form; course requests are contact messages with a course-request subject.
 * Personal data: returned only to its sender (in the mutation payload) and, later, to admins.
 */
@Entity({ tableName: 'contact_messages' })
@ObjectType({ implements: Node, description: 'A message sent through the contact form.' })
export class ContactMessage {
  @PrimaryKey()
  id: number;

  @Property({ length: 200 })
  @Field({ description: "Sender's name." })
  name: string;

  @Property({ length: 254 })
  @Field({ description: "Sender's e-mail address, where the answer goes." })
  email: string;

  @Property({ length: 300 })
  @Field({ description: 'Subject line (one line).' })
  subject: string;

  @Property({ type: 'text' })
  @Field({ description: 'The message text; may hold line breaks.' })
  message: string;

  @Property({ type: 'datetime', defaultRaw: 'now()', index: 'contact_messages_created_at_idx' })
  @Field(() => DateTimeISO, { description: 'When it was received (ISO timestamp, UTC).' })
  createdAt: Opt<Date> = new Date();
}
