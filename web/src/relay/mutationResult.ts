import type { UseMutationConfig } from 'react-relay/hooks';
import type { Disposable, MutationParameters } from 'relay-runtime';
import { formErrorsOf, type FormErrors } from './userErrors';

/** A form mutation's outcome: the stored object, or the reasons for Formik (`setErrors`, `setStatus`). */
export type FormMutationResult<T> = { ok: true; value: T } | ({ ok: false } & FormErrors);

type Payload = { readonly errors: readonly { readonly field?: string | null; readonly message: string }[] };

/**
 * Reads a mutation payload by the contract (README "The client's side"): errors go on the form; no
 * errors and nothing stored breaks the contract and counts as a failed send (`sendFailed`).
 */
export function payloadResult<T>(payload: Payload, value: T | null | undefined, sendFailed: string): FormMutationResult<T> {
  if (payload.errors.length > 0) return { ok: false, ...formErrorsOf(payload.errors) };
  if (value) return { ok: true, value };
  return { ok: false, fieldErrors: {}, formError: sendFailed };
}

/**
 * Commits a form's mutation and resolves, never rejects: with the payload read by `payloadResult`
 * (`read` picks the payload and the stored object from the response), or, when the request fails
 * altogether (offline, server fault), with `sendFailed` as the form's message. The failure itself goes
 * to the console: fetchGraphQL's message names the operation and the cause.
 */
export function commitFormMutation<TMutation extends MutationParameters, T>(
  commit: (config: UseMutationConfig<TMutation>) => Disposable,
  variables: TMutation['variables'],
  read: (response: TMutation['response']) => { payload: Payload; value: T | null | undefined },
  sendFailed: string,
): Promise<FormMutationResult<T>> {
  return new Promise((resolve) => {
    commit({
      variables,
      onCompleted: (response) => {
        const { payload, value } = read(response);
        resolve(payloadResult(payload, value, sendFailed));
      },
      onError: (error) => {
        console.error(error);
        resolve({ ok: false, fieldErrors: {}, formError: sendFailed });
      },
    });
  });
}
