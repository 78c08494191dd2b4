import { lazy, Suspense } from 'react';
import { useMounted } from '../../ui/useInBrowser';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { newsletterSignupMessages } from '../../layout/newsletterSignupMessages';

/**
 * Resolves when the visitor comes near the sign-up: the section within 400 px of the screen, or focus in it.
 * At once where the section is not in the page (a component rendered on its own, as tests do).
 */
function nearTheSection(): Promise<void> {
  const section = typeof document === 'undefined' ? null : document.getElementById('newsletter');
  if (!section || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      section.removeEventListener('focusin', done);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
      rootMargin: '400px',
    });
    observer.observe(section);
    section.addEventListener('focusin', done);
  });
}

// Its own chunk, fetched only when the visitor comes near the footer: the form brings Formik (≈ 13 KiB gzip; yup
// follows on the form's first focus), which every page would otherwise load before it is interactive. The server and the render that hydrates
// send its placeholder, not the form: a form in the server's HTML would stay there, dead, until its code came (text
// typed into it lost), and React would hold back every navigation until that part had hydrated.
const NewsletterSignupForm = lazy(() =>
  nearTheSection()
    .then(() => import('./NewsletterSignupForm'))
    .then((m) => ({ default: m.NewsletterSignupForm })),
);

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
  && h2 {
    margin: 0 0 8px;
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  && p {
    margin: 0;
  }
  && a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr);
  }
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Reserves the form's room until it is there: no layout shift. */
const FormPlaceholder = styled.div`
  min-height: 230px;
`;

/** The footer's newsletter sign-up; `#newsletter` is where the newsletter pages send a visitor to sign up again. */
export function NewsletterFooterSection() {
  const inBrowser = useMounted();
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
      {inBrowser ? (
        <Suspense fallback={<FormPlaceholder />}>
          <NewsletterSignupForm />
        </Suspense>
      ) : (
        <FormPlaceholder />
      )}
    </Panel>
  );
}
