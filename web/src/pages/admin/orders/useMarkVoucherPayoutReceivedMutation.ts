import { graphql } from 'react-relay/hooks';
import type { useMarkVoucherPayoutReceivedMutation as Mutation } from '../../../__generated__/useMarkVoucherPayoutReceivedMutation.graphql';
import { commonMessages } from '../../../i18n/messages';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';

const mutation = graphql`
  mutation useMarkVoucherPayoutReceivedMutation($input: MarkVoucherPayoutReceivedInput!) {
    markVoucherPayoutReceived(input: $input) {
      voucher {
        id
        status
      }
      order {
        ...OrderDetailDialog_order
      }
      errors {
        field
        message
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
  return useMutationOutcome<Mutation, Order>(
    mutation,
    ({ markVoucherPayoutReceived: payload }) => ({ payload, value: payload.order }),
    commonMessages.generalError,
  );
}

type Order = NonNullable<Mutation['response']['markVoucherPayoutReceived']['order']>;
