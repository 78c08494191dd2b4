import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, graphql, type PreloadedQuery, usePreloadedQuery, useRelayEnvironment } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import styled from 'styled-components';
import AdminLegalPageQueryNode, { type AdminLegalPageQuery } from '../../../__generated__/AdminLegalPageQuery.graphql';
import { AdminView, ViewIntro } from '../shared/AdminView';
import type { AdminLegalLoaderData } from './adminLegalLoader';
import { LegalTextEditor } from './LegalTextEditor';
import { adminLegalMessages as messages } from './messages';
import { PlaceholderList } from './PlaceholderList';

export const adminLegalPageQuery = graphql`
  query AdminLegalPageQuery {
    adminLegalTexts @required(action: THROW) {
      document
      language
      markdown
      html
      unfilled
      reviewed
      updatedAt
      updatedBy
      versions {
        number
        createdAt
        authorName
        restoredFromId
      }
    }
    adminLegalPlaceholders @required(action: THROW) {
      name
      label
      valueDe
      valueEn
    }
  }
`;

const Switch = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  button {
    padding: 8px 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    font-weight: 700;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primaryLight};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
  button[data-flagged='true']::after {
    content: ' ⚠';
  }
`;

export type LegalDocumentKind = 'IMPRINT' | 'PRIVACY' | 'TERMS';
export type LegalLanguage = 'DE' | 'EN';
const DOCUMENTS: LegalDocumentKind[] = ['IMPRINT', 'PRIVACY', 'TERMS'];
const LANGUAGES: LegalLanguage[] = ['DE', 'EN'];

/** The admins' editor of the imprint, privacy policy and terms (Markdown per language, versioned). */
export function AdminLegalPage() {
  const { legalRef } = useLoaderData() as AdminLegalLoaderData;
  // No admin (no reference): the layout shows why instead of this view.
  return (
    <AdminView<AdminLegalPageQuery>
      title={messages.title}
      testId="admin-legal"
      query={adminLegalPageQuery}
      reference={legalRef}
      loadFailed={messages.loadFailed}
      errorTestId="legal-error"
      before={
        <ViewIntro>
          <FormattedMessage {...messages.intro} />
        </ViewIntro>
      }
    >
      {(reference) => <LegalTexts reference={reference} />}
    </AdminView>
  );
}

function LegalTexts({ reference }: { reference: PreloadedQuery<AdminLegalPageQuery> }) {
  const intl = useIntl();
  const { adminLegalTexts, adminLegalPlaceholders } = usePreloadedQuery<AdminLegalPageQuery>(adminLegalPageQuery, reference);
  const [document, setDocument] = useState<LegalDocumentKind>('IMPRINT');
  const [language, setLanguage] = useState<LegalLanguage>('DE');
  const environment = useRelayEnvironment();
  // The texts have no ids: after a save the whole list is read again (it writes the records this view reads).
  const reload = useCallback(
    () =>
      new Promise<void>((resolve) => {
        fetchQuery(environment, AdminLegalPageQueryNode, {}, { fetchPolicy: 'network-only' }).subscribe({
          complete: () => resolve(),
          error: (error: unknown) => {
            console.error(error);
            resolve();
          },
        });
      }),
    [environment],
  );
  const text = adminLegalTexts.find((entry) => entry.document === document && entry.language === language);
  const flagged = (kind: LegalDocumentKind, lang?: LegalLanguage) =>
    adminLegalTexts.some(
      (entry) => entry.document === kind && (!lang || entry.language === lang) && (entry.unfilled.length > 0 || !entry.reviewed),
    );
  const documentName = (kind: LegalDocumentKind) => intl.formatMessage(messages[kind.toLowerCase() as 'imprint']);
  return (
    <>
      <Switch role="group" aria-label={intl.formatMessage(messages.documents)}>
        {DOCUMENTS.map((kind) => (
          <button
            key={kind}
            type="button"
            aria-pressed={kind === document}
            data-flagged={flagged(kind)}
            data-testid={`legal-document-${kind}`}
            onClick={() => setDocument(kind)}
          >
            {documentName(kind)}
          </button>
        ))}
      </Switch>
      <Switch role="group" aria-label={intl.formatMessage(messages.languages)}>
        {LANGUAGES.map((lang) => (
          <button
            key={lang}
            type="button"
            aria-pressed={lang === language}
            data-flagged={flagged(document, lang)}
            data-testid={`legal-language-${lang}`}
            onClick={() => setLanguage(lang)}
          >
            <FormattedMessage {...(lang === 'DE' ? messages.german : messages.english)} />
          </button>
        ))}
      </Switch>
      {text && (
        <LegalTextEditor key={`${document}:${language}`} text={text} title={`${documentName(document)} (${language})`} onSaved={reload} />
      )}
      <PlaceholderList placeholders={adminLegalPlaceholders} />
    </>
  );
}
