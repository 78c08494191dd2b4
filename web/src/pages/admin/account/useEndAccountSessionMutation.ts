import { graphql } from 'react-relay/hooks';
import type { useEndAccountSessionMutation as EndSessionMutation } from '../../../__generated__/useEndAccountSessionMutation.graphql';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';
import { adminAccountMessages as messages } from './messages';

const mutation = graphql`
  mutation useEndAccountSessionMutation($input: EndAccountSessionInput!) {
    endAccountSession(input: $input) {
      ended
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/** Ends one of the own sessions (another device): its tokens are refused from then on. Resolves with how many ended. */
export function useEndAccountSessionMutation() {
  const { run, isInFlight } = useMutationOutcome<EndSessionMutation, { count: number }>(
    mutation,
    ({ endAccountSession: payload }) => ({ payload, value: { count: payload.ended } }),
    messages.failed,
  );
  return { endSession: (sessionId: string) => run({ input: { sessionId } }), isInFlight };
}
