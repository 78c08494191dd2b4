import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { MutationPayload } from '../../../graphql/mutation.js';
import { BLOG_POST_LIMITS } from '../../../validation/blog-post.schema.js';
import { BlogPost } from '../blog-post.entity.js';

export enum BlogPostFilter {
  ALL = 'ALL',
  PUBLISHED = 'PUBLISHED',
  DRAFTS = 'DRAFTS',
}

registerEnumType(BlogPostFilter, {
  name: 'BlogPostFilter',
  description: "Which posts `adminBlogPosts` lists (the tabs of the admins' blog view).",
  valuesConfig: {
    ALL: { description: 'Published posts and drafts.' },
    PUBLISHED: { description: 'Only posts visitors see.' },
    DRAFTS: { description: 'Only posts not (or no longer) published.' },
  },
});

const { title, summary, content } = BLOG_POST_LIMITS;

/** The blog form's fields (docs/SPEC.md §5), once for both inputs: required on creation (`required`), optional on an update. */
function blogPostFormFields(required: boolean) {
  const needed = !required;
  // A base only: type-graphql puts just the inputs that resolvers use into the schema.
  @InputType()
  abstract class BlogPostFormFields {
    @Field(() => String, { nullable: needed, description: `Headline: ${title.min} to ${title.max} characters, one line.` })
    title?: string | null;

    @Field(() => String, {
      nullable: true,
      description:
        `URL name as in /blog/{slug}: lowercase letters, digits and single hyphens, at most ${BLOG_POST_LIMITS.slug} characters, unique ignoring case ` +
        '(else SLUG_TAKEN). Null or empty: made from the title (umlauts as ae, oe, ue, ss) on creation, unchanged on an update.',
    })
    slug?: string | null;

    @Field(() => String, {
      nullable: needed,
      description: `Teaser for lists: ${summary.min} to ${summary.max} characters; line breaks allowed.`,
    })
    summary?: string | null;

    @Field(() => String, { nullable: needed, description: `Article body in Markdown: ${content.min} to ${content.max} characters.` })
    content?: string | null;

    @Field(() => String, { nullable: true, description: `Category, at most ${BLOG_POST_LIMITS.category} characters; null or empty: none.` })
    category?: string | null;

    @Field(() => [String], {
      nullable: true,
      description: `Keywords, each trimmed, not empty, at most ${BLOG_POST_LIMITS.tag} characters; at most ${BLOG_POST_LIMITS.tags}. Null: none on creation, unchanged on an update.`,
    })
    tags?: string[] | null;

    @Field(() => String, {
      nullable: true,
      description: `Absolute http(s) address of the article image, at most ${BLOG_POST_LIMITS.imageUrl} characters; null or empty: none.`,
    })
    imageUrl?: string | null;

    // The English texts: optional; when written, the German fields' limits hold. Null or empty: not translated.
    @Field(() => String, {
      nullable: true,
      description: `English headline: ${title.min} to ${title.max} characters, one line; null or empty: not translated (English pages show the German one).`,
    })
    titleEn?: string | null;

    @Field(() => String, {
      nullable: true,
      description: `English teaser: ${summary.min} to ${summary.max} characters; null or empty: not translated.`,
    })
    summaryEn?: string | null;

    @Field(() => String, {
      nullable: true,
      description: `English article body in Markdown: ${content.min} to ${content.max} characters; null or empty: not translated.`,
    })
    contentEn?: string | null;

    @Field(() => String, {
      nullable: true,
      description: `English category, at most ${BLOG_POST_LIMITS.category} characters; null or empty: not translated.`,
    })
    categoryEn?: string | null;

    @Field(() => [String], {
      nullable: true,
      description: `English keywords, with the limits of \`tags\`; empty: not translated (English pages show the German ones). Null: none on creation, unchanged on an update.`,
    })
    tagsEn?: string[] | null;
  }
  return BlogPostFormFields;
}

@InputType({
  description:
    'A new blog post (docs/SPEC.md §5 blog form); its author is the signed-in admin. Surrounding spaces are trimmed; refused fields come back as `errors`.',
})
export class CreateBlogPostInput extends blogPostFormFields(true) {
  @Field(() => Boolean, { nullable: true, description: 'true: published at once (visitors see it); false or null: saved as a draft.' })
  publishImmediately?: boolean | null;
}

@InputType({
  description:
    'Changes to a blog post: an absent field stays as it is, null clears an optional one. The post it would leave is checked as a whole.',
})
export class UpdateBlogPostInput extends blogPostFormFields(false) {
  @Field(() => ID, { description: "The post's `id`." })
  id: string;

  @Field(() => Boolean, { nullable: true, description: 'true: published, false: a draft again; null: unchanged.' })
  published?: boolean | null;
}

/** A base only: the input naming one post. */
@InputType()
abstract class PostIdInput {
  @Field(() => ID, { description: "The post's `id`." })
  id: string;
}

@InputType({ description: 'The blog post to delete.' })
export class DeleteBlogPostInput extends PostIdInput {}

@InputType({ description: 'The blog post to publish (visitors see it from now on).' })
export class PublishBlogPostInput extends PostIdInput {}

@InputType({ description: 'The blog post to unpublish: a draft again, hidden from visitors.' })
export class UnpublishBlogPostInput extends PostIdInput {}

/** A base only: a payload carrying the post as it is now. */
@ObjectType()
abstract class PostPayload extends MutationPayload {
  @Field(() => BlogPost, { nullable: true, description: 'The post after the change; null when `errors` is not empty.' })
  blogPost: BlogPost | null;
}

@ObjectType({ description: 'Result of `createBlogPost`: the new post, or why it was refused (then nothing was stored).' })
export class CreateBlogPostPayload extends PostPayload {}

@ObjectType({ description: 'Result of `updateBlogPost`: the post as it is now, or why the changes were refused (then nothing changed).' })
export class UpdateBlogPostPayload extends PostPayload {}

@ObjectType({ description: 'Result of `publishBlogPost`: the post as it is now, or why it was refused.' })
export class PublishBlogPostPayload extends PostPayload {}

@ObjectType({ description: 'Result of `unpublishBlogPost`: the post as it is now, or why it was refused.' })
export class UnpublishBlogPostPayload extends PostPayload {}

@ObjectType({ description: "Result of `deleteBlogPost`: which post is gone (for Relay's `@deleteEdge`), or why it stays." })
export class DeleteBlogPostPayload extends MutationPayload {
  @Field(() => ID, { nullable: true, description: "The deleted post's `id`; null when `errors` is not empty." })
  deletedBlogPostId: string | null;
}
