import { graphql } from 'react-relay/hooks';
import type { useMarkVoucherPayoutReceivedMutation as Mutation } from '../../../__generated__/useMarkVoucherPayoutReceivedMutation.graphql';
import { commonMessages } from '../../../i18n/messages';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';

const mutation = graphql`
  mutation useMarkVoucherPayoutReceivedMutation($input: MarkVoucherPayoutReceivedInput!) {
    markVoucherPayoutReceived(input: $input) {
      order {
        ...OrderDetailDialog_order
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/**
 * Records a voucher's payout as received, with its amount. The answer's order (its detail fragment, history included)
 * replaces what the detail dialog shows. `run({ input })` resolves with that order, or the server's refusals in
 * Formik's shapes (no answer: the general error).
 */
export function useMarkVoucherPayoutReceivedMutation() {
  return usePayloadMutation<Mutation>(mutation, 'markVoucherPayoutReceived', 'order', commonMessages.generalError);
}
