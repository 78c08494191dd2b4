import { graphql } from 'react-relay/hooks';
import type { useEndOtherAccountSessionsMutation as EndOthersMutation } from '../../../__generated__/useEndOtherAccountSessionsMutation.graphql';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';
import { adminAccountMessages as messages } from './messages';

const mutation = graphql`
  mutation useEndOtherAccountSessionsMutation {
    endOtherAccountSessions {
      ended
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/** Ends every own session but this one (signed in somewhere forgotten). Resolves with how many ended. */
export function useEndOtherAccountSessionsMutation() {
  const { run, isInFlight } = useMutationOutcome<EndOthersMutation, { count: number }>(
    mutation,
    ({ endOtherAccountSessions: payload }) => ({ payload, value: { count: payload.ended } }),
    messages.failed,
  );
  return { endOthers: () => run({}), isInFlight };
}
