import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { textColumn } from '../../graphql/text-fields.js';
import { BLOG_TEXT_FIELDS, type BlogTextValues } from '../../validation/blog-fields.js';
import { DateTimeISO } from '../../graphql/scalars.js';
import { Node } from '../../graphql/node.js';
import { User } from '../users/user.entity.js';

/** A blog article; public only once published. */
@Entity({ tableName: 'blog_posts' })
@Index({ name: 'blog_posts_published_idx', properties: ['published', 'publishedAt'] })
// Slugs compare case-insensitively (blog-post.repository.ts); this index keeps them unique that way and serves the lookup.
@Index({
  name: 'blog_posts_slug_lower_unique',
  expression: 'create unique index "blog_posts_slug_lower_unique" on "blog_posts" (lower(slug))',
})
@ObjectType({
  implements: Node,
  description: 'A blog article. Visitors see published ones only; admins also see drafts (`adminBlogPosts`).',
})
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- the English twins are placed on the class at run time (textColumn); this interface gives them their types
export class BlogPost {
  @PrimaryKey()
  id: number;

  // The texts (`textColumn`) are declared in api/src/validation/blog-fields.ts, each with its English twin `<name>En`
  // (null or blank: the German one is shown). A property here keeps the text's place among the fields.
  @textColumn(BLOG_TEXT_FIELDS)
  title: string;

  @Property({ length: 200, unique: 'blog_posts_slug_unique' })
  @Field({ description: 'URL name, as in /blog/{slug}; unique ignoring case, and `blogPost(slug:)` ignores case.' })
  slug: string;

  @textColumn(BLOG_TEXT_FIELDS)
  summary: string;

  @textColumn(BLOG_TEXT_FIELDS)
  content: string;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'Absolute URL of the article image; null when it has none.' })
  imageUrl?: string | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  author?: User | null;

  @Property({ default: false })
  @Field(() => Boolean, {
    description:
      "Whether visitors see it. Public reads return published articles only (always true there); false marks a draft in the admins' list.",
  })
  published: Opt<boolean> = false;

  @Property({ type: 'datetime', nullable: true })
  @Field(() => DateTimeISO, { nullable: true, description: 'When it was published (ISO timestamp, UTC); null if never recorded.' })
  publishedAt?: Date | null;

  @textColumn(BLOG_TEXT_FIELDS)
  category?: string | null;

  @Property({ type: 'text[]', defaultRaw: `'{}'` })
  @Field(() => [String], {
    description: 'Keywords in the language of the request (the German ones when no English ones are written); empty when there are none.',
  })
  tags: string[] = [];

  /** English keywords; empty: the German ones are shown. */
  @Property({ type: 'text[]', defaultRaw: `'{}'` })
  tagsEn: Opt<string[]> = [];

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  @Field(() => DateTimeISO, { description: 'When it was written (ISO timestamp, UTC).' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  @Field(() => DateTimeISO, { description: 'When it was last changed (ISO timestamp, UTC).' })
  updatedAt: Opt<Date> = new Date();
}

// The English twins' values as the table declares them (the class merges this interface).
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- see the class
export interface BlogPost extends BlogTextValues {}
