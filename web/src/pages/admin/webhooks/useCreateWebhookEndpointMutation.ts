import { graphql } from 'react-relay/hooks';
import type {
  CreateWebhookEndpointInput,
  useCreateWebhookEndpointMutation as Mutation,
} from '../../../__generated__/useCreateWebhookEndpointMutation.graphql';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';
import { adminWebhooksMessages as messages } from './messages';
import { type ShownSecret, shownSecret } from './shownSecret';

const mutation = graphql`
  mutation useCreateWebhookEndpointMutation($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      endpoint {
        name
      }
      secret
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/** Registers an endpoint (admins only); resolves to its signing secret, shown once, or the server's translated refusals. */
export function useCreateWebhookEndpointMutation() {
  const { run } = useMutationOutcome<Mutation, ShownSecret>(
    mutation,
    ({ createWebhookEndpoint: payload }) => ({ payload, value: shownSecret(payload) }),
    messages.failed,
  );
  return (input: CreateWebhookEndpointInput) => run({ input });
}
