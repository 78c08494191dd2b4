import { graphql } from 'react-relay/hooks';
import type { useRevokePartnerKeyMutation as RevokeMutation } from '../../../__generated__/useRevokePartnerKeyMutation.graphql';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';
import { adminPartnerKeysMessages as messages } from './messages';

const mutation = graphql`
  mutation useRevokePartnerKeyMutation($input: RevokePartnerKeyInput!) {
    revokePartnerKey(input: $input) {
      partnerKey {
        databaseId
      }
      errors {
        field
        code
        message
      }
    }
  }
`;

/** Revokes a partner key (admins only): every request with it is refused from then on. */
export function useRevokePartnerKeyMutation() {
  const { run, isInFlight } = useMutationOutcome<RevokeMutation, { databaseId: number }>(
    mutation,
    ({ revokePartnerKey: payload }) => ({ payload, value: payload.partnerKey }),
    messages.failed,
  );
  return { revoke: (keyId: number) => run({ input: { keyId } }), isInFlight };
}
