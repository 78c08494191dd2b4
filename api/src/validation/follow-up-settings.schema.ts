import { boolean, object } from 'yup';
import { message, requiredWholeNumber } from './fields.js';

/**
 * The settings of the jobs around a course — the reminder before it starts, the review invitation after it
 * ends, and how long its customers' and children's data are kept — in one settings row of their own
 * (`course_follow_up`), apart from the shop settings, edited in their own section of the settings screen.
 */
export const FOLLOW_UP_LIMITS = {
  /** Days before a course's first day that its customers get the reminder. */
  reminderDaysBefore: { min: 1, max: 30 },
  /** Days after a course's last day that the review invitation goes out on its own. */
  reviewInvitationDaysAfter: { min: 1, max: 60 },
  /** Months after a course's last day that its orders' personal data are anonymised (GDPR Art. 5(1)(e)). */
  dataRetentionMonths: { min: 1, max: 120 },
} as const;

const flag = boolean()
  .transform((value: unknown, original: unknown) => (typeof original === 'boolean' ? value : undefined))
  .required(message('REQUIRED', 'validation.required'));

const { reminderDaysBefore, reviewInvitationDaysAfter, dataRetentionMonths } = FOLLOW_UP_LIMITS;

export const followUpSettingsSchema = object({
  remindersEnabled: flag,
  reminderDaysBefore: requiredWholeNumber(reminderDaysBefore.min, reminderDaysBefore.max),
  reviewInvitationsEnabled: flag,
  reviewInvitationDaysAfter: requiredWholeNumber(reviewInvitationDaysAfter.min, reviewInvitationDaysAfter.max),
  dataRetentionMonths: requiredWholeNumber(dataRetentionMonths.min, dataRetentionMonths.max),
});
