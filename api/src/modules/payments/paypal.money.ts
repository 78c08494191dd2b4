/**
 * PayPal writes money as a decimal string ("12.30"); we count integer cents. Converting through a float
 * (`Number('0.29') * 100` is 28.999…) could lose a cent, so both directions work on the digits.
 */

/** Integer cents as PayPal's value for EUR: 1234 → "12.34", 5 → "0.05". */
export function centsToPayPalValue(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not a whole, non-negative number of cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

// Whole euros, or euros and exactly two decimals, as PayPal answers for EUR. Nothing else: no sign, no
// exponent, no spaces, no comma, no leading zeros, no one- or three-decimal values. Thirteen digits at most
// keeps the cents a safe integer.
const STRICT_VALUE = /^(0|[1-9]\d{0,12})(\.\d{2})?$/;

/** PayPal's value as integer cents: "12.30" → 1230, "7" → 700. Anything malformed throws (never guesses). */
export function payPalValueToCents(value: string): number {
  const match = typeof value === 'string' ? STRICT_VALUE.exec(value) : null;
  if (!match) throw new RangeError(`not a PayPal EUR amount: ${JSON.stringify(value)}`);
  return Number(match[1]) * 100 + (match[2] ? Number(match[2].slice(1)) : 0);
}
