import { graphql } from 'react-relay/hooks';
import type {
  CreateWebhookEndpointInput,
  useCreateWebhookEndpointMutation as CreateMutation,
} from '../../../__generated__/useCreateWebhookEndpointMutation.graphql';
import type { useDeleteWebhookEndpointMutation as DeleteMutation } from '../../../__generated__/useDeleteWebhookEndpointMutation.graphql';
import type { useRedeliverWebhookMutation as RedeliverMutation } from '../../../__generated__/useRedeliverWebhookMutation.graphql';
import type { useRotateWebhookSecretMutation as RotateMutation } from '../../../__generated__/useRotateWebhookSecretMutation.graphql';
import type {
  UpdateWebhookEndpointInput,
  useUpdateWebhookEndpointMutation as UpdateMutation,
} from '../../../__generated__/useUpdateWebhookEndpointMutation.graphql';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';
import { adminWebhooksMessages as messages } from './messages';

/** A new or rotated secret, as the answer shows it once. */
export interface ShownSecret {
  name: string;
  secret: string;
}

const createMutation = graphql`
  mutation useCreateWebhookEndpointMutation($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      endpoint {
        name
      }
      secret
      errors {
        field
        code
        message
      }
    }
  }
`;

const updateMutation = graphql`
  mutation useUpdateWebhookEndpointMutation($input: UpdateWebhookEndpointInput!) {
    updateWebhookEndpoint(input: $input) {
      endpoint {
        id
        name
        url
        eventTypes
        active
      }
      errors {
        field
        code
        message
      }
    }
  }
`;

const rotateMutation = graphql`
  mutation useRotateWebhookSecretMutation($input: WebhookEndpointInput!) {
    rotateWebhookSecret(input: $input) {
      endpoint {
        id
        name
        secretHint
      }
      secret
      errors {
        field
        code
        message
      }
    }
  }
`;

const deleteMutation = graphql`
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

const redeliverMutation = graphql`
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

const shown = (payload: { readonly endpoint?: { readonly name: string } | null; readonly secret?: string | null }) =>
  payload.endpoint && payload.secret ? { name: payload.endpoint.name, secret: payload.secret } : null;

/** The view's changes (admins only), each resolving to its outcome with the server's translated refusals. */
export function useWebhookMutations() {
  const create = useMutationOutcome<CreateMutation, ShownSecret>(
    createMutation,
    ({ createWebhookEndpoint: payload }) => ({ payload, value: shown(payload) }),
    messages.failed,
  );
  const update = useMutationOutcome<UpdateMutation, { id: string }>(
    updateMutation,
    ({ updateWebhookEndpoint: payload }) => ({ payload, value: payload.endpoint }),
    messages.failed,
  );
  const rotate = useMutationOutcome<RotateMutation, ShownSecret>(
    rotateMutation,
    ({ rotateWebhookSecret: payload }) => ({ payload, value: shown(payload) }),
    messages.failed,
  );
  const remove = useMutationOutcome<DeleteMutation, string>(
    deleteMutation,
    ({ deleteWebhookEndpoint: payload }) => ({ payload, value: payload.deletedEndpointId }),
    messages.failed,
  );
  const redeliver = useMutationOutcome<RedeliverMutation, { id: string }>(
    redeliverMutation,
    ({ redeliverWebhook: payload }) => ({ payload, value: payload.delivery }),
    messages.failed,
  );
  return {
    create: (input: CreateWebhookEndpointInput) => create.run({ input }),
    update: (input: UpdateWebhookEndpointInput) => update.run({ input }),
    rotate: (endpointId: string) => rotate.run({ input: { endpointId } }),
    remove: (endpointId: string) => remove.run({ input: { endpointId } }),
    redeliver: (deliveryId: string) => redeliver.run({ input: { deliveryId } }),
  };
}
