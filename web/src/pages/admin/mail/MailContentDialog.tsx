import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import styled from 'styled-components';
import type { MailContentDialogQuery } from '../../../__generated__/MailContentDialogQuery.graphql';
import { Button } from '../../../ui/Button';
import { DialogButtons, ModalDialog } from '../../../ui/ModalDialog';
import { Skeleton } from '../../../ui/Skeleton';
import { formatDateTime } from '../shared/adminFormat';
import { LoadErrorBoundary, LoadFailed } from '../shared/LoadFailed';
import { adminMailMessages as messages } from './messages';

const Note = styled.p`
  margin: 0 0 12px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: break-word;
`;

/** The mail's own markup, isolated: a frame without scripts, forms or the admin page's origin. */
const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: min(60vh, 560px);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #fff;
`;

const PlainText = styled.pre`
  margin: 0;
  max-height: min(60vh, 560px);
  overflow: auto;
  padding: 12px;
  white-space: pre-wrap;
  overflow-wrap: break-word;
  font-size: 0.9rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Switch = styled.div`
  display: flex;
  gap: 8px;
  margin-bottom: 12px;
`;

const contentQuery = graphql`
  query MailContentDialogQuery($id: ID!) {
    adminMail(id: $id) {
      recipient
      content @required(action: THROW) {
        subject
        text
        html
        caughtAt
      }
    }
  }
`;

/** What one outbox mail says (like Mailpit): the HTML in a sandboxed frame, or the plain text. */
export function MailContentDialog({ mailId, subject, onClose }: { mailId: string; subject: string; onClose: () => void }) {
  const intl = useIntl();
  const [attempt, setAttempt] = useState(0);
  return (
    <ModalDialog padded width={760} tall title={subject} onClose={onClose} testId="mail-content">
      <LoadErrorBoundary
        key={attempt}
        fallback={() => <LoadFailed message={intl.formatMessage(messages.contentLoadFailed)} onRetry={() => setAttempt(attempt + 1)} />}
      >
        <Suspense fallback={<Skeleton $width="100%" $height="320px" />}>
          <Content mailId={mailId} attempt={attempt} />
        </Suspense>
      </LoadErrorBoundary>
      <DialogButtons>
        <Button type="button" onClick={onClose} data-testid="mail-content-close">
          <FormattedMessage {...messages.contentClose} />
        </Button>
      </DialogButtons>
    </ModalDialog>
  );
}

function Content({ mailId, attempt }: { mailId: string; attempt: number }) {
  const intl = useIntl();
  const { adminMail } = useLazyLoadQuery<MailContentDialogQuery>(
    contentQuery,
    { id: mailId },
    { fetchPolicy: attempt ? 'network-only' : 'store-or-network' },
  );
  const [view, setView] = useState<'html' | 'text'>('html');
  // Gone since the list was loaded (no mail is ever deleted today, but the id may be stale).
  if (!adminMail)
    return (
      <Note role="alert">
        <FormattedMessage {...messages.contentLoadFailed} />
      </Note>
    );
  const { content } = adminMail;
  const shown = content.html ? view : 'text';
  return (
    <>
      <Note data-testid="mail-content-meta">
        <FormattedMessage {...messages.contentTo} values={{ recipient: adminMail.recipient }} />
        {' · '}
        {content.caughtAt ? (
          <FormattedMessage {...messages.contentCaught} values={{ at: formatDateTime(content.caughtAt, intl.locale) ?? '' }} />
        ) : (
          <FormattedMessage {...messages.contentRendered} />
        )}
      </Note>
      {content.html && (
        <Switch role="group">
          <Button
            type="button"
            $variant={shown === 'html' ? 'primary' : 'secondary'}
            aria-pressed={shown === 'html'}
            onClick={() => setView('html')}
            data-testid="mail-content-show-html"
          >
            <FormattedMessage {...messages.contentHtml} />
          </Button>
          <Button
            type="button"
            $variant={shown === 'text' ? 'primary' : 'secondary'}
            aria-pressed={shown === 'text'}
            onClick={() => setView('text')}
            data-testid="mail-content-show-text"
          >
            <FormattedMessage {...messages.contentText} />
          </Button>
        </Switch>
      )}
      {shown === 'html' ? (
        // sandbox without any allowance: no scripts, no forms, an origin of its own; the mail never touches this page.
        <Frame sandbox="" srcDoc={content.html} title={intl.formatMessage(messages.contentFrame)} data-testid="mail-content-html" />
      ) : (
        <PlainText data-testid="mail-content-text">{content.text}</PlainText>
      )}
    </>
  );
}
