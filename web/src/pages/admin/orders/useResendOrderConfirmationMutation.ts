import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useResendOrderConfirmationMutation as Mutation } from '../../../__generated__/useResendOrderConfirmationMutation.graphql';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { orderActionMessages } from './messages';

const mutation = graphql`
  mutation useResendOrderConfirmationMutation($input: ResendOrderConfirmationInput!) {
    resendOrderConfirmation(input: $input) {
      order {
        ...orderChanges_order
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/**
 * Queues the confirmation mail again (no optimistic change: nothing on screen changes but the history, which the
 * answer's order brings). Resolves with that order, or the server's reasons (no answer: the resend error's default).
 */
export function useResendOrderConfirmationMutation() {
  const { run, isInFlight } = usePayloadMutation<Mutation>(
    mutation,
    'resendOrderConfirmation',
    'order',
    orderActionMessages.resendErrorDefault,
  );
  const resend = useCallback((orderId: string) => run({ input: { orderId } }), [run]);
  return { resend, isInFlight };
}
