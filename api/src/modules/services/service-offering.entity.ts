import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { Node } from '../../graphql/node.js';

/** One of the business's B2B services (pool management, lifeguards, …). Named so to avoid "ServiceService". */
@Entity({ tableName: 'services' })
@Index({
  name: 'services_slug_key_unique',
  // service_slug_key() is declared in service-slug.routine.ts; lookups use it too.
  expression: 'create unique index "services_slug_key_unique" on "services" (service_slug_key(slug))',
})
@ObjectType('Service', { implements: Node, description: 'A service the business offers to pool operators.' })
export class ServiceOffering {
  @PrimaryKey()
  id: number;

  @Property({ length: 100, unique: 'services_slug_unique' })
  @Field({ description: 'URL name, e.g. "technische-baederbetreuung"; `service(slug:)` also accepts case and spelling variants.' })
  slug: string;

  @Property({ length: 200 })
  @Field({ description: 'German title.' })
  title: string;

  @Property({ length: 200, nullable: true })
  @Field(() => String, { nullable: true, description: 'English title; null means use the German one.' })
  titleEn?: string | null;

  @Property({ type: 'text' })
  @Field({ description: 'German description.' })
  description: string;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'English description; null means use the German one.' })
  descriptionEn?: string | null;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'URL of an image for the service; null: clients choose one by title.' })
  imageUrl?: string | null;

  @Property({ fieldName: 'sort_order', default: 0 })
  @Field(() => Int, { description: 'Position in menus and lists, ascending.' })
  order: number = 0;

  @Property({ length: 50, nullable: true })
  @Field(() => String, { nullable: true, description: 'Icon name for clients.' })
  icon?: string | null;
}
