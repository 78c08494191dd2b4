import { graphql } from 'react-relay/hooks';
import type { useConvertContactMessageMutation as Mutation } from '../../../__generated__/useConvertContactMessageMutation.graphql';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';
import type { ConversionOutcome, ConversionValues } from './conversion';
import { convertDialogMessages } from './messages';

const mutation = graphql`
  mutation useConvertContactMessageMutation($input: ConvertContactMessageToOrderInput!) {
    convertContactMessageToOrder(input: $input) {
      order {
        id
        orderNumber
      }
      contactMessage {
        ...ContactMessageRow_message
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/**
 * Turns a course request (a contact message) into an order. The answer's message, with its `order`, updates its row
 * in every list at once. Resolves with the new order's number, or the server's refusals in Formik's shapes (no
 * answer: a translated "could not be converted").
 */
export function useConvertContactMessageMutation() {
  const { run, isInFlight } = useMutationOutcome<Mutation, string>(
    mutation,
    ({ convertContactMessageToOrder: payload }) => ({ payload, value: payload.order?.orderNumber }),
    convertDialogMessages.sendFailed,
  );
  return {
    submit: (contactMessageId: string, values: ConversionValues): Promise<ConversionOutcome> =>
      run({ input: { contactMessageId, ...values } }),
    isInFlight,
  };
}
