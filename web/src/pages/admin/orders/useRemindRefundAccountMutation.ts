import { graphql } from 'react-relay/hooks';
import type { useRemindRefundAccountMutation as Mutation } from '../../../__generated__/useRemindRefundAccountMutation.graphql';
import { commonMessages } from '../../../i18n/messages';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';

const mutation = graphql`
  mutation useRemindRefundAccountMutation($input: RemindRefundAccountInput!) {
    remindRefundAccount(input: $input) {
      order {
        ...orderChanges_refunds
      }
      errors {
        field
        code
        message
      }
    }
  }
`;

/**
 * Asks the customer again by mail for the account of an owed transfer. The answer's order refreshes its refunds and
 * history. Resolves with that order, or the server's reasons (no answer: the general error).
 */
export function useRemindRefundAccountMutation() {
  const { run, isInFlight } = useMutationOutcome<Mutation, Order>(
    mutation,
    ({ remindRefundAccount: payload }) => ({ payload, value: payload.order }),
    commonMessages.generalError,
  );
  return { remind: (refundId: string) => run({ input: { refundId } }), isInFlight };
}

type Order = NonNullable<Mutation['response']['remindRefundAccount']['order']>;
