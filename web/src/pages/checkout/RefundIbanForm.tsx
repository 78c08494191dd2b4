import { refundAccountSchema } from '@h2o/api/validation/refund-account.schema';
import { Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { RefundIbanForm_order$key } from '../../__generated__/RefundIbanForm_order.graphql';
import { displayEuros } from '@h2o/api/validation/money';
import { Button } from '../../ui/Button';
import { FormStack } from '../../ui/form/fieldStyles';
import { FieldIdPrefixProvider, TextField } from '../../ui/form/fields';
import { Notice } from './checkoutStyles';
import { refundIbanMessages } from './messages';
import { useGiveRefundAccountMutation } from './useGiveRefundAccountMutation';

interface Props {
  order: RefundIbanForm_order$key;
  accessKey: string;
}

/**
 * Money the school owes back by bank transfer (a cancelled course, a refund staff decided) needs the
 * customer's account. Shown on the order page while such a refund is owed: the form until the account is given,
 * then a note that it is on its way. Nothing when no refund is owed.
 */
export function RefundIbanForm({ order, accessKey }: Props) {
  const intl = useIntl();
  const { refunds } = useFragment(
    graphql`
      fragment RefundIbanForm_order on Order {
        refunds {
          status
          method
          amountCents
          accountGiven
        }
      }
    `,
    order,
  );
  const { submit } = useGiveRefundAccountMutation();
  const owed = refunds.filter((refund) => refund.status === 'OWED' && refund.method === 'BANK_TRANSFER');
  if (owed.length === 0) return null;
  const amount = displayEuros(
    owed.reduce((sum, refund) => sum + refund.amountCents, 0),
    intl.locale.startsWith('en') ? 'en' : 'de',
  );

  if (owed.every((refund) => refund.accountGiven)) {
    return (
      <Notice $tone="info" role="status" data-testid="refund-account-given">
        <p>
          <FormattedMessage {...refundIbanMessages.given} values={{ amount }} />
        </p>
      </Notice>
    );
  }

  return (
    <Notice $tone="warning" data-testid="refund-account-form">
      <h2>
        <FormattedMessage {...refundIbanMessages.title} />
      </h2>
      <p>
        <FormattedMessage {...refundIbanMessages.intro} values={{ amount }} />
      </p>
      <Formik
        initialValues={{ iban: '', accountHolder: '' }}
        validationSchema={refundAccountSchema}
        onSubmit={async (values, helpers) => {
          const result = await submit({ accessKey, iban: values.iban, accountHolder: values.accountHolder.trim() });
          if (!result.ok) {
            helpers.setErrors(result.fieldErrors);
            helpers.setStatus(result.formError);
          }
        }}
      >
        {({ handleSubmit, isSubmitting, status }) => (
          <FieldIdPrefixProvider value="refund">
            <FormStack noValidate onSubmit={handleSubmit}>
              <TextField name="accountHolder" label={<FormattedMessage {...refundIbanMessages.accountHolder} />} autoComplete="name" />
              <TextField name="iban" label={<FormattedMessage {...refundIbanMessages.iban} />} autoComplete="off" />
              {status && <p role="alert">{status}</p>}
              <div>
                <Button type="submit" disabled={isSubmitting} data-testid="refund-account-submit">
                  <FormattedMessage {...refundIbanMessages.submit} />
                </Button>
              </div>
            </FormStack>
          </FieldIdPrefixProvider>
        )}
      </Formik>
    </Notice>
  );
}
