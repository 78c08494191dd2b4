import { object } from 'yup';
import { mustAccept, requiredEmail, requiredId, requiredOneOf, requiredWholeNumber } from './fields.js';

/** Places one waitlist entry may ask for (as many as one cart item may hold). */
export const MAX_WAITLIST_PLACES = 20;

/** Joining a full course's waitlist: the course, a valid e-mail, 1-20 places, the mails' language, the consent to the waitlist's mails. */
export const waitlistJoinSchema = object({
  courseId: requiredId(),
  email: requiredEmail(),
  places: requiredWholeNumber(1, MAX_WAITLIST_PLACES),
  language: requiredOneOf(['de', 'en'] as const),
  // The box agrees to the waitlist's mails, not to the privacy policy (only linked beside it): its error says so.
  privacyAccepted: mustAccept('validation.waitlistConsentRequired'),
});

/** Hours an offer holds its places (admin setting), from one hour to a week. */
export const WAITLIST_OFFER_HOURS = { min: 1, max: 168 } as const;

export const waitlistSettingsSchema = object({
  offerHours: requiredWholeNumber(WAITLIST_OFFER_HOURS.min, WAITLIST_OFFER_HOURS.max),
});

/**
 * Version of the consent text beside the waitlist form's checkbox (web/src/pages/course-detail/waitlist messages), stored
 * with each entry as the proof of what was agreed to. Bump it whenever that text changes.
 */
export const WAITLIST_CONSENT_VERSION = '2026-12-03';
