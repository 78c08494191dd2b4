import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { DateTimeISO } from '../../graphql/scalars.js';
import { Node } from '../../graphql/node.js';
import { User } from '../users/user.entity.js';

/** A blog article; public only once published. */
@Entity({ tableName: 'blog_posts' })
@Index({ name: 'blog_posts_published_idx', properties: ['published', 'publishedAt'] })
@ObjectType({ implements: Node, description: 'A published blog article.' })
export class BlogPost {
  @PrimaryKey()
  id: number;

  @Property({ length: 200 })
  @Field()
  title: string;

  @Property({ length: 200, unique: 'blog_posts_slug_unique' })
  @Field()
  slug: string;

  @Property({ type: 'text' })
  @Field()
  summary: string;

  @Property({ type: 'text' })
  @Field({ description: 'Article body: paragraphs separated by blank lines.' })
  content: string;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true })
  imageUrl?: string | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  author?: User | null;

  @Property({ default: false })
  published: Opt<boolean> = false;

  @Property({ type: 'datetime', nullable: true })
  @Field(() => DateTimeISO, { nullable: true })
  publishedAt?: Date | null;

  @Property({ length: 50, nullable: true })
  @Field(() => String, { nullable: true })
  category?: string | null;

  @Property({ type: 'text[]', defaultRaw: `'{}'` })
  @Field(() => [String])
  tags: string[] = [];

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  @Field(() => DateTimeISO)
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  @Field(() => DateTimeISO)
  updatedAt: Opt<Date> = new Date();
}
