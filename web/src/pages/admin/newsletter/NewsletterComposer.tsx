import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import styled from 'styled-components';
import type { NewsletterComposerPreviewQuery } from '../../../__generated__/NewsletterComposerPreviewQuery.graphql';
import type { NewsletterAudience } from '../../../__generated__/useSaveNewsletterIssueMutation.graphql';
import type { FormErrors } from '../../../relay/userErrors';
import { NEWSLETTER_ISSUE_LIMITS } from '@h2o/api/validation/newsletter-issue.schema';
import { Button } from '../../../ui/Button';
import { ControlFieldBox, FieldError, Hint } from '../../../ui/form/fieldStyles';
import { Skeleton } from '../../../ui/Skeleton';
import { useShowToast } from '../../../ui/ToastProvider';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { adminNewsletterMessages as messages, newsletterAudienceMessages } from './messages';
import { useSaveNewsletterIssueMutation } from './useSaveNewsletterIssueMutation';
import { useSendNewsletterIssueMutation } from './useSendNewsletterIssueMutation';
import { useSendNewsletterTestMutation } from './useSendNewsletterTestMutation';

/** An issue as the composer edits it (id null: not saved yet). */
export interface ComposerIssue {
  id: string | null;
  audience: NewsletterAudience;
  subjectDe: string;
  bodyDe: string;
  subjectEn: string;
  bodyEn: string;
  postIds: string[];
  status: string;
}

/**
 * The composer's copy of an issue: only what it edits. Anything else the issue carries (its progress, dates) is
 * read-only on the server, and `SaveNewsletterIssueInput` refuses an unknown field, so it never goes into the form.
 */
export const toComposerIssue = (
  issue: Readonly<Omit<ComposerIssue, 'postIds'>> & { readonly postIds: readonly string[] },
): ComposerIssue => ({
  id: issue.id,
  audience: issue.audience,
  subjectDe: issue.subjectDe,
  bodyDe: issue.bodyDe,
  subjectEn: issue.subjectEn,
  bodyEn: issue.bodyEn,
  postIds: [...issue.postIds],
  status: issue.status,
});

const Box = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    margin: 0;
  }
  textarea {
    min-height: 160px;
    font-family: inherit;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
const Posts = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  label {
    display: flex;
    gap: 8px;
    align-items: center;
  }
`;
const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: min(60vh, 560px);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #fff;
`;

const ISSUE_FIELDS = graphql`
  fragment NewsletterComposer_issue on NewsletterIssue {
    id
    audience
    subjectDe
    bodyDe
    subjectEn
    bodyEn
    postIds @required(action: THROW)
    status
    createdAt
    progress {
      total
      sent
      caught
      failed
      percent
    }
  }
`;
void ISSUE_FIELDS;

const previewQuery = graphql`
  query NewsletterComposerPreviewQuery($id: ID!, $language: Language!) {
    adminNewsletterIssue(id: $id) {
      preview(language: $language) @required(action: THROW) {
        subject
        html
      }
    }
  }
`;

type Errors = Record<string, string>;
const TEXT_FIELDS = ['subjectDe', 'bodyDe', 'subjectEn', 'bodyEn'] as const;

/** Writes an issue (subject and Markdown per language, posts as teasers), previews, tests and sends it. */
export function NewsletterComposer({
  issue,
  posts,
  issuesConnection,
  onClose,
}: {
  issue: ComposerIssue;
  posts: readonly { id: string; title: string }[];
  /** The page's issue list: a new issue's first save puts it there at once (no reload needed). */
  issuesConnection: string;
  /** Closes the composer; the page then asks for the issue list again. */
  onClose: () => void;
}) {
  const intl = useIntl();
  const toast = useShowToast();
  const [form, setForm] = useState(() => toComposerIssue(issue));
  const [errors, setErrors] = useState<Errors>({});
  const [preview, setPreview] = useState<{ language: 'DE' | 'EN'; round: number } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const readOnly = issue.status !== 'DRAFT';

  const { save, isInFlight: saving } = useSaveNewsletterIssueMutation(issuesConnection);
  const { sendTest, isInFlight: testing } = useSendNewsletterTestMutation();
  const { send, isInFlight: sending } = useSendNewsletterIssueMutation();

  /** A refusal's messages beside the texts they concern; the others, and a request without an answer, as a toast. */
  const showErrors = ({ answered, fieldErrors, formError }: { answered: boolean } & FormErrors) => {
    if (answered) setErrors(fieldErrors);
    const general = [
      formError,
      ...Object.entries(fieldErrors).flatMap(([field, message]) => ((TEXT_FIELDS as readonly string[]).includes(field) ? [] : [message])),
    ];
    const text = general.filter(Boolean).join(' ');
    if (text) toast('error', text);
  };

  /** Saves the form; resolves with the saved issue (null when refused). */
  const saveForm = async (): Promise<ComposerIssue | null> => {
    const { id, audience, subjectDe, bodyDe, subjectEn, bodyEn, postIds } = form;
    const result = await save({ issueId: id, audience, subjectDe, bodyDe, subjectEn, bodyEn, postIds });
    if (!result.ok) {
      showErrors(result);
      return null;
    }
    setErrors({});
    const next = toComposerIssue(result.value);
    setForm(next);
    return next;
  };

  const onSave = async (event: React.FormEvent) => {
    event.preventDefault();
    const saved = await saveForm();
    // The composer stays open (the list follows when it closes).
    if (saved) toast('success', intl.formatMessage(messages.saved));
  };
  const onPreview = async (language: 'DE' | 'EN') => {
    const saved = readOnly ? form : await saveForm();
    if (saved) setPreview({ language, round: (preview?.round ?? 0) + 1 });
  };
  const onTest = async () => {
    const saved = readOnly ? form : await saveForm();
    if (!saved?.id) return;
    const result = await sendTest(saved.id);
    if (result.ok) toast('success', intl.formatMessage(messages.testSent, { email: result.value.email, count: result.value.count }));
    else showErrors(result);
  };
  const onSend = async () => {
    setConfirming(false);
    const saved = await saveForm();
    if (!saved?.id) return;
    const result = await send(saved.id);
    if (!result.ok) return showErrors(result);
    toast('success', intl.formatMessage(messages.started));
    onClose();
  };

  const set = (field: (typeof TEXT_FIELDS)[number]) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setForm({ ...form, [field]: event.target.value });
  const togglePost = (id: string) =>
    setForm({ ...form, postIds: form.postIds.includes(id) ? form.postIds.filter((post) => post !== id) : [...form.postIds, id] });
  const busy = saving || testing || sending;
  const label = { subjectDe: messages.subjectDe, bodyDe: messages.bodyDe, subjectEn: messages.subjectEn, bodyEn: messages.bodyEn };

  return (
    <Box onSubmit={onSave} data-testid="newsletter-composer" aria-label={intl.formatMessage(messages.composerTitle)}>
      <h3>
        <FormattedMessage {...messages.composerTitle} />
      </h3>
      {readOnly && (
        <Hint data-testid="newsletter-read-only">
          <FormattedMessage {...messages.readOnly} />
        </Hint>
      )}
      <ControlFieldBox>
        <label htmlFor="newsletter-audience">
          <FormattedMessage {...messages.audience} />
        </label>
        <select
          id="newsletter-audience"
          value={form.audience}
          disabled={readOnly}
          onChange={(event) => setForm({ ...form, audience: event.target.value as NewsletterAudience })}
        >
          {(['ALL', 'DE', 'EN'] as const).map((audience) => (
            <option key={audience} value={audience}>
              {intl.formatMessage(newsletterAudienceMessages[audience])}
            </option>
          ))}
        </select>
      </ControlFieldBox>
      {TEXT_FIELDS.map((field) => {
        const multiline = field.startsWith('body');
        const id = `newsletter-${field}`;
        const props = {
          id,
          value: form[field],
          disabled: readOnly,
          onChange: set(field),
          maxLength: multiline ? NEWSLETTER_ISSUE_LIMITS.body : NEWSLETTER_ISSUE_LIMITS.subject,
          'aria-invalid': errors[field] ? true : undefined,
          'aria-describedby': errors[field] ? `${id}-error` : undefined,
          'data-testid': id,
        };
        return (
          <ControlFieldBox key={field}>
            <label htmlFor={id}>
              <FormattedMessage {...label[field]} />
            </label>
            {multiline ? <textarea {...props} /> : <input type="text" {...props} />}
            {multiline && (
              <Hint>
                <FormattedMessage {...messages.markdownHint} />
              </Hint>
            )}
            {errors[field] && <FieldError id={`${id}-error`}>{errors[field]}</FieldError>}
          </ControlFieldBox>
        );
      })}
      <Posts disabled={readOnly}>
        <legend>
          <FormattedMessage {...messages.posts} />
        </legend>
        {posts.length === 0 ? (
          <Hint>
            <FormattedMessage {...messages.postsNone} />
          </Hint>
        ) : (
          posts.map((post) => (
            <label key={post.id}>
              <input
                type="checkbox"
                checked={form.postIds.includes(post.id)}
                onChange={() => togglePost(post.id)}
                data-testid="newsletter-post"
              />
              {post.title}
            </label>
          ))
        )}
      </Posts>
      <Actions>
        {!readOnly && (
          <Button type="submit" disabled={busy} data-testid="newsletter-save">
            <FormattedMessage {...messages.save} />
          </Button>
        )}
        <Button type="button" $variant="secondary" disabled={busy} onClick={() => onPreview('DE')} data-testid="newsletter-preview-de">
          <FormattedMessage {...messages.previewDe} />
        </Button>
        <Button type="button" $variant="secondary" disabled={busy} onClick={() => onPreview('EN')} data-testid="newsletter-preview-en">
          <FormattedMessage {...messages.previewEn} />
        </Button>
        <Button type="button" $variant="secondary" disabled={busy} onClick={onTest} data-testid="newsletter-test">
          <FormattedMessage {...messages.sendTest} />
        </Button>
        {!readOnly && (
          <Button type="button" disabled={busy} onClick={() => setConfirming(true)} data-testid="newsletter-send">
            <FormattedMessage {...messages.sendAll} />
          </Button>
        )}
        <Button type="button" $variant="secondary" onClick={onClose} data-testid="newsletter-close">
          <FormattedMessage {...messages.close} />
        </Button>
      </Actions>
      {preview && form.id && (
        <Suspense fallback={<Skeleton $height="320px" />}>
          <Preview issueId={form.id} language={preview.language} round={preview.round} />
        </Suspense>
      )}
      {confirming && (
        <ConfirmDialog
          title={<FormattedMessage {...messages.confirmTitle} />}
          text={<FormattedMessage {...messages.confirmText} />}
          confirmLabel={<FormattedMessage {...messages.sendAll} />}
          onConfirm={onSend}
          onCancel={() => setConfirming(false)}
          testId="newsletter-confirm"
        />
      )}
    </Box>
  );
}

/** The mail as that language's subscribers get it, in a sandboxed frame (its markup never touches this page). */
function Preview({ issueId, language, round }: { issueId: string; language: 'DE' | 'EN'; round: number }) {
  const intl = useIntl();
  const data = useLazyLoadQuery<NewsletterComposerPreviewQuery>(
    previewQuery,
    { id: issueId, language },
    { fetchPolicy: 'network-only', fetchKey: round },
  );
  const preview = data.adminNewsletterIssue?.preview;
  if (!preview) return null;
  return (
    <section data-testid="newsletter-preview" aria-label={intl.formatMessage(messages.preview)}>
      <p>
        <strong data-testid="newsletter-preview-subject">{preview.subject}</strong>
      </p>
      <Frame sandbox="" srcDoc={preview.html} title={intl.formatMessage(messages.previewFrame)} data-testid="newsletter-preview-html" />
    </section>
  );
}
