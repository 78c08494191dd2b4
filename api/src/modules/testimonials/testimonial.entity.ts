import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { DateTimeISO } from '../../graphql/scalars.js';
import { Node } from '../../graphql/node.js';
import { Course } from '../courses/course.entity.js';

/** A customer review. Hidden until staff approve it; the e-mail address is never public. */
@Entity({ tableName: 'testimonials' })
@Index({ name: 'testimonials_visible_created_idx', properties: ['isVisible', 'createdAt'] })
@ObjectType({ implements: Node, description: 'A customer review. Public lists show only those staff approved.' })
export class Testimonial {
  @PrimaryKey()
  id: number;

  @Property({ length: 100 })
  @Field({ description: 'Reviewer\'s name as they want it shown, e.g. "Sandra M.".' })
  name: string;

  @Property({ length: 254, nullable: true })
  email?: string | null;

  /** The reviewed course's id (mapToPk: lists and single reads carry the same number). */
  @ManyToOne(() => Course, { nullable: true, deleteRule: 'set null', mapToPk: true })
  course?: number | null;

  @Property({ length: 100, nullable: true })
  @Field(() => String, { nullable: true, description: 'How the reviewer relates to the school, e.g. "Mutter von Emma".' })
  role?: string | null;

  @Property({ type: 'text' })
  @Field({ description: 'The review text.' })
  content: string;

  /** Reviews are shown as written; pages mark them with the language they were written in. */
  @Property({ length: 2, default: 'de' })
  @Field(() => String, {
    description:
      'The language the review was written in ("de" or "en": the page\'s language when it was sent; "de" for older ones). Reviews are shown as written, in no other language.',
  })
  language: Opt<string> = 'de';

  @Property({ type: 'smallint', check: 'rating >= 1 and rating <= 5' })
  @Field(() => Int, { description: 'Stars, 1 to 5.' })
  rating: number;

  @Property({ default: false })
  @Field(() => Boolean, { description: 'Approved by staff: public lists show only approved reviews; a new one is false until then.' })
  isVisible: Opt<boolean> = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  @Field(() => DateTimeISO, { description: 'When it was written (ISO timestamp, UTC).' })
  createdAt: Opt<Date> = new Date();
}
