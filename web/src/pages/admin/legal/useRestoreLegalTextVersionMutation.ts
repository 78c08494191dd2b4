import { graphql } from 'react-relay/hooks';
import type { useRestoreLegalTextVersionMutation as RestoreMutation } from '../../../__generated__/useRestoreLegalTextVersionMutation.graphql';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';
import { adminLegalMessages as messages } from './messages';

const mutation = graphql`
  mutation useRestoreLegalTextVersionMutation($versionId: Int!) {
    restoreLegalTextVersion(versionId: $versionId) {
      legalText {
        markdown
      }
      errors {
        field
        code
        message
      }
    }
  }
`;

/** Makes an earlier version of a legal text the current one again (as a new version). Resolves with its Markdown. */
export function useRestoreLegalTextVersionMutation() {
  const { run, isInFlight } = useMutationOutcome<RestoreMutation, { markdown: string }>(
    mutation,
    ({ restoreLegalTextVersion: payload }) => ({ payload, value: payload.legalText }),
    messages.failed,
  );
  return { restore: (versionId: number) => run({ versionId }), isInFlight };
}
