import { graphql } from 'react-relay/hooks';
import type {
  UpdateBusinessProfileInput,
  useUpdateBusinessProfileMutation as UpdateMutation,
} from '../../../__generated__/useUpdateBusinessProfileMutation.graphql';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';
import { adminSettingsMessages } from './messages';

type SavedProfile = NonNullable<UpdateMutation['response']['updateBusinessProfile']['businessProfile']>;

const mutation = graphql`
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
`;

/**
 * Saves the whole business profile (admins only, checked by the server). `submit` resolves, never rejects: the saved
 * profile (cleaned: trimmed, codes in upper case), refusals by field, or a failed request as `saveFailed`.
 */
export function useUpdateBusinessProfileMutation() {
  const { run, isInFlight } = useMutationOutcome<UpdateMutation, SavedProfile>(
    mutation,
    ({ updateBusinessProfile: payload }) => ({ payload, value: payload.businessProfile }),
    adminSettingsMessages.saveFailed,
  );
  return { submit: (input: UpdateBusinessProfileInput) => run({ input }), isInFlight };
}
