import { graphql } from 'react-relay/hooks';
import type { useDeleteWebhookEndpointMutation as Mutation } from '../../../__generated__/useDeleteWebhookEndpointMutation.graphql';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';
import { adminWebhooksMessages as messages } from './messages';

const mutation = graphql`
  mutation useDeleteWebhookEndpointMutation($input: WebhookEndpointInput!) {
    deleteWebhookEndpoint(input: $input) {
      deletedEndpointId
      errors {
        field
        code
        message
      }
    }
  }
`;

/** Deletes an endpoint with its deliveries (admins only); resolves to the deleted endpoint's id. */
export function useDeleteWebhookEndpointMutation() {
  const { run } = useMutationOutcome<Mutation, string>(
    mutation,
    ({ deleteWebhookEndpoint: payload }) => ({ payload, value: payload.deletedEndpointId }),
    messages.failed,
  );
  return (endpointId: string) => run({ input: { endpointId } });
}
