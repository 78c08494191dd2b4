import { graphql } from 'react-relay/hooks';
import type { useRemindRefundAccountMutation as Mutation } from '../../../__generated__/useRemindRefundAccountMutation.graphql';
import { commonMessages } from '../../../i18n/messages';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';

const mutation = graphql`
  mutation useRemindRefundAccountMutation($input: RemindRefundAccountInput!) {
    remindRefundAccount(input: $input) {
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
 * Asks the customer again by mail for the account of an owed transfer. The answer's order refreshes its refunds and
 * history. Resolves with that order, or the server's reasons (no answer: the general error).
 */
export function useRemindRefundAccountMutation() {
  const { run, isInFlight } = usePayloadMutation<Mutation>(mutation, 'remindRefundAccount', 'order', commonMessages.generalError);
  return { remind: (refundId: string) => run({ input: { refundId } }), isInFlight };
}
