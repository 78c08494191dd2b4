import { graphql } from 'react-relay/hooks';
import type { useRotateWebhookSecretMutation as Mutation } from '../../../__generated__/useRotateWebhookSecretMutation.graphql';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';
import { adminWebhooksMessages as messages } from './messages';
import { type ShownSecret, shownSecret } from './shownSecret';

const mutation = graphql`
  mutation useRotateWebhookSecretMutation($input: WebhookEndpointInput!) {
    rotateWebhookSecret(input: $input) {
      endpoint {
        id
        name
        secretHint
      }
      secret
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/** A new signing secret for an endpoint (admins only), shown once; the old one signs nothing from then on. */
export function useRotateWebhookSecretMutation() {
  const { run } = useMutationOutcome<Mutation, ShownSecret>(
    mutation,
    ({ rotateWebhookSecret: payload }) => ({ payload, value: shownSecret(payload) }),
    messages.failed,
  );
  return (endpointId: string) => run({ input: { endpointId } });
}
