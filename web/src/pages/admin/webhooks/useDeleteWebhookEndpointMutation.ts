import { graphql } from 'react-relay/hooks';
import type { useDeleteWebhookEndpointMutation as Mutation } from '../../../__generated__/useDeleteWebhookEndpointMutation.graphql';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { adminWebhooksMessages as messages } from './messages';

const mutation = graphql`
  mutation useDeleteWebhookEndpointMutation($input: WebhookEndpointInput!) {
    deleteWebhookEndpoint(input: $input) {
      deletedEndpointId
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/** Deletes an endpoint with its deliveries (admins only); resolves to the deleted endpoint's id. */
export function useDeleteWebhookEndpointMutation() {
  const { run } = usePayloadMutation<Mutation>(mutation, 'deleteWebhookEndpoint', 'deletedEndpointId', messages.failed);
  return (endpointId: string) => run({ input: { endpointId } });
}
