import { graphql } from 'react-relay/hooks';
import type { useSendNewsletterIssueMutation as SendMutation } from '../../../__generated__/useSendNewsletterIssueMutation.graphql';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { adminNewsletterMessages as messages } from './messages';

const mutation = graphql`
  mutation useSendNewsletterIssueMutation($input: NewsletterIssueInput!) {
    sendNewsletterIssue(input: $input) {
      issue {
        ...NewsletterComposer_issue @relay(mask: false)
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/** Starts sending a saved issue to its audience; the answer updates the issue (its status, progress) in the store. */
export function useSendNewsletterIssueMutation() {
  const { run, isInFlight } = usePayloadMutation<SendMutation>(mutation, 'sendNewsletterIssue', 'issue', messages.failed);
  return { send: (issueId: string) => run({ input: { issueId } }), isInFlight };
}
