import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import styled from 'styled-components';
import type { MailRow_mail$key } from '../../../__generated__/MailRow_mail.graphql';
import { refusalText } from '../../../relay/refusalText';
import { type BadgeTone, WrappingBadge as StatusBadge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { formatDateTime } from '../shared/adminFormat';
import { useShowToast } from '../../../ui/ToastProvider';
import { MailContentDialog } from './MailContentDialog';
import { adminMailMessages as messages, mailStatusLabels } from './messages';
import { useRetryMailMutation } from './useRetryMailMutation';
import { EmailAddress } from '../shared/EmailAddress';

const TONES: Record<string, BadgeTone> = { QUEUED: 'info', SENT: 'success', CAUGHT: 'warning', FAILED: 'danger', NOT_SENT: 'warning' };

const Small = styled.span`
  display: block;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: break-word;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const ErrorText = styled(Small)`
  color: ${({ theme }) => theme.colors.danger};
  max-width: 22rem;
`;

/** One outbox mail: recipient, subject, status (with the last error), attempts, times, and "send again" when it will not go by itself. */
export function MailRow({ mail: mailKey }: { mail: MailRow_mail$key }) {
  const intl = useIntl();
  const toast = useShowToast();
  const { retry, isInFlight } = useRetryMailMutation();
  const mail = useFragment(
    graphql`
      fragment MailRow_mail on Mail {
        id
        recipient
        subject
        template
        language
        status
        attempts
        lastError
        serverResponse
        createdAt
        sentAt
      }
    `,
    mailKey,
  );
  const label = mailStatusLabels[mail.status as keyof typeof mailStatusLabels];
  const retryable = mail.status === 'FAILED' || mail.status === 'NOT_SENT';
  const [showing, setShowing] = useState(false);

  const onRetry = async () => {
    const outcome = await retry(mail.id);
    if (outcome.ok) toast('success', intl.formatMessage(messages.retried));
    else toast('error', refusalText(outcome), intl.formatMessage(messages.retryFailed));
  };

  return (
    <tr data-testid="mail-row">
      <td>
        <EmailAddress address={mail.recipient} />
      </td>
      <td>
        {mail.subject}
        {/* The template's name is a code word as long as "courseRequestAcknowledgement": as a tooltip it never widens the column. */}
        <Small title={mail.template} data-testid="mail-language">
          {mail.language}
        </Small>
      </td>
      <td>
        <StatusBadge $tone={TONES[mail.status] ?? 'neutral'} data-testid="mail-status">
          {label ? <FormattedMessage {...label} /> : mail.status}
        </StatusBadge>
        {mail.serverResponse && (mail.status === 'SENT' || mail.status === 'CAUGHT') && (
          <Small data-testid="mail-server-response">
            <FormattedMessage {...messages.serverResponse} />: {mail.serverResponse}
          </Small>
        )}
        {mail.lastError && mail.status !== 'SENT' && mail.status !== 'CAUGHT' && (
          <ErrorText data-testid="mail-last-error">
            <FormattedMessage {...messages.lastError} />: {mail.lastError}
          </ErrorText>
        )}
      </td>
      <td className="numeric">{mail.attempts}</td>
      <td className="numeric">{formatDateTime(mail.createdAt, intl.locale) ?? '-'}</td>
      <td className="numeric">{formatDateTime(mail.sentAt, intl.locale) ?? '-'}</td>
      <td>
        <Actions>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => setShowing(true)}
            aria-label={intl.formatMessage(messages.showLabel, { subject: mail.subject })}
            data-testid="mail-show"
          >
            <FormattedMessage {...messages.show} />
          </Button>
          {retryable && (
            <Button type="button" $variant="secondary" disabled={isInFlight} onClick={onRetry} data-testid="mail-retry">
              <FormattedMessage {...messages.retry} />
            </Button>
          )}
        </Actions>
        {showing && <MailContentDialog mailId={mail.id} subject={mail.subject} onClose={() => setShowing(false)} />}
      </td>
    </tr>
  );
}
