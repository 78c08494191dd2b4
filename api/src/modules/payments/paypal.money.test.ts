import { centsToPayPalValue, payPalValueToCents } from './paypal.money.js';

describe('centsToPayPalValue', () => {
  it('writes cents as euros with two decimals', () => {
    expect(centsToPayPalValue(1234)).toBe('12.34');
    expect(centsToPayPalValue(1230)).toBe('12.30');
    expect(centsToPayPalValue(5)).toBe('0.05');
    expect(centsToPayPalValue(0)).toBe('0.00');
    expect(centsToPayPalValue(100_000_00)).toBe('100000.00');
  });

  it('refuses what is not a whole, non-negative number of cents', () => {
    for (const cents of [-1, 12.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) expect(() => centsToPayPalValue(cents)).toThrow(RangeError);
  });
});

describe('payPalValueToCents', () => {
  it('reads PayPal values exactly, without floating point', () => {
    expect(payPalValueToCents('12.34')).toBe(1234);
    expect(payPalValueToCents('12.30')).toBe(1230);
    // 0.29 * 100 is 28.999999999999996 in floating point.
    expect(payPalValueToCents('0.29')).toBe(29);
    expect(payPalValueToCents('7')).toBe(700);
    expect(payPalValueToCents('0.00')).toBe(0);
    expect(payPalValueToCents('9999999999999.99')).toBe(999999999999999);
  });

  it('refuses anything malformed instead of guessing', () => {
    const malformed = ['', ' 12.34', '12.34 ', '12.3', '12.345', '12.', '.50', '-1.00', '+1.00', '1e3', '12,34', '0x10', '012.34', 'NaN', '１２.３４', '10000000000000.00'];
    for (const value of malformed) expect(() => payPalValueToCents(value)).toThrow(RangeError);
    for (const value of [null, undefined, 12.34, {}]) expect(() => payPalValueToCents(value as unknown as string)).toThrow(RangeError);
  });

  it('gives back what centsToPayPalValue wrote', () => {
    for (const cents of [0, 1, 9, 10, 99, 100, 101, 1999, 123456789]) expect(payPalValueToCents(centsToPayPalValue(cents))).toBe(cents);
  });
});
