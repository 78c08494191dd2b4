import { acceptInvitationSchema, PASSWORD_MIN_LENGTH } from '@h2o/api/validation/staff-account.schema';
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
import { useAcceptStaffInvitationMutation } from './useAcceptStaffInvitationMutation';

type Values = { token: string; username: string; password: string };

/**
 * /team/invitation?token=… (the invitation mail's link): the invited person chooses a username and a
 * password; the account gets the invitation's address and role. Opening the page changes nothing; the button does.
 * Rendered on the server too, never kept by a cache (the address carries a token: `private, no-store`).
 */
export function StaffInvitationPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const { accept } = useAcceptStaffInvitationMutation();
  const [accepted, setAccepted] = useState<string | null>(null);
  const title = intl.formatMessage(messages.invitationTitle);

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(null);
    const result = await accept(values);
    if (result.ok) setAccepted(result.value);
    // A refused token has no field on the form: its message goes above it.
    else showRefusal(helpers, result, ['token']);
  };

  return (
    <Container>
      <PageHead title={title} noindex />
      <FormPageLayout title={title} intro={<FormattedMessage {...messages.invitationIntro} />}>
        {accepted ? (
          <SuccessAlert testId="invitation-accepted">
            <p>
              <FormattedMessage {...messages.accepted} values={{ username: accepted }} />
            </p>
            <p>
              <Link to="/admin/login" data-testid="invitation-sign-in">
                <FormattedMessage {...messages.signIn} />
              </Link>
            </p>
          </SuccessAlert>
        ) : (
          <Formik
            initialValues={{ token: params.get('token') ?? '', username: '', password: '' }}
            validationSchema={acceptInvitationSchema}
            onSubmit={onSubmit}
          >
            {({ handleSubmit, isSubmitting }) => (
              <FormStack noValidate onSubmit={handleSubmit} data-testid="invitation-form">
                <FormStatus />
                <TextField name="username" label={<FormattedMessage {...messages.username} />} autoComplete="username" />
                <TextField
                  name="password"
                  type="password"
                  label={<FormattedMessage {...messages.password} />}
                  autoComplete="new-password"
                />
                <Hint>
                  <FormattedMessage {...messages.passwordHint} values={{ min: PASSWORD_MIN_LENGTH }} />
                </Hint>
                <Button type="submit" disabled={isSubmitting} data-testid="invitation-submit">
                  <FormattedMessage {...messages.accept} />
                </Button>
              </FormStack>
            )}
          </Formik>
        )}
      </FormPageLayout>
    </Container>
  );
}
