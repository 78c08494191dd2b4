import { graphql } from 'react-relay/hooks';
import type { useRedeliverWebhookMutation as Mutation } from '../../../__generated__/useRedeliverWebhookMutation.graphql';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';
import { adminWebhooksMessages as messages } from './messages';

const mutation = graphql`
  mutation useRedeliverWebhookMutation($input: RedeliverWebhookInput!) {
    redeliverWebhook(input: $input) {
      delivery {
        id
      }
      errors {
        field
        code
        message
      }
    }
  }
`;

/** One more attempt of a delivery, now (admins only). */
export function useRedeliverWebhookMutation() {
  const { run } = useMutationOutcome<Mutation, { id: string }>(
    mutation,
    ({ redeliverWebhook: payload }) => ({ payload, value: payload.delivery }),
    messages.failed,
  );
  return (deliveryId: string) => run({ input: { deliveryId } });
}
