import fc from 'fast-check';
import {
  MAX_CENTS_INT,
  centsFromPayPalValue,
  displayEuros,
  eurosFromCents,
  formEurosFromCents,
  parseFormEuros,
  parseJsonEuros,
  parsePayPalRequestValue,
  parseQueryEuros,
  payPalValueFromCents,
} from './money.js';

/**
 * Round trips as properties (fast-check): each runs on generated cents, shrinks a failure to its smallest case and
 * prints the seed to replay it. Whole cents up to a 32-bit Int are the amounts the API stores; PayPal's grammar goes
 * to 13 digits of euros.
 */
const centsInt = fc.integer({ min: -MAX_CENTS_INT, max: MAX_CENTS_INT });
const nonNegativeCentsInt = fc.integer({ min: 0, max: MAX_CENTS_INT });
const NUM_RUNS = { numRuns: 2_000 };

describe('round trips', () => {
  it('a form field gives back the cents it showed, with either separator', () => {
    fc.assert(
      fc.property(centsInt, fc.constantFrom(',' as const, '.' as const), (cents, separator) => {
        expect(parseFormEuros(formEurosFromCents(cents, separator))).toEqual({ ok: true, cents });
      }),
      NUM_RUNS,
    );
  });

  it('PayPal values give back their cents, read by the strict answer parser and the request parser alike', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999_999 }), (cents) => {
        const value = payPalValueFromCents(cents);
        expect(centsFromPayPalValue(value)).toBe(cents);
        expect(parsePayPalRequestValue(value)).toEqual({ ok: true, cents });
      }),
      NUM_RUNS,
    );
  });

  it('a REST euro number is read back as its cents, also as a string and with floating-point noise', () => {
    fc.assert(
      fc.property(centsInt, fc.integer({ min: 2, max: 9 }), (cents, parts) => {
        const euros = eurosFromCents(cents);
        expect(parseJsonEuros(euros, 'allow')).toEqual({ ok: true, cents });
        expect(parseJsonEuros(String(euros), 'allow')).toEqual({ ok: true, cents });
        // Sums a client computes itself carry noise: the amount split into parts and multiplied back.
        expect(parseJsonEuros((euros / parts) * parts, 'allow')).toEqual({ ok: true, cents });
      }),
      NUM_RUNS,
    );
  });

  it('URL prices give back their cents', () => {
    fc.assert(
      fc.property(nonNegativeCentsInt, (cents) => {
        expect(parseQueryEuros(String(eurosFromCents(cents)))).toEqual({ ok: true, cents });
      }),
      NUM_RUNS,
    );
  });

  it('never gives a fraction of a cent: a third decimal that is not zero is refused by every parser', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 1, max: 9 }), (cents, third) => {
        const value = `${payPalValueFromCents(cents)}${third}`;
        for (const parsed of [
          parseFormEuros(value),
          parseJsonEuros(value, 'allow'),
          parseQueryEuros(value),
          parsePayPalRequestValue(value),
        ]) {
          expect(parsed).toEqual({ ok: false, reason: 'decimals' });
        }
        expect(parseJsonEuros(Number(value), 'allow')).toEqual({ ok: false, reason: 'decimals' });
      }),
      NUM_RUNS,
    );
  });

  it('any text a parser accepts is whole cents within its range, and reads back the same after formatting', () => {
    const text = fc.oneof(fc.string({ maxLength: 12 }), fc.stringMatching(/^-?\d{0,14}([.,]\d{0,4})?$/));
    fc.assert(
      fc.property(text, (input) => {
        for (const parsed of [parseFormEuros(input), parseQueryEuros(input), parseJsonEuros(input, 'allow')]) {
          if (!parsed.ok) continue;
          expect(Number.isSafeInteger(parsed.cents)).toBe(true);
          expect(parseFormEuros(formEurosFromCents(parsed.cents))).toEqual(parsed);
        }
      }),
      NUM_RUNS,
    );
  });
});

describe('parseJsonEuros (old REST clients: POST /api/orders, admin courses)', () => {
  it.each([
    [25, 2500],
    [25.5, 2550],
    ['25.50', 2550],
    [' 25.50 ', 2550],
    ['25.500', 2550],
    [19.9 * 3, 5970],
    [0.1 + 0.2, 30],
    [0, 0],
    [-0, 0],
  ])('reads %j as %i cents', (value, cents) => {
    expect(parseJsonEuros(value, 'refuse')).toEqual({ ok: true, cents });
  });

  it.each([
    [25.555, 'decimals'],
    ['25.555', 'decimals'],
    ['25.5000000001', 'decimals'],
    [-5, 'negative'],
    ['-5', 'negative'],
    ['abc', 'format'],
    ['25,50', 'format'],
    ['1e3', 'format'],
    ['0x10', 'format'],
    ['25.', 'format'],
    ['.5', 'format'],
    ['', 'empty'],
    [true, 'format'],
    [{}, 'format'],
    [Number.NaN, 'format'],
    [Number.POSITIVE_INFINITY, 'format'],
    [21_474_836.48, 'range'],
  ])('refuses %j (%s) where negatives are refused', (value, reason) => {
    expect(parseJsonEuros(value, 'refuse')).toEqual({ ok: false, reason });
  });

  it("lets negatives through where the caller's schema refuses them with its own message", () => {
    expect(parseJsonEuros(-5, 'allow')).toEqual({ ok: true, cents: -500 });
    expect(parseJsonEuros(' -12.34 ', 'allow')).toEqual({ ok: true, cents: -1234 });
    expect(parseJsonEuros(21_474_836.47, 'allow')).toEqual({ ok: true, cents: MAX_CENTS_INT });
  });
});

describe("parsePayPalRequestValue (the PayPal stand-in's request grammar)", () => {
  it('takes whole euros and one or two decimals', () => {
    for (const [value, cents] of [
      ['12', 1200],
      ['12.5', 1250],
      ['12.50', 1250],
      ['0.01', 1],
      ['007', 700],
    ] as const) {
      expect(parsePayPalRequestValue(value)).toEqual({ ok: true, cents });
    }
  });

  it("tells PayPal's refusals apart", () => {
    expect(parsePayPalRequestValue('-1.00')).toEqual({ ok: false, reason: 'negative' });
    expect(parsePayPalRequestValue('1.005')).toEqual({ ok: false, reason: 'decimals' });
    for (const value of ['1,00', ' 1.00', '1e2', '.5', '1.', '', 12.5, null])
      expect(parsePayPalRequestValue(value)).toMatchObject({ ok: false });
  });
});

describe('centsFromPayPalValue / payPalValueFromCents (what PayPal answers)', () => {
  it('converts by the digits', () => {
    expect(payPalValueFromCents(1234)).toBe('12.34');
    expect(payPalValueFromCents(5)).toBe('0.05');
    expect(payPalValueFromCents(0)).toBe('0.00');
    // 0.29 * 100 is 28.999999999999996 in floating point.
    expect(centsFromPayPalValue('0.29')).toBe(29);
    expect(centsFromPayPalValue('7')).toBe(700);
    expect(centsFromPayPalValue('9999999999999.99')).toBe(999999999999999);
  });

  it('refuses anything PayPal would not write, and cents that are no amount', () => {
    const malformed = [
      '',
      ' 12.34',
      '12.34 ',
      '+12.34',
      '-12.34',
      '12.3',
      '12.345',
      '12,34',
      '012.34',
      '1e3',
      '.50',
      '12.',
      'NaN',
      '10000000000000.00',
    ];
    for (const value of malformed) expect(() => centsFromPayPalValue(value)).toThrow(RangeError);
    for (const value of [null, undefined, 12.34, {}]) expect(() => centsFromPayPalValue(value as unknown as string)).toThrow(RangeError);
    for (const cents of [-1, 12.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])
      expect(() => payPalValueFromCents(cents)).toThrow(RangeError);
  });
});

describe('parseFormEuros (the admin course form)', () => {
  it.each([
    ['12,50', 1250],
    ['12.50', 1250],
    [',99', 99],
    ['12,', 1200],
    [' 160,00 € ', 16000],
    ['1\u00a0234', 123_400],
    ['-5', -500],
    ['0,30', 30],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseFormEuros(text)).toEqual({ ok: true, cents });
  });

  it.each([
    ['12,505', 'decimals'],
    ['1.250,00', 'format'],
    ['12 Euro', 'format'],
    [',', 'format'],
    ['1e3', 'format'],
    ['  ', 'empty'],
    ['12345678901234', 'format'],
  ])('refuses %j (%s)', (text, reason) => {
    expect(parseFormEuros(text)).toEqual({ ok: false, reason });
  });
});

describe('parseQueryEuros (?maxPrice=)', () => {
  it('reads euros with a point, refuses what is no non-negative amount', () => {
    expect(parseQueryEuros(' 95 ')).toEqual({ ok: true, cents: 9500 });
    expect(parseQueryEuros('12.5')).toEqual({ ok: true, cents: 1250 });
    for (const text of ['-1', '1e3', '0x10', '12,5', '12.345', 'abc', '']) expect(parseQueryEuros(text)).toMatchObject({ ok: false });
  });
});

describe('formatting', () => {
  it('writes REST numbers, form text and display text', () => {
    expect(eurosFromCents(1999)).toBe(19.99);
    expect(JSON.stringify(eurosFromCents(1250))).toBe('12.5');
    expect(formEurosFromCents(1205, '.')).toBe('12.05');
    expect(formEurosFromCents(16000)).toBe('160');
    expect(formEurosFromCents(-1250)).toBe('-12,50');
    expect(displayEuros(123450)).toBe('1.234,50\u00a0€');
    // English pages and mails.
    expect(displayEuros(123450, 'en')).toBe('€1,234.50');
  });

  it('refuses fractions of a cent, NaN and Infinity rather than show a wrong amount', () => {
    for (const cents of [12.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => eurosFromCents(cents)).toThrow(RangeError);
      expect(() => formEurosFromCents(cents)).toThrow(RangeError);
    }
  });
});
