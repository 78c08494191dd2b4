import { graphql } from 'react-relay/hooks';
import type { useAnnounceOrderVoucherMutation as Mutation } from '../../../__generated__/useAnnounceOrderVoucherMutation.graphql';
import { commonMessages } from '../../../i18n/messages';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';

const mutation = graphql`
  mutation useAnnounceOrderVoucherMutation($input: AnnounceOrderVoucherInput!) {
    announceOrderVoucher(input: $input) {
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
 * Records a swim voucher the customer announced later, for a participant who has none. The answer's order (its detail
 * fragment, history included) replaces what the detail dialog shows. `run({ input })` resolves with that order, or
 * the server's refusals in Formik's shapes (no answer: the general error).
 */
export function useAnnounceOrderVoucherMutation() {
  return usePayloadMutation<Mutation>(mutation, 'announceOrderVoucher', 'order', commonMessages.generalError);
}
