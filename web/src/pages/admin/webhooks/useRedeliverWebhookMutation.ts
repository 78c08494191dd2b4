import { graphql } from 'react-relay/hooks';
import type { useRedeliverWebhookMutation as Mutation } from '../../../__generated__/useRedeliverWebhookMutation.graphql';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { adminWebhooksMessages as messages } from './messages';

const mutation = graphql`
  mutation useRedeliverWebhookMutation($input: RedeliverWebhookInput!) {
    redeliverWebhook(input: $input) {
      delivery {
        id
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/** One more attempt of a delivery, now (admins only). */
export function useRedeliverWebhookMutation() {
  const { run } = usePayloadMutation<Mutation>(mutation, 'redeliverWebhook', 'delivery', messages.failed);
  return (deliveryId: string) => run({ input: { deliveryId } });
}
