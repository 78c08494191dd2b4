import { FormattedMessage } from 'react-intl';
import { trainerMessages } from './messages';
import { SyncBar } from './trainerStyles';
import { useMarkQueue, useSendingMarks } from './useMarkQueue';

/**
 * Whether every mark is on the server, or how many wait on the phone and why, announced to screen readers: no
 * connection (sent when it is back), on their way, or held for a pause the server asked for (too many saves in a short
 * time: the connection is fine, so it must not read as lost).
 */
export function SyncStatus() {
  useSendingMarks();
  const { marks, refusal, pausedUntil, online } = useMarkQueue();
  const state = refusal ? 'refused' : marks.length === 0 ? 'ok' : pausedUntil && online ? 'throttled' : 'pending';
  return (
    <SyncBar $state={state} role="status" data-testid="trainer-sync" data-state={state}>
      {!online && (
        <>
          <strong>
            <FormattedMessage {...trainerMessages.offline} />
          </strong>
          {' · '}
        </>
      )}
      {state === 'refused' ? (
        <FormattedMessage {...trainerMessages.refused} values={{ message: refusal ?? '' }} />
      ) : state === 'throttled' ? (
        <FormattedMessage
          {...trainerMessages.throttled}
          values={{ count: marks.length, seconds: Math.max(1, Math.ceil(((pausedUntil ?? 0) - Date.now()) / 1000)) }}
        />
      ) : state === 'pending' ? (
        <FormattedMessage {...(online ? trainerMessages.sendingCount : trainerMessages.pendingCount)} values={{ count: marks.length }} />
      ) : (
        <FormattedMessage {...trainerMessages.allSent} />
      )}
    </SyncBar>
  );
}
