import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatDate } from '../../i18n/format';
import type { Language } from '../../i18n/languageChoice';
import { PageHead } from '../../seo/PageHead';
import { Container } from '../../ui/Container';
import { LEGAL_TEXTS_UPDATED, type LegalDocuments } from './legalDocument';
import { legalMessages } from './messages';

const Article = styled.article`
  max-width: 780px;
  padding: 40px 0 64px;
  overflow-wrap: break-word; /* long German compounds and addresses must not widen a phone layout */
  hyphens: auto;
  /* Scaled with a phone's width: "Datenschutzerklärung" in one piece from 360 px on (issue 23). */
  h1 { font-size: clamp(1.4rem, 6.4vw, 2rem); color: ${({ theme }) => theme.colors.primaryDark}; margin-bottom: 4px; }
  h2 { font-size: 1.3rem; color: ${({ theme }) => theme.colors.primaryDark}; margin: 36px 0 10px; }
  h3 { font-size: 1.05rem; margin: 20px 0 6px; }
  p, li { line-height: 1.65; }
  ul { padding-left: 1.25em; }
  address { font-style: normal; }
  ${({ theme }) => theme.media.md} {
    h1 { font-size: 2.4rem; }
  }
`;

const Updated = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin-top: 0;
`;

/** Imprint, privacy policy or terms in the interface language: indexable, with its revision date. */
export function LegalPage({ documents, testId }: { documents: LegalDocuments; testId: string }) {
  const intl = useIntl();
  const document = documents[intl.locale as Language] ?? documents.de;
  return (
    <Container>
      <PageHead title={document.title} description={document.description} />
      <Article data-testid={testId}>
        <h1>{document.title}</h1>
        <Updated>
          <time dateTime={LEGAL_TEXTS_UPDATED}>
            <FormattedMessage {...legalMessages.updated} values={{ date: formatDate(intl, LEGAL_TEXTS_UPDATED) }} />
          </time>
        </Updated>
        {document.intro}
        {document.sections.map((section) => (
          // No accessible name on purpose: a dozen "region" landmarks would bury the page's real ones.
          <section key={section.id} id={section.id}>
            <h2>{section.heading}</h2>
            {section.body}
          </section>
        ))}
      </Article>
    </Container>
  );
}
