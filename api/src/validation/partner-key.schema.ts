import { array, number, object } from 'yup';
import { message, requiredText } from './fields.js';

/**
 * Partner API keys: what an admin types when creating or revoking one. One schema per form, used by the web and the
 * server. The scope names are the API's contract with partners (OAuth-style `verb:area`): never renamed, only added.
 */
export const PARTNER_SCOPE_NAMES = ['read:catalogue', 'read:orders', 'write:bookings'] as const;
export type PartnerScopeName = (typeof PARTNER_SCOPE_NAMES)[number];

/** A name that tells the key apart in the list ("Stadtwerke Buchungsportal"): 2 to 100 characters. */
export const PARTNER_KEY_NAME_MAX = 100;

const isScope = (value: unknown): value is PartnerScopeName => PARTNER_SCOPE_NAMES.includes(value as PartnerScopeName);

export const createPartnerKeySchema = object({
  name: requiredText(2, PARTNER_KEY_NAME_MAX),
  // Each entry a known scope, at least one, none twice. A list of another type, or an entry that is no text, is no scope
  // either: the same answer, so nothing unknown is ever stored.
  scopes: array()
    .transform((value, original) => (Array.isArray(original) ? value : undefined))
    .required(message('REQUIRED', 'validation.partnerScopesRequired'))
    .min(1, message('REQUIRED', 'validation.partnerScopesRequired'))
    .max(PARTNER_SCOPE_NAMES.length, message('UNKNOWN_SCOPE', 'validation.partnerScopeUnknown'))
    .test('known', message('UNKNOWN_SCOPE', 'validation.partnerScopeUnknown'), (value) => !value || value.every(isScope))
    .test(
      'distinct',
      message('UNKNOWN_SCOPE', 'validation.partnerScopeUnknown'),
      (value) => !value || new Set(value).size === value.length,
    ),
});

export const revokePartnerKeySchema = object({
  keyId: number()
    .transform((value, original) => (typeof original === 'number' ? value : undefined))
    .required(message('REQUIRED', 'validation.required'))
    .integer(message('PARTNER_KEY_NOT_FOUND', 'validation.partnerKeyNotFound'))
    .min(1, message('PARTNER_KEY_NOT_FOUND', 'validation.partnerKeyNotFound'))
    .max(2 ** 31 - 1, message('PARTNER_KEY_NOT_FOUND', 'validation.partnerKeyNotFound')),
});

/** The scopes as stored: the checked list, in the contract's order. */
export const orderedScopes = (scopes: readonly string[]): PartnerScopeName[] =>
  PARTNER_SCOPE_NAMES.filter((scope) => scopes.includes(scope));
