import { Field, ID, InputType, Int } from 'type-graphql';

@InputType({ description: 'A course to put into the cart: a new item with one place, or one more place of the item it already has.' })
export class AddCourseToCartInput {
  @Field(() => Int, { description: "The course's `databaseId`." })
  courseId: number;
}

@InputType({ description: 'A new quantity for a cart item. Raising adds empty participants, lowering removes the last ones.' })
export class SetCartItemQuantityInput {
  @Field(() => ID, { description: "The cart item's `id`." })
  itemId: string;

  @Field(() => Int, { description: '1 to 20; raising needs as many free places in the course.' })
  quantity: number;
}

@InputType({ description: 'A cart item to take out of the cart, with its participants.' })
export class RemoveCartItemInput {
  @Field(() => ID, { description: "The cart item's `id`." })
  itemId: string;
}

@InputType({ description: 'The name of who takes one place of a cart item.' })
export class SetCartParticipantInput {
  @Field(() => ID, { description: "The participant's `id` (from `CartItem.participants`)." })
  participantId: string;

  @Field({ description: '1 to 100 characters after trimming.' })
  firstName: string;

  @Field({ description: '1 to 100 characters after trimming.' })
  lastName: string;

  @Field(() => String, {
    nullable: true,
    description:
      "Date of birth, ISO `YYYY-MM-DD`: not in the future, at most 100 years ago, and an age on the course's first day within its age range " +
      '(`AGE_OUT_OF_RANGE`, naming course and range). Absent: unchanged; null or empty: not given.',
  })
  birthDate?: string | null;
}
