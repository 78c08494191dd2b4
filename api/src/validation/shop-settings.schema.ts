import { object, string } from 'yup';
import { message, requiredOneOf, requiredText, requiredWholeNumber } from './fields.js';
import { isValidBic, isValidIban, normalizeBic, normalizeIban } from './iban.js';

/**
 * How prices are shown (docs/SPEC.md §1 has both readings; docs/DESIGN.md: one setting decides, shown the same everywhere):
 * `INCLUDED_19` — prices include 19 % VAT; `SMALL_BUSINESS` — no VAT is charged (§ 19 UStG).
 */
export const VAT_MODES = ['INCLUDED_19', 'SMALL_BUSINESS'] as const;
export type VatMode = (typeof VAT_MODES)[number];

/** Limits of the shop settings, for the schema and for the admin form's hints. */
export const SHOP_SETTINGS_LIMITS = {
  /** How long checkout keeps a place for a visitor before someone else may take it. */
  placeHoldMinutes: { min: 5, max: 60 },
  /** Days a bank-transfer customer has to pay. */
  paymentDays: { min: 1, max: 30 },
  accountHolder: { min: 2, max: 70 },
  bankName: { min: 2, max: 70 },
  /** How many days before a course starts the office is warned that it has fewer bookings than its minimum. */
  minParticipantsWarningDays: { min: 1, max: 60 },
} as const;

// Spaces as people copy them from a bank statement are fine; stored without, in upper case.
const iban = string()
  .transform((value: unknown, original: unknown) => (typeof original === 'string' ? normalizeIban(original) : undefined))
  .required(message('REQUIRED', 'validation.required'))
  .test('iban', message('INVALID_IBAN', 'validation.iban'), (value) => !value || isValidIban(value));

const bic = string()
  .transform((value: unknown, original: unknown) => (typeof original === 'string' ? normalizeBic(original) : undefined))
  .required(message('REQUIRED', 'validation.required'))
  .test('bic', message('INVALID_BIC', 'validation.bic'), (value) => !value || isValidBic(value));

const { placeHoldMinutes, paymentDays, accountHolder, bankName } = SHOP_SETTINGS_LIMITS;

/**
 * The account customers pay bank transfers into, as printed in order mails. All of it is required: a
 * transfer without account holder or bank name is hard to check for a customer, and the BIC helps
 * customers whose bank (outside Germany) still asks for it.
 */
export const bankTransferSchema = object({
  accountHolder: requiredText(accountHolder.min, accountHolder.max),
  iban,
  bic,
  bankName: requiredText(bankName.min, bankName.max),
  paymentDays: requiredWholeNumber(paymentDays.min, paymentDays.max),
}).typeError(message('REQUIRED', 'validation.required'));

/** The shop's business settings, edited by admins (checkout, orders and mails read them). */
export const shopSettingsSchema = object({
  vatMode: requiredOneOf(VAT_MODES),
  placeHoldMinutes: requiredWholeNumber(placeHoldMinutes.min, placeHoldMinutes.max),
  bankTransfer: bankTransferSchema,
  // Optional: absent (an older client) keeps the stored value (shop-settings.service.ts).
  minParticipantsWarningDays: requiredWholeNumber(
    SHOP_SETTINGS_LIMITS.minParticipantsWarningDays.min,
    SHOP_SETTINGS_LIMITS.minParticipantsWarningDays.max,
  )
    .optional()
    .nullable(),
});
