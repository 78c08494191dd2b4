import type { BlogTextFields } from '../../../validation/blog-fields.js';
import type { TextColumn } from '../../../validation/text-fields.js';
import type { BlogPost } from '../blog-post.entity.js';

/**
 * The blog form as staff send it (blog-admin.types.ts declares it for GraphQL, the REST rows build it): on an update an
 * absent field stays as it is. blogPostSchema checks the post it leaves.
 */
export type BlogPostForm = { [Text in TextColumn<BlogTextFields>]?: string | null } & {
  slug?: string | null;
  tags?: string[] | null;
  tagsEn?: string[] | null;
  imageUrl?: string | null;
};

/** A new post's form; published at once or saved as a draft. */
export type NewBlogPostForm = BlogPostForm & { publishImmediately?: boolean | null };

/** Changes to a post; `published` true publishes it, false makes it a draft again. */
export type BlogPostChanges = BlogPostForm & { published?: boolean | null };

/** A post's fields as the audit log keeps them (the form's fields and the publication state). */
export function blogPostValues(post: BlogPost) {
  return {
    title: post.title,
    slug: post.slug,
    summary: post.summary,
    content: post.content,
    category: post.category ?? null,
    tags: [...post.tags],
    imageUrl: post.imageUrl ?? null,
    published: post.published,
    publishedAt: post.publishedAt ?? null,
    titleEn: post.titleEn ?? null,
    summaryEn: post.summaryEn ?? null,
    contentEn: post.contentEn ?? null,
    categoryEn: post.categoryEn ?? null,
    tagsEn: [...post.tagsEn],
  };
}

/**
 * The publication date after a change of state: set when a post is first published and kept afterwards
 * (unpublishing and publishing again does not make an old article look new).
 */
export function publishedAtAfter(published: boolean, publishedAt: Date | null | undefined, now: Date): Date | null {
  if (publishedAt) return publishedAt;
  return published ? now : null;
}
