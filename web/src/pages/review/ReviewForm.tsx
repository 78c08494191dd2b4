import { Formik, type FormikHelpers } from 'formik';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { FormStack } from '../../ui/form/fieldStyles';
import { ErrorSummary } from '../../ui/form/ErrorSummary';
import { FormStatus, HoneypotField, showRefusal, TextField } from '../../ui/form/fields';
import { lazySchema } from '../../ui/form/lazySchema';
import { formMessages } from '../../ui/form/messages';
import { RatingField } from '../../ui/form/RatingField';
import { reviewMessages } from './messages';
import { useSubmitReviewMutation } from './useSubmitReviewMutation';
import { SuccessAlert } from '../../ui/form/SuccessAlert';

/** docs/SPEC.md §9: after a sent review the visitor goes home after this long. */
export const REVIEW_REDIRECT_MS = 2000;

interface Values {
  courseId: number;
  name: string;
  email: string;
  rating: number | null;
  content: string;
  website: string;
}

// The shared schema loads on the form's first focus or check, not with the page (ui/form/lazySchema.ts).
const schema = lazySchema<Values>(() => import('@h2o/api/validation/review.schema').then((module) => module.reviewSchema));

export function ReviewForm({ courseId }: { courseId: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { submit } = useSubmitReviewMutation();
  const [sent, setSent] = useState(false);
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => navigate('/'), REVIEW_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [sent, navigate]);

  const onSubmit = async ({ website, rating, ...values }: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(null);
    const result = await submit({ ...values, rating: rating ?? 0, website: website || null });
    if (result.ok) {
      setSent(true);
      return;
    }
    showRefusal(helpers, result, ['courseId']);
  };

  if (sent) {
    return (
      <SuccessAlert testId="form-success">
        <p>
          <strong>
            <FormattedMessage {...reviewMessages.success} />
          </strong>
        </p>
        <p>
          <FormattedMessage {...reviewMessages.successNote} />
        </p>
      </SuccessAlert>
    );
  }
  const initialValues: Values = { courseId, name: '', email: '', rating: null, content: '', website: '' };
  return (
    <Formik initialValues={initialValues} validate={schema.validate} onSubmit={onSubmit}>
      {({ handleSubmit, isSubmitting }) => (
        <FormStack noValidate onSubmit={handleSubmit} onFocus={schema.preload} data-testid="review-form">
          <FormStatus />
          <ErrorSummary />
          <TextField name="name" label={<FormattedMessage {...reviewMessages.name} />} autoComplete="name" />
          <TextField name="email" type="email" label={<FormattedMessage {...formMessages.email} />} autoComplete="email" />
          <RatingField
            name="rating"
            legend={<FormattedMessage {...reviewMessages.rating} />}
            starLabel={(stars) => intl.formatMessage(reviewMessages.star, { stars })}
          />
          <TextField name="content" multiline label={<FormattedMessage {...reviewMessages.content} />} />
          <HoneypotField label={intl.formatMessage(formMessages.honeypot)} />
          <Button type="submit" disabled={isSubmitting} data-testid="form-submit">
            <FormattedMessage {...(isSubmitting ? formMessages.sending : formMessages.send)} />
          </Button>
        </FormStack>
      )}
    </Formik>
  );
}
