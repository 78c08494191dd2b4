import { graphql } from 'react-relay/hooks';
import type {
  UpdateFollowUpSettingsInput,
  useUpdateFollowUpSettingsMutation as UpdateMutation,
} from '../../../__generated__/useUpdateFollowUpSettingsMutation.graphql';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { followUpMessages } from './messages';

const mutation = graphql`
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
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/** Saves the follow-up settings (admins only, checked by the server); resolves with the saved values or the refusals by field. */
export function useUpdateFollowUpSettingsMutation() {
  const { run, isInFlight } = usePayloadMutation<UpdateMutation>(
    mutation,
    'updateFollowUpSettings',
    'followUpSettings',
    followUpMessages.saveFailed,
  );
  return { submit: (input: UpdateFollowUpSettingsInput) => run({ input }), isInFlight };
}
