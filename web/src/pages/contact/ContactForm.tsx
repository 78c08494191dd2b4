import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { FormStack } from '../../ui/form/fieldStyles';
import { ErrorSummary } from '../../ui/form/ErrorSummary';
import { FormStatus, HoneypotField, showRefusal, TextField } from '../../ui/form/fields';
import { lazySchema } from '../../ui/form/lazySchema';
import { formMessages } from '../../ui/form/messages';
import { PrivacyConsent } from '../../ui/form/PrivacyConsent';
import { contactPageMessages } from './messages';
import { useSubmitContactMessageMutation } from './useSubmitContactMessageMutation';
import { type VisitorMailState, VisitorMailNotice } from '../../ui/form/VisitorMailNotice';

interface Values {
  name: string;
  email: string;
  subject: string;
  message: string;
  privacyAccepted: boolean;
  website: string;
}

// The shared schema loads on the form's first focus or check, not with the page (ui/form/lazySchema.ts).
const schema = lazySchema<Values>(() => import('@h2o/api/validation/contact.schema').then((module) => module.contactMessageSchema));

/** docs/SPEC.md §2 contact form on the shared schema; success shows a message and empties the form (docs/SPEC.md §8). */
export function ContactForm({ subject, message }: { subject: string; message: string }) {
  const intl = useIntl();
  const { submit } = useSubmitContactMessageMutation();
  const [sent, setSent] = useState<{ email: string; mail: VisitorMailState } | null>(null);
  const initialValues: Values = { name: '', email: '', subject, message, privacyAccepted: false, website: '' };

  const onSubmit = async ({ website, ...values }: Values, helpers: FormikHelpers<Values>) => {
    setSent(null);
    helpers.setStatus(null);
    const result = await submit({ ...values, website: website || null });
    if (result.ok) {
      helpers.resetForm({ values: { ...initialValues, subject: '', message: '' } });
      setSent({ email: result.value.contactMessage.email, mail: result.value.acknowledgement });
    } else {
      showRefusal(helpers, result);
    }
  };

  return (
    <Formik initialValues={initialValues} validate={schema.validate} onSubmit={onSubmit}>
      {({ handleSubmit, isSubmitting }) => (
        <FormStack noValidate onSubmit={handleSubmit} onFocus={schema.preload} data-testid="contact-form">
          {sent && (
            <VisitorMailNotice kind="copy" state={sent.mail} email={sent.email} testId="form-success">
              <p>
                <FormattedMessage {...contactPageMessages.success} />
              </p>
            </VisitorMailNotice>
          )}
          <FormStatus />
          <ErrorSummary />
          <TextField name="name" label={<FormattedMessage {...formMessages.name} />} autoComplete="name" />
          <TextField name="email" type="email" label={<FormattedMessage {...formMessages.email} />} autoComplete="email" />
          <TextField name="subject" label={<FormattedMessage {...contactPageMessages.subject} />} />
          <TextField name="message" multiline label={<FormattedMessage {...contactPageMessages.message} />} />
          <PrivacyConsent />
          <HoneypotField label={intl.formatMessage(formMessages.honeypot)} />
          <Button type="submit" disabled={isSubmitting} data-testid="form-submit">
            <FormattedMessage {...(isSubmitting ? formMessages.sending : formMessages.send)} />
          </Button>
        </FormStack>
      )}
    </Formik>
  );
}
