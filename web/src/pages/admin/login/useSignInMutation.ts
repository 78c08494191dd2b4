import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { SignInInput, useSignInMutation as SignInMutation } from '../../../__generated__/useSignInMutation.graphql';
import { GraphQLRequestError } from '../../../relay/fetchGraphQL';
import { type MutationOutcome, outcomeOf } from '../../../relay/useMutationOutcome';
import { adminLoginMessages } from '../messages';

type SignedIn = NonNullable<SignInMutation['response']['signIn']['viewer']>;

/**
 * Seconds to wait when the server refused the attempt as one too many (HTTP 429, `RATE_LIMITED`); null
 * for any other failure. Without a figure (the general write budget), its window: a minute.
 */
function refusedForSeconds(error: Error): number | null {
  if (!(error instanceof GraphQLRequestError)) return null;
  const refusal = error.errors.find((entry) => entry.extensions?.code === 'RATE_LIMITED');
  if (!refusal) return null;
  const seconds = (refusal.extensions as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : 60;
}

/**
 * Signs in (docs/SPEC.md §2/§5). The server sets the httpOnly session cookie; the page never sees the token
 * (it does not ask for it). `submit` always resolves: wrong credentials come back as the form's message
 * (docs/SPEC.md §8), too many failures as the translated "try again in … minutes", a failed request as
 * `sendFailed`. On success the store's `viewer` becomes the signed-in user, so the header shows sign-out.
 */
export function useSignInMutation() {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<SignInMutation>(graphql`
    mutation useSignInMutation($input: SignInInput!) {
      signIn(input: $input) {
        viewer {
          id
          username
          role
        }
        errors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);

  const submit = useCallback(
    (input: SignInInput): Promise<MutationOutcome<SignedIn>> =>
      new Promise((resolve) => {
        const sendFailed = intl.formatMessage(adminLoginMessages.sendFailed);
        commit({
          variables: { input },
          updater: (store) => {
            const viewer = store.getRootField('signIn')?.getLinkedRecord('viewer');
            if (viewer) store.getRoot().setLinkedRecord(viewer, 'viewer');
          },
          onCompleted: ({ signIn }) => resolve(outcomeOf(signIn, signIn.viewer, sendFailed)),
          onError: (error) => {
            const seconds = refusedForSeconds(error);
            if (seconds === null) console.error(error);
            const formError =
              seconds === null
                ? sendFailed
                : intl.formatMessage({ id: 'validation.signInThrottled' }, { minutes: Math.ceil(seconds / 60) });
            resolve({ ok: false, answered: seconds !== null, fieldErrors: {}, formError });
          },
        });
      }),
    [commit, intl],
  );

  return { submit, isInFlight };
}
