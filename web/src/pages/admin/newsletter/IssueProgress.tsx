import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { IssueProgressQuery } from '../../../__generated__/IssueProgressQuery.graphql';
import { ProgressBar } from '../../../ui/ProgressBar';
import { usePeriodicRefresh } from '../shared/usePeriodicRefresh';
import { adminNewsletterMessages as messages } from './messages';

/** How often a sending issue's progress is asked for. */
export const PROGRESS_POLL_MS = 2000;

const progressQuery = graphql`
  query IssueProgressQuery($id: ID!) {
    adminNewsletterIssue(id: $id) {
      status
      progress {
        total
        sent
        caught
        failed
        percent
      }
    }
  }
`;

interface Progress {
  total: number;
  sent: number;
  caught: number;
  failed: number;
  percent: number;
}

/**
 * The progress bar of a sent issue: sent / total / failed, read from the server (so it is the same after a reload or
 * a restart), asked for again every PROGRESS_POLL_MS while the issue is still sending; `onFinished` once it is done.
 */
export function IssueProgress({
  issueId,
  initial,
  live,
  onFinished,
}: {
  issueId: string;
  initial: Progress;
  live: boolean;
  onFinished?: () => void;
}) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const [progress, setProgress] = useState(initial);
  const [sending, setSending] = useState(live);
  usePeriodicRefresh(() => {
    if (!sending) return;
    fetchQuery<IssueProgressQuery>(environment, progressQuery, { id: issueId }, { fetchPolicy: 'network-only' }).subscribe({
      next: (data) => {
        if (!data.adminNewsletterIssue) return;
        setProgress(data.adminNewsletterIssue.progress);
        if (data.adminNewsletterIssue.status !== 'SENDING') {
          setSending(false);
          onFinished?.(); // the list then shows the issue as sent
        }
      },
      error: () => undefined, // the next round asks again
    });
  }, PROGRESS_POLL_MS);
  return (
    <div data-testid="newsletter-progress">
      <ProgressBar
        ratio={progress.percent / 100}
        tone={progress.failed > 0 || progress.caught > 0 ? 'warning' : 'success'}
        label={intl.formatMessage(messages.progressLabel)}
        testId="newsletter-progress-fill"
      />
      <small data-testid="newsletter-progress-text">
        <FormattedMessage {...messages.progress} values={progress} />
      </small>
    </div>
  );
}
