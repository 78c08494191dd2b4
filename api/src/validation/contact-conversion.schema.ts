import { array, number, object } from 'yup';
import { checkoutParticipantSchema } from './checkout.schema.js';
import { message, requiredWholeNumber } from './fields.js';

/** Places one course request may become at most (a school class; the course's free places may allow fewer). */
export const MAX_CONVERSION_PLACES = 50;

/**
 * Staff turn a course request (contact message) into an order: the course (its `databaseId`; absent:
 * the course the request names, decided by the service), the number of places (1 by default) and, optionally,
 * the participants' names: at most one per place, each with first and last name (the checkout's rules).
 */
export const contactConversionSchema = object({
  courseId: number()
    .nullable()
    .default(null)
    .integer(message('COURSE_NOT_FOUND', 'validation.courseNotFound'))
    .min(1, message('COURSE_NOT_FOUND', 'validation.courseNotFound'))
    .max(2 ** 31 - 1, message('COURSE_NOT_FOUND', 'validation.courseNotFound')),
  quantity: requiredWholeNumber(1, MAX_CONVERSION_PLACES).default(1),
  participants: array(checkoutParticipantSchema)
    .nullable()
    .default([])
    .transform((value) => value ?? [])
    .when('quantity', ([quantity], schema) => {
      const max = typeof quantity === 'number' && quantity >= 1 ? Math.min(quantity, MAX_CONVERSION_PLACES) : MAX_CONVERSION_PLACES;
      return schema.max(max, message('PARTICIPANTS_INCOMPLETE', 'validation.participantsTooMany', { max }));
    }),
});
