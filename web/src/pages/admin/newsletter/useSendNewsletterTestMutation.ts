import { graphql } from 'react-relay/hooks';
import type { useSendNewsletterTestMutation as TestMutation } from '../../../__generated__/useSendNewsletterTestMutation.graphql';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';
import { adminNewsletterMessages as messages } from './messages';

const mutation = graphql`
  mutation useSendNewsletterTestMutation($input: NewsletterIssueInput!) {
    sendNewsletterTest(input: $input) {
      email
      count
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/** Sends a saved issue, marked as a test, to the signed-in admin's own address; resolves with that address and how many mails went. */
export function useSendNewsletterTestMutation() {
  const { run, isInFlight } = useMutationOutcome<TestMutation, { email: string; count: number }>(
    mutation,
    ({ sendNewsletterTest: payload }) => ({ payload, value: payload.email ? { email: payload.email, count: payload.count } : null }),
    messages.failed,
  );
  return { sendTest: (issueId: string) => run({ input: { issueId } }), isInFlight };
}
