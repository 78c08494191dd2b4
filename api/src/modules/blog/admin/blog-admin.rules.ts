import { fromGlobalId } from '../../../graphql/node.js';
import type { BlogPost } from '../blog-post.entity.js';

/** The database id in a blog post's global id; null for anything else (another type's id, garbage, beyond an integer). */
export function blogPostIdOf(globalId: string | null | undefined): number | null {
  const parsed = globalId ? fromGlobalId(globalId) : null;
  return parsed?.type === 'BlogPost' && parsed.databaseId <= 2 ** 31 - 1 ? parsed.databaseId : null;
}

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
