import type { MessageDescriptor } from 'react-intl';
import { graphql } from 'react-relay/hooks';
import type { useSetAccountEmailMutation as SetEmailMutation } from '../../../__generated__/useSetAccountEmailMutation.graphql';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';

const mutation = graphql`
  mutation useSetAccountEmailMutation($input: SetAccountEmailInput!) {
    setAccountEmail(input: $input) {
      viewer {
        id
        email
      }
      errors {
        field
        code
        message
      }
    }
  }
`;

type SavedViewer = NonNullable<SetEmailMutation['response']['setAccountEmail']['viewer']>;

/**
 * Sets the signed-in user's own e-mail address. The answer updates the viewer in the store (same `id`), so what
 * shows the address (or asks for one) updates at once. `notSent` is the calling view's message for a failed request.
 */
export function useSetAccountEmailMutation(notSent: MessageDescriptor) {
  const { run, isInFlight } = useMutationOutcome<SetEmailMutation, SavedViewer>(
    mutation,
    ({ setAccountEmail: payload }) => ({ payload, value: payload.viewer }),
    notSent,
  );
  return { setEmail: (email: string) => run({ input: { email } }), isInFlight };
}
