import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { ParticipantNameInput, useChangeOrderParticipantsMutation as Mutation } from '../../../__generated__/useChangeOrderParticipantsMutation.graphql';
import { commitFormMutation, type FormMutationResult } from '../../../relay/mutationResult';
import { orderAfterSaleMessages } from './messages';

/** Renames participants; the answer's order (by its id) updates the page, history included. */
export function useChangeOrderParticipantsMutation() {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useChangeOrderParticipantsMutation($input: ChangeOrderParticipantsInput!) {
      changeOrderParticipants(input: $input) {
        order {
          id
          ...OrderDetails_order
          ...OrderTimeline_order
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const submit = useCallback(
    (accessKey: string, participants: ParticipantNameInput[]): Promise<FormMutationResult<{ id: string }>> =>
      commitFormMutation(
        commit,
        { input: { accessKey, participants } },
        ({ changeOrderParticipants: payload }) => ({ payload, value: payload.order }),
        intl.formatMessage(orderAfterSaleMessages.sendFailed),
      ),
    [commit, intl],
  );
  return { submit, isInFlight };
}
