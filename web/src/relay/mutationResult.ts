import { formErrorsOf, type FormErrors } from './userErrors';

/** A form mutation's outcome: the stored object, or the reasons for Formik (`setErrors`, `setStatus`). */
export type FormMutationResult<T> = { ok: true; value: T } | ({ ok: false } & FormErrors);

/**
 * Reads a mutation payload by the contract (README "The client's side"): errors go on the form; no
 * errors and nothing stored breaks the contract and counts as a failed send (`sendFailed`).
 */
export function payloadResult<T>(
  payload: { readonly errors: readonly { readonly field?: string | null; readonly message: string }[] },
  value: T | null | undefined,
  sendFailed: string,
): FormMutationResult<T> {
  if (payload.errors.length > 0) return { ok: false, ...formErrorsOf(payload.errors) };
  if (value) return { ok: true, value };
  return { ok: false, fieldErrors: {}, formError: sendFailed };
}
