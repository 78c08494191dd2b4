import { Arg, Args, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { type Language, rowTextIn, textsAsWritten, untranslatedTexts } from '../../context/language.js';
import type { RequestContext } from '../../context/request-context.js';
import { ContentLanguage } from '../../graphql/language.js';
import { type ConnectionArguments, connectionArgs, connectionTypes, pageRequest, toConnection } from '../../graphql/connection.js';
import { BlogPost } from './blog-post.entity.js';
import type { BlogPostView } from './blog-post.repository.js';
import { blogPostService } from './blog-post.service.js';
import { BlogPostTexts } from './blog-post.types.js';
import { BlogText } from './blog-text.js';

export const BlogPostConnection = connectionTypes(BlogPost, 'BlogPost');
const PAGE_SIZE = 20;
const BlogPostPageArgs = connectionArgs(PAGE_SIZE);
/** The single-line and prose texts; the tags are a list and go their own way. */
const PROSE = [BlogText.TITLE, BlogText.SUMMARY, BlogText.CONTENT, BlogText.CATEGORY] as const;

/** The tags `language` shows: the English ones when any are written, else the German ones. */
const tagsIn = (post: BlogPostView, language: Language) => (language === 'en' && post.tagsEn.length > 0 ? post.tagsEn : post.tags);

@Resolver(() => BlogPost)
export class BlogPostResolver {
  @Query(() => BlogPostConnection, { description: 'Published articles, newest first. Cursors are valid only with the same `category`.' })
  async blogPosts(
    @Ctx() ctx: RequestContext,
    @Args(() => BlogPostPageArgs) paging: ConnectionArguments,
    @Arg('category', () => String, {
      nullable: true,
      description: 'Only this category, in German or English (exact, case-insensitive); null or absent: all.',
    })
    category?: string | null,
  ) {
    const page = pageRequest({ list: 'BlogPost', filter: { category } }, paging, PAGE_SIZE);
    return toConnection(await blogPostService.listPublished(ctx, category, page), page);
  }

  @Query(() => BlogPost, {
    nullable: true,
    description: 'A published article by its slug, case-insensitive ("Mein-Artikel" finds "mein-artikel"); null when there is none.',
  })
  blogPost(@Ctx() ctx: RequestContext, @Arg('slug', { description: "The article's `slug`, as in /blog/{slug}." }) slug: string) {
    return blogPostService.findPublishedBySlug(ctx, slug);
  }

  @Query(() => [String], {
    description:
      'The categories of published articles in the language of the request (German where no English one is written), each once (ignoring case), alphabetically: the values `blogPosts(category:)` filters by.',
  })
  blogCategories(@Ctx() ctx: RequestContext) {
    return blogPostService.listCategories(ctx);
  }

  @FieldResolver(() => [BlogPost], {
    description: 'Up to two other published articles to read next: the same category first, then the newest.',
  })
  relatedPosts(@Ctx() ctx: RequestContext, @Root() post: BlogPostView) {
    return blogPostService.listRelated(ctx, post);
  }

  @FieldResolver(() => String, {
    description:
      'The article body (`content`, in the language of the request) as HTML, safe to insert as it is: the Markdown rendered on the server, raw HTML in it dropped, ' +
      "only the elements Markdown makes (headings one level down: a Markdown h1 becomes h2, as the page's h1 is the title; paragraphs, lists, emphasis, code, quotes, links, images), " +
      'links and images with http(s) (links also mailto/tel) or relative addresses only, links off the site with rel="noopener noreferrer". ' +
      'Images from other hosts come as `<span data-external-image="URL">description</span>`, for a client to load only after the visitor\'s consent to external media.',
  })
  bodyHtml(@Root() post: BlogPostView, @Ctx() ctx: RequestContext) {
    return blogPostService.bodyHtml(ctx, post);
  }

  // The texts in the request's language (the fields and their descriptions are the entity's): English where written, else German.
  @FieldResolver() title(@Root() post: BlogPostView, @Ctx() ctx: RequestContext) {
    return rowTextIn(post, BlogText.TITLE, ctx.language);
  }
  @FieldResolver() summary(@Root() post: BlogPostView, @Ctx() ctx: RequestContext) {
    return rowTextIn(post, BlogText.SUMMARY, ctx.language);
  }
  @FieldResolver() content(@Root() post: BlogPostView, @Ctx() ctx: RequestContext) {
    return rowTextIn(post, BlogText.CONTENT, ctx.language);
  }
  @FieldResolver() category(@Root() post: BlogPostView, @Ctx() ctx: RequestContext) {
    return rowTextIn(post, BlogText.CATEGORY, ctx.language);
  }
  @FieldResolver() tags(@Root() post: BlogPostView, @Ctx() ctx: RequestContext) {
    return tagsIn(post, ctx.language);
  }

  @FieldResolver(() => [BlogText], {
    description:
      'The texts this answer shows in German because no English one is written (a client marks them `lang="de"`); empty on German requests.',
  })
  untranslated(@Root() post: BlogPostView, @Ctx() ctx: RequestContext) {
    const untranslatedTags = ctx.language === 'en' && post.tags.length > 0 && post.tagsEn.length === 0;
    return [...untranslatedTexts(post, PROSE, ctx.language), ...(untranslatedTags ? [BlogText.TAGS] : [])];
  }

  @FieldResolver(() => BlogPostTexts, {
    description: "The texts exactly as written in one language, without fallback: what the admins' form edits and the REST door answers.",
  })
  texts(
    @Root() post: BlogPostView,
    @Arg('language', () => ContentLanguage, { description: "Which language's texts." }) language: ContentLanguage,
  ) {
    return { ...textsAsWritten(post, PROSE, language), tags: language === ContentLanguage.DE ? post.tags : post.tagsEn };
  }
}
