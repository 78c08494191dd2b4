import { Field, Formik, type FormikHelpers } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useLanguage } from '../../i18n/LanguageProvider';
import { Button } from '../../ui/Button';
import { ControlFieldBox, FieldError, FormStack } from '../../ui/form/fieldStyles';
import { ErrorSummary } from '../../ui/form/ErrorSummary';
import {
  CheckboxField,
  FieldIdPrefixProvider,
  FormStatus,
  HoneypotField,
  showRefusal,
  TextField,
  useShownError,
} from '../../ui/form/fields';
import { lazySchema } from '../../ui/form/lazySchema';
import { formMessages } from '../../ui/form/messages';
import { type VisitorMailState, VisitorMailNotice } from '../../ui/form/VisitorMailNotice';
import { waitlistFormMessages } from './messages';
import { useJoinWaitlistMutation } from './useJoinWaitlistMutation';

interface Values {
  email: string;
  places: number | '';
  language: 'de' | 'en';
  privacyAccepted: boolean;
  website: string;
}

// The course is the page's, not a field: the form checks the rest with the server's own rules, loaded on the
// form's first focus or check (ui/form/lazySchema.ts).
const schema = lazySchema<Values>(() =>
  import('@h2o/api/validation/waitlist.schema').then((module) => module.waitlistJoinSchema.omit(['courseId'])),
);

/** A number of places, 1 to 20, bound to Formik (Formik reads `type="number"` inputs as numbers). */
function PlacesField() {
  const error = useShownError('places');
  return (
    <ControlFieldBox>
      <label htmlFor="waitlist-places">
        <FormattedMessage {...waitlistFormMessages.places} />
      </label>
      <Field
        id="waitlist-places"
        name="places"
        type="number"
        min={1}
        max={20}
        inputMode="numeric"
        data-testid="waitlist-places"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'waitlist-places-error' : undefined}
      />
      {error && (
        <FieldError id="waitlist-places-error" data-testid="waitlist-places-error">
          {error}
        </FieldError>
      )}
    </ControlFieldBox>
  );
}

// Below the fixed header and its top bar when jumped to (as the forms' success alerts).
const Section = styled.section`
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + 56px);
`;

/**
 * Reached as `#waitlist` (the course card's "Auf die Warteliste", the link at the top of the page): the form is two
 * screens down on a phone and arrives in its own chunk, after the router's scrolling has found nothing, so it
 * scrolls itself into view and puts the cursor in its first field.
 */
function useJumpHere(section: React.RefObject<HTMLElement | null>) {
  const { hash } = useLocation();
  useEffect(() => {
    const element = section.current;
    if (hash !== '#waitlist' || !element) return;
    element.scrollIntoView({ block: 'start' });
    element.querySelector<HTMLInputElement>('input[name="email"]')?.focus({ preventScroll: true });
  }, [hash, section]);
}

/**
 * On a full course's page, a parent joins the waitlist with address, places and the mails' language. Double
 * opt-in: success asks to confirm through the mailed link, and says the same whether the address was on the list.
 */
export function WaitlistForm({ courseId }: { courseId: number }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { submit } = useJoinWaitlistMutation();
  const [accepted, setAccepted] = useState<{ email: string; mail: VisitorMailState } | null>(null);
  const section = useRef<HTMLElement>(null);
  useJumpHere(section);
  const initialValues: Values = { email: '', places: 1, language, privacyAccepted: false, website: '' };

  const onSubmit = async ({ website, language: chosen, places, ...values }: Values, helpers: FormikHelpers<Values>) => {
    setAccepted(null);
    helpers.setStatus(null);
    const result = await submit({
      ...values,
      courseId,
      places: Number(places),
      language: chosen === 'en' ? 'EN' : 'DE',
      website: website || null,
    });
    if (result.ok) {
      helpers.resetForm();
      setAccepted(result.value);
    } else {
      showRefusal(helpers, result, ['courseId']);
    }
  };

  return (
    <Section ref={section} id="waitlist" aria-labelledby="waitlist-title" data-testid="waitlist">
      <h2 id="waitlist-title">
        <FormattedMessage {...waitlistFormMessages.title} />
      </h2>
      <p>
        <FormattedMessage {...waitlistFormMessages.intro} />
      </p>
      <FieldIdPrefixProvider value="waitlist">
        <Formik initialValues={initialValues} validate={schema.validate} onSubmit={onSubmit}>
          {({ handleSubmit, isSubmitting }) => (
            <FormStack noValidate onSubmit={handleSubmit} onFocus={schema.preload} data-testid="waitlist-form">
              {accepted && (
                <VisitorMailNotice kind="link" state={accepted.mail} email={accepted.email} testId="waitlist-success">
                  <p>
                    <FormattedMessage {...waitlistFormMessages.success} />
                  </p>
                </VisitorMailNotice>
              )}
              <FormStatus testId="waitlist-error" />
              <ErrorSummary testId="waitlist-error-summary" />
              <TextField name="email" type="email" label={<FormattedMessage {...formMessages.email} />} autoComplete="email" />
              <PlacesField />
              <ControlFieldBox>
                <label htmlFor="waitlist-language">
                  <FormattedMessage {...waitlistFormMessages.language} />
                </label>
                <Field as="select" id="waitlist-language" name="language" data-testid="waitlist-language">
                  <option value="de">{intl.formatMessage(waitlistFormMessages.languageDe)}</option>
                  <option value="en">{intl.formatMessage(waitlistFormMessages.languageEn)}</option>
                </Field>
              </ControlFieldBox>
              <CheckboxField
                name="privacyAccepted"
                label={
                  <>
                    <FormattedMessage {...waitlistFormMessages.consent} /> (
                    <Link to="/datenschutz" target="_blank">
                      <FormattedMessage {...formMessages.privacyLink} />
                    </Link>
                    )
                  </>
                }
              />
              <HoneypotField label={intl.formatMessage(formMessages.honeypot)} />
              <div>
                <Button type="submit" $block disabled={isSubmitting} data-testid="waitlist-submit">
                  <FormattedMessage {...(isSubmitting ? formMessages.sending : waitlistFormMessages.submit)} />
                </Button>
              </div>
            </FormStack>
          )}
        </Formik>
      </FieldIdPrefixProvider>
    </Section>
  );
}
