import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { refusalText } from '../../../relay/refusalText';
import type { MutationOutcome } from '../../../relay/useMutationOutcome';
import { Button } from '../../../ui/Button';
import { DialogButtons, ModalDialog } from '../../../ui/ModalDialog';
import { ToastProvider, ToastOutlet, useShowToast } from '../../../ui/ToastProvider';
import { ADMIN_ONLY, useMay } from '../session/permissions';
import { mailActionsMessages as messages } from './messages';
import { type SentInvitations, useSendReviewInvitationsMutation } from './useSendReviewInvitationsMutation';
import { useSendTestEmailMutation } from './useSendTestEmailMutation';
import { useSendTestReviewInvitationMutation } from './useSendTestReviewInvitationMutation';

const spin = keyframes`to { transform: rotate(360deg); }`;
const Spinner = styled.span`
  display: inline-block;
  width: 1em;
  height: 1em;
  margin-right: 8px;
  vertical-align: -0.15em;
  border: 2px solid currentColor;
  border-top-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 8px 0 16px;
`;

/** docs/SPEC.md §2 dashboard header: send review invitations, a test e-mail and a test review e-mail (to the admin's own address). */
export function MailActions() {
  return (
    <ToastProvider>
      <MailButtons />
      <ToastOutlet />
    </ToastProvider>
  );
}

function MailButtons() {
  const intl = useIntl();
  const toast = useShowToast();
  // Test mails are admins' (their answer points to the outbox, which is admins' too); staff send the invitations.
  const maySendTests = useMay(ADMIN_ONLY);
  const [sentList, setSentList] = useState<SentInvitations | null>(null);
  const { sendInvitations: invite, isInFlight: inviting } = useSendReviewInvitationsMutation();
  const { send: sendTest, isInFlight: sendingTest } = useSendTestEmailMutation();
  const { send: sendTestReview, isInFlight: sendingTestReview } = useSendTestReviewInvitationMutation();

  const sendInvitations = async () => {
    const outcome = await invite();
    if (!outcome.ok) {
      toast('error', refusalText(outcome), intl.formatMessage(messages.errorTitle));
      return;
    }
    toast('success', intl.formatMessage(messages.invitationsSent, { count: outcome.value.length }));
    setSentList(outcome.value);
  };

  /** docs/SPEC.md §8: a failed test mail shows 'Fehler' with the server's reason or the default text. */
  const testResult = (outcome: MutationOutcome<{ success: boolean; message: string }>) => {
    if (!outcome.ok) toast('error', refusalText(outcome), intl.formatMessage(messages.testFailedTitle));
    else if (outcome.value.success) toast('success', outcome.value.message);
    else toast('error', outcome.value.message || intl.formatMessage(messages.testFailed), intl.formatMessage(messages.testFailedTitle));
  };

  return (
    <>
      <Buttons role="group" aria-label={intl.formatMessage(messages.label)} data-testid="mail-actions">
        <Button
          type="button"
          disabled={inviting}
          aria-busy={inviting}
          onClick={() => void sendInvitations()}
          data-testid="send-review-invitations"
        >
          {inviting && <Spinner aria-hidden="true" />}
          <FormattedMessage {...(inviting ? messages.sendingInvitations : messages.sendInvitations)} />
        </Button>
        {maySendTests && (
          <>
            <Button
              type="button"
              $variant="secondary"
              disabled={sendingTest}
              onClick={() => void sendTest().then(testResult)}
              data-testid="send-test-email"
            >
              {sendingTest && <Spinner aria-hidden="true" />}
              <FormattedMessage {...messages.sendTest} />
            </Button>
            <Button
              type="button"
              $variant="secondary"
              disabled={sendingTestReview}
              onClick={() => void sendTestReview().then(testResult)}
              data-testid="send-test-review-email"
            >
              {sendingTestReview && <Spinner aria-hidden="true" />}
              <FormattedMessage {...messages.sendTestReview} />
            </Button>
          </>
        )}
      </Buttons>
      {sentList && (
        <ModalDialog
          padded
          width={480}
          title={intl.formatMessage(messages.sentTo)}
          onClose={() => setSentList(null)}
          testId="invitations-sent"
        >
          {sentList.length === 0 ? (
            <p>
              <FormattedMessage {...messages.nobodyDue} />
            </p>
          ) : (
            <ul data-testid="invitations-sent-list">
              {sentList.map((row) => (
                <li key={`${row.email}-${row.courseId}`}>
                  {row.name} ({row.email}): {row.courseTitle}
                </li>
              ))}
            </ul>
          )}
          <DialogButtons>
            <Button type="button" onClick={() => setSentList(null)}>
              <FormattedMessage {...messages.close} />
            </Button>
          </DialogButtons>
          <ToastOutlet />
        </ModalDialog>
      )}
    </>
  );
}
