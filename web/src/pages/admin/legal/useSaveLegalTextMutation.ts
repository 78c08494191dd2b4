import { graphql } from 'react-relay/hooks';
import type { SaveLegalTextInput, useSaveLegalTextMutation as SaveMutation } from '../../../__generated__/useSaveLegalTextMutation.graphql';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';
import { adminLegalMessages as messages } from './messages';

const mutation = graphql`
  mutation useSaveLegalTextMutation($input: SaveLegalTextInput!) {
    saveLegalText(input: $input) {
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

/**
 * Saves a legal text in one language as its new version (the same text again confirms it: the checklist's
 * "reviewed"). Resolves with the saved Markdown; the texts have no ids, so the view reads them again itself.
 */
export function useSaveLegalTextMutation() {
  const { run, isInFlight } = useMutationOutcome<SaveMutation, { markdown: string }>(
    mutation,
    ({ saveLegalText: payload }) => ({ payload, value: payload.legalText }),
    messages.failed,
  );
  return { save: (input: SaveLegalTextInput) => run({ input }), isInFlight };
}
