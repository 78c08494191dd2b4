import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSetCartParticipantMutation as SetCartParticipantMutation } from '../../__generated__/useSetCartParticipantMutation.graphql';
import { linkAnsweredCart } from '../../layout/cart/cartStore';

/** Saved; or why not: the server's message (already in the page's language) and its field, or null when no answer came. */
export type SaveParticipantResult = { ok: true } | { ok: false; message: string | null; field?: string | null };

/** Names who takes one place (SPEC §5: both names required) and their date of birth; the answered cart replaces the shown one. */
export function useSetCartParticipantMutation() {
  const [commit] = useMutation<SetCartParticipantMutation>(graphql`
    mutation useSetCartParticipantMutation($input: SetCartParticipantInput!) {
      setCartParticipant(input: $input) {
        cart {
          ...CartContext_cart
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  return useCallback(
    (participantId: string, firstName: string, lastName: string, birthDate: string | null) =>
      new Promise<SaveParticipantResult>((resolve) => {
        commit({
          variables: { input: { participantId, firstName, lastName, birthDate } },
          updater: (store) => linkAnsweredCart(store, 'setCartParticipant'),
          onCompleted: ({ setCartParticipant: { errors } }) =>
            resolve(errors.length === 0 ? { ok: true } : { ok: false, message: errors.map((error) => error.message).join(' '), field: errors[0].field }),
          onError: (error) => {
            console.error(error);
            resolve({ ok: false, message: null });
          },
        });
      }),
    [commit],
  );
}
