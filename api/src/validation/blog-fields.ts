import { type TextFieldTable, type TextValues, labelCatalogue } from './text-fields.js';

/**
 * A blog post's texts, declared once (README "Adding a field"), in the form's order: the entity's columns and fields,
 * the blog form's inputs and rules and the web form's labels read them here. Each is `translated`: English beside
 * German. The keywords (`tags`, a list) and the slug have rules of their own (blog-post.schema.ts). Imported by the
 * web, so plain data only.
 */
export const BLOG_TEXT_FIELDS = {
  title: {
    translated: true,
    required: true,
    min: 3,
    max: 200,
    columnLength: 200,
    read: 'public',
    docs: {
      field: 'Headline, in the language of the request (German when no English one is written: see `untranslated`).',
      input: 'Headline: 3 to 200 characters, one line.',
      inputEn: 'English headline: 3 to 200 characters, one line; null or empty: not translated (English pages show the German one).',
    },
    label: { de: 'Titel', en: 'Title' },
  },
  summary: {
    translated: true,
    required: true,
    min: 10,
    max: 1000,
    multiline: true,
    read: 'public',
    docs: {
      field: 'Teaser text of a few sentences, for lists, in the language of the request (German when no English text is written).',
      input: 'Teaser for lists: 10 to 1000 characters; line breaks allowed.',
      inputEn: 'English teaser: 10 to 1000 characters; null or empty: not translated.',
    },
    label: { de: 'Zusammenfassung', en: 'Summary' },
  },
  /** Markdown; well below the 64 KiB request body even in multi-byte text. */
  content: {
    translated: true,
    required: true,
    min: 50,
    max: 30_000,
    multiline: true,
    read: 'public',
    docs: {
      field:
        'Article body in Markdown (CommonMark): paragraphs separated by blank lines, in the language of the request (German when no English text is written). The site renders it without raw HTML.',
      input: 'Article body in Markdown: 50 to 30000 characters.',
      inputEn: 'English article body in Markdown: 50 to 30000 characters; null or empty: not translated.',
    },
    label: { de: 'Inhalt', en: 'Content' },
  },
  category: {
    translated: true,
    max: 50,
    columnLength: 50,
    read: 'public',
    docs: {
      field:
        'Category name (at most 50 characters) in the language of the request (German when no English one is written), as `blogPosts(category:)` takes it; null when uncategorised.',
      input: 'Category, at most 50 characters; null or empty: none.',
      inputEn: 'English category, at most 50 characters; null or empty: not translated.',
    },
    label: { de: 'Kategorie', en: 'Category' },
  },
} as const satisfies TextFieldTable;

export type BlogTextFields = typeof BLOG_TEXT_FIELDS;
/** A post's text columns with their values (the German texts and their English twins). */
export type BlogTextValues = TextValues<BlogTextFields>;

/** The form's labels as catalogue entries (`admin.blog.form.<name>`). */
export const blogLabelCatalogue = labelCatalogue(BLOG_TEXT_FIELDS, { form: 'admin.blog.form', page: 'blogPost' });
