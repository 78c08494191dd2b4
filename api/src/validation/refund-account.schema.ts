import { object, string } from 'yup';
import { message, requiredText } from './fields.js';
import { isValidIban, normalizeIban } from './iban.js';

/**
 * The account a customer gives on their order page for a refund owed by bank transfer: the IBAN (spaces
 * and dashes as typed are fine; stored in electronic form, checked by its ISO 13616 check digits) and the holder.
 */
export const refundAccountSchema = object({
  iban: string()
    .transform((_value: unknown, original: unknown) => (typeof original === 'string' ? normalizeIban(original) : undefined))
    .required(message('REQUIRED', 'validation.required'))
    .test('iban', message('INVALID_IBAN', 'validation.iban'), (value) => !value || isValidIban(value)),
  accountHolder: requiredText(2, 100),
});

export type RefundAccountValues = ReturnType<typeof refundAccountSchema.validateSync>;
