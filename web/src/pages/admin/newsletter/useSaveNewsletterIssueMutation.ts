import { graphql } from 'react-relay/hooks';
import type {
  SaveNewsletterIssueInput,
  useSaveNewsletterIssueMutation as SaveMutation,
} from '../../../__generated__/useSaveNewsletterIssueMutation.graphql';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { adminNewsletterMessages as messages } from './messages';

const mutation = graphql`
  mutation useSaveNewsletterIssueMutation($input: SaveNewsletterIssueInput!, $connections: [ID!]!) {
    saveNewsletterIssue(input: $input) {
      issue @prependNode(connections: $connections, edgeTypeName: "NewsletterIssueEdge") {
        ...NewsletterComposer_issue @relay(mask: false)
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

export type SavedNewsletterIssue = NonNullable<SaveMutation['response']['saveNewsletterIssue']['issue']>;

/**
 * Saves an issue (a new one without `issueId`). A new issue joins the page's issue list (`issuesConnection`) at
 * once; a saved one is there already and is updated in the store (same `id`).
 */
export function useSaveNewsletterIssueMutation(issuesConnection: string) {
  const { run, isInFlight } = usePayloadMutation<SaveMutation>(mutation, 'saveNewsletterIssue', 'issue', messages.failed);
  const save = (input: SaveNewsletterIssueInput) => run({ input, connections: input.issueId ? [] : [issuesConnection] });
  return { save, isInFlight };
}
