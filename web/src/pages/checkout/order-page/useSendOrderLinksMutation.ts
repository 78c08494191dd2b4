import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSendOrderLinksMutation as Mutation } from '../../../__generated__/useSendOrderLinksMutation.graphql';
import { commitFormMutation, type FormMutationResult } from '../../../relay/mutationResult';
import { type VisitorMailState, visitorMailState } from '../../../ui/form/VisitorMailNotice';
import { orderAfterSaleMessages } from './messages';

/** "Lost your link?": accepted with the links mail's state (the same for every address) or refused with the address's field error. */
export function useSendOrderLinksMutation() {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useSendOrderLinksMutation($input: SendOrderLinksInput!) {
      sendOrderLinks(input: $input) {
        accepted
        linksMail
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const submit = useCallback(
    (email: string): Promise<FormMutationResult<VisitorMailState>> =>
      commitFormMutation(
        commit,
        { input: { email } },
        ({ sendOrderLinks: payload }) => ({ payload, value: payload.accepted ? visitorMailState(payload.linksMail) : null }),
        intl.formatMessage(orderAfterSaleMessages.lostLinkFailed),
      ),
    [commit, intl],
  );
  return { submit, isInFlight };
}
