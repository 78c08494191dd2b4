import { graphql } from 'react-relay/hooks';
import type { useMarkVoucherRefundedMutation as Mutation } from '../../../__generated__/useMarkVoucherRefundedMutation.graphql';
import { commonMessages } from '../../../i18n/messages';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';

const mutation = graphql`
  mutation useMarkVoucherRefundedMutation($input: MarkVoucherRefundedInput!) {
    markVoucherRefunded(input: $input) {
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
 * Records the voucher's payout as refunded to the customer. The answer's order (its detail fragment, history
 * included) replaces what the detail dialog shows. `run({ input })` resolves with that order, or the server's
 * refusals in Formik's shapes (no answer: the general error).
 */
export function useMarkVoucherRefundedMutation() {
  return usePayloadMutation<Mutation>(mutation, 'markVoucherRefunded', 'order', commonMessages.generalError);
}
