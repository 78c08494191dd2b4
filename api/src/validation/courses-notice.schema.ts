import { object } from 'yup';
import { message, requiredText } from './fields.js';

/** Limits of the notice box's texts: a heading line and a short paragraph. */
export const COURSES_NOTICE_LIMITS = { title: 100, text: 500 } as const;

const noticeText = object({
  title: requiredText(1, COURSES_NOTICE_LIMITS.title),
  text: requiredText(1, COURSES_NOTICE_LIMITS.text, { multiline: true }),
}).typeError(message('REQUIRED', 'validation.required'));

/**
 * The notice box above the course list (docs/SPEC.md §2 Courses), edited by admins: a heading and a text in
 * German and in English, both required, so no visitor finds the box missing in their language.
 */
export const coursesNoticeSchema = object({ de: noticeText, en: noticeText });
