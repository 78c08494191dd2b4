import { graphql } from 'react-relay/hooks';
import type { useAnnounceOrderVoucherMutation as Mutation } from '../../../__generated__/useAnnounceOrderVoucherMutation.graphql';
import { commonMessages } from '../../../i18n/messages';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';

const mutation = graphql`
  mutation useAnnounceOrderVoucherMutation($input: AnnounceOrderVoucherInput!) {
    announceOrderVoucher(input: $input) {
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
 * Records a swim voucher the customer announced later, for a participant who has none. The answer's order (its detail
 * fragment, history included) replaces what the detail dialog shows. `run({ input })` resolves with that order, or
 * the server's refusals in Formik's shapes (no answer: the general error).
 */
export function useAnnounceOrderVoucherMutation() {
  return useMutationOutcome<Mutation, Order>(
    mutation,
    ({ announceOrderVoucher: payload }) => ({ payload, value: payload.order }),
    commonMessages.generalError,
  );
}

type Order = NonNullable<Mutation['response']['announceOrderVoucher']['order']>;
