import { array, boolean, object, string } from 'yup';
import { BLOG_TEXT_FIELDS } from './blog-fields.js';
import { CONTROL_CHARACTERS, message, optionalText } from './fields.js';
import { textRules } from './text-rules.js';

const { title, summary, content, category } = BLOG_TEXT_FIELDS;

/** Limits of the blog form (docs/SPEC.md §5, §9), for the schema and the form's hints; texts in characters (the texts' declared with them, blog-fields.ts). */
export const BLOG_POST_LIMITS = {
  title: { min: title.min, max: title.max },
  /** The column holds 200; a slug is a URL part, so it stays short in practice. */
  slug: 200,
  summary: { min: summary.min, max: summary.max },
  content: { min: content.min, max: content.max },
  category: category.max,
  tags: 20,
  tag: 50,
  imageUrl: 2000,
} as const;

/** Lowercase words of a–z and 0–9 joined by single hyphens, as `slugFromTitle` makes them. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const GERMAN_LETTERS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'ae', Ö: 'oe', Ü: 'ue', ẞ: 'ss' };

/**
 * The URL name of an article from its title (docs/SPEC.md §5: generated on every title change, still editable):
 * German umlauts and ß spelt out (ae, oe, ue, ss), other accents dropped (é → e), lowercase, every run of other
 * characters one hyphen, none at either end, cut to the column's length at a word boundary where possible.
 */
export function slugFromTitle(title: string): string {
  const slug = title
    .replace(/[äöüßÄÖÜẞ]/g, (letter) => GERMAN_LETTERS[letter])
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= BLOG_POST_LIMITS.slug) return slug;
  const cut = slug.slice(0, BLOG_POST_LIMITS.slug);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}

/** The form's comma-separated tags ("Kinder, Tipps") as the list the API takes: trimmed, empty ones and repeats dropped. */
export function tagsFromText(text: string): string[] {
  const tags = text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
  return tags.filter((tag, index) => tags.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === index);
}

/** One keyword: trimmed, not empty, one line, at most `BLOG_POST_LIMITS.tag` characters. */
const tag = string()
  .transform((value: unknown, original: unknown) => (typeof original === 'string' ? value : undefined))
  .trim()
  .required(message('REQUIRED', 'validation.tagEmpty'))
  .test('characters', message('INVALID_CHARACTERS', 'validation.invalidCharacters'), (value) => !value || !CONTROL_CHARACTERS.test(value))
  .max(BLOG_POST_LIMITS.tag, message('TOO_LONG', 'validation.tagTooLong', { max: BLOG_POST_LIMITS.tag }));

/** http(s) only: a `javascript:` or `data:` address must never reach an `<img src>`. */
function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** A post's tags in one language: a list (absent or null: none), each tag checked, at most BLOG_POST_LIMITS.tags. */
const TAG_LIST = array()
  .of(tag)
  .transform((value: unknown, original: unknown) => (original === null || original === undefined ? [] : value))
  .typeError(message('OUT_OF_RANGE', 'validation.tagsList'))
  .max(BLOG_POST_LIMITS.tags, message('OUT_OF_RANGE', 'validation.tagsCount', { max: BLOG_POST_LIMITS.tags }))
  .default([])
  .required(message('OUT_OF_RANGE', 'validation.tagsList'));

/**
 * docs/SPEC.md §5 blog form, as the server checks it before any write and Formik checks it in the browser. Field names are
 * those of `CreateBlogPostInput`; an update is checked as the whole post it would leave. The slug is required here:
 * the service fills in one made from the title when none is given (and the form fills it in as the title is typed).
 */
const texts = textRules(BLOG_TEXT_FIELDS);

export const blogPostSchema = object({
  title: texts.title,
  slug: string()
    .transform((value: unknown, original: unknown) => (typeof original === 'string' ? value : undefined))
    .trim()
    .lowercase()
    .required(message('REQUIRED', 'validation.required'))
    .max(BLOG_POST_LIMITS.slug, message('TOO_LONG', 'validation.tooLong', { max: BLOG_POST_LIMITS.slug }))
    // A test rather than `matches`: yup reads an object as its second argument as options, not as the message.
    .test('slug', message('INVALID_CHARACTERS', 'validation.slugFormat'), (value) => !value || SLUG_PATTERN.test(value)),
  summary: texts.summary,
  content: texts.content,
  category: texts.category,
  tags: TAG_LIST,
  imageUrl: optionalText(BLOG_POST_LIMITS.imageUrl).test(
    'web-address',
    message('INVALID_URL', 'validation.imageUrl'),
    (value) => !value || isWebAddress(value),
  ),
  published: boolean()
    .transform((value: unknown, original: unknown) => (typeof original === 'boolean' ? value : undefined))
    .default(false)
    .required(message('REQUIRED', 'validation.required')),
  // English texts: optional; when written, the German fields' limits hold. Empty: English readers get the German text.
  titleEn: texts.titleEn,
  summaryEn: texts.summaryEn,
  contentEn: texts.contentEn,
  categoryEn: texts.categoryEn,
  tagsEn: TAG_LIST,
});

export type BlogPostValues = ReturnType<typeof blogPostSchema.validateSync>;
