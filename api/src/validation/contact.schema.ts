import { object } from 'yup';
import { mustAccept, requiredEmail, requiredText } from './fields.js';

/** docs/SPEC.md §5 contact form: name ≥ 2, valid e-mail, subject ≥ 2, message ≥ 10, privacy policy accepted. */
export const contactMessageSchema = object({
  name: requiredText(2, 200),
  email: requiredEmail(),
  subject: requiredText(2, 300),
  message: requiredText(10, 5000, { multiline: true }),
  privacyAccepted: mustAccept('validation.privacyRequired'),
});

export const CONTACT_MESSAGE_FIELDS = Object.keys(contactMessageSchema.fields) as (keyof typeof contactMessageSchema.fields)[];
