import { graphql } from 'react-relay/hooks';
import type {
  UpdateFollowUpSettingsInput,
  useUpdateFollowUpSettingsMutation as UpdateMutation,
} from '../../../__generated__/useUpdateFollowUpSettingsMutation.graphql';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';
import { followUpMessages } from './messages';

type Saved = NonNullable<UpdateMutation['response']['updateFollowUpSettings']['followUpSettings']>;

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
        field
        code
        message
      }
    }
  }
`;

/** Saves the follow-up settings (admins only, checked by the server); resolves with the saved values or the refusals by field. */
export function useUpdateFollowUpSettingsMutation() {
  const { run, isInFlight } = useMutationOutcome<UpdateMutation, Saved>(
    mutation,
    ({ updateFollowUpSettings: payload }) => ({ payload, value: payload.followUpSettings }),
    followUpMessages.saveFailed,
  );
  return { submit: (input: UpdateFollowUpSettingsInput) => run({ input }), isInFlight };
}
