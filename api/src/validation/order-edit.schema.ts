import { array, number, object } from 'yup';
import { checkoutCustomerSchema, checkoutParticipantSchema } from './checkout.schema.js';
import { message } from './fields.js';

/**
 * Staff complete an order's customer data afterwards (orders made from requests have no phone or address):
 * each field is optional (absent: unchanged); a given one follows the checkout's rule (docs/SPEC.md §5).
 */
export const orderCustomerEditSchema = checkoutCustomerSchema
  .pick(['firstName', 'lastName', 'phone', 'address', 'city', 'zipCode'])
  .partial();

/** Staff rename participants of an order item (`databaseId`) or add ones (no `databaseId`), with the checkout's name rules. */
export const orderParticipantsEditSchema = object({
  participants: array(
    checkoutParticipantSchema.shape({
      databaseId: number()
        .nullable()
        .default(null)
        .integer(message('PARTICIPANT_NOT_FOUND', 'validation.participantNotFound'))
        .min(1, message('PARTICIPANT_NOT_FOUND', 'validation.participantNotFound')),
    }),
  )
    .required(message('REQUIRED', 'validation.required'))
    .min(1, message('REQUIRED', 'validation.required'))
    .max(50, message('PARTICIPANTS_INCOMPLETE', 'validation.participantsTooMany', { max: 50 })),
});
