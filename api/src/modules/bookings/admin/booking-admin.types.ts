import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { connectionTypes } from '../../../graphql/connection.js';
import { MutationPayload } from '../../../graphql/mutation.js';
import { Booking, BookingStatus } from '../booking.entity.js';

export const BookingConnection = connectionTypes(Booking, 'Booking');

@InputType({ description: 'A booking request and the status staff give it.' })
export class SetBookingStatusInput {
  @Field(() => ID, { description: 'The booking\'s global `id`.' })
  bookingId: string;

  @Field(() => BookingStatus, { description: 'The new status: PENDING, CONFIRMED or CANCELLED (any of them from any other).' })
  status: BookingStatus;
}

@ObjectType({ description: 'Result of `setBookingStatus`.' })
export class SetBookingStatusPayload extends MutationPayload {
  @Field(() => Booking, { nullable: true, description: 'The booking as it is now; null when there is no such booking.' })
  booking: Booking | null;
}
