import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { DateTimeISO } from '../../graphql/scalars.js';
import type { RequestContext } from '../../context/request-context.js';
import { toUserErrors } from '../../graphql/mutation.js';
import { CompletePayPalPaymentInput, PlaceOrderInput, StartOrderPaymentInput } from './order.inputs.js';
import { orderPaymentService } from './order-payment.service.js';
import { orderPlacementService } from './order-placement.service.js';
import { orderReader } from './order.reader.js';
import { MailDeliveryStatus } from '../mail/index.js';
import { placeHoldService } from '../places/place-hold.service.js';
import {
  CompletePayPalPaymentPayload,
  HoldCartPlacesPayload,
  OrderView,
  PlaceOrderPayload,
  StartOrderPaymentPayload,
} from './order.types.js';

@Resolver(() => OrderView)
export class OrderResolver {
  @Query(() => OrderView, {
    nullable: true,
    description:
      'The order with this access key (from `placeOrder`); null for any other value. Never cached: the answer is `private, no-store`.',
  })
  orderByAccessKey(@Ctx() ctx: RequestContext, @Arg('accessKey', { description: "The order's access key." }) accessKey: string) {
    return orderReader.byAccessKey(ctx, accessKey);
  }

  @FieldResolver(() => DateTimeISO, {
    nullable: true,
    description:
      'When the order confirmation was last put into the outbox for sending (bank transfer: on placing; PayPal: once paid; again when staff resend it); ' +
      'null while none was. The order page says from it whether the mail is on its way or went earlier.',
  })
  confirmationQueuedAt(@Ctx() ctx: RequestContext, @Root() order: OrderView): Promise<Date | null> {
    return orderReader.confirmationQueuedAt(ctx, order.id);
  }

  @FieldResolver(() => MailDeliveryStatus, {
    nullable: true,
    description:
      'How far the last order confirmation got: QUEUED (on its way), SENT (accepted by the mail server), CAUGHT (no mail server configured, ' +
      "kept by the demo's mail catcher: the customer did not get it), FAILED or NOT_SENT (the customer did not get it); null while none was queued. " +
      'The order page says what is true from it, never "sent" for a mail that only was stored.',
  })
  confirmationMailStatus(@Ctx() ctx: RequestContext, @Root() order: OrderView): Promise<MailDeliveryStatus | null> {
    return orderReader.confirmationMailStatus(ctx, order.id);
  }

  @Mutation(() => HoldCartPlacesPayload, {
    description:
      "Checkout has begun: holds the places of every item of the caller's cart for the shop's hold time (`shopSettings.placeHoldMinutes`), so nobody else can take them meanwhile. " +
      'Calling it again renews the hold and follows changed quantities. Items whose places are no longer free are refused (`COURSE_FULL`, …) and shown with `bookable: false`.',
  })
  async holdCartPlaces(@Ctx() ctx: RequestContext): Promise<HoldCartPlacesPayload> {
    const result = await placeHoldService.holdCart(ctx);
    return { cart: result.cart, heldUntil: result.heldUntil, errors: toUserErrors(ctx.language, result.errors) };
  }

  @Mutation(() => PlaceOrderPayload, {
    description:
      "Places an order. Idempotent by `input.idempotencyKey`. Prices and total come from the server; the places are the cart's held ones or taken now " +
      '(`COURSE_FULL` when too few are free). PayPal orders answer with `order.payment.approvalUrl`; bank transfer orders with `order.payment.bankTransfer`. ' +
      "The confirmation mail is sent in the request's language (bank transfer: at once; PayPal: once paid).",
  })
  async placeOrder(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => PlaceOrderInput, { description: 'Customer, payment method, and the items (or the cart).' }) input: PlaceOrderInput,
  ): Promise<PlaceOrderPayload> {
    const result = await orderPlacementService.place(ctx, input);
    return result.ok
      ? { order: result.order, accessKey: result.accessKey, errors: [] }
      : { order: null, accessKey: null, errors: toUserErrors(ctx.language, result.errors) };
  }

  @Mutation(() => StartOrderPaymentPayload, {
    description:
      "Starts the PayPal payment of an unpaid PayPal order again (after the customer cancelled on PayPal's page, or its start failed): a new `order.payment.approvalUrl`.",
  })
  async startOrderPayment(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => StartOrderPaymentInput, { description: 'The order.' }) input: StartOrderPaymentInput,
  ): Promise<StartOrderPaymentPayload> {
    const result = await orderPaymentService.start(ctx, input);
    return { order: result.order, errors: toUserErrors(ctx.language, result.errors) };
  }

  @Mutation(() => CompletePayPalPaymentPayload, {
    description:
      'The customer approved the payment on PayPal: the server captures it and marks the order paid only when PayPal confirms the full amount in euros. ' +
      'Safe to repeat; refused with `PAYMENT_FAILED` when PayPal declines or the amount differs (the order stays unpaid).',
  })
  async completePayPalPayment(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CompletePayPalPaymentInput, { description: "The order and PayPal's order id." }) input: CompletePayPalPaymentInput,
  ): Promise<CompletePayPalPaymentPayload> {
    const result = await orderPaymentService.completePayPal(ctx, input);
    return { order: result.order, errors: toUserErrors(ctx.language, result.errors) };
  }
}
