import { graphql } from 'react-relay/hooks';
import type {
  CreatePartnerKeyInput,
  useCreatePartnerKeyMutation as CreateMutation,
} from '../../../__generated__/useCreatePartnerKeyMutation.graphql';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';
import { adminPartnerKeysMessages as messages } from './messages';

const mutation = graphql`
  mutation useCreatePartnerKeyMutation($input: CreatePartnerKeyInput!) {
    createPartnerKey(input: $input) {
      key
      partnerKey {
        databaseId
        prefix
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/** Makes a partner key (admins only); the answer holds the key itself, the one time it is shown. */
export function useCreatePartnerKeyMutation() {
  const { run, isInFlight } = useMutationOutcome<CreateMutation, { key: string; prefix: string }>(
    mutation,
    ({ createPartnerKey: payload }) => ({
      payload,
      value: payload.key && payload.partnerKey ? { key: payload.key, prefix: payload.partnerKey.prefix } : null,
    }),
    messages.failed,
  );
  return { create: (input: CreatePartnerKeyInput) => run({ input }), isInFlight };
}
