import { graphql } from 'react-relay/hooks';
import type { useGiveRefundAccountMutation as GiveRefundAccountMutation } from '../../__generated__/useGiveRefundAccountMutation.graphql';
import { useMutationOutcome } from '../../relay/useMutationOutcome';
import { refundIbanMessages } from './messages';

const mutation = graphql`
  mutation useGiveRefundAccountMutation($input: GiveRefundAccountInput!) {
    giveRefundAccount(input: $input) {
      order {
        id
        ...RefundIbanForm_order
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/** The customer's account for the order's refunds owed by bank transfer; the answer updates the order's refunds in the store. */
export function useGiveRefundAccountMutation() {
  const { run, isInFlight } = useMutationOutcome<GiveRefundAccountMutation, { id: string }>(
    mutation,
    ({ giveRefundAccount: payload }) => ({ payload, value: payload.order }),
    refundIbanMessages.sendFailed,
  );
  return { submit: (input: { accessKey: string; iban: string; accountHolder: string }) => run({ input }), isInFlight };
}
