import { graphql } from 'react-relay/hooks';
import type {
  ParticipantNameInput,
  useChangeOrderParticipantsMutation as ChangeOrderParticipantsMutation,
} from '../../../__generated__/useChangeOrderParticipantsMutation.graphql';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { orderAfterSaleMessages } from './messages';

const mutation = graphql`
  mutation useChangeOrderParticipantsMutation($input: ChangeOrderParticipantsInput!) {
    changeOrderParticipants(input: $input) {
      order {
        id
        ...OrderDetails_order
        ...OrderTimeline_order
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/** Renames participants; the answer's order (by its id) updates the page, history included. */
export function useChangeOrderParticipantsMutation() {
  const { run, isInFlight } = usePayloadMutation<ChangeOrderParticipantsMutation>(
    mutation,
    'changeOrderParticipants',
    'order',
    orderAfterSaleMessages.sendFailed,
  );
  return { submit: (accessKey: string, participants: ParticipantNameInput[]) => run({ input: { accessKey, participants } }), isInFlight };
}
