import type { RequestContext } from '../../graphql/context.js';
import { findPublishedPost, findPublishedPosts } from './blog-post.repository.js';

/** Public reads of the blog: drafts are invisible here. */
export class BlogPostService {
  listPublished(ctx: RequestContext, category: string | null | undefined, page: { limit: number; offset: number }) {
    return findPublishedPosts(ctx.em, category, page);
  }

  findPublishedBySlug(ctx: RequestContext, slug: string) {
    return findPublishedPost(ctx.em, { slug });
  }

  findPublishedById(ctx: RequestContext, id: number) {
    return findPublishedPost(ctx.em, { id });
  }
}

export const blogPostService = new BlogPostService();
