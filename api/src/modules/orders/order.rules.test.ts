import { OrderStatus, PaymentStatus } from './order.entity.js';
import { cancellingReturnsPlaces, deletionRefusal, orderStatusRefusal, paymentStatusRefusal, resendRefusal } from './order.rules.js';

const order = (orderStatus: OrderStatus, paymentStatus = PaymentStatus.PENDING) => ({ orderStatus, paymentStatus });
const { PENDING, CONFIRMED, CANCELLED } = OrderStatus;

describe('order status (SPEC §4: confirm any not confirmed and not cancelled, cancel any not cancelled)', () => {
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

  it('returns places only when the order is not cancelled yet', () => {
    expect([PENDING, CONFIRMED, CANCELLED].map((status) => cancellingReturnsPlaces(order(status)))).toEqual([true, true, false]);
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
