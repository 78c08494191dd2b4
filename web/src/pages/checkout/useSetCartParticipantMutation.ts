import { graphql } from 'react-relay/hooks';
import type { useSetCartParticipantMutation as SetCartParticipantMutation } from '../../__generated__/useSetCartParticipantMutation.graphql';
import { linkAnsweredCart } from '../../layout/cart/cartStore';
import type { MutationOutcome } from '../../relay/useMutationOutcome';
import { usePayloadMutation } from '../../relay/usePayloadMutation';
import { participantsStepMessages } from './messages';

const mutation = graphql`
  mutation useSetCartParticipantMutation($input: SetCartParticipantInput!) {
    setCartParticipant(input: $input) {
      cart {
        ...CartContext_cart
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/** Saved, or why not (the server's reasons, or the step's "could not be saved" when no answer came). */
export type SaveParticipantResult = MutationOutcome<AnsweredCart>;

type AnsweredCart = NonNullable<SetCartParticipantMutation['response']['setCartParticipant']['cart']>;

/** Names who takes one place (both names required) and their date of birth; the answered cart replaces the shown one, refused or not. */
export function useSetCartParticipantMutation() {
  const { run, isInFlight } = usePayloadMutation<SetCartParticipantMutation>(
    mutation,
    'setCartParticipant',
    'cart',
    participantsStepMessages.saveFailed,
  );
  const save = (participantId: string, firstName: string, lastName: string, birthDate: string | null) =>
    run(
      { input: { participantId, firstName, lastName, birthDate } },
      { updater: (store) => linkAnsweredCart(store, 'setCartParticipant') },
    );
  return { save, isInFlight };
}
