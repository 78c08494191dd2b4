import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { SuccessAlert } from './SuccessAlert';
import { visitorMailMessages } from './visitorMailMessages';

/** The server's `VisitorMailState` (what became of the mail a form sends to the typed-in address). */
export type VisitorMailState = 'QUEUED' | 'KEPT' | 'NOT_SENT' | 'WITHHELD';

const COPY = {
  QUEUED: visitorMailMessages.copyQueued,
  KEPT: visitorMailMessages.copyKept,
  NOT_SENT: visitorMailMessages.copyNotSent,
  WITHHELD: visitorMailMessages.copyWithheld,
};
const LINK = { KEPT: visitorMailMessages.linkKept, NOT_SENT: visitorMailMessages.linkNotSent, WITHHELD: visitorMailMessages.linkWithheld };

/** An answer's mail state as the page's type (Relay's enums also hold `%future added value`): anything else counts as not sent. */
export function visitorMailState(state: string | null | undefined): VisitorMailState {
  return state === 'QUEUED' || state === 'KEPT' || state === 'WITHHELD' ? state : 'NOT_SENT';
}

/**
 * A form's success message with the truth about its mail to the visitor (the product never says a mail was sent
 * unless it is on its way). `copy`: the form's own message (`children`: "sent, we'll be in touch") stands, followed by
 * what became of the visitor's copy. `link`: the mail is what the visitor waits for (a confirmation link, their order
 * links), so `children` ("check your inbox") is shown only when it is on its way; else, in the error tone, why not and
 * what to do.
 */
export function VisitorMailNotice({
  kind,
  state,
  email,
  testId,
  children,
}: {
  kind: 'copy' | 'link';
  state: VisitorMailState;
  email: string;
  testId: string;
  children: ReactNode;
}) {
  if (kind === 'link' && state !== 'QUEUED') {
    return (
      <SuccessAlert testId={testId} tone="error">
        <p data-testid="visitor-mail" data-mail-state={state}>
          <FormattedMessage {...LINK[state]} values={{ email }} />
        </p>
      </SuccessAlert>
    );
  }
  return (
    <SuccessAlert testId={testId}>
      {children}
      {kind === 'copy' && (
        <p data-testid="visitor-mail" data-mail-state={state}>
          <FormattedMessage {...COPY[state]} values={{ email }} />
        </p>
      )}
    </SuccessAlert>
  );
}
