import { type MouseEvent, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { LegalPageQuery } from '../../__generated__/LegalPageQuery.graphql';
import { formatDate } from '../../i18n/format';
import type { Language } from '../../i18n/languageChoice';
import { commonMessages } from '../../i18n/messages';
import { PageHead } from '../../seo/PageHead';
import { Container } from '../../ui/Container';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { PageSpinner } from '../../ui/Spinner';
import type { LegalLoaderData } from './legalLoader';
import { LEGAL_META, type LegalDocumentName } from './legalMeta';
import { legalMessages } from './messages';

const legalPageQuery = graphql`
  query LegalPageQuery($document: LegalDocumentKind!) {
    de: legalPage(document: $document, language: DE) {
      html
      updatedOn
    }
    en: legalPage(document: $document, language: EN) {
      html
      updatedOn
    }
  }
`;

const Article = styled.article`
  max-width: 780px;
  padding: 40px 0 64px;
  overflow-wrap: break-word; /* long German compounds and addresses must not widen a phone layout */
  hyphens: auto;
  /* Scaled with a phone's width: "Datenschutzerklärung" in one piece from 360 px on. */
  h1 {
    font-size: clamp(1.4rem, 6.4vw, 2rem);
    color: ${({ theme }) => theme.colors.primaryDark};
    margin-bottom: 4px;
  }
  /* "Verbraucherstreitbeilegung" in one piece at 360 px: the scale's 1.15rem on phones (site-walk.test.ts). */
  h2 {
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.primaryDark};
    margin: 36px 0 10px;
  }
  h3 {
    font-size: 1rem;
    margin: 20px 0 6px;
  }
  p,
  li {
    line-height: 1.65;
  }
  ul {
    padding-left: 1.25em;
  }
  mark[data-legal-placeholder] {
    background: ${({ theme }) => theme.colors.warningLight};
    color: ${({ theme }) => theme.colors.warning};
    padding: 0 4px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  ${({ theme }) => theme.media.sm} {
    h2 {
      font-size: 1.4rem;
    }
  }
  ${({ theme }) => theme.media.md} {
    h1 {
      font-size: 2.6rem;
    }
  }
`;

const Updated = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin-top: 0;
`;

const isInternalPath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/**
 * The text as the server rendered it from staff's Markdown (sanitised there: api/src/modules/legal/legal-markdown.ts).
 * Links to a path of the site open in the app, like a router Link.
 */
export function LegalBody({ html }: { html: string }) {
  const navigate = useNavigate();
  const openInApp = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.('a');
    const href = link?.getAttribute('href');
    if (!link || !href || !isInternalPath(href) || link.target) return;
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(href);
  };
  // Delegation, not a control: the clicks come from the links inside, which Enter activates with a click event too.
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
  return <div onClick={openInApp} dangerouslySetInnerHTML={{ __html: html }} />;
}

function Frame({ document, testId, children }: { document: LegalDocumentName; testId: string; children: React.ReactNode }) {
  const intl = useIntl();
  const meta = LEGAL_META[document][intl.locale as Language] ?? LEGAL_META[document].de;
  return (
    <Container>
      <PageHead title={meta.title} description={meta.description} />
      <Article data-testid={testId}>
        <h1>{meta.title}</h1>
        {children}
      </Article>
    </Container>
  );
}

function LegalText({ pageRef }: LegalLoaderData) {
  const intl = useIntl();
  const data = usePreloadedQuery<LegalPageQuery>(legalPageQuery, pageRef);
  const text = intl.locale === 'en' ? data.en : data.de;
  return (
    <>
      <Updated>
        <time dateTime={text.updatedOn}>
          <FormattedMessage {...legalMessages.updated} values={{ date: formatDate(intl, text.updatedOn) }} />
        </time>
      </Updated>
      <LegalBody html={text.html} />
    </>
  );
}

/** Imprint, privacy policy or terms in the interface language: indexable, with the day of its version. */
export function LegalPage({ document, testId }: { document: LegalDocumentName; testId: string }) {
  const { pageRef } = useLoaderData() as LegalLoaderData;
  return (
    <Frame document={document} testId={testId}>
      <ErrorBoundary
        fallback={
          <p role="alert">
            <FormattedMessage {...commonMessages.generalError} />
          </p>
        }
      >
        <Suspense fallback={<PageSpinner />}>
          <LegalText pageRef={pageRef} />
        </Suspense>
      </ErrorBoundary>
    </Frame>
  );
}
