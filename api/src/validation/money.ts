/**
 * Money, in one place: we count integer euro cents everywhere, and this module is the only code that turns euros
 * (as clients, PayPal, forms and URLs write them) into cents and back. Shared with the web like the validation
 * schemas (`@h2o/api/validation/money`), so the admin form and the API read "12,50" alike.
 *
 * Rules for every parser here:
 * - Text is read digit by digit, never through a float: `Number('0.29') * 100` is 28.999…, and a lost cent is a
 *   wrong price. Only JSON numbers (old REST clients) go through floating point, with a stated tolerance.
 * - Never round to a cent: an amount that is not whole cents (12.345) is refused, so a typo cannot change a price.
 *   Trailing zeros are no extra precision ("12.500" is 12.50 where a caller takes more than two decimals).
 * - NaN, Infinity, exponents ("1e3"), hex ("0x10"), thousands separators ("1.250,00") and words are refused.
 * - Whether a negative amount is refused here or reaches a schema with its own message is the caller's choice.
 */

/** GraphQL's Int: the most cents a JSON amount may stand for (the columns and the API are 32-bit). */
export const MAX_CENTS_INT = 2 ** 31 - 1;

/**
 * A JSON number's floating-point noise is the cent it stands for (JavaScript's 19.9 × 3 is 59.699999999999996,
 * which the client meant as 59.70): a ten-thousandth of a cent is far above that noise and far below a cent.
 */
const FLOAT_NOISE_CENTS = 1e-4;

export type EuroRefusal = 'empty' | 'format' | 'negative' | 'decimals' | 'range';
export type EuroParse = { ok: true; cents: number } | { ok: false; reason: EuroRefusal };

const refused = (reason: EuroRefusal): EuroParse => ({ ok: false, reason });

// An optional minus, digits, optionally one separator and more digits. Which separators and how many digits each
// caller takes is checked after the match, so every caller gets the same reasons.
const DECIMAL = /^(-?)(\d*)(?:([.,])(\d*))?$/;

interface DecimalRules {
  separators: '.' | '.,';
  negative: 'allow' | 'refuse';
  maxWholeDigits: number;
  /** Decimals beyond two are taken when they are zeros ("25.500"), up to this many; 2 means exactly cents. */
  maxDecimals: number;
  /** A separator without digits on one side (",5", "12,"), as people type into a field; elsewhere refused. */
  bareSeparator?: boolean;
}

/** Decimal text to cents by its digits; the single place where text becomes cents. */
function parseDecimal(text: string, rules: DecimalRules): EuroParse {
  if (text === '') return refused('empty');
  const match = DECIMAL.exec(text);
  if (!match) return refused('format');
  const [, sign, whole = '', separator, fraction] = match;
  if (whole === '' && !fraction) return refused('format');
  if (separator !== undefined && !rules.separators.includes(separator)) return refused('format');
  if (separator !== undefined && (whole === '' || fraction === '') && !rules.bareSeparator) return refused('format');
  if (whole.length > rules.maxWholeDigits) return refused('format');
  if (sign === '-' && rules.negative === 'refuse') return refused('negative');
  const decimals = fraction ?? '';
  if (decimals.length > rules.maxDecimals || /[1-9]/.test(decimals.slice(2))) return refused('decimals');
  const cents = Number(whole || '0') * 100 + Number(decimals.slice(0, 2).padEnd(2, '0'));
  return { ok: true, cents: sign === '-' && cents !== 0 ? -cents : cents };
}

/**
 * A price typed into a form field: "12,50", "12.50" and "12,50 €" are 1250, "12" is 1200, ",5" is 50, "12," is 1200. Spaces
 * (also no-break spaces) and a euro sign anywhere are ignored; comma or point is the decimal separator (German
 * keyboards type a comma, pasted prices often have a point). More than two decimals: `decimals`; anything that is
 * not one amount ("1.250,00", "12 Euro", "1e3"): `format`. Negative amounts come through, for the schema to
 * refuse with its own message. At most 13 digits before the separator, so the cents stay a safe integer.
 */
export function parseFormEuros(text: string): EuroParse {
  return parseDecimal(text.replace(/[\s\u00a0€]/g, ''), {
    separators: '.,',
    negative: 'allow',
    maxWholeDigits: 13,
    maxDecimals: 2,
    bareSeparator: true,
  });
}

/**
 * A money value in PayPal's request grammar (what PayPal accepts, so what our stand-in accepts): digits, optionally a
 * point and one or two decimals ("12", "12.5", "12.50"); no spaces, sign or comma. `negative` and `decimals` are
 * told apart because PayPal answers them with their own issues.
 */
export function parsePayPalRequestValue(value: unknown): EuroParse {
  if (typeof value !== 'string') return refused('format');
  return parseDecimal(value, { separators: '.', negative: 'refuse', maxWholeDigits: 13, maxDecimals: 2 });
}

// What PayPal answers for EUR: whole euros or exactly two decimals, no leading zeros. Thirteen digits at most
// keeps the cents a safe integer.
const PAYPAL_ANSWER = /^(0|[1-9]\d{0,12})(\.\d{2})?$/;

/**
 * A value in PayPal's answer as cents: "12.30" → 1230, "7" → 700. We never guess at what PayPal says it captured:
 * anything else (a sign, spaces, "12.3", "012", "12.345", a number) throws a RangeError.
 */
export function centsFromPayPalValue(value: string): number {
  const parsed = typeof value === 'string' && PAYPAL_ANSWER.test(value) ? parsePayPalRequestValue(value) : null;
  if (!parsed?.ok) throw new RangeError(`not a PayPal EUR amount: ${JSON.stringify(value)}`);
  return parsed.cents;
}

/**
 * Integer cents as PayPal's value for EUR (also a GiroCode's amount after "EUR"): 1234 → "12.34", 5 → "0.05".
 * Negative or fractional cents throw.
 */
export function payPalValueFromCents(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not a whole, non-negative number of cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * Euros as old REST clients send them to cents: a JSON number (25, 25.5, and floating-point noise such as
 * 19.9 × 3, meaning the cent it is closest to) or a string ("25.50", spaces around ignored, point only, up to ten
 * decimals of which all after the second must be zeros). Refused: more than whole cents (25.555), NaN/Infinity,
 * anything that is no number or string (true, {}), more cents than a 32-bit Int, and, with `negative: 'refuse'`,
 * negative amounts.
 */
export function parseJsonEuros(value: unknown, negative: 'allow' | 'refuse'): EuroParse {
  if (typeof value === 'string') {
    const parsed = parseDecimal(value.trim(), { separators: '.', negative, maxWholeDigits: 10, maxDecimals: 10 });
    if (parsed.ok && Math.abs(parsed.cents) > MAX_CENTS_INT) return refused('range');
    return parsed;
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) return refused('format');
  if (value < 0 && negative === 'refuse') return refused('negative');
  const exact = value * 100;
  const cents = Math.round(exact);
  if (Math.abs(exact - cents) >= FLOAT_NOISE_CENTS) return refused('decimals');
  if (Math.abs(cents) > MAX_CENTS_INT) return refused('range');
  return { ok: true, cents: cents === 0 ? 0 : cents };
}

/**
 * A euro amount in a URL query (`?maxPrice=95`, `?maxPrice=12.5`): spaces around ignored, point only, not negative,
 * whole cents at most. No upper bound here: the API passes it on to GraphQL's Int, which refuses an overflow itself.
 */
export function parseQueryEuros(text: string): EuroParse {
  return parseDecimal(text.trim(), { separators: '.', negative: 'refuse', maxWholeDigits: 13, maxDecimals: 2 });
}

const assertCents = (cents: number) => {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
};

/**
 * Cents as the euro number of REST answers and URLs (1250 → 12.5, 1999 → 19.99): exact in JSON, since JavaScript
 * writes a number as the shortest decimal that reads back as it. Fractional cents are a bug and throw.
 */
export function eurosFromCents(cents: number): number {
  assertCents(cents);
  return cents / 100;
}

/** Cents as a form field shows them: 1250 → "12,50", 0 → "0", 1200 → "12" (German comma unless told). */
export function formEurosFromCents(cents: number, decimalSeparator: ',' | '.' = ','): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(cents) / 100);
  const rest = Math.abs(cents) % 100;
  return rest === 0 ? `${sign}${whole}` : `${sign}${whole}${decimalSeparator}${String(rest).padStart(2, '0')}`;
}

// Prices are always shown the German way, whatever the interface language (docs/SPEC.md §1, §9).
/** docs/SPEC.md §1 formats money de-DE; English pages and mails write it the English way (en-GB, "€12.50"). */
// Made on first use: building a number format costs tens of milliseconds on a phone, and a page in one language
// needs only its own (the web evaluates this module while the first page starts).
const euroDisplay: Partial<Record<'de' | 'en', Intl.NumberFormat>> = {};
const euroFormat = (language: 'de' | 'en') =>
  (euroDisplay[language] ??= new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'de-DE', { style: 'currency', currency: 'EUR' }));

/**
 * Cents for people to read, on the site and in mails: 1250 → "12,50 €" (a no-break space before the sign) in German,
 * "€12.50" in English. Any language but English reads German.
 */
export function displayEuros(cents: number, language: string = 'de'): string {
  return euroFormat(language === 'en' ? 'en' : 'de').format(eurosFromCents(cents));
}
