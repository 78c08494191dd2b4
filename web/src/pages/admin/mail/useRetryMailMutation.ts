import { graphql } from 'react-relay/hooks';
import type { useRetryMailMutation as Mutation } from '../../../__generated__/useRetryMailMutation.graphql';
import { commonMessages } from '../../../i18n/messages';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';

const mutation = graphql`
  mutation useRetryMailMutation($input: RetryMailInput!) {
    retryMail(input: $input) {
      mail {
        ...MailRow_mail
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/**
 * Queues a mail again. The row shows "queued" at once; Relay takes that back when the server refuses (the row then
 * shows the mail as it stands) or does not answer. Resolves with the mail, or the server's reasons (no answer: the
 * general error).
 */
export function useRetryMailMutation() {
  const { run, isInFlight } = usePayloadMutation<Mutation>(mutation, 'retryMail', 'mail', commonMessages.generalError);
  return {
    retry: (mailId: string) =>
      run({ input: { mailId } }, { optimisticUpdater: (store) => store.get(mailId)?.setValue('QUEUED', 'status') }),
    isInFlight,
  };
}
