import { array, object, string } from 'yup';
import { CONTROL_CHARACTERS, emailAddress, message, requiredEmail, requiredText } from './fields.js';

/** Limits of the business profile, for the schema and for the admin form's hints. */
export const BUSINESS_PROFILE_LIMITS = {
  legalName: { min: 2, max: 120 },
  owner: { max: 120 },
  street: { max: 100 },
  postalCode: { min: 4, max: 10 },
  town: { min: 2, max: 80 },
  phone: { max: 30 },
  taxNumber: { max: 30 },
  registerEntry: { max: 120 },
  /** More would be a mailing list: the office's own addresses only. */
  notificationEmails: { max: 5 },
} as const;

const PHONE_CHARACTERS = /^[0-9+\-/() ]+$/;
/** USt-IdNr.: DE and nine digits (§ 27a UStG); written with spaces or in lower case it is still the same number. */
export const VAT_ID_PATTERN = /^DE\d{9}$/;
const onlyStrings = (value: unknown, original: unknown) => (typeof original === 'string' ? value : undefined);

/** A one-line text that may stay empty (stored as ''): empty keeps the page's placeholder ("[Straße und Hausnummer]"). */
function optionalLine(max: number) {
  return string()
    .transform(onlyStrings)
    .trim()
    .default('')
    .test('characters', message('INVALID_CHARACTERS', 'validation.invalidCharacters'), (value) => !value || !CONTROL_CHARACTERS.test(value))
    .max(max, message('TOO_LONG', 'validation.tooLong', { max }));
}

const { legalName, owner, street, postalCode, town, phone, taxNumber, registerEntry, notificationEmails } = BUSINESS_PROFILE_LIMITS;

/**
 * The school's own facts (imprint, invoices, mails), edited by admins. Name, place and the public address are
 * required (every reader prints them); the rest may stay empty until known.
 */
export const businessProfileSchema = object({
  legalName: requiredText(legalName.min, legalName.max),
  owner: optionalLine(owner.max),
  street: optionalLine(street.max),
  postalCode: requiredText(postalCode.min, postalCode.max),
  town: requiredText(town.min, town.max),
  country: string()
    .transform((value: unknown, original: unknown) => (typeof original === 'string' ? original.trim().toUpperCase() : undefined))
    .required(message('REQUIRED', 'validation.required'))
    .matches(/^[A-Z]{2}$/, { message: message('OUT_OF_RANGE', 'validation.countryCode'), excludeEmptyString: true }),
  phone: optionalLine(phone.max).test(
    'phone',
    message('INVALID_CHARACTERS', 'validation.phoneInvalid'),
    (value) => !value || PHONE_CHARACTERS.test(value),
  ),
  email: requiredEmail(),
  taxNumber: optionalLine(taxNumber.max),
  vatId: string()
    .transform((value: unknown, original: unknown) =>
      typeof original === 'string' ? original.replace(/\s+/g, '').toUpperCase() : undefined,
    )
    .default('')
    .test('vatId', message('INVALID_VAT_ID', 'validation.vatId'), (value) => !value || VAT_ID_PATTERN.test(value)),
  registerEntry: optionalLine(registerEntry.max),
  notificationEmails: array()
    .transform((value: unknown, original: unknown) => (Array.isArray(original) ? value : undefined))
    .of(requiredEmail())
    .default([])
    .max(notificationEmails.max, message('OUT_OF_RANGE', 'validation.notificationEmailsCount', { max: notificationEmails.max }))
    // The same address twice would get every notification twice.
    .transform((value: unknown) =>
      Array.isArray(value) ? [...new Set(value.map((entry) => (typeof entry === 'string' ? entry.trim().toLowerCase() : entry)))] : value,
    ),
});

/**
 * The admin form's rules: the same, but the form has one input per notification address (as many as allowed), of
 * which any may stay empty; the form sends only the filled ones, which the server checks with the schema above.
 */
export const businessProfileFormSchema = businessProfileSchema.shape({
  notificationEmails: array().of(emailAddress()),
});
