import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSendOrderLinksMutation as Mutation } from '../../../__generated__/useSendOrderLinksMutation.graphql';
import { commitFormMutation, type FormMutationResult } from '../../../relay/mutationResult';
import { orderAfterSaleMessages } from './messages';

/** "Lost your link?": accepted (the same for every address) or refused with the address's field error. */
export function useSendOrderLinksMutation() {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useSendOrderLinksMutation($input: SendOrderLinksInput!) {
      sendOrderLinks(input: $input) {
        accepted
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const submit = useCallback(
    (email: string): Promise<FormMutationResult<true>> =>
      commitFormMutation(
        commit,
        { input: { email } },
        ({ sendOrderLinks: payload }) => ({ payload, value: payload.accepted ? (true as const) : null }),
        intl.formatMessage(orderAfterSaleMessages.lostLinkFailed),
      ),
    [commit, intl],
  );
  return { submit, isInFlight };
}
