import { graphql } from 'react-relay/hooks';
import type { useGiveRefundAccountMutation as GiveRefundAccountMutation } from '../../__generated__/useGiveRefundAccountMutation.graphql';
import { usePayloadMutation } from '../../relay/usePayloadMutation';
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
  const { run, isInFlight } = usePayloadMutation<GiveRefundAccountMutation>(
    mutation,
    'giveRefundAccount',
    'order',
    refundIbanMessages.sendFailed,
  );
  return { submit: (input: { accessKey: string; iban: string; accountHolder: string }) => run({ input }), isInFlight };
}
