import type { RequestContext } from '../../context/request-context.js';
import type { PageRequest } from '../../db/find-page.js';
import { findPublishedPost, findPublishedPostBySlug, findPublishedPosts } from './blog-post.repository.js';

/** Public reads of the blog: drafts are invisible here. */
export class BlogPostService {
  listPublished(ctx: RequestContext, category: string | null | undefined, page: PageRequest) {
    return findPublishedPosts(ctx.em, category, page);
  }

  findPublishedBySlug(ctx: RequestContext, slug: string) {
    return findPublishedPostBySlug(ctx.em, slug);
  }

  findPublishedById(ctx: RequestContext, id: number) {
    return findPublishedPost(ctx.em, id);
  }
}

export const blogPostService = new BlogPostService();
