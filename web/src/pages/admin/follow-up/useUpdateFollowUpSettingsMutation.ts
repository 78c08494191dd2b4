import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { UpdateFollowUpSettingsInput, useUpdateFollowUpSettingsMutation as UpdateMutation } from '../../../__generated__/useUpdateFollowUpSettingsMutation.graphql';
import { commitFormMutation, type FormMutationResult } from '../../../relay/mutationResult';
import { followUpMessages } from './messages';

type Saved = NonNullable<UpdateMutation['response']['updateFollowUpSettings']['followUpSettings']>;

/** Saves the follow-up settings (admins only, checked by the server); resolves with the saved values or the refusals by field. */
export function useUpdateFollowUpSettingsMutation() {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<UpdateMutation>(graphql`
    mutation useUpdateFollowUpSettingsMutation($input: UpdateFollowUpSettingsInput!) {
      updateFollowUpSettings(input: $input) {
        followUpSettings {
          ...FollowUpSettingsForm_settings
          remindersEnabled
          reminderDaysBefore
          reviewInvitationsEnabled
          reviewInvitationDaysAfter
          dataRetentionMonths
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
    (input: UpdateFollowUpSettingsInput): Promise<FormMutationResult<Saved>> =>
      commitFormMutation(
        commit,
        { input },
        ({ updateFollowUpSettings: payload }) => ({ payload, value: payload.followUpSettings }),
        intl.formatMessage(followUpMessages.saveFailed),
      ),
    [commit, intl],
  );
  return { submit, isInFlight };
}
