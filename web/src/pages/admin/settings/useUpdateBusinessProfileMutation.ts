import { graphql } from 'react-relay/hooks';
import type {
  UpdateBusinessProfileInput,
  useUpdateBusinessProfileMutation as UpdateMutation,
} from '../../../__generated__/useUpdateBusinessProfileMutation.graphql';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { adminSettingsMessages } from './messages';

const mutation = graphql`
  mutation useUpdateBusinessProfileMutation($input: UpdateBusinessProfileInput!) {
    updateBusinessProfile(input: $input) {
      businessProfile {
        ...BusinessProfileForm_profile @relay(mask: false)
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/**
 * Saves the whole business profile (admins only, checked by the server). `submit` resolves, never rejects: the saved
 * profile (cleaned: trimmed, codes in upper case), refusals by field, or a failed request as `saveFailed`.
 */
export function useUpdateBusinessProfileMutation() {
  const { run, isInFlight } = usePayloadMutation<UpdateMutation>(
    mutation,
    'updateBusinessProfile',
    'businessProfile',
    adminSettingsMessages.saveFailed,
  );
  return { submit: (input: UpdateBusinessProfileInput) => run({ input }), isInFlight };
}
