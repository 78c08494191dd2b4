import { graphql } from 'react-relay/hooks';
import type { SaveLegalTextInput, useSaveLegalTextMutation as SaveMutation } from '../../../__generated__/useSaveLegalTextMutation.graphql';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { adminLegalMessages as messages } from './messages';

const mutation = graphql`
  mutation useSaveLegalTextMutation($input: SaveLegalTextInput!) {
    saveLegalText(input: $input) {
      legalText {
        markdown
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/**
 * Saves a legal text in one language as its new version (the same text again confirms it: the checklist's
 * "reviewed"). Resolves with the saved Markdown; the texts have no ids, so the view reads them again itself.
 */
export function useSaveLegalTextMutation() {
  const { run, isInFlight } = usePayloadMutation<SaveMutation>(mutation, 'saveLegalText', 'legalText', messages.failed);
  return { save: (input: SaveLegalTextInput) => run({ input }), isInFlight };
}
