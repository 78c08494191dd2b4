import { Arg, Args, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context/request-context.js';
import { type ConnectionArguments, connectionArgs, connectionTypes, pageRequest, toConnection } from '../../graphql/connection.js';
import { BlogPost } from './blog-post.entity.js';
import type { BlogPostView } from './blog-post.repository.js';
import { blogPostService } from './blog-post.service.js';

export const BlogPostConnection = connectionTypes(BlogPost, 'BlogPost');
const PAGE_SIZE = 20;
const BlogPostPageArgs = connectionArgs(PAGE_SIZE);

@Resolver(() => BlogPost)
export class BlogPostResolver {
  @Query(() => BlogPostConnection, { description: 'Published articles, newest first. Cursors are valid only with the same `category`.' })
  async blogPosts(
    @Ctx() ctx: RequestContext,
    @Args(() => BlogPostPageArgs) paging: ConnectionArguments,
    @Arg('category', () => String, { nullable: true, description: 'Only this category (exact, case-insensitive); null or absent: all.' })
    category?: string | null,
  ) {
    const page = pageRequest({ list: 'BlogPost', filter: { category } }, paging, PAGE_SIZE);
    return toConnection(await blogPostService.listPublished(ctx, category, page), page);
  }

  @Query(() => BlogPost, { nullable: true, description: 'A published article by its slug, case-insensitive ("Mein-Artikel" finds "mein-artikel"); null when there is none.' })
  blogPost(@Ctx() ctx: RequestContext, @Arg('slug', { description: 'The article\'s `slug`, as in /blog/{slug}.' }) slug: string) {
    return blogPostService.findPublishedBySlug(ctx, slug);
  }

  @Query(() => [String], { description: 'The categories of published articles, each once (ignoring case), alphabetically: the values `blogPosts(category:)` filters by.' })
  blogCategories(@Ctx() ctx: RequestContext) {
    return blogPostService.listCategories(ctx);
  }

  @FieldResolver(() => [BlogPost], { description: 'Up to two other published articles to read next: the same category first, then the newest.' })
  relatedPosts(@Ctx() ctx: RequestContext, @Root() post: BlogPostView) {
    return blogPostService.listRelated(ctx, post);
  }
}
