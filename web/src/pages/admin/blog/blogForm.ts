import { type BlogPostValues, blogPostSchema, slugFromTitle, tagsFromText } from '@h2o/api/validation/blog-post.schema';
import type { FieldMessage } from '@h2o/api/validation/fields';
import { validateInput } from '@h2o/api/validation/validate';
import type { FormikErrors } from 'formik';

/** The blog form as Formik holds it (docs/SPEC.md §5): texts as typed, the tags as one comma-separated text. */
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
  // The English texts: empty = not translated (English pages show the German text).
  titleEn: string;
  summaryEn: string;
  contentEn: string;
  categoryEn: string;
  tagsStringEn: string;
}

/** The form's texts written in German and English; the English twin of each is `<text>En`. */
export const BLOG_TEXTS = ['title', 'summary', 'content', 'category', 'tagsString'] as const;

/** A post's texts in one language as the API answers them (`texts(language:)`: null or no tags where none is written). */
interface PostTexts {
  readonly title?: string | null;
  readonly summary?: string | null;
  readonly content?: string | null;
  readonly category?: string | null;
  readonly tags?: readonly string[] | null;
}

/** A post as the table has it, for the edit form: its texts as written in each language. */
export interface StoredBlogPost {
  slug: string;
  imageUrl: string | null | undefined;
  published: boolean;
  de: PostTexts;
  en: PostTexts;
}

const noEnglish = { titleEn: '', summaryEn: '', contentEn: '', categoryEn: '', tagsStringEn: '' };

export const newBlogPostValues = (): BlogFormValues => ({
  title: '',
  slug: '',
  summary: '',
  content: '',
  category: '',
  tagsString: '',
  imageUrl: '',
  published: false,
  ...noEnglish,
});

export const storedBlogPostValues = ({ de, en, ...post }: StoredBlogPost): BlogFormValues => ({
  title: de.title ?? '',
  slug: post.slug,
  summary: de.summary ?? '',
  content: de.content ?? '',
  category: de.category ?? '',
  tagsString: (de.tags ?? []).join(', '),
  imageUrl: post.imageUrl ?? '',
  published: post.published,
  titleEn: en.title ?? '',
  summaryEn: en.summary ?? '',
  contentEn: en.content ?? '',
  categoryEn: en.category ?? '',
  tagsStringEn: (en.tags ?? []).join(', '),
});

/** docs/SPEC.md §5: the slug follows every change of the title (and stays editable after it). */
export const slugForTitle = slugFromTitle;

/** The fields docs/SPEC.md §5 names in its "please fill in all required fields" message. */
const REQUIRED_FIELDS = ['title', 'slug', 'content', 'summary'] as const;
export const missesRequiredFields = (values: BlogFormValues) => REQUIRED_FIELDS.some((field) => values[field].trim() === '');

/** The form's values as the shared schema (and the mutations' inputs) take them. */
export function schemaInput(values: BlogFormValues) {
  return {
    ...values,
    tagsString: undefined,
    tags: tagsFromText(values.tagsString),
    tagsStringEn: undefined,
    tagsEn: tagsFromText(values.tagsStringEn),
  };
}

export type CheckedBlogPost = { ok: true; value: BlogPostValues } | { ok: false; errors: FormikErrors<BlogFormValues> };

/** docs/SPEC.md §5 blog form by the shared rules (api/src/validation/blog-post.schema.ts); a refused tag shows on the tags text. */
export function checkBlogForm(values: BlogFormValues): CheckedBlogPost {
  const checked = validateInput(blogPostSchema, schemaInput(values));
  if (checked.ok) return checked;
  const errors: Record<string, FieldMessage> = {};
  for (const { field, ...message } of checked.errors) errors[formField(field)] ??= message;
  return { ok: false, errors: errors as FormikErrors<BlogFormValues> };
}

/** The form's input for a field of the schema or of a server refusal (`tags.2` is the tags text, `tagsEn.1` the English one). */
export function formField(field: string): string {
  if (field === 'tags' || field.startsWith('tags.')) return 'tagsString';
  if (field === 'tagsEn' || field.startsWith('tagsEn.')) return 'tagsStringEn';
  return field;
}
