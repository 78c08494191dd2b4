import { coursesNoticeSchema } from '@h2o/api/validation/courses-notice.schema';
import { Formik, type FormikErrors, type FormikHelpers, setIn } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CoursesNoticeCard_texts$key } from '../../../__generated__/CoursesNoticeCard_texts.graphql';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { FormStack } from '../../../ui/form/fieldStyles';
import { FieldIdPrefixProvider, FormStatus, TextField } from '../../../ui/form/fields';
import { coursesNoticeEditorMessages as messages } from '../messages';
import { useShowToast } from '../../../ui/ToastProvider';
import { useUpdateCoursesNoticeMutation } from './useUpdateCoursesNoticeMutation';

type Language = 'de' | 'en';
type Values = Record<Language, { title: string; text: string }>;

const Languages = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  fieldset {
    display: flex;
    flex-direction: column;
    gap: 14px;
    min-width: 0;
    margin: 0;
    padding: 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  legend {
    padding: 0 6px;
    font-weight: 700;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
`;

const LANGUAGES: { language: Language; legend: typeof messages.german }[] = [
  { language: 'de', legend: messages.german },
  { language: 'en', legend: messages.english },
];

/** The server's refusals name nested fields (`de.title`); Formik keeps errors nested like its values. */
const nestedErrors = (byPath: Record<string, string>) =>
  Object.entries(byPath).reduce<FormikErrors<Values>>((errors, [path, message]) => setIn(errors, path, message), {});

/**
 * Settings screen card: the notice box above the course list (docs/SPEC.md §2 Courses), heading and text in German and
 * English, on the shared schema (both languages required). Saved: a toast (the view's AdminToast), and visitors
 * see it at once.
 */
export function CoursesNoticeCard({ texts }: { texts: CoursesNoticeCard_texts$key }) {
  const stored = useFragment(
    graphql`
      fragment CoursesNoticeCard_texts on CoursesNoticeTexts {
        de {
          title
          text
        }
        en {
          title
          text
        }
      }
    `,
    texts,
  );
  const intl = useIntl();
  const toast = useShowToast();
  const { submit } = useUpdateCoursesNoticeMutation();

  const initialValues: Values = {
    de: { title: stored.de?.title ?? '', text: stored.de?.text ?? '' },
    en: { title: stored.en?.title ?? '', text: stored.en?.text ?? '' },
  };

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(null);
    const result = await submit(values);
    if (result.ok) {
      // What the server keeps is trimmed: show exactly that.
      const trimmed = (language: Language) => ({ title: values[language].title.trim(), text: values[language].text.trim() });
      helpers.resetForm({ values: { de: trimmed('de'), en: trimmed('en') } });
      toast('success', intl.formatMessage(messages.saved));
      return;
    }
    helpers.setErrors(nestedErrors(result.fieldErrors));
    helpers.setStatus(result.formError);
  };

  return (
    <Card as="section" aria-labelledby="courses-notice-editor-title" data-testid="courses-notice-editor">
      <h3 id="courses-notice-editor-title">
        <FormattedMessage {...messages.title} />
      </h3>
      <p>
        <FormattedMessage {...messages.intro} />
      </p>
      <Formik initialValues={initialValues} validationSchema={coursesNoticeSchema} onSubmit={onSubmit}>
        {({ handleSubmit, isSubmitting }) => (
          <FormStack noValidate onSubmit={handleSubmit}>
            <FormStatus testId="notice-form-error" />
            <FieldIdPrefixProvider value="notice">
              <Languages>
                {LANGUAGES.map(({ language, legend }) => (
                  <fieldset key={language} lang={language}>
                    <legend>
                      <FormattedMessage {...legend} />
                    </legend>
                    <TextField name={`${language}.title`} label={<FormattedMessage {...messages.heading} />} />
                    <TextField name={`${language}.text`} multiline label={<FormattedMessage {...messages.text} />} />
                  </fieldset>
                ))}
              </Languages>
            </FieldIdPrefixProvider>
            <Actions>
              <Button type="submit" disabled={isSubmitting} data-testid="notice-save">
                <FormattedMessage {...(isSubmitting ? messages.saving : messages.save)} />
              </Button>
              <Link to="/courses">
                <FormattedMessage {...messages.viewOnSite} />
              </Link>
            </Actions>
          </FormStack>
        )}
      </Formik>
    </Card>
  );
}
