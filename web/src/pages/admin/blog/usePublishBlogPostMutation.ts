import { graphql } from 'react-relay/hooks';
import type { usePublishBlogPostMutation as Mutation } from '../../../__generated__/usePublishBlogPostMutation.graphql';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { optimisticPost } from './blogPostChanges';
import { adminBlogMessages } from './messages';

const mutation = graphql`
  mutation usePublishBlogPostMutation($input: PublishBlogPostInput!) {
    publishBlogPost(input: $input) {
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
 * Publishes a post: shown published at once (optimistic, dated now when it never was); a refusal or a failed request
 * takes it back (Relay drops the optimistic update and keeps the server's post) and resolves with the reasons for the
 * page's toast.
 */
export function usePublishBlogPostMutation() {
  const { run, isInFlight } = usePayloadMutation<Mutation>(mutation, 'publishBlogPost', 'blogPost', adminBlogMessages.publishFailed);
  return {
    publish: (post: { id: string; publishedAt: string | null | undefined }) =>
      run({ input: { id: post.id } }, { optimisticResponse: { publishBlogPost: { blogPost: optimisticPost(post, true), errors: [] } } }),
    isInFlight,
  };
}
