import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionUser } from '../../context/request-context.js';
import type { FieldError } from '../../validation/validate.js';
import { recordOrderEvent } from '../orders/order-history.js';
import { type Order, PaymentStatus } from '../orders/order.entity.js';
import { User } from '../users/user.entity.js';
import { OrderVoucher, VoucherStatus } from './order-voucher.entity.js';

/** What a refund asks of the order's money (the shape of orders/refunds' `requestRefund`, another branch of issue 24). */
export interface VoucherRefundRequest {
  amountCents: number;
  reason: 'voucher';
  actor: SessionUser | null;
}

/**
 * THE money part of a voucher refund: its one call site is in `refundVoucherPayout`. Until the refunds module
 * (api/src/modules/orders/refunds/, `requestRefund(em, order, { amountCents, reason: 'voucher', actor })`: PayPal
 * refund API or "refund owed" for a bank transfer) is merged, staff pay the money back themselves and this records
 * nothing beyond the voucher's own history line. At the merge this body becomes `return requestRefund(em, order, request)`.
 */
async function payBackVoucherFee(_em: EntityManager, _order: Order, _request: VoucherRefundRequest): Promise<void> {}

/**
 * "Refund made" for a voucher whose payout reached the school: the amount is the payout, at most what the order
 * paid and not yet refunded for its other vouchers. Refused (changing nothing) for an unpaid order. The caller
 * holds the order's and the voucher's row locks and queues the mail.
 */
export async function refundVoucherPayout(em: EntityManager, order: Order, voucher: OrderVoucher, actor: SessionUser | null): Promise<FieldError | null> {
  if (voucher.status !== VoucherStatus.PAYOUT_RECEIVED) return { field: 'voucherId', code: 'INVALID_VOUCHER_STEP', id: 'validation.voucherStep', values: { status: voucher.status } };
  if (order.paymentStatus !== PaymentStatus.PAID) return { field: 'voucherId', code: 'ORDER_NOT_PAID', id: 'validation.voucherOrderNotPaid' };
  const others = await em.find(OrderVoucher, { order, status: VoucherStatus.REFUNDED, id: { $ne: voucher.id } });
  const alreadyRefunded = others.reduce((sum, other) => sum + (other.refundAmountCents ?? 0), 0);
  const amountCents = Math.max(0, Math.min(voucher.payoutAmountCents ?? 0, order.totalAmountCents - alreadyRefunded));
  await payBackVoucherFee(em, order, { amountCents, reason: 'voucher', actor });
  voucher.status = VoucherStatus.REFUNDED;
  voucher.refundAmountCents = amountCents;
  voucher.refundedAt = new Date();
  voucher.refundedBy = actor ? em.getReference(User, actor.id) : null;
  recordOrderEvent(em, order, 'voucher_refunded', {
    voucherId: voucher.id,
    participant: `${voucher.participant.firstName} ${voucher.participant.lastName}`,
    before: { status: VoucherStatus.PAYOUT_RECEIVED },
    after: { status: VoucherStatus.REFUNDED },
    refundAmountCents: amountCents,
  }, actor);
  return null;
}
