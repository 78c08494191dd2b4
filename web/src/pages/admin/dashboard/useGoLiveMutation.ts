import { graphql } from 'react-relay/hooks';
import type { useGoLiveMutation as GoLiveMutation } from '../../../__generated__/useGoLiveMutation.graphql';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';
import { setupChecklistMessages as messages } from './setupMessages';

const mutation = graphql`
  mutation useGoLiveMutation {
    goLive {
      siteMode
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/** The server's answer to "go live": live, or each step that still blocks it as a reason of its own. */
export type GoLiveAnswer = { live: true } | { live: false; reasons: string[] };

/**
 * Takes the site live (admins only). A refusal is no form's error but the list of blocking steps the checklist shows
 * one by one, so the answer's errors are read as the answer itself; only a request without an answer is not ok.
 */
export function useGoLiveMutation() {
  const { run, isInFlight } = useMutationOutcome<GoLiveMutation, GoLiveAnswer>(
    mutation,
    ({ goLive: { errors } }) => ({
      payload: null,
      value: errors.length > 0 ? { live: false, reasons: errors.map((error) => error.message) } : { live: true },
    }),
    messages.actionFailed,
  );
  return { goLive: () => run({}), isInFlight };
}
