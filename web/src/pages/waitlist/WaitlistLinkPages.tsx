import { FormattedMessage } from 'react-intl';
import { LinkActionPage } from '../../layout/LinkActionPage';
import { ButtonLink } from '../../ui/Button';
import { headerMessages } from '../../layout/messages';
import { waitlistConfirmMessages, waitlistLeaveMessages } from './messages';
import { useConfirmWaitlistEntryMutation } from './useConfirmWaitlistEntryMutation';
import { useLeaveWaitlistMutation } from './useLeaveWaitlistMutation';

const toCourses = (
  <ButtonLink to="/courses" data-testid="waitlist-to-courses">
    <FormattedMessage {...headerMessages.courses} />
  </ButtonLink>
);

/** /waitlist/confirm?token=… (the confirmation mail's link): the double opt-in's second step, on a button press. */
export function WaitlistConfirmPage() {
  const { submit: confirm } = useConfirmWaitlistEntryMutation();
  return (
    <LinkActionPage
      testId="waitlist-confirm"
      testIdPrefix="waitlist"
      texts={waitlistConfirmMessages}
      run={confirm}
      failedActions={toCourses}
    />
  );
}

/** /waitlist/leave?token=… (the link in every waitlist mail): off the list, on a button press. */
export function WaitlistLeavePage() {
  const { submit: leave } = useLeaveWaitlistMutation();
  return (
    <LinkActionPage testId="waitlist-leave" testIdPrefix="waitlist" texts={waitlistLeaveMessages} run={leave} failedActions={toCourses} />
  );
}
