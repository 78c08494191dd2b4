import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, ButtonLink } from '../../ui/Button';
import { FormStack } from '../../ui/form/fieldStyles';
import { ErrorSummary } from '../../ui/form/ErrorSummary';
import { FormStatus, HoneypotField, showRefusal, TextField } from '../../ui/form/fields';
import { lazySchema } from '../../ui/form/lazySchema';
import { formMessages } from '../../ui/form/messages';
import { PrivacyConsent } from '../../ui/form/PrivacyConsent';
import { courseRequestMessages } from './messages';
import { useSubmitCourseRequestMutation } from './useSubmitCourseRequestMutation';
import { type VisitorMailState, VisitorMailNotice } from '../../ui/form/VisitorMailNotice';

interface Values {
  courseId: number;
  name: string;
  email: string;
  message: string;
  privacyAccepted: boolean;
  website: string;
}

// The shared schema loads on the form's first focus or check, not with the page (ui/form/lazySchema.ts).
const schema = lazySchema<Values>(() => import('@h2o/api/validation/course-request.schema').then((module) => module.courseRequestSchema));

/** Name, e-mail, an optional note and the consent; a refused course shows above the form. */
export function CourseRequestForm({ courseId }: { courseId: number }) {
  const intl = useIntl();
  const { submit } = useSubmitCourseRequestMutation();
  const [sent, setSent] = useState<{ email: string; mail: VisitorMailState } | null>(null);
  const initialValues: Values = { courseId, name: '', email: '', message: '', privacyAccepted: false, website: '' };

  const onSubmit = async ({ website, message, ...values }: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(null);
    const result = await submit({ ...values, message: message || null, website: website || null });
    if (result.ok) {
      setSent({ email: result.value.booking.email, mail: result.value.acknowledgement });
      return;
    }
    // The course has no input of its own: its refusal (full, started, …) belongs to the form as a whole.
    showRefusal(helpers, result, ['courseId']);
  };

  if (sent) {
    return (
      <>
        <VisitorMailNotice kind="copy" state={sent.mail} email={sent.email} testId="form-success">
          <p>
            <FormattedMessage {...courseRequestMessages.success} />
          </p>
        </VisitorMailNotice>
        <ButtonLink to="/courses" $variant="ghost">
          <FormattedMessage {...courseRequestMessages.toCourses} />
        </ButtonLink>
      </>
    );
  }
  return (
    <Formik initialValues={initialValues} validate={schema.validate} onSubmit={onSubmit}>
      {({ handleSubmit, isSubmitting }) => (
        <FormStack noValidate onSubmit={handleSubmit} onFocus={schema.preload} data-testid="course-request-form">
          <FormStatus />
          <ErrorSummary />
          <TextField name="name" label={<FormattedMessage {...formMessages.name} />} autoComplete="name" />
          <TextField name="email" type="email" label={<FormattedMessage {...formMessages.email} />} autoComplete="email" />
          <TextField
            name="message"
            multiline
            required={false}
            label={
              <>
                <FormattedMessage {...courseRequestMessages.message} /> <FormattedMessage {...formMessages.optional} />
              </>
            }
          />
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
