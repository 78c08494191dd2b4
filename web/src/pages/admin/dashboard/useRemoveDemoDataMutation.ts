import { graphql } from 'react-relay/hooks';
import type { useRemoveDemoDataMutation as RemoveDemoDataMutation } from '../../../__generated__/useRemoveDemoDataMutation.graphql';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';
import { setupChecklistMessages as messages } from './setupMessages';

const mutation = graphql`
  mutation useRemoveDemoDataMutation {
    removeDemoData {
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/**
 * Removes the demo data (admins only). The checklist reads itself again after any answer; it tells only a request
 * without an answer (`answered: false`) apart.
 */
export function useRemoveDemoDataMutation() {
  const { run, isInFlight } = useMutationOutcome<RemoveDemoDataMutation, true>(
    mutation,
    ({ removeDemoData: payload }) => ({ payload, value: true }),
    messages.actionFailed,
  );
  return { removeDemoData: () => run({}), isInFlight };
}
