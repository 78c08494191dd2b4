import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionUser } from '../../context/request-context.js';
import type { FieldError } from '../../validation/validate.js';
import { recordOrderEvent } from '../orders/order-history.js';
import { type Order, PaymentStatus } from '../orders/order.entity.js';
import { refundableCents, requestRefund } from '../refunds/refund.service.js';
import { User } from '../users/user.entity.js';
import { OrderVoucher, VoucherStatus } from './order-voucher.entity.js';

/**
 * "Refund made" for a voucher whose payout reached the school: the amount is the payout, at most what the order
 * paid and not yet refunded for its other vouchers. Refused (changing nothing) for an unpaid order. The caller
 * holds the order's and the voucher's row locks and queues the mail.
 */
export async function refundVoucherPayout(
  em: EntityManager,
  order: Order,
  voucher: OrderVoucher,
  actor: SessionUser | null,
): Promise<FieldError | null> {
  if (voucher.status !== VoucherStatus.PAYOUT_RECEIVED)
    return { field: 'voucherId', code: 'INVALID_VOUCHER_STEP', id: 'validation.voucherStep', values: { status: voucher.status } };
  if (order.paymentStatus !== PaymentStatus.PAID)
    return { field: 'voucherId', code: 'ORDER_NOT_PAID', id: 'validation.voucherOrderNotPaid' };
  const others = await em.find(OrderVoucher, { order, status: VoucherStatus.REFUNDED, id: { $ne: voucher.id } });
  const alreadyRefunded = others.reduce((sum, other) => sum + (other.refundAmountCents ?? 0), 0);
  const amountCents = Math.max(
    0,
    Math.min(voucher.payoutAmountCents ?? 0, order.totalAmountCents - alreadyRefunded, await refundableCents(em, order)),
  );
  // The money goes back the way it came (refunds module): PayPal through its refund API; a bank transfer staff have
  // just made (this step is staff saying so) is recorded as made at once, with the customer's "refund made" mail.
  const refunded = await requestRefund(em, order, { amountCents, reason: 'voucher', actor, alreadyMade: true });
  if (refunded.error) return { ...refunded.error, field: 'voucherId' };
  voucher.status = VoucherStatus.REFUNDED;
  voucher.refundAmountCents = amountCents;
  voucher.refundedAt = new Date();
  voucher.refundedBy = actor ? em.getReference(User, actor.id) : null;
  recordOrderEvent(
    em,
    order,
    'voucher_refunded',
    {
      voucherId: voucher.id,
      participant: `${voucher.participant.firstName} ${voucher.participant.lastName}`,
      before: { status: VoucherStatus.PAYOUT_RECEIVED },
      after: { status: VoucherStatus.REFUNDED },
      refundAmountCents: amountCents,
    },
    actor,
  );
  return null;
}
