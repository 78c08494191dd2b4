import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import styled from 'styled-components';
import type { AdminLegalPageQuery$data } from '../../../__generated__/AdminLegalPageQuery.graphql';
import type { LegalTextEditorPreviewQuery } from '../../../__generated__/LegalTextEditorPreviewQuery.graphql';
import type { MutationOutcome } from '../../../relay/useMutationOutcome';
import { Button } from '../../../ui/Button';
import { formatDateTime } from '../shared/adminFormat';
import { adminLegalMessages as messages } from './messages';
import { useRestoreLegalTextVersionMutation } from './useRestoreLegalTextVersionMutation';
import { useSaveLegalTextMutation } from './useSaveLegalTextMutation';

type LegalText = AdminLegalPageQuery$data['adminLegalTexts'][number];

const Editor = styled.section`
  display: grid;
  gap: 12px;
  label {
    font-weight: 700;
  }
  textarea {
    width: 100%;
    min-height: 24rem;
    padding: 12px;
    font:
      0.9rem/1.5 ui-monospace,
      SFMono-Regular,
      Menlo,
      monospace;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Note = styled.div<{ $warn: boolean }>`
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $warn }) => ($warn ? theme.colors.warningLight : theme.colors.primaryLight)};
  ul {
    margin: 6px 0 0;
    padding-left: 1.25em;
  }
`;

const Preview = styled.div`
  padding: 16px 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  max-height: 28rem;
  overflow: auto;
  mark {
    background: ${({ theme }) => theme.colors.warningLight};
    color: ${({ theme }) => theme.colors.warning};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Versions = styled.ol`
  margin: 0;
  padding-left: 1.25em;
  li {
    margin: 4px 0;
  }
  button {
    margin-left: 8px;
  }
`;

const previewQuery = graphql`
  query LegalTextEditorPreviewQuery($language: Language!, $markdown: String!) {
    adminLegalTextPreview(language: $language, markdown: $markdown) @required(action: THROW) {
      html
      unfilled
    }
  }
`;

/** The typed text as its page would show it once published (nothing saved), and for which Markdown it was made. */
type Draft = { markdown: string; html: string; unfilled: readonly string[] } | { markdown: string; failed: true };

type Outcome = { kind: 'saved' | 'restored' } | { kind: 'refused'; messages: string[] } | { kind: 'failed' };

/**
 * One text in one language: its Markdown, what is still unfilled, the saved text as the page shows it, and its
 * versions. Saving the same text again confirms it (a version too: the checklist's "reviewed").
 */
export function LegalTextEditor({ text, title, onSaved }: { text: LegalText; title: string; onSaved: () => Promise<void> }) {
  const intl = useIntl();
  const [markdown, setMarkdown] = useState(text.markdown);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const environment = useRelayEnvironment();
  const changed = markdown !== text.markdown;
  const onPreview = () => {
    const typed = markdown;
    fetchQuery<LegalTextEditorPreviewQuery>(
      environment,
      previewQuery,
      { language: text.language, markdown: typed },
      { fetchPolicy: 'network-only' },
    ).subscribe({
      next: ({ adminLegalTextPreview }) => setDraft({ markdown: typed, ...adminLegalTextPreview }),
      error: () => setDraft({ markdown: typed, failed: true }),
    });
  };
  const { save, isInFlight: saving } = useSaveLegalTextMutation();
  const { restore, isInFlight: restoring } = useRestoreLegalTextVersionMutation();
  const done = (kind: 'saved' | 'restored', result: MutationOutcome<{ markdown: string }>) => {
    if (!result.ok) {
      setOutcome(
        result.answered
          ? {
              kind: 'refused',
              messages: [result.formError, ...Object.values(result.fieldErrors)].filter((message): message is string => message !== null),
            }
          : { kind: 'failed' },
      );
      return;
    }
    setMarkdown(result.value.markdown);
    void onSaved().then(() => setOutcome({ kind }));
  };
  const onSave = async () => done('saved', await save({ document: text.document, language: text.language, markdown }));
  const onRestore = async (versionId: number) => done('restored', await restore(versionId));
  const fieldId = `legal-markdown-${text.document}-${text.language}`;
  return (
    <Editor aria-label={title} data-testid="legal-editor">
      <h2>{title}</h2>
      {/* Saved is not done: a page that still shows a bracketed "[…]" is never called reviewed. */}
      <Note $warn={!text.reviewed || text.unfilled.length > 0} data-testid="legal-reviewed">
        {!text.reviewed ? (
          <FormattedMessage {...messages.notReviewed} />
        ) : text.unfilled.length > 0 ? (
          <FormattedMessage
            {...messages.savedUnfinished}
            values={{ date: formatDateTime(text.updatedAt, intl.locale) ?? '', name: text.updatedBy ?? '–', count: text.unfilled.length }}
          />
        ) : (
          <FormattedMessage
            {...messages.reviewed}
            values={{ date: formatDateTime(text.updatedAt, intl.locale) ?? '', name: text.updatedBy ?? '–' }}
          />
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
      <textarea
        id={fieldId}
        value={markdown}
        onChange={(event) => setMarkdown(event.target.value)}
        aria-describedby={`${fieldId}-help`}
        spellCheck
        lang={text.language.toLowerCase()}
      />
      <small id={`${fieldId}-help`}>
        <FormattedMessage {...messages.markdownHelp} />
      </small>
      <Actions>
        <Button type="button" $variant="secondary" onClick={onPreview} data-testid="legal-preview-draft">
          <FormattedMessage {...messages.previewDraft} />
        </Button>
        <Button type="button" onClick={onSave} disabled={saving || restoring} data-testid="legal-save">
          <FormattedMessage {...(saving ? messages.saving : messages.save)} />
        </Button>
      </Actions>
      {outcome && (
        <div role={outcome.kind === 'saved' || outcome.kind === 'restored' ? 'status' : 'alert'} data-testid="legal-outcome">
          {outcome.kind === 'refused' ? outcome.messages.join(' ') : <FormattedMessage {...messages[outcome.kind]} />}
        </div>
      )}
      {draft && (
        <section aria-labelledby={`${fieldId}-draft`} data-testid="legal-draft">
          <h3 id={`${fieldId}-draft`}>
            <FormattedMessage {...messages.draftTitle} />
          </h3>
          {'failed' in draft ? (
            <p role="alert">
              <FormattedMessage {...messages.previewFailed} />
            </p>
          ) : (
            <>
              <Note $warn data-testid="legal-draft-note">
                <FormattedMessage {...(draft.markdown === markdown ? messages.draftNote : messages.draftOutdated)} />
                {draft.unfilled.length > 0 && (
                  <>
                    {' '}
                    <FormattedMessage {...messages.unfilled} values={{ count: draft.unfilled.length }} /> {draft.unfilled.join(', ')}
                  </>
                )}
              </Note>
              <Preview data-testid="legal-draft-preview" dangerouslySetInnerHTML={{ __html: draft.html }} />
            </>
          )}
        </section>
      )}
      <h3>
        <FormattedMessage {...messages.preview} />
      </h3>
      {changed && (
        <small data-testid="legal-unpublished">
          <FormattedMessage {...messages.unpublishedChanges} />
        </small>
      )}
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
              <FormattedMessage
                {...messages.version}
                values={{ id: version.number, date: formatDateTime(version.createdAt, intl.locale) ?? '', name: version.authorName ?? '–' }}
              />
              {version.restoredFromId != null && (
                <>
                  {' '}
                  <FormattedMessage {...messages.versionRestoredFrom} values={{ id: version.restoredFromId }} />
                </>
              )}
              {index > 0 && (
                <Button
                  type="button"
                  $variant="secondary"
                  onClick={() => onRestore(version.number)}
                  disabled={saving || restoring}
                  data-testid={`legal-restore-${version.number}`}
                >
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
