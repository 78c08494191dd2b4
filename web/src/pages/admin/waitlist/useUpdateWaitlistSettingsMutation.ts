import { graphql } from 'react-relay/hooks';
import type { useUpdateWaitlistSettingsMutation as Mutation } from '../../../__generated__/useUpdateWaitlistSettingsMutation.graphql';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { adminWaitlistMessages } from './messages';

const mutation = graphql`
  mutation useUpdateWaitlistSettingsMutation($input: UpdateWaitlistSettingsInput!) {
    updateWaitlistSettings(input: $input) {
      settings {
        offerHours
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/**
 * Saves how long an offered place is held. Resolves with the settings as saved, or the server's reasons (no answer:
 * "could not be changed").
 */
export function useUpdateWaitlistSettingsMutation() {
  const { run, isInFlight } = usePayloadMutation<Mutation>(
    mutation,
    'updateWaitlistSettings',
    'settings',
    adminWaitlistMessages.changeFailed,
  );
  return { saveOfferHours: (offerHours: number) => run({ input: { offerHours } }), isInFlight };
}
