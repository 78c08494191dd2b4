import { graphql } from 'react-relay/hooks';
import type { useMarkVoucherRefundedMutation as Mutation } from '../../../__generated__/useMarkVoucherRefundedMutation.graphql';
import { commonMessages } from '../../../i18n/messages';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';

const mutation = graphql`
  mutation useMarkVoucherRefundedMutation($input: MarkVoucherRefundedInput!) {
    markVoucherRefunded(input: $input) {
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
 * Records the voucher's payout as refunded to the customer. The answer's order (its detail fragment, history
 * included) replaces what the detail dialog shows. `run({ input })` resolves with that order, or the server's
 * refusals in Formik's shapes (no answer: the general error).
 */
export function useMarkVoucherRefundedMutation() {
  return useMutationOutcome<Mutation, Order>(
    mutation,
    ({ markVoucherRefunded: payload }) => ({ payload, value: payload.order }),
    commonMessages.generalError,
  );
}

type Order = NonNullable<Mutation['response']['markVoucherRefunded']['order']>;
