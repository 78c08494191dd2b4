import { object } from 'yup';
import { mustAccept, optionalText, requiredEmail, requiredId, requiredText } from './fields.js';

/**
 * A course request (docs/SPEC.md §2 /course-request, §3 bookings): the course, who asks (name ≥ 2, a valid
 * e-mail, as on the contact form), an optional message, and the privacy consent every public form asks.
 * Whether the course can be requested is decided by the service (course.rules.ts `bookingRefusal`).
 */
export const courseRequestSchema = object({
  courseId: requiredId(),
  name: requiredText(2, 200),
  email: requiredEmail(),
  message: optionalText(2000, { multiline: true }),
  privacyAccepted: mustAccept('validation.privacyRequired'),
});
