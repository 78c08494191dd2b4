import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type RequestContext, type SessionUser, transactional } from '../../context/request-context.js';
import type { FieldError } from '../../validation/validate.js';
import { Participant } from '../participants/participant.entity.js';
import { OrderItem } from '../orders/order-item.entity.js';
import { recordOrderEvent } from '../orders/order-history.js';
import { lockOrder } from '../orders/order-lifecycle.js';
import { type Order, OrderStatus } from '../orders/order.entity.js';
import { orderView } from '../orders/order.reader.js';
import type { OrderView } from '../orders/order-view.js';
import { User } from '../users/user.entity.js';
import { OrderVoucher, VoucherStatus } from './order-voucher.entity.js';
import { queueVoucherMail } from './voucher-mail.js';
import { refundVoucherPayout } from './voucher-refund.js';
import { type OrderVoucherView, lockVoucher, voucherView } from './voucher.repository.js';

export type VoucherResult = { voucher: OrderVoucherView | null; order: OrderView | null; errors: FieldError[] };

/** Largest payout staff may enter (1000 €): a swim voucher pays a course fee, never more. */
export const MAX_PAYOUT_CENTS = 100_000;

const voucherNotFound: FieldError = { field: 'voucherId', code: 'VOUCHER_NOT_FOUND', id: 'validation.voucherNotFound' };
const orderNotFound: FieldError = { field: 'orderId', code: 'ORDER_NOT_FOUND', id: 'validation.orderNotFound' };
const onCancelledOrder = (field: string): FieldError => ({ field, code: 'ORDER_CANCELLED', id: 'validation.voucherOnCancelledOrder' });
const fullName = (participant: Participant) => `${participant.firstName} ${participant.lastName}`;

/** A participant chosen at checkout by course and position (OrderVoucherChoiceInput). */
export interface VoucherChoice {
  courseId: number;
  participantIndex: number;
}

/**
 * Records a voucher for a participant of the (locked or new) order in the caller's transaction, with its history
 * line. A cancelled order takes none: the refund of a voucher belongs to a course that takes place.
 */
function announce(
  em: EntityManager,
  order: Order,
  participant: Participant,
  actor: SessionUser | null,
  field: string,
): FieldError | OrderVoucher {
  if (order.orderStatus === OrderStatus.CANCELLED) return onCancelledOrder(field);
  const voucher = em.create(OrderVoucher, {
    order,
    participant,
    status: VoucherStatus.ANNOUNCED,
    announcedBy: actor ? em.getReference(User, actor.id) : null,
  });
  recordOrderEvent(em, order, 'voucher_announced', { participant: fullName(participant), participantId: participant.id }, actor);
  return voucher;
}

/**
 * At checkout (order-placement.service.ts, inside its transaction, after the order's participants exist): one voucher
 * per chosen participant. A choice that names no participant of the order (or one twice) is refused on `vouchers.N`.
 */
export async function announceCheckoutVouchers(em: EntityManager, order: Order, choices: readonly VoucherChoice[]): Promise<FieldError[]> {
  if (choices.length === 0) return [];
  const items = await em.find(OrderItem, { order }, { orderBy: { id: 'asc' } });
  const participants = await em.find(Participant, { orderItem: { $in: items } }, { orderBy: { id: 'asc' } });
  const seen = new Set<number>();
  const errors: FieldError[] = [];
  for (const [index, choice] of choices.entries()) {
    const item = items.find((candidate) => candidate.course.id === choice.courseId);
    const participant = item ? participants.filter((candidate) => candidate.orderItem?.id === item.id)[choice.participantIndex] : undefined;
    if (!participant || seen.has(participant.id)) {
      errors.push({ field: `vouchers.${index}`, code: 'OUT_OF_RANGE', id: 'validation.voucherParticipant' });
      continue;
    }
    seen.add(participant.id);
    const made = announce(em, order, participant, null, `vouchers.${index}`);
    if (!(made instanceof OrderVoucher)) errors.push(made);
  }
  return errors;
}

/** One voucher step under the order's and the voucher's row locks; the answer carries both as they stand. */
async function changeVoucher(
  ctx: RequestContext,
  voucherId: number | null,
  step: (tx: RequestContext, order: Order, voucher: OrderVoucher) => Promise<FieldError | null>,
): Promise<VoucherResult> {
  if (!voucherId) return { voucher: null, order: null, errors: [voucherNotFound] };
  return transactional(ctx, async (tx) => {
    const found = await tx.em.findOne(OrderVoucher, voucherId);
    const order = found ? await lockOrder(tx.em, found.order.id) : null;
    const voucher = order ? await lockVoucher(tx.em, voucherId) : null;
    if (!order || !voucher) return { voucher: null, order: null, errors: [voucherNotFound] };
    const refused = await step(tx, order, voucher);
    if (!refused) await tx.em.flush();
    return { voucher: voucherView(voucher), order: await orderView(tx.em, order), errors: refused ? [refused] : [] };
  });
}

/**
 * Swim vouchers (the terms: "accepted; the fee is paid in advance and refunded after the voucher
 * payout reaches the school"). Each step is a line of the order's history with the admin, and mailed to the customer.
 */
export const voucherService = {
  /** Staff add a voucher the customer announced after the checkout (by phone, at the pool). */
  async announce(ctx: RequestContext, orderId: number | null, participantId: number): Promise<VoucherResult> {
    if (!orderId) return { voucher: null, order: null, errors: [orderNotFound] };
    try {
      return await transactional(ctx, async (tx) => {
        const order = await lockOrder(tx.em, orderId);
        if (!order) return { voucher: null, order: null, errors: [orderNotFound] };
        const participant = await tx.em.findOne(Participant, { id: participantId, orderItem: { order } });
        const asItStands = async (error: FieldError) => ({ voucher: null, order: await orderView(tx.em, order), errors: [error] });
        if (order.orderStatus === OrderStatus.CANCELLED) return asItStands(onCancelledOrder('orderId'));
        // Two refusals a client handles differently: a wrong id (fix the request) and a voucher already there (nothing to do).
        if (!participant)
          return asItStands({ field: 'participantId', code: 'PARTICIPANT_NOT_FOUND', id: 'validation.participantNotFound' });
        if ((await tx.em.count(OrderVoucher, { participant })) > 0) {
          return asItStands({ field: 'participantId', code: 'VOUCHER_EXISTS', id: 'validation.voucherParticipant' });
        }
        const made = announce(tx.em, order, participant, ctx.user, 'orderId') as OrderVoucher;
        await tx.em.flush();
        return { voucher: voucherView(made), order: await orderView(tx.em, order), errors: [] };
      });
    } catch (error) {
      // Two admins announcing the same child at once: the unique participant refuses the second.
      if (error instanceof UniqueConstraintViolationException) {
        return {
          voucher: null,
          order: null,
          errors: [{ field: 'participantId', code: 'VOUCHER_EXISTS', id: 'validation.voucherParticipant' }],
        };
      }
      throw error;
    }
  },

  /**
   * The payout reached the school (with its amount): the refund is now owed; the customer is told. Not for a cancelled
   * order: its fee is refunded in full by the cancellation, and a payout for a course that does not take place goes
   * back to whoever issued the voucher, not to the customer.
   */
  markPayoutReceived(ctx: RequestContext, voucherId: number | null, amountCents: number): Promise<VoucherResult> {
    return changeVoucher(ctx, voucherId, async (tx, order, voucher): Promise<FieldError | null> => {
      if (order.orderStatus === OrderStatus.CANCELLED) return onCancelledOrder('voucherId');
      if (!Number.isInteger(amountCents) || amountCents < 1 || amountCents > MAX_PAYOUT_CENTS) {
        return { field: 'amountCents', code: 'OUT_OF_RANGE', id: 'validation.voucherPayoutAmount', values: { max: MAX_PAYOUT_CENTS } };
      }
      if (voucher.status !== VoucherStatus.ANNOUNCED)
        return { field: 'voucherId', code: 'INVALID_VOUCHER_STEP', id: 'validation.voucherStep', values: { status: voucher.status } };
      voucher.status = VoucherStatus.PAYOUT_RECEIVED;
      voucher.payoutAmountCents = amountCents;
      voucher.payoutReceivedAt = new Date();
      voucher.payoutReceivedBy = ctx.user ? tx.em.getReference(User, ctx.user.id) : null;
      recordOrderEvent(
        tx.em,
        order,
        'voucher_payout_received',
        {
          voucherId: voucher.id,
          participant: fullName(voucher.participant),
          before: { status: VoucherStatus.ANNOUNCED },
          after: { status: VoucherStatus.PAYOUT_RECEIVED },
          payoutAmountCents: amountCents,
        },
        ctx.user,
      );
      await tx.em.flush();
      await queueVoucherMail(tx.em, order, voucher, 'voucherPayoutReceived', ctx.user);
      return null;
    });
  },

  /** The fee was refunded (`refundVoucherPayout`: the payout, at most what the order paid); the customer is told. */
  markRefunded(ctx: RequestContext, voucherId: number | null): Promise<VoucherResult> {
    return changeVoucher(ctx, voucherId, async (tx, order, voucher) => {
      const refused = await refundVoucherPayout(tx.em, order, voucher, ctx.user);
      if (refused) return refused;
      await tx.em.flush();
      await queueVoucherMail(tx.em, order, voucher, 'voucherRefunded', ctx.user);
      return null;
    });
  },
};
