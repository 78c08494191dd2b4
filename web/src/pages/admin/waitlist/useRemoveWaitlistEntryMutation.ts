import { graphql } from 'react-relay/hooks';
import type { useRemoveWaitlistEntryMutation as Mutation } from '../../../__generated__/useRemoveWaitlistEntryMutation.graphql';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';
import { adminWaitlistMessages } from './messages';

const mutation = graphql`
  mutation useRemoveWaitlistEntryMutation($input: RemoveWaitlistEntryInput!) {
    removeWaitlistEntry(input: $input) {
      errors {
        message
      }
    }
  }
`;

/**
 * Takes an entry off the waiting list. The answer carries nothing to show (the page loads the list afresh): done is
 * an answer without refusals. No answer: "could not be changed".
 */
export function useRemoveWaitlistEntryMutation() {
  const { run, isInFlight } = useMutationOutcome<Mutation, Mutation['response']['removeWaitlistEntry']>(
    mutation,
    ({ removeWaitlistEntry: payload }) => ({ payload, value: payload }),
    adminWaitlistMessages.changeFailed,
  );
  return { remove: (entryId: number) => run({ input: { entryId } }), isInFlight };
}
