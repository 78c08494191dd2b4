import { graphql } from 'react-relay/hooks';
import type { useDeleteBlogPostMutation as Mutation } from '../../../__generated__/useDeleteBlogPostMutation.graphql';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { removePost } from './blogPostChanges';
import { adminBlogMessages } from './messages';

const mutation = graphql`
  mutation useDeleteBlogPostMutation($input: DeleteBlogPostInput!) {
    deleteBlogPost(input: $input) {
      deletedBlogPostId
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/** Deletes a post and takes it out of the list shown (`connectionId`). Resolves with its id, or the server's reasons. */
export function useDeleteBlogPostMutation() {
  const { run, isInFlight } = usePayloadMutation<Mutation>(mutation, 'deleteBlogPost', 'deletedBlogPostId', adminBlogMessages.deleteFailed);
  return {
    remove: (id: string, connectionId: string | null) =>
      run(
        { input: { id } },
        {
          updater: (store) =>
            removePost(store, store.getRootField('deleteBlogPost')?.getValue('deletedBlogPostId') as string | null, connectionId),
        },
      ),
    isInFlight,
  };
}
