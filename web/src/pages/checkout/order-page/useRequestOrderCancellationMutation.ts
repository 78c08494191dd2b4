import { graphql } from 'react-relay/hooks';
import type { useRequestOrderCancellationMutation as RequestOrderCancellationMutation } from '../../../__generated__/useRequestOrderCancellationMutation.graphql';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';
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
  const { run, isInFlight } = useMutationOutcome<RequestOrderCancellationMutation, { id: string }>(
    mutation,
    ({ requestOrderCancellation: payload }) => ({ payload, value: payload.order }),
    orderAfterSaleMessages.sendFailed,
  );
  return { submit: (accessKey: string, reason: string) => run({ input: { accessKey, reason } }), isInFlight };
}
