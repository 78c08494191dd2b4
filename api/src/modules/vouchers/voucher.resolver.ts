import DataLoader from 'dataloader';
import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context/request-context.js';
import { toUserErrors } from '../../graphql/mutation.js';
import { databaseIdOf } from '../../graphql/node.js';
import { Order } from '../orders/order.entity.js';
import { orderView } from '../orders/order.reader.js';
import { OrderView } from '../orders/order.types.js';
import { HISTORY_LOADER } from '../orders/admin/order-admin.service.js';
import { VoucherStatus } from './order-voucher.entity.js';
import { findAdminVouchers, findVouchersOfOrders } from './voucher.repository.js';
import { type VoucherResult, voucherService } from './voucher.service.js';
import {
  AnnounceOrderVoucherInput,
  AnnounceOrderVoucherPayload,
  MarkVoucherPayoutReceivedInput,
  MarkVoucherPayoutReceivedPayload,
  MarkVoucherRefundedInput,
  MarkVoucherRefundedPayload,
  OrderVoucherView,
} from './voucher.types.js';
import { STAFF_ROLES } from '../users/roles.js';

const VOUCHERS_LOADER = 'orderVouchers';

/** One voucher query per request for all orders asked for (a page of staff's list). */
function vouchersLoader(ctx: RequestContext): DataLoader<number, OrderVoucherView[]> {
  let existing = ctx.loaders.get(VOUCHERS_LOADER) as unknown as DataLoader<number, OrderVoucherView[]> | undefined;
  if (!existing) {
    existing = new DataLoader(async (ids: readonly number[]) => {
      const vouchers = await findVouchersOfOrders(ctx.em, ids);
      return ids.map((id) => vouchers.filter((voucher) => voucher.orderId === id));
    });
    ctx.loaders.set(VOUCHERS_LOADER, existing as unknown as DataLoader<number, unknown>);
  }
  return existing;
}

/** The payload in the request's language; the order's history and vouchers are read afresh after a step. */
function payload(ctx: RequestContext, result: VoucherResult) {
  ctx.loaders.delete(HISTORY_LOADER);
  ctx.loaders.delete(VOUCHERS_LOADER);
  return { voucher: result.voucher, order: result.order, errors: toUserErrors(ctx.language, result.errors) };
}

/** Swim vouchers: the order's own list (its customer sees it on the order page), staff's list and steps. */
@Resolver(() => OrderView)
export class OrderVouchersResolver {
  @FieldResolver(() => [OrderVoucherView], {
    description: 'The swim vouchers redeemed for participants of this order, with where each stands.',
  })
  vouchers(@Ctx() ctx: RequestContext, @Root() order: OrderView) {
    return vouchersLoader(ctx).load(order.id);
  }
}

@Resolver(() => OrderVoucherView)
export class VoucherResolver {
  @Authorized(STAFF_ROLES)
  @FieldResolver(() => OrderView, { description: "Staff and admins: the voucher's order." })
  async order(@Ctx() ctx: RequestContext, @Root() voucher: OrderVoucherView) {
    return orderView(ctx.em, await ctx.em.findOneOrFail(Order, voucher.orderId));
  }

  @Authorized(STAFF_ROLES)
  @Query(() => [OrderVoucherView], {
    description:
      'Staff and admins: swim vouchers, oldest first (at most 500): with `status`, or (null, absent) the open ones: payout awaited or refund owed, on orders not cancelled.',
  })
  adminVouchers(
    @Ctx() ctx: RequestContext,
    @Arg('status', () => VoucherStatus, {
      nullable: true,
      description: 'Only vouchers with this status; null or absent: ANNOUNCED and PAYOUT_RECEIVED.',
    })
    status?: VoucherStatus | null,
  ) {
    return findAdminVouchers(ctx.em, status ?? null);
  }

  @Authorized(STAFF_ROLES)
  @Mutation(() => AnnounceOrderVoucherPayload, {
    description:
      'Staff and admins: records that a swim voucher will be redeemed for a participant of the order (one per participant). Refused with ' +
      '`ORDER_CANCELLED` for a cancelled order, `PARTICIPANT_NOT_FOUND` for an id that is no participant of this order, `VOUCHER_EXISTS` ' +
      'for a participant who has one already. Recorded in its history.',
  })
  async announceOrderVoucher(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => AnnounceOrderVoucherInput, { description: 'The order and the participant.' }) input: AnnounceOrderVoucherInput,
  ) {
    return payload(ctx, await voucherService.announce(ctx, databaseIdOf(input.orderId, 'Order'), input.participantId));
  }

  @Authorized(STAFF_ROLES)
  @Mutation(() => MarkVoucherPayoutReceivedPayload, {
    description:
      "Staff and admins: the voucher's payout reached the school (ANNOUNCED → PAYOUT_RECEIVED, with the amount). Recorded in the order's history and mailed to the customer. Refused with `ORDER_CANCELLED` for a cancelled order (the cancellation refunded its fee).",
  })
  async markVoucherPayoutReceived(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => MarkVoucherPayoutReceivedInput, { description: 'The voucher and the amount.' })
    input: MarkVoucherPayoutReceivedInput,
  ) {
    return payload(ctx, await voucherService.markPayoutReceived(ctx, databaseIdOf(input.voucherId, 'OrderVoucher'), input.amountCents));
  }

  @Authorized(STAFF_ROLES)
  @Mutation(() => MarkVoucherRefundedPayload, {
    description:
      'Staff and admins: the fee was refunded for the voucher (PAYOUT_RECEIVED → REFUNDED): the payout amount, at most what the order paid. Refused with ' +
      "`ORDER_NOT_PAID` for an unpaid order. Recorded in the order's history and mailed to the customer.",
  })
  async markVoucherRefunded(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => MarkVoucherRefundedInput, { description: 'The voucher.' }) input: MarkVoucherRefundedInput,
  ) {
    return payload(ctx, await voucherService.markRefunded(ctx, databaseIdOf(input.voucherId, 'OrderVoucher')));
  }
}
