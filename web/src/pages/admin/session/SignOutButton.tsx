import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { Toast, TOAST_DURATION_MS } from '../../../ui/Toast';
import { adminShellMessages } from '../messages';
import { ADMIN_LOGIN_PATH } from './adminSession';
import { useSignOutMutation } from './useSignOutMutation';

/** docs/SPEC.md §2: sign out, then the login page. If the server cannot be reached, the session stays and a toast says so. */
export function SignOutButton({ testId = 'sign-out' }: { testId?: string }) {
  const navigate = useNavigate();
  const { signOut, isInFlight } = useSignOutMutation();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => setFailed(false), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [failed]);

  const press = async () => {
    setFailed(false);
    if (await signOut()) navigate(ADMIN_LOGIN_PATH, { replace: true });
    else setFailed(true);
  };

  return (
    <>
      <Button type="button" $variant="secondary" onClick={press} disabled={isInFlight} data-testid={testId}>
        <FormattedMessage {...(isInFlight ? adminShellMessages.signingOut : adminShellMessages.signOut)} />
      </Button>
      {failed && (
        <Toast tone="error">
          <FormattedMessage {...adminShellMessages.signOutFailed} />
        </Toast>
      )}
    </>
  );
}
