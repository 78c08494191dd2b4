import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useConvertContactMessageMutation as ConvertMutation } from '../../../__generated__/useConvertContactMessageMutation.graphql';
import { formErrorsOf, type FormErrors } from '../../../relay/userErrors';
import { convertDialogMessages } from './messages';

export interface ConversionValues {
  courseId: number | null;
  quantity: number;
  participants: { firstName: string; lastName: string }[];
}

export type ConversionResult = { ok: true; orderNumber: string } | ({ ok: false } & FormErrors);

/**
 * Turns a course request into an order (SPEC §2 "Convert to Order"). The answer's message (with its `order`)
 * updates the row in every list at once; `submit` resolves with the order number, or the server's refusals in
 * Formik's shapes (a failed request: a translated "could not be converted"). Never rejects.
 */
export function useConvertContactMessageMutation() {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<ConvertMutation>(graphql`
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
          field
          code
          message
        }
      }
    }
  `);

  const submit = useCallback(
    (contactMessageId: string, values: ConversionValues): Promise<ConversionResult> =>
      new Promise((resolve) => {
        commit({
          variables: { input: { contactMessageId, courseId: values.courseId, quantity: values.quantity, participants: values.participants } },
          onCompleted: ({ convertContactMessageToOrder: { order, errors } }) => {
            if (order && errors.length === 0) resolve({ ok: true, orderNumber: order.orderNumber });
            else resolve({ ok: false, ...formErrorsOf(errors) });
          },
          onError: (error) => {
            console.error(error);
            resolve({ ok: false, fieldErrors: {}, formError: intl.formatMessage(convertDialogMessages.sendFailed) });
          },
        });
      }),
    [commit, intl],
  );

  return { submit, isInFlight };
}
