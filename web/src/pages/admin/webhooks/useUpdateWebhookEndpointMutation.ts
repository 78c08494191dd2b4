import { graphql } from 'react-relay/hooks';
import type {
  UpdateWebhookEndpointInput,
  useUpdateWebhookEndpointMutation as Mutation,
} from '../../../__generated__/useUpdateWebhookEndpointMutation.graphql';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';
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
        field
        code
        message
      }
    }
  }
`;

/** Changes an endpoint's name, address, partner key, events or active switch (admins only); the answer updates its row. */
export function useUpdateWebhookEndpointMutation() {
  const { run } = useMutationOutcome<Mutation, { id: string }>(
    mutation,
    ({ updateWebhookEndpoint: payload }) => ({ payload, value: payload.endpoint }),
    messages.failed,
  );
  return (input: UpdateWebhookEndpointInput) => run({ input });
}
