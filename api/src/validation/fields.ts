import { boolean, mixed, number, string } from 'yup';
import type { ValidationMessageId } from './messages.js';

/** Stable, machine-readable reasons a field is refused; clients may switch on them. */
export const FIELD_ERROR_CODES = [
  'REQUIRED',
  'INVALID_EMAIL',
  'TOO_SHORT',
  'TOO_LONG',
  'INVALID_CHARACTERS',
  'MUST_ACCEPT',
  'OUT_OF_RANGE',
  'COURSE_NOT_FOUND',
  'COURSE_FULL',
  'COURSE_STARTED',
  'COURSE_ENDED',
  'COURSE_NOT_STARTED',
  'REJECTED',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'INVALID_CREDENTIALS',
  'NOT_IN_CART',
  'INVALID_IBAN',
  'INVALID_BIC',
  'PRICES_CHANGED',
  'IDEMPOTENCY_KEY_INVALID',
  'IDEMPOTENCY_KEY_REUSED',
  'CART_EMPTY',
  'PARTICIPANTS_INCOMPLETE',
  'PAYMENT_FAILED',
  'PAYMENT_NOT_VERIFIED',
  'PAYMENT_METHOD_UNAVAILABLE',
  'ORDER_NOT_FOUND',
  'ORDER_NOT_PAYABLE',
  'INVALID_TRANSITION',
  'ORDER_NOT_DELETABLE',
  'INVOICE_EXISTS',
  'INVALID_DATE',
  'COURSE_HAS_ORDERS',
  'CONTACT_MESSAGE_NOT_FOUND',
  'ALREADY_CONVERTED',
  'BOOKING_NOT_FOUND',
  'TESTIMONIAL_NOT_FOUND',
  'SLUG_TAKEN',
  'BLOG_POST_NOT_FOUND',
  'SERVICE_NOT_FOUND',
  'INVALID_URL',
  'MAIL_NOT_FOUND',
  'INVALID_VAT_ID',
  // Demo mode and going live.
  'GO_LIVE_CONDITION_OPEN',
  'DEMO_MODE',
  'REFUND_NOT_FOUND',
  'COURSE_CANCELLED',
  'ACCOUNT_GIVEN',
  'ORDER_ANONYMISED',
  'ORDER_CANCELLED',
  'ORDER_ITEM_NOT_FOUND',
  'PARTICIPANT_NOT_FOUND',
  'VOUCHER_NOT_FOUND',
  'VOUCHER_EXISTS',
  'INVALID_VOUCHER_STEP',
  'ORDER_NOT_PAID',
  // The waitlist.
  'COURSE_NOT_FULL',
  'OFFER_NOT_AVAILABLE',
  'WAITLIST_ENTRY_NOT_FOUND',
  // Legal texts and the first-run checklist.
  'UNKNOWN_PLACEHOLDER',
  'VERSION_NOT_FOUND',
  // Newsletter sending.
  'NEWSLETTER_ISSUE_NOT_FOUND',
  'NO_RECIPIENTS',
  // Staff accounts.
  'STAFF_ACCOUNT_NOT_FOUND',
  'USERNAME_TAKEN',
  'SESSION_NOT_FOUND',
  'WRONG_PASSWORD',
  'NOT_ON_OWN_ACCOUNT',
  'LAST_ADMIN',
  'INVITATION_NOT_FOUND',
  // A participant's age on the course's first day is outside the course's age range.
  'AGE_OUT_OF_RANGE',
  // Partner API keys.
  'UNKNOWN_SCOPE',
  'PARTNER_KEY_NOT_FOUND',
  // Webhooks.
  'UNSAFE_URL',
  'WEBHOOK_ENDPOINT_NOT_FOUND',
  'WEBHOOK_DELIVERY_NOT_FOUND',
  'EVENT_NOT_IN_SCOPE',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

/**
 * What a failed yup test yields: instead of a text, the code and the message id with its values.
 * The browser formats it with react-intl, the server with the same catalogue (messages.ts).
 */
export type FieldMessage = {
  code: FieldErrorCode;
  id: ValidationMessageId;
  values?: Record<string, string | number>;
};

export const message = (code: FieldErrorCode, id: ValidationMessageId, values?: FieldMessage['values']): FieldMessage => ({
  code,
  id,
  values,
});

// Control characters never belong in a form field (NUL is refused by PostgreSQL; CR/LF in a one-line
// field would let a subject inject mail headers). Multi-line fields may keep tabs and line breaks.
// Nor does a lone UTF-16 surrogate (\p{Cs}: half of an emoji, cut off): it is no character, has no UTF-8
// form, and PostgreSQL refuses its JSON escape (the audit log and the settings keep values as jsonb).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]|\p{Cs}/u;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|\p{Cs}/u;

// yup would turn 42 into "42" and "yes" into true; a form field that arrives with another type is missing.
const onlyStrings = (value: unknown, original: unknown) => (typeof original === 'string' ? value : undefined);
const onlyBooleans = (value: unknown, original: unknown) => (typeof original === 'boolean' ? value : undefined);
const onlyNumbers = (value: unknown, original: unknown) => (typeof original === 'number' ? value : undefined);

/** A required text, trimmed, with length limits in characters; `requiredMessage` says what is missing (default: "This field is required."). */
export function requiredText(min: number, max: number, options: { multiline?: boolean; requiredMessage?: ValidationMessageId } = {}) {
  const forbidden = options.multiline ? CONTROL_CHARACTERS_EXCEPT_LINES : CONTROL_CHARACTERS;
  return string()
    .transform(onlyStrings)
    .trim()
    .required(message('REQUIRED', options.requiredMessage ?? 'validation.required'))
    .test('characters', message('INVALID_CHARACTERS', 'validation.invalidCharacters'), (value) => !value || !forbidden.test(value))
    .min(min, message('TOO_SHORT', 'validation.tooShort', { min }))
    .max(max, message('TOO_LONG', 'validation.tooLong', { max }));
}

/** A required secret (a password): taken exactly as typed, never trimmed, since every character counts. */
export function requiredSecret(max: number) {
  return string()
    .transform(onlyStrings)
    .required(message('REQUIRED', 'validation.required'))
    .max(max, message('TOO_LONG', 'validation.tooLong', { max }));
}

// The part after the last dot of the domain: letters (a top-level domain such as "de"), or an internationalised one ("xn--…").
const DOMAIN_ENDING = /\.(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;

/**
 * Whether an address's domain ends in a top-level domain. yup's (the HTML form's) rule accepts
 * "anna.mueller@beispiel", a host name no mail can reach from the internet: a parent who forgot ".de"
 * would wait for a confirmation that never comes.
 */
export function hasDomainEnding(value: string | null | undefined): boolean {
  if (!value) return true;
  const at = value.lastIndexOf('@');
  return at < 0 || DOMAIN_ENDING.test(value.slice(at + 1));
}

/** An e-mail address as typed (trimmed, at most 254 characters, as RFC 5321 allows, with a domain ending); empty passes. */
export function emailAddress() {
  return string()
    .transform(onlyStrings)
    .trim()
    .max(254, message('TOO_LONG', 'validation.tooLong', { max: 254 }))
    .email(message('INVALID_EMAIL', 'validation.email'))
    .test('domain-ending', message('INVALID_EMAIL', 'validation.emailDomainEnding'), hasDomainEnding);
}

/** A required e-mail address. */
export function requiredEmail() {
  return emailAddress().required(message('REQUIRED', 'validation.required'));
}

/** A checkbox that must be ticked (consents). */
export function mustAccept(id: ValidationMessageId) {
  return boolean().transform(onlyBooleans).required(message('MUST_ACCEPT', id)).oneOf([true], message('MUST_ACCEPT', id));
}

/** An optional text (empty counts as not given, stored as null), trimmed, at most `max` characters. */
export function optionalText(max: number, options: { multiline?: boolean } = {}) {
  const forbidden = options.multiline ? CONTROL_CHARACTERS_EXCEPT_LINES : CONTROL_CHARACTERS;
  return string()
    .transform(onlyStrings)
    .trim()
    .transform((value: string | undefined) => (value ? value : null))
    .nullable()
    .default(null)
    .test('characters', message('INVALID_CHARACTERS', 'validation.invalidCharacters'), (value) => !value || !forbidden.test(value))
    .max(max, message('TOO_LONG', 'validation.tooLong', { max }));
}

/**
 * A translation of a required text: may be left empty (null: not translated), and when written it
 * keeps the required text's limits.
 */
export function optionalTranslation(min: number, max: number, options: { multiline?: boolean } = {}) {
  return optionalText(max, options).test(
    'min',
    message('TOO_SHORT', 'validation.tooShort', { min }),
    (value) => !value || value.length >= min,
  );
}

/** A whole number chosen from `min`…`max` (stars); anything else, or nothing, asks to choose. */
export function requiredChoice(min: number, max: number, id: ValidationMessageId) {
  return number()
    .transform(onlyNumbers)
    .required(message('REQUIRED', id))
    .integer(message('OUT_OF_RANGE', id))
    .min(min, message('OUT_OF_RANGE', id))
    .max(max, message('OUT_OF_RANGE', id));
}

/** A database id (a course's `databaseId`): a positive whole number. */
export function requiredId() {
  return number()
    .transform(onlyNumbers)
    .required(message('REQUIRED', 'validation.required'))
    .integer(message('COURSE_NOT_FOUND', 'validation.courseNotFound'))
    .min(1, message('COURSE_NOT_FOUND', 'validation.courseNotFound'))
    .max(2 ** 31 - 1, message('COURSE_NOT_FOUND', 'validation.courseNotFound'));
}

/** A whole number from `min` to `max` (a number of minutes or days in a setting); the message names the range. */
export function requiredWholeNumber(min: number, max: number) {
  const outOfRange = message('OUT_OF_RANGE', 'validation.numberRange', { min, max });
  return number()
    .transform(onlyNumbers)
    .required(message('REQUIRED', 'validation.required'))
    .integer(outOfRange)
    .min(min, outOfRange)
    .max(max, outOfRange);
}

/** One of a fixed set of values (an enum's names); anything else asks to choose one of them. */
export function requiredOneOf<T extends string>(values: readonly T[]) {
  return mixed<T>()
    .transform(onlyStrings)
    .required(message('REQUIRED', 'validation.required'))
    .oneOf([...values], message('OUT_OF_RANGE', 'validation.invalidChoice'));
}
