import DataLoader from 'dataloader';
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { type RequestContext, hasRole } from '../../../context/request-context.js';
import { type ConnectionArguments, connectionArgs, pageRequest, toConnection } from '../../../graphql/connection.js';
import { toUserErrors } from '../../../graphql/mutation.js';
import { databaseIdOf, toGlobalId } from '../../../graphql/node.js';
import { DateTimeISO } from '../../../graphql/scalars.js';
import { OrderAction, allowedOrderActions } from '../order-lifecycle.graph.js';
import { OrderStatus, PaymentStatus } from '../order.entity.js';
import { OrderItemView, OrderView } from '../order.types.js';
import { courseParticipants } from './course-participants.js';
import { findOrderHistories } from './order-admin.reader.js';
import { type AdminOrderResult, HISTORY_LOADER, orderAdminService } from './order-admin.service.js';
import {
  CancelOrderInput,
  CancelOrderPayload,
  ConfirmOrderInput,
  ConfirmOrderPayload,
  CourseParticipantList,
  DeleteOrderInput,
  DeleteOrderPayload,
  MarkOrderPaidInput,
  MarkOrderPaidPayload,
  MarkOrderPaymentFailedInput,
  MarkOrderPaymentFailedPayload,
  OrderConnection,
  OrderEventView,
  RefundOrderInput,
  RefundOrderPayload,
  ResendOrderConfirmationInput,
  ResendOrderConfirmationPayload,
} from './order-admin.types.js';
import { ADMIN_ONLY, STAFF_ROLES } from '../../users/roles.js';

const PAGE_SIZE = 20;
const AdminOrderPageArgs = connectionArgs(PAGE_SIZE);

/** The database id in an order's global id; null for anything else (another type's id, garbage): the service answers "not found". */
const orderIdOf = (globalId: string) => databaseIdOf(globalId, 'Order');

/** The payload's `order` and `errors` in the request's language. */
const payload = (ctx: RequestContext, result: AdminOrderResult) => ({
  order: result.order,
  errors: toUserErrors(ctx.language, result.errors),
});

/** One history query per request for all orders asked for (a page of the list with `history` costs one). */
function historyLoader(ctx: RequestContext): DataLoader<number, OrderEventView[]> {
  let existing = ctx.loaders.get(HISTORY_LOADER) as unknown as DataLoader<number, OrderEventView[]> | undefined;
  if (!existing) {
    existing = new DataLoader(async (ids: readonly number[]) => {
      const histories = await findOrderHistories(ctx.em, ids);
      return ids.map((id) => histories.get(id) ?? []);
    });
    ctx.loaders.set(HISTORY_LOADER, existing as unknown as DataLoader<number, unknown>);
  }
  return existing;
}

/** Staff's side of orders: every field here is for admins only. */
@Resolver(() => OrderView)
export class OrderAdminResolver {
  @Authorized(STAFF_ROLES)
  @Query(() => OrderConnection, {
    description:
      'Staff and admins: all orders, newest first, optionally filtered. Cursors are valid only with the same `search`, `status`, `paymentStatus` and `courseId`.',
  })
  async adminOrders(
    @Ctx() ctx: RequestContext,
    @Args(() => AdminOrderPageArgs) paging: ConnectionArguments,
    @Arg('search', () => String, {
      nullable: true,
      description:
        "Words (at most 8, 200 characters) that must each be the order number (`H2O-0042` or `42`) or part of the customer's first name, last name or e-mail address, or of a participant's first or last name.",
    })
    search?: string | null,
    @Arg('status', () => OrderStatus, { nullable: true, description: 'Only orders with this status; null or absent: all.' })
    status?: OrderStatus | null,
    @Arg('courseId', () => Int, {
      nullable: true,
      description: 'Only orders with places in this course (its `databaseId`); null or absent: all.',
    })
    courseId?: number | null,
    @Arg('paymentStatus', () => PaymentStatus, {
      nullable: true,
      description: 'Only orders whose payment has this status (e.g. `PENDING`: who still has to pay); null or absent: all.',
    })
    paymentStatus?: PaymentStatus | null,
  ) {
    const filter = {
      search: search?.trim() || null,
      status: status ?? null,
      paymentStatus: paymentStatus ?? null,
      courseId: courseId ?? null,
    };
    const page = pageRequest({ list: 'Order', filter }, paging, PAGE_SIZE);
    return toConnection(await orderAdminService.list(ctx, filter, page), page);
  }

  @Authorized(STAFF_ROLES)
  @Query(() => OrderView, {
    nullable: true,
    description: "Staff and admins: one order by its global `id`; null when there is none (deleted, or not an order's id).",
  })
  adminOrder(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: "The order's global `id`." }) id: string) {
    return orderAdminService.byId(ctx, orderIdOf(id));
  }

  @Authorized(STAFF_ROLES)
  @Query(() => OrderItemView, {
    nullable: true,
    description: 'Staff and admins: one order item with its course and participants, by its `databaseId`; null when there is none.',
  })
  adminOrderItem(
    @Ctx() ctx: RequestContext,
    @Arg('databaseId', () => Int, { description: "The order item's `databaseId`." }) databaseId: number,
  ) {
    return orderAdminService.item(ctx, databaseId);
  }

  @Authorized(STAFF_ROLES)
  @Query(() => CourseParticipantList, {
    nullable: true,
    description:
      'Staff and admins: who takes part in a course, from its confirmed and paid orders only, numbered by name (also as CSV: `GET /api/admin/courses/{id}/participants.csv`). Null when there is no such course.',
  })
  async courseParticipants(
    @Ctx() ctx: RequestContext,
    @Arg('courseId', () => Int, { description: "The course's `databaseId` (active or not)." }) courseId: number,
  ) {
    const list = await courseParticipants(ctx, courseId);
    return (
      list && {
        ...list,
        participants: list.participants.map(({ orderDatabaseId, ...line }) => ({ ...line, orderId: toGlobalId('Order', orderDatabaseId) })),
      }
    );
  }

  @Authorized(STAFF_ROLES)
  @FieldResolver(() => [OrderEventView], {
    description:
      'Staff and admins: what happened to the order, oldest first: placement, payments, mails and every change staff made (who, before, after).',
  })
  history(@Ctx() ctx: RequestContext, @Root() order: OrderView) {
    return historyLoader(ctx).load(order.id);
  }

  @Authorized(STAFF_ROLES)
  @FieldResolver(() => String, {
    nullable: true,
    description: "Staff and admins: the payment provider's id of the payment (PayPal order id); null when there is none.",
  })
  paymentId(@Root() order: OrderView) {
    return order.paymentId;
  }

  @Authorized(STAFF_ROLES)
  @FieldResolver(() => String, { description: "Staff and admins: the customer's language (`de` or `en`); their mails are written in it." })
  language(@Root() order: OrderView) {
    return order.language;
  }

  @Authorized(STAFF_ROLES)
  @FieldResolver(() => [OrderAction], {
    description:
      "Staff: what the signed-in account may do with the order as it stands (the lifecycle's graph; `DELETE` for admins only); " +
      "the mutations check again under the order's lock.",
  })
  allowedActions(@Ctx() ctx: RequestContext, @Root() order: OrderView) {
    const actions = allowedOrderActions(order);
    return hasRole(ctx.user, ADMIN_ONLY) ? actions : actions.filter((action) => action !== OrderAction.DELETE);
  }

  @Authorized(STAFF_ROLES)
  @FieldResolver(() => DateTimeISO, {
    nullable: true,
    description:
      "Staff and admins: when the data-retention job removed the customer's and participants' personal data; null while they are kept. An anonymised order can no longer be edited (`ORDER_ANONYMISED`).",
  })
  anonymisedAt(@Root() order: OrderView) {
    return order.anonymisedAt;
  }

  @Authorized(STAFF_ROLES)
  @FieldResolver(() => DateTimeISO, { description: 'Staff and admins: when the order last changed.' })
  updatedAt(@Root() order: OrderView) {
    return order.updatedAt;
  }

  @Authorized(STAFF_ROLES)
  @Mutation(() => ConfirmOrderPayload, {
    description:
      'Staff and admins: confirms a pending order (`INVALID_TRANSITION` for a confirmed or cancelled one). Recorded in its history.',
  })
  async confirmOrder(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ConfirmOrderInput, { description: 'The order.' }) input: ConfirmOrderInput,
  ): Promise<ConfirmOrderPayload> {
    return payload(ctx, await orderAdminService.setStatus(ctx, orderIdOf(input.orderId), OrderStatus.CONFIRMED));
  }

  @Authorized(STAFF_ROLES)
  @Mutation(() => CancelOrderPayload, {
    description:
      'Staff and admins: cancels an order that is not cancelled yet and returns the places of all its items to their courses, in one transaction (never twice: ' +
      'a second cancel is refused with `INVALID_TRANSITION`). With `refund: true` what is left of a paid payment is refunded in the same transaction (as `refundOrder`); ' +
      "otherwise the payment status stays as it is. The customer's cancellation mail says what happens to the money. Recorded in its history.",
  })
  async cancelOrder(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CancelOrderInput, { description: 'The order.' }) input: CancelOrderInput,
  ): Promise<CancelOrderPayload> {
    return payload(ctx, await orderAdminService.cancel(ctx, orderIdOf(input.orderId), { refund: input.refund ?? false }));
  }

  @Authorized(STAFF_ROLES)
  @Mutation(() => MarkOrderPaidPayload, {
    description:
      'Staff and admins: marks a pending payment as paid (a transfer arrived); `INVALID_TRANSITION` for any other. Recorded in its history.',
  })
  async markOrderPaid(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => MarkOrderPaidInput, { description: 'The order.' }) input: MarkOrderPaidInput,
  ): Promise<MarkOrderPaidPayload> {
    return payload(ctx, await orderAdminService.setPaymentStatus(ctx, orderIdOf(input.orderId), PaymentStatus.PAID));
  }

  @Authorized(STAFF_ROLES)
  @Mutation(() => MarkOrderPaymentFailedPayload, {
    description:
      'Staff and admins: marks a pending payment as failed (declined, abandoned, never arrived); `INVALID_TRANSITION` for any other. Recorded in its history.',
  })
  async markOrderPaymentFailed(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => MarkOrderPaymentFailedInput, { description: 'The order.' }) input: MarkOrderPaymentFailedInput,
  ): Promise<MarkOrderPaymentFailedPayload> {
    return payload(ctx, await orderAdminService.setPaymentStatus(ctx, orderIdOf(input.orderId), PaymentStatus.FAILED));
  }

  @Authorized(STAFF_ROLES)
  @Mutation(() => RefundOrderPayload, {
    description:
      'Staff and admins: refunds `amountCents` of a paid payment (all that is left when absent), recorded as a refund (`Order.refunds`): PayPal payments through ' +
      "PayPal's refund API (a job; the refund is `PENDING` until PayPal confirms), bank transfers as `OWED` until staff mark them made (`markRefundMade`). " +
      'The payment becomes `REFUNDED` once the refunds made reach what was paid. `OUT_OF_RANGE` on `amountCents` above what is left, `INVALID_TRANSITION` for an unpaid payment. ' +
      'The order status stays as it is (cancel it with `cancelOrder`). Recorded in its history.',
  })
  async refundOrder(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => RefundOrderInput, { description: 'The order.' }) input: RefundOrderInput,
  ): Promise<RefundOrderPayload> {
    return payload(
      ctx,
      await orderAdminService.refund(ctx, orderIdOf(input.orderId), input.amountCents ?? null, input.alreadyMade ?? false),
    );
  }

  @Authorized(STAFF_ROLES)
  @Mutation(() => ResendOrderConfirmationPayload, {
    description:
      "Staff and admins: queues the order confirmation mail again, in the customer's language, to the order's address (not for cancelled orders). Recorded in its history.",
  })
  async resendOrderConfirmation(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ResendOrderConfirmationInput, { description: 'The order.' }) input: ResendOrderConfirmationInput,
  ): Promise<ResendOrderConfirmationPayload> {
    return payload(ctx, await orderAdminService.resendConfirmation(ctx, orderIdOf(input.orderId)));
  }

  @Authorized(ADMIN_ONLY)
  @Mutation(() => DeleteOrderPayload, {
    description:
      'Admins only: deletes a cancelled order (its places were returned when it was cancelled) with its items, participants and history. ' +
      'Refused with `ORDER_NOT_DELETABLE` for an order that is not cancelled (cancel it first) or is still paid (refund it first).',
  })
  async deleteOrder(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => DeleteOrderInput, { description: 'The order.' }) input: DeleteOrderInput,
  ): Promise<DeleteOrderPayload> {
    const result = await orderAdminService.delete(ctx, orderIdOf(input.orderId));
    return {
      deletedOrderId: result.deletedId === null ? null : toGlobalId('Order', result.deletedId),
      errors: toUserErrors(ctx.language, result.errors),
    };
  }
}
