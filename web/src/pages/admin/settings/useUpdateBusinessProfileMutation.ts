import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { UpdateBusinessProfileInput, useUpdateBusinessProfileMutation as UpdateMutation } from '../../../__generated__/useUpdateBusinessProfileMutation.graphql';
import { commitFormMutation, type FormMutationResult } from '../../../relay/mutationResult';
import { adminSettingsMessages } from './messages';

type SavedProfile = NonNullable<UpdateMutation['response']['updateBusinessProfile']['businessProfile']>;

/**
 * Saves the whole business profile (admins only, checked by the server). `submit` resolves, never rejects: the saved
 * profile (cleaned: trimmed, codes in upper case), refusals by field, or a failed request as `saveFailed`.
 */
export function useUpdateBusinessProfileMutation() {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<UpdateMutation>(graphql`
    mutation useUpdateBusinessProfileMutation($input: UpdateBusinessProfileInput!) {
      updateBusinessProfile(input: $input) {
        businessProfile {
          ...BusinessProfileForm_profile
          legalName
          owner
          street
          postalCode
          town
          country
          phone
          email
          taxNumber
          vatId
          registerEntry
          notificationEmails
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
    (input: UpdateBusinessProfileInput): Promise<FormMutationResult<SavedProfile>> =>
      commitFormMutation(
        commit,
        { input },
        ({ updateBusinessProfile: payload }) => ({ payload, value: payload.businessProfile }),
        intl.formatMessage(adminSettingsMessages.saveFailed),
      ),
    [commit, intl],
  );

  return { submit, isInFlight };
}
