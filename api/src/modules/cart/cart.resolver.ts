import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context/request-context.js';
import { toUserErrors } from '../../graphql/mutation.js';
import { databaseIdOf } from '../../graphql/node.js';
import { AddCourseToCartInput, RemoveCartItemInput, SetCartItemQuantityInput, SetCartParticipantInput } from './cart.inputs.js';
import { type CartResult, cartService } from './cart.service.js';
import {
  AddCourseToCartPayload,
  CartPayload,
  CartView,
  ClearCartPayload,
  RemoveCartItemPayload,
  SetCartItemQuantityPayload,
  SetCartParticipantPayload,
} from './cart.types.js';

const payload = (ctx: RequestContext, result: CartResult): CartPayload => ({
  cart: result.cart,
  errors: result.ok ? [] : toUserErrors(ctx.language, result.errors),
});

@Resolver(() => CartView)
export class CartResolver {
  @Query(() => CartView, {
    description: "The caller's cart (its cookie); empty when there is none. Never cached: the answer is `private, no-store`.",
  })
  cart(@Ctx() ctx: RequestContext) {
    return cartService.current(ctx);
  }

  @Mutation(() => AddCourseToCartPayload, {
    description:
      'Puts one place of a course into the caller\'s cart (starting the cart and its cookie on the first add). Refused with "Course no longer available." ' +
      '(`COURSE_NOT_FOUND`, `COURSE_ENDED`, `COURSE_STARTED`, `COURSE_FULL`) when the course is not on offer, has begun, or has fewer free places than the cart would hold.',
  })
  async addCourseToCart(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => AddCourseToCartInput, { description: 'The course.' }) input: AddCourseToCartInput,
  ): Promise<AddCourseToCartPayload> {
    return payload(ctx, await cartService.addCourse(ctx, input));
  }

  @Mutation(() => SetCartItemQuantityPayload, {
    description: 'Changes the places of a cart item (1 to 20; raising needs the free places).',
  })
  async setCartItemQuantity(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SetCartItemQuantityInput, { description: 'The item and its new quantity.' }) input: SetCartItemQuantityInput,
  ): Promise<SetCartItemQuantityPayload> {
    return payload(ctx, await cartService.setQuantity(ctx, { ...input, itemId: databaseIdOf(input.itemId, 'CartItem') }));
  }

  @Mutation(() => RemoveCartItemPayload, { description: "Takes an item out of the caller's cart." })
  async removeCartItem(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => RemoveCartItemInput, { description: 'The item.' }) input: RemoveCartItemInput,
  ): Promise<RemoveCartItemPayload> {
    return payload(ctx, await cartService.removeItem(ctx, { itemId: databaseIdOf(input.itemId, 'CartItem') }));
  }

  @Mutation(() => ClearCartPayload, { description: "Empties the caller's cart. Takes no input: there is nothing to choose." })
  async clearCart(@Ctx() ctx: RequestContext): Promise<ClearCartPayload> {
    return payload(ctx, await cartService.clear(ctx));
  }

  @Mutation(() => SetCartParticipantPayload, { description: 'Names who takes one place of a cart item.' })
  async setCartParticipant(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SetCartParticipantInput, { description: 'The participant and the names.' }) input: SetCartParticipantInput,
  ): Promise<SetCartParticipantPayload> {
    return payload(
      ctx,
      await cartService.setParticipant(ctx, { ...input, participantId: databaseIdOf(input.participantId, 'CartParticipant') }),
    );
  }
}
