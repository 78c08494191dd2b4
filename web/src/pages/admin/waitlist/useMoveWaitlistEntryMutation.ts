import { graphql } from 'react-relay/hooks';
import type { useMoveWaitlistEntryMutation as Mutation } from '../../../__generated__/useMoveWaitlistEntryMutation.graphql';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';
import { adminWaitlistMessages } from './messages';

const mutation = graphql`
  mutation useMoveWaitlistEntryMutation($input: MoveWaitlistEntryInput!) {
    moveWaitlistEntry(input: $input) {
      errors {
        message
      }
    }
  }
`;

/**
 * Moves a waiting entry one place up or down. The answer carries nothing to show (the page loads the list afresh):
 * done is an answer without refusals. No answer: "could not be changed".
 */
export function useMoveWaitlistEntryMutation() {
  const { run, isInFlight } = useMutationOutcome<Mutation, Mutation['response']['moveWaitlistEntry']>(
    mutation,
    ({ moveWaitlistEntry: payload }) => ({ payload, value: payload }),
    adminWaitlistMessages.changeFailed,
  );
  return { move: (entryId: number, direction: 'UP' | 'DOWN') => run({ input: { entryId, direction } }), isInFlight };
}
