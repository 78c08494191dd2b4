import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { FormStack } from '../../ui/form/fieldStyles';
import { ErrorSummary } from '../../ui/form/ErrorSummary';
import { CheckboxField, FieldIdPrefixProvider, FormStatus, HoneypotField, showRefusal, TextField } from '../../ui/form/fields';
import { lazySchema } from '../../ui/form/lazySchema';
import { formMessages } from '../../ui/form/messages';
import { newsletterSignupMessages } from '../../layout/newsletterSignupMessages';
import { useSubscribeToNewsletterMutation } from './useSubscribeToNewsletterMutation';
import { type VisitorMailState, VisitorMailNotice } from '../../ui/form/VisitorMailNotice';

interface Values {
  email: string;
  privacyAccepted: boolean;
  website: string;
}

// The shared schema loads on the form's first focus or check, not with the footer's form (ui/form/lazySchema.ts).
const schema = lazySchema<Values>(() =>
  import('@h2o/api/validation/newsletter.schema').then((module) => module.newsletterSubscriptionSchema),
);

const initialValues: Values = { email: '', privacyAccepted: false, website: '' };

/**
 * The newsletter sign-up (docs/SPEC.md §1, §5) on the shared schema. Success asks the visitor to confirm through
 * the mailed link (double opt-in) and empties the form. Its ids carry `newsletter-`: it sits in the footer
 * of every page, the contact form's page included.
 */
export function NewsletterSignupForm() {
  const intl = useIntl();
  const { submit } = useSubscribeToNewsletterMutation();
  const [accepted, setAccepted] = useState<{ email: string; mail: VisitorMailState } | null>(null);

  const onSubmit = async ({ website, ...values }: Values, helpers: FormikHelpers<Values>) => {
    setAccepted(null);
    helpers.setStatus(null);
    const result = await submit({ ...values, website: website || null });
    if (result.ok) {
      helpers.resetForm();
      setAccepted(result.value);
    } else {
      showRefusal(helpers, result);
    }
  };

  return (
    <FieldIdPrefixProvider value="newsletter">
      <Formik initialValues={initialValues} validate={schema.validate} onSubmit={onSubmit}>
        {({ handleSubmit, isSubmitting }) => (
          <FormStack noValidate onSubmit={handleSubmit} onFocus={schema.preload} data-testid="newsletter-form">
            {accepted && (
              <VisitorMailNotice kind="link" state={accepted.mail} email={accepted.email} testId="newsletter-success">
                <p>
                  <FormattedMessage {...newsletterSignupMessages.success} />
                </p>
              </VisitorMailNotice>
            )}
            <FormStatus testId="newsletter-error" />
            <ErrorSummary testId="newsletter-error-summary" />
            <TextField name="email" type="email" label={<FormattedMessage {...formMessages.email} />} autoComplete="email" />
            <CheckboxField
              name="privacyAccepted"
              label={
                <>
                  <FormattedMessage {...newsletterSignupMessages.consent} /> (
                  <Link to="/datenschutz" target="_blank">
                    <FormattedMessage {...formMessages.privacyLink} />
                  </Link>
                  )
                </>
              }
            />
            <HoneypotField label={intl.formatMessage(formMessages.honeypot)} />
            <div>
              <Button type="submit" disabled={isSubmitting} data-testid="newsletter-submit">
                <FormattedMessage {...(isSubmitting ? formMessages.sending : newsletterSignupMessages.submit)} />
              </Button>
            </div>
          </FormStack>
        )}
      </Formik>
    </FieldIdPrefixProvider>
  );
}
