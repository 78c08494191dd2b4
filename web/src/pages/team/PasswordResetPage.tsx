import { PASSWORD_MIN_LENGTH, requestPasswordResetSchema, resetPasswordSchema } from '@h2o/api/validation/staff-account.schema';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHead } from '../../seo/PageHead';
import { Button } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { FormStack, Hint } from '../../ui/form/fieldStyles';
import { FormStatus, showRefusal, TextField } from '../../ui/form/fields';
import { FormPageLayout } from '../../ui/form/FormPageLayout';
import { SuccessAlert } from '../../ui/form/SuccessAlert';
import { teamLinkMessages as messages } from './messages';
import { useRequestPasswordResetMutation } from './useRequestPasswordResetMutation';
import { useResetPasswordMutation } from './useResetPasswordMutation';

/**
 * /team/password-reset: without a token, the address in and a link out (the same answer for every
 * address); with the mail's token, the new password. Never kept by a cache (`private, no-store`).
 */
export function PasswordResetPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get('token');
  const title = intl.formatMessage(messages.resetTitle);
  return (
    <Container>
      <PageHead title={title} noindex />
      {token ? <NewPasswordForm token={token} title={title} /> : <RequestForm title={title} />}
    </Container>
  );
}

function RequestForm({ title }: { title: string }) {
  const { requestReset } = useRequestPasswordResetMutation();
  const [sent, setSent] = useState(false);
  const onSubmit = async ({ email }: { email: string }, helpers: FormikHelpers<{ email: string }>) => {
    setSent(false);
    helpers.setStatus(null);
    const result = await requestReset(email);
    if (result.ok) setSent(true);
    else showRefusal(helpers, result);
  };
  return (
    <FormPageLayout title={title} intro={<FormattedMessage {...messages.resetIntro} />}>
      <Formik initialValues={{ email: '' }} validationSchema={requestPasswordResetSchema} onSubmit={onSubmit}>
        {({ handleSubmit, isSubmitting }) => (
          <FormStack noValidate onSubmit={handleSubmit} data-testid="reset-request-form">
            {sent && (
              <SuccessAlert testId="reset-requested">
                <p>
                  <FormattedMessage {...messages.resetRequested} />
                </p>
              </SuccessAlert>
            )}
            <FormStatus />
            <TextField name="email" type="email" label={<FormattedMessage {...messages.email} />} autoComplete="email" />
            <Button type="submit" disabled={isSubmitting} data-testid="reset-request-submit">
              <FormattedMessage {...messages.requestReset} />
            </Button>
          </FormStack>
        )}
      </Formik>
    </FormPageLayout>
  );
}

function NewPasswordForm({ token, title }: { token: string; title: string }) {
  const { reset } = useResetPasswordMutation();
  const [done, setDone] = useState(false);
  type Values = { token: string; password: string };
  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(null);
    const result = await reset(values);
    if (result.ok) setDone(true);
    else showRefusal(helpers, result, ['token']);
  };
  return (
    <FormPageLayout title={title} intro={<FormattedMessage {...messages.newPasswordIntro} />}>
      {done ? (
        <SuccessAlert testId="reset-done">
          <p>
            <FormattedMessage {...messages.passwordSet} />
          </p>
          <p>
            <Link to="/admin/login">
              <FormattedMessage {...messages.signIn} />
            </Link>
          </p>
        </SuccessAlert>
      ) : (
        <Formik initialValues={{ token, password: '' }} validationSchema={resetPasswordSchema} onSubmit={onSubmit}>
          {({ handleSubmit, isSubmitting }) => (
            <FormStack noValidate onSubmit={handleSubmit} data-testid="reset-form">
              <FormStatus />
              <TextField name="password" type="password" label={<FormattedMessage {...messages.password} />} autoComplete="new-password" />
              <Hint>
                <FormattedMessage {...messages.passwordHint} values={{ min: PASSWORD_MIN_LENGTH }} />
              </Hint>
              <Button type="submit" disabled={isSubmitting} data-testid="reset-submit">
                <FormattedMessage {...messages.setPassword} />
              </Button>
            </FormStack>
          )}
        </Formik>
      )}
    </FormPageLayout>
  );
}
