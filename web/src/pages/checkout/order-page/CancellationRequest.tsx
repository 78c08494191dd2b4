import { Formik, type FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { cancellationRequestSchema } from '@h2o/api/validation/order-page.schema';
import type { CancellationRequest_order$key } from '../../../__generated__/CancellationRequest_order.graphql';
import { formatDate } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { FormStack } from '../../../ui/form/fieldStyles';
import { ErrorSummary } from '../../../ui/form/ErrorSummary';
import { FormStatus, showRefusal, TextField } from '../../../ui/form/fields';
import { Notice } from '../checkoutStyles';
import { Panel } from '../OrderDetails';
import { orderAfterSaleMessages } from './messages';
import { useRequestOrderCancellationMutation } from './useRequestOrderCancellationMutation';

/** The terms allow no cancellation: the customer may ask (once), staff decide. After that: "request sent". */
export function CancellationRequest({ order: orderKey, accessKey }: { order: CancellationRequest_order$key; accessKey: string }) {
  const intl = useIntl();
  const order = useFragment(
    graphql`
      fragment CancellationRequest_order on Order {
        orderStatus
        cancellationRequestedAt
      }
    `,
    orderKey,
  );
  const { submit } = useRequestOrderCancellationMutation();
  if (order.orderStatus === 'CANCELLED') return null;

  const onSubmit = async ({ reason }: { reason: string }, helpers: FormikHelpers<{ reason: string }>) => {
    helpers.setStatus(null);
    const result = await submit(accessKey, reason);
    if (!result.ok) showRefusal(helpers, result);
  };

  return (
    <Panel aria-labelledby="order-cancellation-title" data-testid="order-cancellation">
      <h2 id="order-cancellation-title">
        <FormattedMessage {...orderAfterSaleMessages.cancellationTitle} />
      </h2>
      {order.cancellationRequestedAt ? (
        <Notice $tone="info" role="status" data-testid="order-cancellation-sent">
          <p>
            <FormattedMessage
              {...orderAfterSaleMessages.cancellationSent}
              values={{ date: formatDate(intl, order.cancellationRequestedAt) }}
            />
          </p>
        </Notice>
      ) : (
        <>
          <p>
            <FormattedMessage {...orderAfterSaleMessages.cancellationIntro} />
          </p>
          <Formik initialValues={{ reason: '' }} validationSchema={cancellationRequestSchema} onSubmit={onSubmit}>
            {({ handleSubmit, isSubmitting }) => (
              <FormStack noValidate onSubmit={handleSubmit} data-testid="order-cancellation-form">
                <FormStatus />
                <ErrorSummary />
                <TextField name="reason" multiline label={<FormattedMessage {...orderAfterSaleMessages.cancellationReason} />} />
                <Button type="submit" $variant="secondary" disabled={isSubmitting} data-testid="order-cancellation-send">
                  <FormattedMessage {...orderAfterSaleMessages.cancellationSend} />
                </Button>
              </FormStack>
            )}
          </Formik>
        </>
      )}
    </Panel>
  );
}
