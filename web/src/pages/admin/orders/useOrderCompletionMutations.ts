import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { MutationParameters } from 'relay-runtime';
import type { useOrderCompletionMutationsAnnounceMutation } from '../../../__generated__/useOrderCompletionMutationsAnnounceMutation.graphql';
import type { useOrderCompletionMutationsCustomerMutation } from '../../../__generated__/useOrderCompletionMutationsCustomerMutation.graphql';
import type { useOrderCompletionMutationsParticipantsMutation } from '../../../__generated__/useOrderCompletionMutationsParticipantsMutation.graphql';
import type { useOrderCompletionMutationsPayoutMutation } from '../../../__generated__/useOrderCompletionMutationsPayoutMutation.graphql';
import type { useOrderCompletionMutationsRefundMutation } from '../../../__generated__/useOrderCompletionMutationsRefundMutation.graphql';
import { commonMessages } from '../../../i18n/messages';
import { type FormErrors, formErrorsOf } from '../../../relay/userErrors';

export type CompletionOutcome = { ok: true } | ({ ok: false } & FormErrors);

type Payload = { readonly errors: readonly { readonly field?: string | null; readonly message: string }[] } | null | undefined;

/**
 * One of staff's completions of an order (customer data, participants, voucher steps): the answer's order (its
 * detail fragment, history included) replaces what the dialog shows; resolves with the server's refusals in Formik's
 * shapes, or a general "failed" when there was no answer. Never rejects.
 */
function useCompletion<T extends MutationParameters>(mutation: Parameters<typeof useMutation<T>>[0], payloadOf: (response: T['response']) => Payload) {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<T>(mutation);
  const run = useCallback(
    (variables: T['variables']): Promise<CompletionOutcome> =>
      new Promise((resolve) => {
        commit({
          variables,
          onCompleted: (response) => {
            const errors = payloadOf(response)?.errors ?? [];
            resolve(errors.length ? { ok: false, ...formErrorsOf(errors) } : { ok: true });
          },
          onError: (error) => {
            console.error(error);
            resolve({ ok: false, fieldErrors: {}, formError: intl.formatMessage(commonMessages.generalError) });
          },
        });
      }),
    [commit, intl, payloadOf],
  );
  return { run, isInFlight };
}

export function useUpdateOrderCustomer() {
  return useCompletion<useOrderCompletionMutationsCustomerMutation>(
    graphql`
      mutation useOrderCompletionMutationsCustomerMutation($input: UpdateOrderCustomerInput!) {
        updateOrderCustomer(input: $input) {
          order {
            ...OrderDetailDialog_order
          }
          errors {
            field
            message
          }
        }
      }
    `,
    (response) => response.updateOrderCustomer,
  );
}

export function useUpdateOrderParticipants() {
  return useCompletion<useOrderCompletionMutationsParticipantsMutation>(
    graphql`
      mutation useOrderCompletionMutationsParticipantsMutation($input: UpdateOrderParticipantsInput!) {
        updateOrderParticipants(input: $input) {
          order {
            ...OrderDetailDialog_order
          }
          errors {
            field
            message
          }
        }
      }
    `,
    (response) => response.updateOrderParticipants,
  );
}

export function useAnnounceVoucher() {
  return useCompletion<useOrderCompletionMutationsAnnounceMutation>(
    graphql`
      mutation useOrderCompletionMutationsAnnounceMutation($input: AnnounceOrderVoucherInput!) {
        announceOrderVoucher(input: $input) {
          order {
            ...OrderDetailDialog_order
          }
          errors {
            field
            message
          }
        }
      }
    `,
    (response) => response.announceOrderVoucher,
  );
}

export function useMarkVoucherPayout() {
  return useCompletion<useOrderCompletionMutationsPayoutMutation>(
    graphql`
      mutation useOrderCompletionMutationsPayoutMutation($input: MarkVoucherPayoutReceivedInput!) {
        markVoucherPayoutReceived(input: $input) {
          voucher {
            id
            status
          }
          order {
            ...OrderDetailDialog_order
          }
          errors {
            field
            message
          }
        }
      }
    `,
    (response) => response.markVoucherPayoutReceived,
  );
}

export function useMarkVoucherRefunded() {
  return useCompletion<useOrderCompletionMutationsRefundMutation>(
    graphql`
      mutation useOrderCompletionMutationsRefundMutation($input: MarkVoucherRefundedInput!) {
        markVoucherRefunded(input: $input) {
          voucher {
            id
            status
          }
          order {
            ...OrderDetailDialog_order
          }
          errors {
            field
            message
          }
        }
      }
    `,
    (response) => response.markVoucherRefunded,
  );
}
