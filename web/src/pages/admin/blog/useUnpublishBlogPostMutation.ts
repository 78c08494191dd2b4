import { graphql } from 'react-relay/hooks';
import type { useUnpublishBlogPostMutation as Mutation } from '../../../__generated__/useUnpublishBlogPostMutation.graphql';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { optimisticPost } from './blogPostChanges';
import { adminBlogMessages } from './messages';

const mutation = graphql`
  mutation useUnpublishBlogPostMutation($input: UnpublishBlogPostInput!) {
    unpublishBlogPost(input: $input) {
      blogPost {
        id
        published
        publishedAt
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/**
 * Takes a post back to the drafts: shown so at once (optimistic); a refusal or a failed request takes it back (Relay
 * drops the optimistic update and keeps the server's post) and resolves with the reasons for the page's toast.
 */
export function useUnpublishBlogPostMutation() {
  const { run, isInFlight } = usePayloadMutation<Mutation>(mutation, 'unpublishBlogPost', 'blogPost', adminBlogMessages.publishFailed);
  return {
    unpublish: (post: { id: string; publishedAt: string | null | undefined }) =>
      run({ input: { id: post.id } }, { optimisticResponse: { unpublishBlogPost: { blogPost: optimisticPost(post, false), errors: [] } } }),
    isInFlight,
  };
}
