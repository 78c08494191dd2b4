import { graphql } from 'react-relay/hooks';
import type { useRequestOrderCancellationMutation as RequestOrderCancellationMutation } from '../../../__generated__/useRequestOrderCancellationMutation.graphql';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { orderAfterSaleMessages } from './messages';

const mutation = graphql`
  mutation useRequestOrderCancellationMutation($input: RequestOrderCancellationInput!) {
    requestOrderCancellation(input: $input) {
      alreadyRequested
      order {
        id
        ...CancellationRequest_order
        ...OrderTimeline_order
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/** Sends the cancellation request; the answer's order (by its id) then shows it as sent, history included. */
export function useRequestOrderCancellationMutation() {
  const { run, isInFlight } = usePayloadMutation<RequestOrderCancellationMutation>(
    mutation,
    'requestOrderCancellation',
    'order',
    orderAfterSaleMessages.sendFailed,
  );
  return { submit: (accessKey: string, reason: string) => run({ input: { accessKey, reason } }), isInFlight };
}
