import { graphql } from 'react-relay/hooks';
import type { useSendOrderLinksMutation as SendOrderLinksMutation } from '../../../__generated__/useSendOrderLinksMutation.graphql';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';
import { type VisitorMailState, visitorMailState } from '../../../ui/form/VisitorMailNotice';
import { orderAfterSaleMessages } from './messages';

const mutation = graphql`
  mutation useSendOrderLinksMutation($input: SendOrderLinksInput!) {
    sendOrderLinks(input: $input) {
      accepted
      linksMail
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/** "Lost your link?": accepted with the links mail's state (the same for every address) or refused with the address's field error. */
export function useSendOrderLinksMutation() {
  const { run, isInFlight } = useMutationOutcome<SendOrderLinksMutation, VisitorMailState>(
    mutation,
    ({ sendOrderLinks: payload }) => ({ payload, value: payload.accepted ? visitorMailState(payload.linksMail) : null }),
    orderAfterSaleMessages.lostLinkFailed,
  );
  return { submit: (email: string) => run({ input: { email } }), isInFlight };
}
