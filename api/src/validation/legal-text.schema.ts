import { object } from 'yup';
import { requiredText } from './fields.js';

/** Limits of a legal text: the longest default (the privacy policy) is about 15,000 characters; the request body's limit (64 KiB) stays above the largest text. */
export const LEGAL_TEXT_LIMITS = { markdown: { min: 20, max: 50_000 } } as const;

/** A legal text's Markdown as staff save it; the page and language are the schema's enums. */
export const legalTextSchema = object({
  markdown: requiredText(LEGAL_TEXT_LIMITS.markdown.min, LEGAL_TEXT_LIMITS.markdown.max, { multiline: true }),
});
