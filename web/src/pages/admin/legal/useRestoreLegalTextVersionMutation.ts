import { graphql } from 'react-relay/hooks';
import type { useRestoreLegalTextVersionMutation as RestoreMutation } from '../../../__generated__/useRestoreLegalTextVersionMutation.graphql';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { adminLegalMessages as messages } from './messages';

const mutation = graphql`
  mutation useRestoreLegalTextVersionMutation($versionId: Int!) {
    restoreLegalTextVersion(versionId: $versionId) {
      legalText {
        markdown
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/** Makes an earlier version of a legal text the current one again (as a new version). Resolves with its Markdown. */
export function useRestoreLegalTextVersionMutation() {
  const { run, isInFlight } = usePayloadMutation<RestoreMutation>(mutation, 'restoreLegalTextVersion', 'legalText', messages.failed);
  return { restore: (versionId: number) => run({ versionId }), isInFlight };
}
