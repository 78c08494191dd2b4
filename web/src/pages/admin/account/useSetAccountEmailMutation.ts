import type { MessageDescriptor } from 'react-intl';
import { graphql } from 'react-relay/hooks';
import type { useSetAccountEmailMutation as SetEmailMutation } from '../../../__generated__/useSetAccountEmailMutation.graphql';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';

const mutation = graphql`
  mutation useSetAccountEmailMutation($input: SetAccountEmailInput!) {
    setAccountEmail(input: $input) {
      viewer {
        id
        email
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/**
 * Sets the signed-in user's own e-mail address. The answer updates the viewer in the store (same `id`), so what
 * shows the address (or asks for one) updates at once. `notSent` is the calling view's message for a failed request.
 */
export function useSetAccountEmailMutation(notSent: MessageDescriptor) {
  const { run, isInFlight } = usePayloadMutation<SetEmailMutation>(mutation, 'setAccountEmail', 'viewer', notSent);
  return { setEmail: (email: string) => run({ input: { email } }), isInFlight };
}
