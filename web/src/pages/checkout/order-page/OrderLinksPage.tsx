import { orderLinksSchema } from '@h2o/api/validation/order-page.schema';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageHead } from '../../../seo/PageHead';
import { Button } from '../../../ui/Button';
import { Container } from '../../../ui/Container';
import { FormStack } from '../../../ui/form/fieldStyles';
import { ErrorSummary } from '../../../ui/form/ErrorSummary';
import { FormStatus, showRefusal, TextField } from '../../../ui/form/fields';
import { FormPageLayout } from '../../../ui/form/FormPageLayout';
import { formMessages } from '../../../ui/form/messages';
import { type VisitorMailState, VisitorMailNotice } from '../../../ui/form/VisitorMailNotice';
import { orderAfterSaleMessages } from './messages';
import { useSendOrderLinksMutation } from './useSendOrderLinksMutation';

/**
 * /checkout/order-links ("Lost your link?"): the address in, a mail with the order links out. The answer is the same
 * for every address, so the page never tells whether an address has ordered. No data: rendered on the server too.
 */
export function OrderLinksPage() {
  const intl = useIntl();
  const { submit } = useSendOrderLinksMutation();
  const [sentTo, setSentTo] = useState<{ email: string; mail: VisitorMailState } | null>(null);
  const title = intl.formatMessage(orderAfterSaleMessages.lostLinkTitle);

  const onSubmit = async ({ email }: { email: string }, helpers: FormikHelpers<{ email: string }>) => {
    setSentTo(null);
    helpers.setStatus(null);
    const result = await submit(email);
    if (result.ok) {
      setSentTo({ email: email.trim(), mail: result.value });
      helpers.resetForm();
    } else {
      showRefusal(helpers, result);
    }
  };

  return (
    <Container>
      <PageHead title={title} noindex />
      <FormPageLayout title={title} intro={<FormattedMessage {...orderAfterSaleMessages.lostLinkIntro} />}>
        <Formik initialValues={{ email: '' }} validationSchema={orderLinksSchema} onSubmit={onSubmit}>
          {({ handleSubmit, isSubmitting }) => (
            <FormStack noValidate onSubmit={handleSubmit} data-testid="order-links-form">
              {sentTo && (
                <VisitorMailNotice kind="link" state={sentTo.mail} email={sentTo.email} testId="order-links-sent">
                  <p>
                    <FormattedMessage {...orderAfterSaleMessages.lostLinkSent} values={{ email: sentTo.email }} />
                  </p>
                </VisitorMailNotice>
              )}
              <FormStatus />
              <ErrorSummary />
              <TextField name="email" type="email" label={<FormattedMessage {...formMessages.email} />} autoComplete="email" />
              <Button type="submit" disabled={isSubmitting} data-testid="order-links-submit">
                <FormattedMessage {...orderAfterSaleMessages.lostLinkSend} />
              </Button>
            </FormStack>
          )}
        </Formik>
      </FormPageLayout>
    </Container>
  );
}
