import { graphql } from 'react-relay/hooks';
import type { useUpdateOrderParticipantsMutation as Mutation } from '../../../__generated__/useUpdateOrderParticipantsMutation.graphql';
import { commonMessages } from '../../../i18n/messages';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';

const mutation = graphql`
  mutation useUpdateOrderParticipantsMutation($input: UpdateOrderParticipantsInput!) {
    updateOrderParticipants(input: $input) {
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
 * Staff complete the participants of an order's item. The answer's order (its detail fragment, history included)
 * replaces what the detail dialog shows. `run({ input })` resolves with that order, or the server's refusals in
 * Formik's shapes (no answer: the general error).
 */
export function useUpdateOrderParticipantsMutation() {
  return usePayloadMutation<Mutation>(mutation, 'updateOrderParticipants', 'order', commonMessages.generalError);
}
