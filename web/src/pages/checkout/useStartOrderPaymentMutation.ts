import { graphql } from 'react-relay/hooks';
import type { useStartOrderPaymentMutation as StartOrderPaymentMutation } from '../../__generated__/useStartOrderPaymentMutation.graphql';
import { useMutationOutcome } from '../../relay/useMutationOutcome';
import { orderPageMessages } from './messages';

const mutation = graphql`
  mutation useStartOrderPaymentMutation($input: StartOrderPaymentInput!) {
    startOrderPayment(input: $input) {
      order {
        id
        payment {
          approvalUrl
        }
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/** Another try at paying (after a cancel or a failure): resolves with PayPal's page, or with the reasons. */
export function useStartOrderPaymentMutation() {
  const { run, isInFlight } = useMutationOutcome<StartOrderPaymentMutation, string>(
    mutation,
    ({ startOrderPayment: payload }) => ({ payload, value: payload.order?.payment.approvalUrl }),
    orderPageMessages.paymentError,
  );
  return { start: (accessKey: string) => run({ input: { accessKey } }), isInFlight };
}
