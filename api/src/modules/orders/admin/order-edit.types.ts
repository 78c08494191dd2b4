import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { AdminOrderPayload, OrderIdInput } from './order-admin.types.js';

@InputType({
  description:
    'Customer fields staff complete or correct (checkout rules, docs/SPEC.md §5). Absent or null: unchanged. The e-mail address stays.',
})
export class UpdateOrderCustomerInput extends OrderIdInput {
  @Field(() => String, { nullable: true, description: 'First name, 2 to 100 characters.' }) firstName?: string | null;
  @Field(() => String, { nullable: true, description: 'Last name, 2 to 100 characters.' }) lastName?: string | null;
  @Field(() => String, { nullable: true, description: 'Phone number: 6 to 30 of 0-9, spaces and + - / ( ).' }) phone?: string | null;
  @Field(() => String, { nullable: true, description: 'Street and house number, 5 to 200 characters.' }) address?: string | null;
  @Field(() => String, { nullable: true, description: 'City, 2 to 100 characters.' }) city?: string | null;
  @Field(() => String, { nullable: true, description: 'ZIP code, 5 to 10 characters.' }) zipCode?: string | null;
}

@InputType({ description: 'A participant to rename (with `databaseId`) or to add (without).' })
export class OrderParticipantEditInput {
  @Field(() => Int, { nullable: true, description: "The participant's `databaseId` to rename; absent or null: a new participant." })
  databaseId?: number | null;
  @Field({ description: '1 to 100 characters after trimming.' }) firstName: string;
  @Field({ description: '1 to 100 characters after trimming.' }) lastName: string;
  @Field(() => String, {
    nullable: true,
    description:
      "Date of birth, ISO `YYYY-MM-DD` (not in the future, at most 100 years ago). Absent: unchanged; null or empty: removed. Outside the course's age range only with `allowAgeOutsideRange`.",
  })
  birthDate?: string | null;
}

@InputType({ description: 'Participants of one item of the order: renamed or added (those not listed stay), at most one per place.' })
export class UpdateOrderParticipantsInput extends OrderIdInput {
  @Field(() => Int, { description: "The order item's `databaseId`." }) orderItemId: number;
  @Field(() => [OrderParticipantEditInput], { description: '1 to 50 participants.' }) participants: OrderParticipantEditInput[];
  @Field(() => Boolean, {
    nullable: true,
    description:
      "Staff make an exception to the course's age range for these participants: without it a date of birth outside the range is refused (`AGE_OUT_OF_RANGE`); " +
      "with it, it is saved and the order's history records the exception with the staff member (`PARTICIPANT_AGE_EXCEPTION`).",
  })
  allowAgeOutsideRange?: boolean | null;
}

@ObjectType({ description: 'Result of `updateOrderCustomer`.' })
export class UpdateOrderCustomerPayload extends AdminOrderPayload {}

@ObjectType({ description: 'Result of `updateOrderParticipants`.' })
export class UpdateOrderParticipantsPayload extends AdminOrderPayload {}
