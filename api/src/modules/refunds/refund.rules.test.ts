import { refundAmountRefusal } from './refund.rules.js';

describe('refundAmountRefusal', () => {
  it('takes amounts above 0 up to what is left of the payment', () => {
    expect(refundAmountRefusal(1, 5000, 0)).toBeNull();
    expect(refundAmountRefusal(5000, 5000, 0)).toBeNull();
    expect(refundAmountRefusal(2000, 5000, 3000)).toBeNull();
  });

  it('refuses nothing or less, fractions, and more than is left', () => {
    expect(refundAmountRefusal(0, 5000, 0)).toMatchObject({ field: 'amountCents', id: 'validation.refundAmount' });
    expect(refundAmountRefusal(1.5, 5000, 0)).toMatchObject({ id: 'validation.refundAmount' });
    expect(refundAmountRefusal(2001, 5000, 3000)).toMatchObject({
      field: 'amountCents',
      id: 'validation.refundAboveBalance',
      values: { max: 20 },
    });
    expect(refundAmountRefusal(1, 0, 0)).toMatchObject({ id: 'validation.refundAboveBalance', values: { max: 0 } });
  });
});
