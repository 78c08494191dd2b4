import { FormattedMessage } from 'react-intl';
import { trainerMessages } from './messages';
import { SyncBar } from './trainerStyles';
import { useMarkQueue, useSendingMarks } from './useMarkQueue';

/** Whether every mark is on the server, or how many wait on the phone (and why), announced to screen readers. */
export function SyncStatus() {
  useSendingMarks();
  const { marks, refusal, online } = useMarkQueue();
  const state = refusal ? 'refused' : marks.length > 0 ? 'pending' : 'ok';
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
      {refusal ? (
        <FormattedMessage {...trainerMessages.refused} values={{ message: refusal }} />
      ) : marks.length > 0 ? (
        <FormattedMessage {...trainerMessages.pendingCount} values={{ count: marks.length }} />
      ) : (
        <FormattedMessage {...trainerMessages.allSent} />
      )}
    </SyncBar>
  );
}
