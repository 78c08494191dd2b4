import { graphql } from 'react-relay/hooks';
import type { BlogPostValues } from '@h2o/api/validation/blog-post.schema';
import type { useUpdateBlogPostMutation as Mutation } from '../../../__generated__/useUpdateBlogPostMutation.graphql';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { postFields } from './blogPostChanges';
import { adminBlogMessages } from './messages';

const mutation = graphql`
  mutation useUpdateBlogPostMutation($input: UpdateBlogPostInput!) {
    updateBlogPost(input: $input) {
      blogPost {
        ...BlogPostRow_post
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/**
 * Saves a post's fields; the answer's post updates its row. Resolves with it, or the server's refusals (no answer:
 * the form's "could not be sent").
 */
export function useUpdateBlogPostMutation() {
  const { run, isInFlight } = usePayloadMutation<Mutation>(mutation, 'updateBlogPost', 'blogPost', adminBlogMessages.submitFailed);
  return {
    update: (id: string, values: BlogPostValues) => run({ input: { id, ...postFields(values), published: values.published } }),
    isInFlight,
  };
}
