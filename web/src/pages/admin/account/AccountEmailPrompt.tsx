import { accountEmailSchema } from '@h2o/api/validation/account-email.schema';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { commonMessages } from '../../../i18n/messages';
import { Button } from '../../../ui/Button';
import { FormStack } from '../../../ui/form/fieldStyles';
import { FieldIdPrefixProvider, FormStatus, showRefusal, TextField } from '../../../ui/form/fields';
import { accountEmailMessages as messages } from './messages';
import { useSetAccountEmailMutation } from './useSetAccountEmailMutation';

const Box = styled.section`
  padding: 20px 24px;
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  h2 {
    margin: 0 0 8px;
    font-size: 1.15rem;
  }
  p {
    margin: 0 0 12px;
  }
  form {
    max-width: 28rem;
  }
`;

const Saved = styled.p`
  margin: 0;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * An account without an e-mail address is asked for one right after signing in (test mails and sign-in
 * lock notices need it). Saving updates the signed-in user in the store, so the form gives way to a short note.
 */
export function AccountEmailPrompt({ email }: { email: string | null | undefined }) {
  const [saved, setSaved] = useState(false);
  const { setEmail } = useSetAccountEmailMutation(commonMessages.generalError);
  if (saved) {
    return (
      <Saved role="status" data-testid="account-email-saved">
        <FormattedMessage {...messages.saved} />
      </Saved>
    );
  }
  if (email) return null;

  const onSubmit = async (values: { email: string }, helpers: FormikHelpers<{ email: string }>) => {
    helpers.setStatus(null);
    const result = await setEmail(values.email);
    if (result.ok) setSaved(true);
    else showRefusal(helpers, result);
  };

  return (
    <Box aria-labelledby="account-email-title" data-testid="account-email">
      <h2 id="account-email-title">
        <FormattedMessage {...messages.title} />
      </h2>
      <p>
        <FormattedMessage {...messages.intro} />
      </p>
      <Formik initialValues={{ email: '' }} validationSchema={accountEmailSchema} onSubmit={onSubmit}>
        {({ handleSubmit, isSubmitting }) => (
          <FieldIdPrefixProvider value="account">
            <FormStack noValidate onSubmit={handleSubmit} data-testid="account-email-form">
              <FormStatus />
              <TextField name="email" type="email" label={<FormattedMessage {...messages.label} />} autoComplete="email" />
              <Button type="submit" disabled={isSubmitting} data-testid="account-email-submit">
                <FormattedMessage {...(isSubmitting ? messages.submitting : messages.submit)} />
              </Button>
            </FormStack>
          </FieldIdPrefixProvider>
        )}
      </Formik>
    </Box>
  );
}
