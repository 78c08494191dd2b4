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
 * Round trips over generated values. fast-check is not a dependency yet, so the values come from exhaustive ranges
 * plus a seeded PRNG (mulberry32): the same cases on every run, a failure names its value.
 */
function seededCents(seed: number, count: number, max: number): number[] {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Array.from({ length: count }, () => Math.floor(next() * max));
}
const SMALL = Array.from({ length: 20_001 }, (_, i) => i - 10_000); // every cent from -100.00 to 100.00 €
const LARGE = seededCents(22, 20_000, MAX_CENTS_INT);
const failures = (values: number[], holds: (cents: number) => boolean) => values.filter((cents) => !holds(cents)).slice(0, 5);

describe('round trips', () => {
  it('a form field gives back the cents it showed, with either separator', () => {
    for (const separator of [',', '.'] as const) {
      expect(failures([...SMALL, ...LARGE], (cents) => {
        const parsed = parseFormEuros(formEurosFromCents(cents, separator));
        return parsed.ok && parsed.cents === cents;
      })).toEqual([]);
    }
  });

  it('PayPal values give back their cents, read by the strict answer parser and the request parser alike', () => {
    expect(failures([...SMALL.filter((c) => c >= 0), ...LARGE, 999_999_999_999_999], (cents) => {
      const value = payPalValueFromCents(cents);
      const request = parsePayPalRequestValue(value);
      return centsFromPayPalValue(value) === cents && request.ok && request.cents === cents;
    })).toEqual([]);
  });

  it('a REST euro number is read back as its cents, also as a string and with floating-point noise', () => {
    expect(failures([...SMALL, ...LARGE], (cents) => {
      const euros = eurosFromCents(cents);
      const fromNumber = parseJsonEuros(euros, 'allow');
      const fromString = parseJsonEuros(String(euros), 'allow');
      // Sums a client computes itself carry noise: a third of the amount, times three.
      const noisy = parseJsonEuros((euros / 3) * 3, 'allow');
      return [fromNumber, fromString, noisy].every((parsed) => parsed.ok && parsed.cents === cents);
    })).toEqual([]);
  });

  it('URL prices give back their cents', () => {
    expect(failures([...SMALL.filter((c) => c >= 0), ...LARGE], (cents) => {
      const parsed = parseQueryEuros(String(eurosFromCents(cents)));
      return parsed.ok && parsed.cents === cents;
    })).toEqual([]);
  });

  it('never gives a fraction of a cent: a third decimal that is not zero is refused by every parser', () => {
    const values = seededCents(7, 2_000, 100_000_000).map((cents) => `${formEurosFromCents(cents, '.')}${cents % 100 === 0 ? '.00' : ''}${1 + (cents % 9)}`);
    for (const value of values) {
      expect([parseFormEuros(value), parseJsonEuros(value, 'allow'), parseQueryEuros(value), parsePayPalRequestValue(value)]).toEqual(
        Array(4).fill({ ok: false, reason: 'decimals' }),
      );
      expect(parseJsonEuros(Number(value), 'allow')).toEqual({ ok: false, reason: 'decimals' });
    }
  });
});

describe('parseJsonEuros (old REST clients: POST /api/orders, admin courses)', () => {
  it.each([
    [25, 2500], [25.5, 2550], ['25.50', 2550], [' 25.50 ', 2550], ['25.500', 2550], [19.9 * 3, 5970], [0.1 + 0.2, 30], [0, 0], [-0, 0],
  ])('reads %j as %i cents', (value, cents) => {
    expect(parseJsonEuros(value, 'refuse')).toEqual({ ok: true, cents });
  });

  it.each([
    [25.555, 'decimals'], ['25.555', 'decimals'], ['25.5000000001', 'decimals'], [-5, 'negative'], ['-5', 'negative'],
    ['abc', 'format'], ['25,50', 'format'], ['1e3', 'format'], ['0x10', 'format'], ['25.', 'format'], ['.5', 'format'], ['', 'empty'],
    [true, 'format'], [{}, 'format'], [Number.NaN, 'format'], [Number.POSITIVE_INFINITY, 'format'], [21_474_836.48, 'range'],
  ])('refuses %j (%s) where negatives are refused', (value, reason) => {
    expect(parseJsonEuros(value, 'refuse')).toEqual({ ok: false, reason });
  });

  it('lets negatives through where the caller\'s schema refuses them with its own message', () => {
    expect(parseJsonEuros(-5, 'allow')).toEqual({ ok: true, cents: -500 });
    expect(parseJsonEuros(' -12.34 ', 'allow')).toEqual({ ok: true, cents: -1234 });
    expect(parseJsonEuros(21_474_836.47, 'allow')).toEqual({ ok: true, cents: MAX_CENTS_INT });
  });
});

describe('parsePayPalRequestValue (the PayPal stand-in\'s request grammar)', () => {
  it('takes whole euros and one or two decimals', () => {
    for (const [value, cents] of [['12', 1200], ['12.5', 1250], ['12.50', 1250], ['0.01', 1], ['007', 700]] as const) {
      expect(parsePayPalRequestValue(value)).toEqual({ ok: true, cents });
    }
  });

  it('tells PayPal\'s refusals apart', () => {
    expect(parsePayPalRequestValue('-1.00')).toEqual({ ok: false, reason: 'negative' });
    expect(parsePayPalRequestValue('1.005')).toEqual({ ok: false, reason: 'decimals' });
    for (const value of ['1,00', ' 1.00', '1e2', '.5', '1.', '', 12.5, null]) expect(parsePayPalRequestValue(value)).toMatchObject({ ok: false });
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
    const malformed = ['', ' 12.34', '12.34 ', '+12.34', '-12.34', '12.3', '12.345', '12,34', '012.34', '1e3', '.50', '12.', 'NaN', '10000000000000.00'];
    for (const value of malformed) expect(() => centsFromPayPalValue(value)).toThrow(RangeError);
    for (const value of [null, undefined, 12.34, {}]) expect(() => centsFromPayPalValue(value as unknown as string)).toThrow(RangeError);
    for (const cents of [-1, 12.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) expect(() => payPalValueFromCents(cents)).toThrow(RangeError);
  });
});

describe('parseFormEuros (the admin course form)', () => {
  it.each([
    ['12,50', 1250], ['12.50', 1250], [',99', 99], ['12,', 1200], [' 160,00 € ', 16000], ['1\u00a0234', 123_400], ['-5', -500], ['0,30', 30],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseFormEuros(text)).toEqual({ ok: true, cents });
  });

  it.each([['12,505', 'decimals'], ['1.250,00', 'format'], ['12 Euro', 'format'], [',', 'format'], ['1e3', 'format'], ['  ', 'empty'], ['12345678901234', 'format']])(
    'refuses %j (%s)',
    (text, reason) => {
      expect(parseFormEuros(text)).toEqual({ ok: false, reason });
    },
  );
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
  });

  it('refuses fractions of a cent, NaN and Infinity rather than show a wrong amount', () => {
    for (const cents of [12.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => eurosFromCents(cents)).toThrow(RangeError);
      expect(() => formEurosFromCents(cents)).toThrow(RangeError);
    }
  });
});
