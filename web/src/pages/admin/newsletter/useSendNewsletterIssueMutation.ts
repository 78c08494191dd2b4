import { graphql } from 'react-relay/hooks';
import type { useSendNewsletterIssueMutation as SendMutation } from '../../../__generated__/useSendNewsletterIssueMutation.graphql';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';
import { adminNewsletterMessages as messages } from './messages';

const mutation = graphql`
  mutation useSendNewsletterIssueMutation($input: NewsletterIssueInput!) {
    sendNewsletterIssue(input: $input) {
      issue {
        ...NewsletterComposer_issue @relay(mask: false)
      }
      errors {
        field
        message
      }
    }
  }
`;

type SentIssue = NonNullable<SendMutation['response']['sendNewsletterIssue']['issue']>;

/** Starts sending a saved issue to its audience; the answer updates the issue (its status, progress) in the store. */
export function useSendNewsletterIssueMutation() {
  const { run, isInFlight } = useMutationOutcome<SendMutation, SentIssue>(
    mutation,
    ({ sendNewsletterIssue: payload }) => ({ payload, value: payload.issue }),
    messages.failed,
  );
  return { send: (issueId: string) => run({ input: { issueId } }), isInFlight };
}
