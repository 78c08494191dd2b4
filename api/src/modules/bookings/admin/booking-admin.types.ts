import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { connectionTypes } from '../../../graphql/connection.js';
import { MutationPayload } from '../../../graphql/mutation.js';
import { ConversionParticipantInput } from '../../contact/admin/contact-admin.types.js';
import { OrderView } from '../../orders/order.types.js';
import { Booking, BookingStatus } from '../booking.entity.js';

export const BookingConnection = connectionTypes(Booking, 'Booking');

@InputType({ description: 'A booking request and the status staff give it.' })
export class SetBookingStatusInput {
  @Field(() => ID, { description: "The booking's global `id`." })
  bookingId: string;

  @Field(() => BookingStatus, { description: 'The new status: PENDING, CONFIRMED or CANCELLED (any of them from any other).' })
  status: BookingStatus;
}

@ObjectType({ description: 'Result of `setBookingStatus`.' })
export class SetBookingStatusPayload extends MutationPayload {
  @Field(() => Booking, { nullable: true, description: 'The booking as it is now; null when there is no such booking.' })
  booking: Booking | null;
}

@InputType({
  description:
    "Which booking request becomes an order, for which course and how many places. The customer's name and e-mail come from the request.",
})
export class ConvertBookingToOrderInput {
  @Field(() => ID, { description: "The booking's global `id`." })
  bookingId: string;

  @Field(() => Int, {
    nullable: true,
    description: "The course's `databaseId` (any course on offer). Absent or null: the course requested.",
  })
  courseId?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Places, 1 to 50; absent or null: 1. More than the course has free is refused with `COURSE_FULL`.',
  })
  quantity?: number | null;

  @Field(() => [ConversionParticipantInput], {
    nullable: true,
    description: 'Optional: who takes the places, at most one per place (staff may add names later).',
  })
  participants?: ConversionParticipantInput[] | null;
}

@ObjectType({ description: 'Result of `convertBookingToOrder`.' })
export class ConvertBookingToOrderPayload extends MutationPayload {
  @Field(() => OrderView, {
    nullable: true,
    description: 'The new order (pending, bank transfer / invoice, payment pending); null when `errors` says why not.',
  })
  order: OrderView | null;

  @Field(() => Booking, {
    nullable: true,
    description: 'The booking as it stands now: CONFIRMED with its `order` once converted. Null when there is no such booking.',
  })
  booking: Booking | null;
}
