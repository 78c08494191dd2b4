import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/postgresql';
import { OrderStatus, orderNumberOf } from '../orders/order.entity.js';
import { OrderVoucher, VoucherStatus } from './order-voucher.entity.js';

/** Open vouchers staff still have to act on: the payout is awaited, or the refund is owed. */
export const OPEN_VOUCHER_STATUSES = [VoucherStatus.ANNOUNCED, VoucherStatus.PAYOUT_RECEIVED];

/** Staff's list stops here: a swim school has a few dozen open vouchers, never thousands. */
export const ADMIN_VOUCHERS_LIMIT = 500;

/** One swim voucher of an order, for one participant, as staff see it (voucher.types.ts registers it for GraphQL). */
export interface OrderVoucherView {
  id: number;
  orderId: number;
  orderNumber: string;
  participantFirstName: string;
  participantLastName: string;
  participantDatabaseId: number;
  status: VoucherStatus;
  payoutAmountCents: number | null;
  refundAmountCents: number | null;
  announcedAt: Date;
  payoutReceivedAt: Date | null;
  refundedAt: Date | null;
}

export function voucherView(voucher: OrderVoucher): OrderVoucherView {
  return {
    id: voucher.id,
    orderId: voucher.order.id,
    orderNumber: orderNumberOf(voucher.order.id),
    participantDatabaseId: voucher.participant.id,
    participantFirstName: voucher.participant.firstName,
    participantLastName: voucher.participant.lastName,
    status: voucher.status,
    payoutAmountCents: voucher.payoutAmountCents ?? null,
    refundAmountCents: voucher.refundAmountCents ?? null,
    announcedAt: voucher.announcedAt,
    payoutReceivedAt: voucher.payoutReceivedAt ?? null,
    refundedAt: voucher.refundedAt ?? null,
  };
}

/** The vouchers of these orders, oldest first (one query for a page of orders). */
export async function findVouchersOfOrders(em: EntityManager, orderIds: readonly number[]): Promise<OrderVoucherView[]> {
  const vouchers = await em.find(OrderVoucher, { order: { $in: [...orderIds] } }, { populate: ['participant'], orderBy: { id: 'asc' } });
  return vouchers.map(voucherView);
}

/**
 * Staff's vouchers: with this status, or (null) the open ones; oldest first, as the payouts come in. A voucher of a
 * cancelled order is not open: the cancellation refunded the fee, nothing is awaited from it.
 */
export async function findAdminVouchers(em: EntityManager, status: VoucherStatus | null): Promise<OrderVoucherView[]> {
  const vouchers = await em.find(
    OrderVoucher,
    status ? { status } : { status: { $in: OPEN_VOUCHER_STATUSES }, order: { orderStatus: { $ne: OrderStatus.CANCELLED } } },
    { populate: ['participant'], orderBy: { announcedAt: 'asc', id: 'asc' }, limit: ADMIN_VOUCHERS_LIMIT },
  );
  return vouchers.map(voucherView);
}

/** One voucher with its participant; null when there is none. */
export async function findVoucher(em: EntityManager, id: number): Promise<OrderVoucherView | null> {
  const voucher = await em.findOne(OrderVoucher, id, { populate: ['participant'] });
  return voucher && voucherView(voucher);
}

/** The voucher locked for the transaction (its order is locked first by the caller's `lockOrder`). */
export function lockVoucher(em: EntityManager, id: number): Promise<OrderVoucher | null> {
  return em.findOne(OrderVoucher, id, { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['participant'] });
}
