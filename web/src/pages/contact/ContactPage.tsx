import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { CONTACT_EMAIL } from '../../layout/contact';
import { PageHead } from '../../seo/PageHead';
import { Container } from '../../ui/Container';
import { FormPageLayout } from '../../ui/form/FormPageLayout';
import { ContactForm } from './ContactForm';
import { contactPrefill } from './contactPrefill';
import { contactPageMessages } from './messages';

/** /contact (docs/SPEC.md §2): the form, the contact address and opening hours. No data beyond the layout's. */
export function ContactPage() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const course = searchParams.get('course');
  const prefill = contactPrefill(intl, course);
  const title = intl.formatMessage(contactPageMessages.title);
  return (
    <Container>
      <PageHead title={title} description={intl.formatMessage(contactPageMessages.description)} />
      <FormPageLayout
        title={title}
        intro={<FormattedMessage {...contactPageMessages.intro} />}
        aside={
          <>
            <p>
              <FormattedMessage {...contactPageMessages.emailLabel} />{' '}
              <a href={`mailto:${CONTACT_EMAIL}`} data-testid="contact-email">
                {CONTACT_EMAIL}
              </a>
            </p>
            <p>
              <FormattedMessage {...contactPageMessages.hours} />
            </p>
          </>
        }
      >
        {/* Keyed by the course and language: a new ?course= (or language) starts the form afresh with its texts. */}
        <ContactForm key={`${course ?? ''}|${intl.locale}`} subject={prefill.subject} message={prefill.message} />
      </FormPageLayout>
    </Container>
  );
}
