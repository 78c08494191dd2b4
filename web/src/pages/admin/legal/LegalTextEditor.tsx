import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import styled from 'styled-components';
import type { AdminLegalPageQuery$data } from '../../../__generated__/AdminLegalPageQuery.graphql';
import type { LegalTextEditorRestoreMutation } from '../../../__generated__/LegalTextEditorRestoreMutation.graphql';
import type { LegalTextEditorSaveMutation } from '../../../__generated__/LegalTextEditorSaveMutation.graphql';
import { Button } from '../../../ui/Button';
import { formatDateTime } from '../shared/adminFormat';
import { adminLegalMessages as messages } from './messages';

type LegalText = AdminLegalPageQuery$data['adminLegalTexts'][number];

const Editor = styled.section`
  display: grid;
  gap: 12px;
  label { font-weight: 700; }
  textarea {
    width: 100%;
    min-height: 24rem;
    padding: 12px;
    font: 0.9rem/1.5 ui-monospace, SFMono-Regular, Menlo, monospace;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Note = styled.div<{ $warn: boolean }>`
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $warn }) => ($warn ? theme.colors.warningLight : theme.colors.primaryLight)};
  ul { margin: 6px 0 0; padding-left: 1.25em; }
`;

const Preview = styled.div`
  padding: 16px 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  max-height: 28rem;
  overflow: auto;
  mark { background: ${({ theme }) => theme.colors.warningLight}; color: ${({ theme }) => theme.colors.warning}; }
`;

const Versions = styled.ol`
  margin: 0;
  padding-left: 1.25em;
  li { margin: 4px 0; }
  button { margin-left: 8px; }
`;

type Outcome = { kind: 'saved' | 'restored' } | { kind: 'refused'; messages: string[] } | { kind: 'failed' };

/**
 * One text in one language: its Markdown, what is still unfilled, the saved text as the page shows it, and its
 * versions. Saving the same text again confirms it (a version too: the checklist's "reviewed").
 */
export function LegalTextEditor({ text, title, onSaved }: { text: LegalText; title: string; onSaved: () => Promise<void> }) {
  const intl = useIntl();
  const [markdown, setMarkdown] = useState(text.markdown);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [save, saving] = useMutation<LegalTextEditorSaveMutation>(graphql`
    mutation LegalTextEditorSaveMutation($input: SaveLegalTextInput!) {
      saveLegalText(input: $input) {
        legalText {
          markdown
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const [restore, restoring] = useMutation<LegalTextEditorRestoreMutation>(graphql`
    mutation LegalTextEditorRestoreMutation($versionId: Int!) {
      restoreLegalTextVersion(versionId: $versionId) {
        legalText {
          markdown
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const done = (kind: 'saved' | 'restored', payload: { readonly legalText?: { readonly markdown: string } | null; readonly errors: readonly { readonly message: string }[] }) => {
    if (payload.errors.length > 0 || !payload.legalText) {
      setOutcome({ kind: 'refused', messages: payload.errors.map((error) => error.message) });
      return;
    }
    setMarkdown(payload.legalText.markdown);
    void onSaved().then(() => setOutcome({ kind }));
  };
  const failed = (error: Error) => {
    console.error(error);
    setOutcome({ kind: 'failed' });
  };
  const onSave = () =>
    save({
      variables: { input: { document: text.document, language: text.language, markdown } },
      onCompleted: ({ saveLegalText }) => done('saved', saveLegalText),
      onError: failed,
    });
  const onRestore = (versionId: number) =>
    restore({ variables: { versionId }, onCompleted: ({ restoreLegalTextVersion }) => done('restored', restoreLegalTextVersion), onError: failed });
  const fieldId = `legal-markdown-${text.document}-${text.language}`;
  return (
    <Editor aria-label={title} data-testid="legal-editor">
      <h2>{title}</h2>
      <Note $warn={!text.reviewed} data-testid="legal-reviewed">
        {text.reviewed ? (
          <FormattedMessage {...messages.reviewed} values={{ date: formatDateTime(text.updatedAt, intl.locale) ?? '', name: text.updatedBy ?? '–' }} />
        ) : (
          <FormattedMessage {...messages.notReviewed} />
        )}
      </Note>
      <Note $warn={text.unfilled.length > 0} data-testid="legal-unfilled">
        {text.unfilled.length > 0 ? (
          <>
            <FormattedMessage {...messages.unfilled} values={{ count: text.unfilled.length }} />
            <ul>
              {text.unfilled.map((placeholder) => (
                <li key={placeholder}>{placeholder}</li>
              ))}
            </ul>
          </>
        ) : (
          <FormattedMessage {...messages.allFilled} />
        )}
      </Note>
      <label htmlFor={fieldId}>
        <FormattedMessage {...messages.markdown} />
      </label>
      <textarea id={fieldId} value={markdown} onChange={(event) => setMarkdown(event.target.value)} aria-describedby={`${fieldId}-help`} spellCheck lang={text.language.toLowerCase()} />
      <small id={`${fieldId}-help`}>
        <FormattedMessage {...messages.markdownHelp} />
      </small>
      <div>
        <Button type="button" onClick={onSave} disabled={saving || restoring} data-testid="legal-save">
          <FormattedMessage {...(saving ? messages.saving : messages.save)} />
        </Button>
      </div>
      {outcome && (
        <div role={outcome.kind === 'saved' || outcome.kind === 'restored' ? 'status' : 'alert'} data-testid="legal-outcome">
          {outcome.kind === 'refused' ? outcome.messages.join(' ') : <FormattedMessage {...messages[outcome.kind]} />}
        </div>
      )}
      <h3>
        <FormattedMessage {...messages.preview} />
      </h3>
      <Preview data-testid="legal-preview" dangerouslySetInnerHTML={{ __html: text.html }} />
      <h3>
        <FormattedMessage {...messages.versions} />
      </h3>
      {text.versions.length === 0 ? (
        <p>
          <FormattedMessage {...messages.noVersions} />
        </p>
      ) : (
        <Versions data-testid="legal-versions">
          {text.versions.map((version, index) => (
            <li key={version.number}>
              <FormattedMessage {...messages.version} values={{ id: version.number, date: formatDateTime(version.createdAt, intl.locale) ?? '', name: version.authorName ?? '–' }} />
              {version.restoredFromId != null && (
                <>
                  {' '}
                  <FormattedMessage {...messages.versionRestoredFrom} values={{ id: version.restoredFromId }} />
                </>
              )}
              {index > 0 && (
                <Button type="button" $variant="secondary" onClick={() => onRestore(version.number)} disabled={saving || restoring} data-testid={`legal-restore-${version.number}`}>
                  <FormattedMessage {...messages.restore} />
                </Button>
              )}
            </li>
          ))}
        </Versions>
      )}
    </Editor>
  );
}
