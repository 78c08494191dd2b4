/**
 * IBAN and BIC checks for the shop's bank-transfer details. Their own file, without yup, so the web
 * client (admin form, payment instructions) can format an IBAN without loading the schema library.
 */

/** The electronic form of an IBAN: spaces (and other separators people type) removed, upper case. */
export function normalizeIban(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

/**
 * ISO 13616: country code, two check digits, 11 to 30 letters or digits; the letters become numbers
 * (A = 10 … Z = 35) and the whole, with the first four characters moved to the end, leaves 1 modulo 97.
 * Catches every single mistyped character and every swap of two neighbours. Takes the electronic form.
 */
export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  // Piecewise, so no number exceeds what a double holds exactly.
  let remainder = 0;
  for (let i = 0; i < digits.length; i += 7) remainder = Number(`${remainder}${digits.slice(i, i + 7)}`) % 97;
  return remainder === 1;
}

/** The print form for people (mails, pages): groups of four, e.g. `DE89 3704 0044 0532 0130 00`. */
export function formatIban(iban: string): string {
  return normalizeIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}

/** A BIC as stored: spaces removed, upper case. */
export function normalizeBic(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** ISO 9362: bank (4 letters), country (2 letters), location (2 letters or digits), optional branch (3). */
export function isValidBic(bic: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic);
}
