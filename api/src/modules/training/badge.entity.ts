import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A skill or badge a child can reach (Seepferdchen, Bronze …), a list admins keep. */
@Entity({ tableName: 'badges' })
export class Badge {
  @PrimaryKey()
  id: number;

  @Property({ length: 100 })
  name: string;

  /** English name; null or blank: the German one is shown. */
  @Property({ length: 100, nullable: true })
  nameEn?: string | null;

  /** Place in the list (ascending). */
  @Property({ type: 'integer', default: 0 })
  position: Opt<number> = 0;

  /** Inactive badges are no longer offered to trainers; reached ones stay on the order page. */
  @Property({ default: true })
  active: Opt<boolean> = true;
}
