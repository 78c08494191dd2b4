import { graphql } from 'react-relay/hooks';
import type { BlogPostValues } from '@h2o/api/validation/blog-post.schema';
import type { useCreateBlogPostMutation as Mutation } from '../../../__generated__/useCreateBlogPostMutation.graphql';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { postFields, prependPost, type ShownList } from './blogPostChanges';
import { adminBlogMessages } from './messages';

const mutation = graphql`
  mutation useCreateBlogPostMutation($input: CreateBlogPostInput!) {
    createBlogPost(input: $input) {
      blogPost {
        id
        published
        ...BlogPostRow_post
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/**
 * Creates a post, published at once when the form says so, and puts it on top of the list shown when its tab shows
 * it. Resolves with the post, or the server's refusals (no answer: the form's "could not be sent").
 */
export function useCreateBlogPostMutation() {
  const { run, isInFlight } = usePayloadMutation<Mutation>(mutation, 'createBlogPost', 'blogPost', adminBlogMessages.submitFailed);
  return {
    create: (values: BlogPostValues, list: ShownList) =>
      run(
        { input: { ...postFields(values), publishImmediately: values.published } },
        { updater: (store) => prependPost(store, store.getRootField('createBlogPost')?.getLinkedRecord('blogPost'), list) },
      ),
    isInFlight,
  };
}
