import { graphql } from 'react-relay/hooks';
import type { useRevokePartnerKeyMutation as RevokeMutation } from '../../../__generated__/useRevokePartnerKeyMutation.graphql';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { adminPartnerKeysMessages as messages } from './messages';

const mutation = graphql`
  mutation useRevokePartnerKeyMutation($input: RevokePartnerKeyInput!) {
    revokePartnerKey(input: $input) {
      partnerKey {
        databaseId
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/** Revokes a partner key (admins only): every request with it is refused from then on. */
export function useRevokePartnerKeyMutation() {
  const { run, isInFlight } = usePayloadMutation<RevokeMutation>(mutation, 'revokePartnerKey', 'partnerKey', messages.failed);
  return { revoke: (keyId: number) => run({ input: { keyId } }), isInFlight };
}
