import type { MutationOutcome } from '../../../relay/useMutationOutcome';

/** What staff choose when turning a request (a contact message or a booking) into an order. */
export interface ConversionValues {
  courseId: number | null;
  quantity: number;
  participants: { firstName: string; lastName: string }[];
}

/** A conversion's outcome: the new order's number, or the server's refusals in Formik's shapes. */
export type ConversionOutcome = MutationOutcome<string>;
