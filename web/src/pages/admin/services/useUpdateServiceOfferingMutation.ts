import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type {
  UpdateServiceOfferingInput,
  useUpdateServiceOfferingMutation as UpdateMutation,
} from '../../../__generated__/useUpdateServiceOfferingMutation.graphql';
import { commitFormMutation, type FormMutationResult } from '../../../relay/mutationResult';
import { serviceFormMessages } from './messages';

type SavedService = NonNullable<UpdateMutation['response']['updateServiceOffering']['service']>;

/**
 * Saves a service's texts, position, icon and image. The answer updates the table row in the store (same `id`),
 * so the list re-sorts by the new position. Resolves, never rejects: the service, or the refusals by field and
 * for the form (`id`: removed meanwhile), or a failed request as `sendFailed`.
 */
export function useUpdateServiceOfferingMutation() {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<UpdateMutation>(graphql`
    mutation useUpdateServiceOfferingMutation($input: UpdateServiceOfferingInput!) {
      updateServiceOffering(input: $input) {
        service {
          id
          ...ServiceList_service
          ...ServiceFormDialog_service
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
    (input: UpdateServiceOfferingInput): Promise<FormMutationResult<SavedService>> =>
      commitFormMutation(
        commit,
        { input },
        ({ updateServiceOffering: payload }) => ({ payload, value: payload.service }),
        intl.formatMessage(serviceFormMessages.sendFailed),
      ),
    [commit, intl],
  );

  return { submit, isInFlight };
}
