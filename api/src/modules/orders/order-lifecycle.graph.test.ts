import { OrderStatus, PaymentStatus } from './order.entity.js';
import {
  OrderAction,
  allowedOrderActions,
  deletionRefusal,
  isUnpaid,
  orderStatusRefusal,
  paymentStatusRefusal,
  resendRefusal,
} from './order-lifecycle.graph.js';

const order = (orderStatus: OrderStatus, paymentStatus = PaymentStatus.PENDING) => ({ orderStatus, paymentStatus });
const { PENDING, CONFIRMED, CANCELLED } = OrderStatus;

describe('order status (docs/SPEC.md §4: confirm any not confirmed and not cancelled, cancel any not cancelled)', () => {
  it.each([
    [PENDING, CONFIRMED, null],
    [PENDING, CANCELLED, null],
    [CONFIRMED, CANCELLED, null],
    [CONFIRMED, CONFIRMED, 'validation.orderStatusUnchanged'],
    [CANCELLED, CANCELLED, 'validation.orderStatusUnchanged'],
    [CANCELLED, CONFIRMED, 'validation.orderStatusTransition'],
    [CONFIRMED, PENDING, 'validation.orderStatusTransition'],
    [CANCELLED, PENDING, 'validation.orderStatusTransition'],
  ])('%s → %s: %s', (from, to, refusal) => {
    const answer = orderStatusRefusal(order(from), to);
    expect(answer?.id ?? null).toBe(refusal);
    if (answer) expect(answer).toMatchObject({ field: '', code: 'INVALID_TRANSITION' });
  });

  // Every pair of statuses: the allowed ones are written out here (not read from the graph), all others refused.
  const allowed = ['pending→confirmed', 'pending→cancelled', 'confirmed→cancelled'];
  const pairs = [PENDING, CONFIRMED, CANCELLED].flatMap((from) => [PENDING, CONFIRMED, CANCELLED].map((to) => [from, to] as const));
  it.each(pairs)('every pair: %s → %s', (from, to) => {
    const answer = orderStatusRefusal(order(from), to);
    if (allowed.includes(`${from}→${to}`)) expect(answer).toBeNull();
    else
      expect(answer).toMatchObject({
        field: '',
        code: 'INVALID_TRANSITION',
        id: from === to ? 'validation.orderStatusUnchanged' : 'validation.orderStatusTransition',
      });
  });
});

describe('payment status (pending → paid | failed, paid → refunded)', () => {
  const { PENDING: P, PAID, FAILED, REFUNDED } = PaymentStatus;
  it.each([
    [P, PAID, null],
    [P, FAILED, null],
    [PAID, REFUNDED, null],
    [PAID, PAID, 'validation.paymentStatusUnchanged'],
    [FAILED, PAID, 'validation.paymentStatusTransition'],
    [REFUNDED, PAID, 'validation.paymentStatusTransition'],
    [P, REFUNDED, 'validation.paymentStatusTransition'],
    [PAID, P, 'validation.paymentStatusTransition'],
    [PAID, FAILED, 'validation.paymentStatusTransition'],
  ])('%s → %s: %s', (from, to, refusal) => {
    expect(paymentStatusRefusal(order(CONFIRMED, from), to)?.id ?? null).toBe(refusal);
  });

  const allowed = ['pending→paid', 'pending→failed', 'paid→refunded'];
  const pairs = [P, PAID, FAILED, REFUNDED].flatMap((from) => [P, PAID, FAILED, REFUNDED].map((to) => [from, to] as const));
  it.each(pairs)('every pair: %s → %s', (from, to) => {
    const answer = paymentStatusRefusal(order(PENDING, from), to);
    if (allowed.includes(`${from}→${to}`)) expect(answer).toBeNull();
    else
      expect(answer).toMatchObject({
        field: '',
        code: 'INVALID_TRANSITION',
        id: from === to ? 'validation.paymentStatusUnchanged' : 'validation.paymentStatusTransition',
      });
  });
});

describe('deleting and mailing', () => {
  it('deletes only cancelled orders that are not paid', () => {
    expect(deletionRefusal(order(PENDING))).toMatchObject({ code: 'ORDER_NOT_DELETABLE', id: 'validation.orderNotDeletable' });
    expect(deletionRefusal(order(CONFIRMED, PaymentStatus.PAID))).toMatchObject({ id: 'validation.orderNotDeletable' });
    expect(deletionRefusal(order(CANCELLED, PaymentStatus.PAID))).toMatchObject({ id: 'validation.orderPaidNotDeletable' });
    expect(deletionRefusal(order(CANCELLED, PaymentStatus.REFUNDED))).toBeNull();
    expect(deletionRefusal(order(CANCELLED, PaymentStatus.FAILED))).toBeNull();
  });

  it('sends no confirmation for a cancelled order', () => {
    expect(resendRefusal(order(CANCELLED))).toMatchObject({ code: 'INVALID_TRANSITION' });
    expect(resendRefusal(order(CONFIRMED, PaymentStatus.PAID))).toBeNull();
  });
});

describe('unpaid: the payment is awaited', () => {
  it('only a pending payment of an order that is not cancelled', () => {
    expect(isUnpaid(order(PENDING))).toBe(true);
    expect(isUnpaid(order(CONFIRMED))).toBe(true);
    expect(isUnpaid(order(CANCELLED))).toBe(false);
    expect(isUnpaid(order(PENDING, PaymentStatus.PAID))).toBe(false);
    expect(isUnpaid(order(CONFIRMED, PaymentStatus.FAILED))).toBe(false);
  });
});

describe('what staff are offered (Order.allowedActions)', () => {
  const { CONFIRM, CANCEL, MARK_PAID, MARK_FAILED, REFUND, DELETE, RESEND_CONFIRMATION } = OrderAction;
  const { PAID, FAILED, REFUNDED } = PaymentStatus;
  it.each([
    [PENDING, PaymentStatus.PENDING, [CONFIRM, CANCEL, MARK_PAID, MARK_FAILED, RESEND_CONFIRMATION]],
    [PENDING, PAID, [CONFIRM, CANCEL, REFUND, RESEND_CONFIRMATION]],
    [PENDING, FAILED, [CONFIRM, CANCEL, RESEND_CONFIRMATION]],
    [PENDING, REFUNDED, [CONFIRM, CANCEL, RESEND_CONFIRMATION]],
    [CONFIRMED, PaymentStatus.PENDING, [CANCEL, MARK_PAID, MARK_FAILED, RESEND_CONFIRMATION]],
    [CONFIRMED, PAID, [CANCEL, REFUND, RESEND_CONFIRMATION]],
    [CONFIRMED, FAILED, [CANCEL, RESEND_CONFIRMATION]],
    [CONFIRMED, REFUNDED, [CANCEL, RESEND_CONFIRMATION]],
    [CANCELLED, PaymentStatus.PENDING, [MARK_PAID, MARK_FAILED, DELETE]],
    [CANCELLED, PAID, [REFUND]],
    [CANCELLED, FAILED, [DELETE]],
    [CANCELLED, REFUNDED, [DELETE]],
  ])('%s / %s: %j', (orderStatus, paymentStatus, actions) => {
    expect(allowedOrderActions(order(orderStatus, paymentStatus))).toEqual(actions);
  });
});
