import { array, object } from 'yup';
import { checkoutParticipantSchema } from './checkout.schema.js';
import { requiredEmail, requiredText } from './fields.js';

/** The order page's forms, one schema each for the browser's Formik and the server. */

/** New participants' names: docs/SPEC.md §5's rules for participants, as at checkout. */
export const participantNamesSchema = object({ participants: array(checkoutParticipantSchema) });

/** The customer's reason for asking to cancel: a few words at least, a letter at most. */
export const cancellationRequestSchema = object({
  reason: requiredText(3, 2000, { multiline: true }),
});

/** "Lost your link?": just the address. */
export const orderLinksSchema = object({ email: requiredEmail() });
