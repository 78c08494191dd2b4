import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context/request-context.js';
import { connectionTypes, pageRequest, toConnection } from '../../graphql/connection.js';
import { BlogPost } from './blog-post.entity.js';
import { blogPostService } from './blog-post.service.js';

const BlogPostConnection = connectionTypes(BlogPost, 'BlogPost');

@Resolver(() => BlogPost)
export class BlogPostResolver {
  @Query(() => BlogPostConnection, { description: 'Published articles, newest first.' })
  async blogPosts(
    @Ctx() ctx: RequestContext,
    @Arg('first', () => Int, { nullable: true, defaultValue: 20 }) first: number,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
    @Arg('category', () => String, { nullable: true, description: 'Only this category (case-insensitive).' }) category?: string | null,
  ) {
    const page = pageRequest(first, after, 20);
    const { rows, totalCount } = await blogPostService.listPublished(ctx, category, page);
    return toConnection(rows, page, totalCount);
  }

  @Query(() => BlogPost, { nullable: true, description: 'A published article by its slug.' })
  blogPost(@Ctx() ctx: RequestContext, @Arg('slug') slug: string) {
    return blogPostService.findPublishedBySlug(ctx, slug);
  }
}
