import { object } from 'yup';
import { requiredEmail } from './fields.js';

/** The signed-in account's own e-mail address (asked for on first sign-in), with the contact form's rules. */
export const accountEmailSchema = object({
  email: requiredEmail(),
});
