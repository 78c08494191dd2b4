import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { newsletterSignupMessages } from './messages';

// Its own chunk: the form brings Formik and yup, which every page would otherwise load up front. The
// server renders it whole; the browser hydrates it once the chunk has arrived (React keeps the server's
// HTML until then).
const NewsletterSignupForm = lazy(() => import('./NewsletterSignupForm').then((m) => ({ default: m.NewsletterSignupForm })));

// A light panel on the dark footer: the form's texts, links and error colours keep their contrast. `&&`
// outranks the footer's own rules for headings and links (white on the dark background).
const Panel = styled.section`
  display: grid;
  gap: 16px 32px;
  margin-top: 32px;
  padding: 24px;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + 16px);
  && h2 { margin: 0 0 8px; font-size: 1.25rem; color: ${({ theme }) => theme.colors.primaryDark}; }
  && p { margin: 0; }
  && a { color: ${({ theme }) => theme.colors.primary}; text-decoration: underline; }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr);
  }
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Reserves the form's room where the browser renders the page itself (no server render): no layout shift. */
const FormPlaceholder = styled.div`
  min-height: 230px;
`;

/** The footer's newsletter sign-up; `#newsletter` is where the newsletter pages send a visitor to sign up again. */
export function NewsletterFooterSection() {
  return (
    <Panel id="newsletter" aria-labelledby="newsletter-title" data-testid="newsletter-signup">
      <div>
        <h2 id="newsletter-title">
          <FormattedMessage {...newsletterSignupMessages.title} />
        </h2>
        <Intro>
          <FormattedMessage {...newsletterSignupMessages.intro} />
        </Intro>
      </div>
      <Suspense fallback={<FormPlaceholder />}>
        <NewsletterSignupForm />
      </Suspense>
    </Panel>
  );
}
