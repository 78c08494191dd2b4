import { graphql } from 'react-relay/hooks';
import type { useUpdateWaitlistSettingsMutation as Mutation } from '../../../__generated__/useUpdateWaitlistSettingsMutation.graphql';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';
import { adminWaitlistMessages } from './messages';

const mutation = graphql`
  mutation useUpdateWaitlistSettingsMutation($input: UpdateWaitlistSettingsInput!) {
    updateWaitlistSettings(input: $input) {
      settings {
        offerHours
      }
      errors {
        field
        message
      }
    }
  }
`;

/**
 * Saves how long an offered place is held. Resolves with the settings as saved, or the server's reasons (no answer:
 * "could not be changed").
 */
export function useUpdateWaitlistSettingsMutation() {
  const { run, isInFlight } = useMutationOutcome<Mutation, Settings>(
    mutation,
    ({ updateWaitlistSettings: payload }) => ({ payload, value: payload.settings }),
    adminWaitlistMessages.changeFailed,
  );
  return { saveOfferHours: (offerHours: number) => run({ input: { offerHours } }), isInFlight };
}

type Settings = NonNullable<Mutation['response']['updateWaitlistSettings']['settings']>;
