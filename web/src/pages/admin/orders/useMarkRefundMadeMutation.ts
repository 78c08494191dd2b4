import { graphql } from 'react-relay/hooks';
import type { useMarkRefundMadeMutation as Mutation } from '../../../__generated__/useMarkRefundMadeMutation.graphql';
import { commonMessages } from '../../../i18n/messages';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';

const mutation = graphql`
  mutation useMarkRefundMadeMutation($input: MarkRefundMadeInput!) {
    markRefundMade(input: $input) {
      order {
        ...orderChanges_refunds
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/**
 * Marks an owed transfer made. The answer's order refreshes its refunds and history. Resolves with that order, or the
 * server's reasons (no answer: the general error).
 */
export function useMarkRefundMadeMutation() {
  const { run, isInFlight } = usePayloadMutation<Mutation>(mutation, 'markRefundMade', 'order', commonMessages.generalError);
  return { markMade: (refundId: string) => run({ input: { refundId } }), isInFlight };
}
