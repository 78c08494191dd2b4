import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { MutationPayload } from '../../../graphql/mutation.js';
import { textInput, placeRemainingTextInputs } from '../../../graphql/text-fields.js';
import { BLOG_TEXT_FIELDS } from '../../../validation/blog-fields.js';
import { BLOG_POST_LIMITS } from '../../../validation/blog-post.schema.js';
import { BlogPost } from '../blog-post.entity.js';
import type { BlogPostChanges, BlogPostForm, NewBlogPostForm } from './blog-admin.rules.js';

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

/** The blog form's fields (docs/SPEC.md §5), once for both inputs: required on creation (`required`), optional on an update. */
function blogPostFormFields(required: boolean) {
  // A base only: type-graphql puts just the inputs that resolvers use into the schema.
  @InputType()
  abstract class BlogPostFormFields implements BlogPostForm {
    // The texts (`textInput`) and their English twins are declared in api/src/validation/blog-fields.ts.
    @textInput(BLOG_TEXT_FIELDS, { creating: required })
    title?: string | null;

    @Field(() => String, {
      nullable: true,
      description:
        `URL name as in /blog/{slug}: lowercase letters, digits and single hyphens, at most ${BLOG_POST_LIMITS.slug} characters, unique ignoring case ` +
        '(else SLUG_TAKEN). Null or empty: made from the title (umlauts as ae, oe, ue, ss) on creation, unchanged on an update.',
    })
    slug?: string | null;

    @textInput(BLOG_TEXT_FIELDS, { creating: required })
    summary?: string | null;

    @textInput(BLOG_TEXT_FIELDS, { creating: required })
    content?: string | null;

    @textInput(BLOG_TEXT_FIELDS, { creating: required })
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
  }
  // The English twins of the texts (optional; when written, the German limits hold), after the fields above.
  placeRemainingTextInputs(BLOG_TEXT_FIELDS, BlogPostFormFields, { creating: required });

  // The English keywords last, after the texts' twins (a subclass: its fields follow its base's).
  @InputType()
  abstract class BlogPostFormFieldsWithKeywords extends BlogPostFormFields {
    @Field(() => [String], {
      nullable: true,
      description: `English keywords, with the limits of \`tags\`; empty: not translated (English pages show the German ones). Null: none on creation, unchanged on an update.`,
    })
    tagsEn?: string[] | null;
  }
  return BlogPostFormFieldsWithKeywords;
}

@InputType({
  description:
    'A new blog post (docs/SPEC.md §5 blog form); its author is the signed-in admin. Surrounding spaces are trimmed; refused fields come back as `errors`.',
})
export class CreateBlogPostInput extends blogPostFormFields(true) implements NewBlogPostForm {
  @Field(() => Boolean, { nullable: true, description: 'true: published at once (visitors see it); false or null: saved as a draft.' })
  publishImmediately?: boolean | null;
}

@InputType({
  description:
    'Changes to a blog post: an absent field stays as it is, null clears an optional one. The post it would leave is checked as a whole.',
})
export class UpdateBlogPostInput extends blogPostFormFields(false) implements BlogPostChanges {
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
