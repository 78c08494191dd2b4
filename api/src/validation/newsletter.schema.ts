import { object } from 'yup';
import { mustAccept, requiredEmail } from './fields.js';

/** docs/SPEC.md §5 newsletter signup: a valid e-mail and the privacy consent, with the contact form's rules and messages. */
export const newsletterSubscriptionSchema = object({
  email: requiredEmail(),
  privacyAccepted: mustAccept('validation.privacyRequired'),
});

/**
 * Version of the consent text beside the newsletter form's checkbox (`newsletter.consent` in
 * web/src/pages/newsletter/messages.ts, German and English), stored with each subscription as the
 * proof of what was agreed to. Bump it (to the day of the change) whenever that text changes.
 */
export const NEWSLETTER_CONSENT_VERSION = '2026-11-27';
