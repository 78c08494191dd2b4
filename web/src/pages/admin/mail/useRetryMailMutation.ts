import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useRetryMailMutation as RetryMutation } from '../../../__generated__/useRetryMailMutation.graphql';

/** Done, or refused with the server's message (null: no answer at all). */
export type RetryOutcome = { ok: true } | { ok: false; message: string | null };

/**
 * Queues a mail again. The row shows "queued" at once; Relay takes that back when the server refuses (the row
 * then shows the mail as it stands) or does not answer.
 */
export function useRetryMailMutation() {
  const [commit, isInFlight] = useMutation<RetryMutation>(graphql`
    mutation useRetryMailMutation($input: RetryMailInput!) {
      retryMail(input: $input) {
        mail {
          ...MailRow_mail
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const retry = useCallback(
    (mailId: string) =>
      new Promise<RetryOutcome>((resolve) => {
        commit({
          variables: { input: { mailId } },
          optimisticUpdater: (store) => store.get(mailId)?.setValue('QUEUED', 'status'),
          onCompleted: (response) => {
            const errors = response.retryMail.errors;
            resolve(errors.length > 0 ? { ok: false, message: errors.map((error) => error.message).join(' ') } : { ok: true });
          },
          onError: (error) => {
            console.error(error);
            resolve({ ok: false, message: null });
          },
        });
      }),
    [commit],
  );
  return { retry, isInFlight };
}
