import { Field, Int, ObjectType } from 'type-graphql';
import { MutationPayload } from '../../graphql/mutation.js';
import { Node } from '../../graphql/node.js';
import { Course } from '../courses/course.entity.js';
import { CartParticipant } from './cart-participant.entity.js';
import type * as view from './cart-view.js';

/** One course in the cart, as read now: prices from the course, never from the stored row or the client. `id`/`databaseId` from defineNode. */
@ObjectType('CartItem', { implements: Node, description: 'Places for one course in the cart.' })
export class CartItemView implements view.CartItemView {
  id: number;

  @Field(() => Course, { description: 'The course (shown even if it is no longer offered: then `bookable` is false).' })
  course: Course;

  @Field(() => Int, { description: "Places: 1 to 20, and at most the course's free places when raised." })
  quantity: number;

  @Field(() => [CartParticipant], { description: 'One per place, in the order the places were added; names empty until given.' })
  participants: CartParticipant[];

  @Field(() => Int, { description: "Price per place in euro cents: the course's current price." })
  unitPriceCents: number;

  @Field(() => Int, { description: '`unitPriceCents` times `quantity`, in euro cents.' })
  lineTotalCents: number;

  @Field({
    description:
      'Whether these places can still be booked: the course is on offer, has neither started nor ended and has at least `quantity` free places. ' +
      'False: the site says "Course no longer available." and checkout refuses the item.',
  })
  bookable: boolean;
}

@ObjectType('Cart', {
  description: "The caller's cart, kept by the browser's cart cookie (httpOnly, set by the first add). Prices are read at request time.",
})
export class CartView implements view.CartView {
  @Field(() => [CartItemView], { description: 'What is in the cart, in the order the courses were first added.' })
  items: CartItemView[];

  @Field(() => Int, { description: "Places in the cart: the sum of the items' quantities (SPEC: item count)." })
  itemCount: number;

  @Field(() => Int, { description: "Sum of the items' `lineTotalCents`, in euro cents." })
  totalAmountCents: number;
}

/** Base of the cart mutations' payloads: the cart after the change (abstract: not a schema type of its own). */
@ObjectType()
export abstract class CartPayload extends MutationPayload {
  @Field(() => CartView, { description: "The caller's cart after the mutation; as it was when `errors` is not empty." })
  cart: CartView;
}

@ObjectType({ description: 'Result of `addCourseToCart`.' })
export class AddCourseToCartPayload extends CartPayload {}

@ObjectType({ description: 'Result of `setCartItemQuantity`.' })
export class SetCartItemQuantityPayload extends CartPayload {}

@ObjectType({ description: 'Result of `removeCartItem`.' })
export class RemoveCartItemPayload extends CartPayload {}

@ObjectType({ description: 'Result of `clearCart`.' })
export class ClearCartPayload extends CartPayload {}

@ObjectType({ description: 'Result of `setCartParticipant`.' })
export class SetCartParticipantPayload extends CartPayload {}
