import { graphql } from 'react-relay/hooks';
import type { useUpdateOrderCustomerMutation as Mutation } from '../../../__generated__/useUpdateOrderCustomerMutation.graphql';
import { commonMessages } from '../../../i18n/messages';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';

const mutation = graphql`
  mutation useUpdateOrderCustomerMutation($input: UpdateOrderCustomerInput!) {
    updateOrderCustomer(input: $input) {
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
 * Staff complete an order's customer data. The answer's order (its detail fragment, history included) replaces what
 * the detail dialog shows. `run({ input })` resolves with that order, or the server's refusals in Formik's shapes (no
 * answer: the general error).
 */
export function useUpdateOrderCustomerMutation() {
  return usePayloadMutation<Mutation>(mutation, 'updateOrderCustomer', 'order', commonMessages.generalError);
}
