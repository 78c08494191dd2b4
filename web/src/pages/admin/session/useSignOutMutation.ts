import { graphql } from 'react-relay/hooks';
import type { useSignOutMutation as SignOutMutation } from '../../../__generated__/useSignOutMutation.graphql';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';
import { adminShellMessages } from '../messages';
import { forgetTrainerPageOffline } from '../trainer/trainerOffline';

const mutation = graphql`
  mutation useSignOutMutation {
    signOut {
      signedOut
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/**
 * Ends the session on the server (its tokens are refused from then on, the cookie is cleared). The
 * store forgets the viewer, so whatever shows the signed-in user updates at once. Resolves to whether
 * it worked; a failed request is logged and changes nothing.
 */
export function useSignOutMutation() {
  const { run, isInFlight } = useMutationOutcome<SignOutMutation, true>(
    mutation,
    ({ signOut: payload }) => ({ payload, value: payload.signedOut || null }),
    adminShellMessages.signOutFailed,
  );

  const signOut = async (): Promise<boolean> => {
    const result = await run({}, { updater: (store) => store.getRoot().setValue(null, 'viewer') });
    if (!result.ok) return false;
    // The trainer page's offline copy holds the account's rosters: gone with the session.
    await forgetTrainerPageOffline();
    return true;
  };

  return { signOut, isInFlight };
}
