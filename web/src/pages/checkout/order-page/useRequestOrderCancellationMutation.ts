import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useRequestOrderCancellationMutation as Mutation } from '../../../__generated__/useRequestOrderCancellationMutation.graphql';
import { commitFormMutation, type FormMutationResult } from '../../../relay/mutationResult';
import { orderAfterSaleMessages } from './messages';

/** Sends the cancellation request; the answer's order (by its id) then shows it as sent, history included. */
export function useRequestOrderCancellationMutation() {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useRequestOrderCancellationMutation($input: RequestOrderCancellationInput!) {
      requestOrderCancellation(input: $input) {
        alreadyRequested
        order {
          id
          ...CancellationRequest_order
          ...OrderTimeline_order
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const submit = useCallback(
    (accessKey: string, reason: string): Promise<FormMutationResult<{ id: string }>> =>
      commitFormMutation(
        commit,
        { input: { accessKey, reason } },
        ({ requestOrderCancellation: payload }) => ({ payload, value: payload.order }),
        intl.formatMessage(orderAfterSaleMessages.sendFailed),
      ),
    [commit, intl],
  );
  return { submit, isInFlight };
}
