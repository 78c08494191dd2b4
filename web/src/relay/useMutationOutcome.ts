import { useCallback, useRef } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { type UseMutationConfig, useMutation } from 'react-relay/hooks';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { formErrorsOf, type FormErrors } from './userErrors';

/**
 * How a mutation ended: done with what it stored (`value`), or not, with the reasons in Formik's shapes
 * (`setErrors(fieldErrors)`, `setStatus(formError)`). `answered` tells a refusal by the server (its reasons, in
 * the page's language) from a request that got no answer at all (offline, server fault: `formError` is then the
 * view's own "could not be sent" message).
 */
export type MutationOutcome<T> = { ok: true; value: T } | ({ ok: false; answered: boolean } & FormErrors);

/** What a payload carries by the API's contract (README "The client's side"): the refusals, possibly none. */
export interface MutationPayload {
  readonly errors: readonly { readonly field?: string | null; readonly message: string }[];
}

/** Picks the payload and what it stored out of a mutation's response; `value` null or undefined means nothing was stored. */
export type ReadPayload<TMutation extends MutationParameters, T> = (response: TMutation['response']) => {
  payload: MutationPayload | null | undefined;
  value: T | null | undefined;
};

/** What a call may add to the mutation: the change shown before the answer, and changes to the store after it. */
export type MutationUpdates<TMutation extends MutationParameters> = Pick<
  UseMutationConfig<TMutation>,
  'optimisticUpdater' | 'optimisticResponse' | 'updater'
>;

/**
 * Reads a payload by the contract: refusals go on the form; no refusal and nothing stored breaks the contract and
 * counts as a request that failed (`notSent`).
 */
export function outcomeOf<T>(
  payload: MutationPayload | null | undefined,
  value: T | null | undefined,
  notSent: string,
): MutationOutcome<T> {
  const errors = payload?.errors ?? [];
  if (errors.length > 0) return { ok: false, answered: true, ...formErrorsOf(errors) };
  if (value !== null && value !== undefined) return { ok: true, value };
  return { ok: false, answered: false, fieldErrors: {}, formError: notSent };
}

/**
 * The one way a view runs a mutation: `run(variables, updates?)` commits it and resolves with its outcome, never
 * rejects. An optimistic change (`updates`) shows at once; Relay takes it back when the answer comes (the server's
 * records are shown then) or when the request fails. A failed request is logged: fetchGraphQL's message names the
 * operation and the cause. `notSent` is the view's translated message for a request that got no answer.
 */
export function useMutationOutcome<TMutation extends MutationParameters, T>(
  mutation: GraphQLTaggedNode,
  read: ReadPayload<TMutation, T>,
  notSent: MessageDescriptor,
): { run: (variables: TMutation['variables'], updates?: MutationUpdates<TMutation>) => Promise<MutationOutcome<T>>; isInFlight: boolean } {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<TMutation>(mutation);
  // The latest reader, so a reader written inline does not give `run` a new identity on every render.
  const readRef = useRef(read);
  readRef.current = read;

  const run = useCallback(
    (variables: TMutation['variables'], updates?: MutationUpdates<TMutation>) =>
      new Promise<MutationOutcome<T>>((resolve) => {
        const message = intl.formatMessage(notSent);
        commit({
          ...updates,
          variables,
          onCompleted: (response) => {
            const { payload, value } = readRef.current(response);
            resolve(outcomeOf(payload, value, message));
          },
          onError: (error) => {
            console.error(error);
            resolve({ ok: false, answered: false, fieldErrors: {}, formError: message });
          },
        });
      }),
    [commit, intl, notSent],
  );

  return { run, isInFlight };
}
