import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSignOutMutation as SignOutMutation } from '../../../__generated__/useSignOutMutation.graphql';
import { forgetTrainerPageOffline } from '../trainer/trainerOffline';

/**
 * Ends the session on the server (its tokens are refused from then on, the cookie is cleared). The
 * store forgets the viewer, so whatever shows the signed-in user updates at once. Resolves to whether
 * it worked; a failed request is logged and changes nothing.
 */
export function useSignOutMutation() {
  const [commit, isInFlight] = useMutation<SignOutMutation>(graphql`
    mutation useSignOutMutation {
      signOut {
        signedOut
        errors {
          code
        }
      }
    }
  `);

  const signOut = useCallback(
    (): Promise<boolean> =>
      new Promise((resolve) => {
        commit({
          variables: {},
          updater: (store) => store.getRoot().setValue(null, 'viewer'),
          // The trainer page's offline copy holds the account's rosters: gone with the session.
          onCompleted: ({ signOut: payload }) => {
            if (!payload.signedOut) return resolve(false);
            void forgetTrainerPageOffline().then(() => resolve(true));
          },
          onError: (error) => {
            console.error(error);
            resolve(false);
          },
        });
      }),
    [commit],
  );

  return { signOut, isInFlight };
}
