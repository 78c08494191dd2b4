import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useGiveRefundAccountMutation as Mutation } from '../../__generated__/useGiveRefundAccountMutation.graphql';
import { commitFormMutation } from '../../relay/mutationResult';

/** The customer's account for the order's refunds owed by bank transfer (issue 24); the answer updates the order's refunds in the store. */
export function useGiveRefundAccountMutation(sendFailed: string) {
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useGiveRefundAccountMutation($input: GiveRefundAccountInput!) {
      giveRefundAccount(input: $input) {
        order {
          id
          ...RefundIbanForm_order
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const submit = useCallback(
    (input: { accessKey: string; iban: string; accountHolder: string }) =>
      commitFormMutation(commit, { input }, (response) => ({ payload: response.giveRefundAccount, value: response.giveRefundAccount.order }), sendFailed),
    [commit, sendFailed],
  );
  return { submit, isInFlight };
}
