import { graphql } from 'react-relay/hooks';
import type {
  UpdateWebhookEndpointInput,
  useUpdateWebhookEndpointMutation as Mutation,
} from '../../../__generated__/useUpdateWebhookEndpointMutation.graphql';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { adminWebhooksMessages as messages } from './messages';

const mutation = graphql`
  mutation useUpdateWebhookEndpointMutation($input: UpdateWebhookEndpointInput!) {
    updateWebhookEndpoint(input: $input) {
      endpoint {
        id
        name
        url
        eventTypes
        active
        partnerKey {
          databaseId
          name
          prefix
          revokedAt
        }
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/** Changes an endpoint's name, address, partner key, events or active switch (admins only); the answer updates its row. */
export function useUpdateWebhookEndpointMutation() {
  const { run } = usePayloadMutation<Mutation>(mutation, 'updateWebhookEndpoint', 'endpoint', messages.failed);
  return (input: UpdateWebhookEndpointInput) => run({ input });
}
