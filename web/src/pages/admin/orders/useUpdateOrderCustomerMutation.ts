import { graphql } from 'react-relay/hooks';
import type { useUpdateOrderCustomerMutation as Mutation } from '../../../__generated__/useUpdateOrderCustomerMutation.graphql';
import { commonMessages } from '../../../i18n/messages';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';

const mutation = graphql`
  mutation useUpdateOrderCustomerMutation($input: UpdateOrderCustomerInput!) {
    updateOrderCustomer(input: $input) {
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
 * Staff complete an order's customer data. The answer's order (its detail fragment, history included) replaces what
 * the detail dialog shows. `run({ input })` resolves with that order, or the server's refusals in Formik's shapes (no
 * answer: the general error).
 */
export function useUpdateOrderCustomerMutation() {
  return useMutationOutcome<Mutation, Order>(
    mutation,
    ({ updateOrderCustomer: payload }) => ({ payload, value: payload.order }),
    commonMessages.generalError,
  );
}

type Order = NonNullable<Mutation['response']['updateOrderCustomer']['order']>;
