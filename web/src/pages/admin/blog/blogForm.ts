import { type BlogPostValues, blogPostSchema, slugFromTitle, tagsFromText } from '@h2o/api/validation/blog-post.schema';
import type { FieldMessage } from '@h2o/api/validation/fields';
import { validateInput } from '@h2o/api/validation/validate';
import type { FormikErrors } from 'formik';

/** The blog form as Formik holds it (SPEC §5): texts as typed, the tags as one comma-separated text. */
export interface BlogFormValues {
  title: string;
  slug: string;
  summary: string;
  content: string;
  category: string;
  tagsString: string;
  imageUrl: string;
  /** "Publish immediately" on create, "published" on edit. */
  published: boolean;
}

/** A post as the table has it, for the edit form. */
export interface StoredBlogPost {
  title: string;
  slug: string;
  summary: string;
  content: string;
  category: string | null | undefined;
  tags: readonly string[];
  imageUrl: string | null | undefined;
  published: boolean;
}

export const newBlogPostValues = (): BlogFormValues => ({ title: '', slug: '', summary: '', content: '', category: '', tagsString: '', imageUrl: '', published: false });

export const storedBlogPostValues = (post: StoredBlogPost): BlogFormValues => ({
  title: post.title,
  slug: post.slug,
  summary: post.summary,
  content: post.content,
  category: post.category ?? '',
  tagsString: post.tags.join(', '),
  imageUrl: post.imageUrl ?? '',
  published: post.published,
});

/** SPEC §5: the slug follows every change of the title (and stays editable after it). */
export const slugForTitle = slugFromTitle;

/** The fields SPEC §5 names in its "please fill in all required fields" message. */
const REQUIRED_FIELDS = ['title', 'slug', 'content', 'summary'] as const;
export const missesRequiredFields = (values: BlogFormValues) => REQUIRED_FIELDS.some((field) => values[field].trim() === '');

/** The form's values as the shared schema (and the mutations' inputs) take them. */
export function schemaInput(values: BlogFormValues) {
  return { ...values, tagsString: undefined, tags: tagsFromText(values.tagsString) };
}

export type CheckedBlogPost = { ok: true; value: BlogPostValues } | { ok: false; errors: FormikErrors<BlogFormValues> };

/** SPEC §5 blog form by the shared rules (api/src/validation/blog-post.schema.ts); a refused tag shows on the tags text. */
export function checkBlogForm(values: BlogFormValues): CheckedBlogPost {
  const checked = validateInput(blogPostSchema, schemaInput(values));
  if (checked.ok) return checked;
  const errors: Record<string, FieldMessage> = {};
  for (const { field, ...message } of checked.errors) errors[formField(field)] ??= message;
  return { ok: false, errors: errors as FormikErrors<BlogFormValues> };
}

/** The form's input for a field of the schema or of a server refusal (`tags.2` is the tags text). */
export const formField = (field: string) => (field === 'tags' || field.startsWith('tags.') ? 'tagsString' : field);
