import { mixed, object } from 'yup';
import { message, optionalText } from './fields.js';
import type { FieldError } from './validate.js';

/** Limits of the newsletter composer, for the schema and the form's hints; texts in characters. */
export const NEWSLETTER_ISSUE_LIMITS = {
  subject: 200,
  /** Markdown per language; both languages together stay below the 64 KiB request body in most texts. */
  body: 20_000,
  posts: 10,
} as const;

export type NewsletterAudienceValue = 'all' | 'de' | 'en';

/**
 * An issue as the composer saves it. Texts may stay empty while a draft is written; sending (and the test mail) needs
 * the subject and text of every language the audience gets (`missingIssueTexts`).
 */
export const newsletterIssueSchema = object({
  audience: mixed<NewsletterAudienceValue>()
    .oneOf(['all', 'de', 'en'], message('REQUIRED', 'validation.required'))
    .required(message('REQUIRED', 'validation.required')),
  subjectDe: optionalText(NEWSLETTER_ISSUE_LIMITS.subject),
  bodyDe: optionalText(NEWSLETTER_ISSUE_LIMITS.body, { multiline: true }),
  subjectEn: optionalText(NEWSLETTER_ISSUE_LIMITS.subject),
  bodyEn: optionalText(NEWSLETTER_ISSUE_LIMITS.body, { multiline: true }),
});

/** More teasers than an issue takes (the posts themselves are checked against the database). */
export const tooManyPosts = (count: number): FieldError[] =>
  count > NEWSLETTER_ISSUE_LIMITS.posts
    ? [{ field: 'postIds', ...message('TOO_LONG', 'validation.newsletterTooManyPosts', { max: NEWSLETTER_ISSUE_LIMITS.posts }) }]
    : [];

/** The languages an audience reads. */
export const audienceLanguages = (audience: NewsletterAudienceValue): ('de' | 'en')[] => (audience === 'all' ? ['de', 'en'] : [audience]);

/** The texts an issue still lacks before it can be sent: subject and body of every language its audience reads. */
export function missingIssueTexts(issue: {
  audience: NewsletterAudienceValue;
  subjectDe?: string | null;
  bodyDe?: string | null;
  subjectEn?: string | null;
  bodyEn?: string | null;
}): FieldError[] {
  const missing: FieldError[] = [];
  for (const language of audienceLanguages(issue.audience)) {
    const suffix = language === 'de' ? 'De' : 'En';
    for (const field of [`subject${suffix}`, `body${suffix}`] as const) {
      if (!issue[field]?.trim()) missing.push({ field, ...message('REQUIRED', 'validation.required') });
    }
  }
  return missing;
}
