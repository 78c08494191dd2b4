import type { RequestContext } from '../../context/request-context.js';
import { rowTextIn } from '../../context/language.js';
import type { PageRequest } from '../../db/find-page.js';
import { blogMarkdownHtml } from './blog-markdown.js';
import {
  type BlogPostView,
  findPublishedCategories,
  findPublishedPost,
  findPublishedPostBySlug,
  findPublishedPostStamps,
  findPublishedPosts,
  findRelatedPosts,
} from './blog-post.repository.js';
import { BlogText } from './blog-text.js';

/** docs/SPEC.md §9: an article shows at most two related articles. */
export const RELATED_POSTS_LIMIT = 2;

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

  /** Up to two other published posts, the same category first. */
  listRelated(ctx: RequestContext, post: Pick<BlogPostView, 'id' | 'category'>) {
    return findRelatedPosts(ctx.em, post, RELATED_POSTS_LIMIT);
  }

  /** The categories the public list can be filtered by: those of published posts, in the request's language. */
  listCategories(ctx: RequestContext) {
    return findPublishedCategories(ctx.em, ctx.language);
  }

  /**
   * The body in the request's language as sanitized HTML (./blog-markdown.ts): the site shows it as it is, so
   * the browser needs no Markdown parser. Images on the site's origin count as its own (no consent needed).
   */
  bodyHtml(ctx: RequestContext, post: BlogPostView) {
    return blogMarkdownHtml(rowTextIn(post, BlogText.CONTENT, ctx.language) ?? '', ctx.origin);
  }

  /** Slug and last change of every published post, for the sitemap. */
  listPublicStamps(ctx: RequestContext) {
    return findPublishedPostStamps(ctx.em);
  }
}

export const blogPostService = new BlogPostService();
