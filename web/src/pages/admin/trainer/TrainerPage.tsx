import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLazyLoadQuery } from 'react-relay/hooks';
import { useSearchParams } from 'react-router-dom';
import type { adminSessionViewerQuery as ViewerQuery } from '../../../__generated__/adminSessionViewerQuery.graphql';
import { AdminTexts } from '../../../i18n/AdminTexts';
import { ButtonLink } from '../../../ui/Button';
import { ErrorBoundary } from '../../../ui/ErrorBoundary';
import { PageSpinner } from '../../../ui/Spinner';
import { useMounted } from '../../../ui/useInBrowser';
import { ADMIN_LOGIN_PATH, adminViewerQuery } from '../session/adminSession';
import { trainerMessages } from './messages';
import { TrainerCourseList } from './TrainerCourseList';
import { TrainerRoster } from './TrainerRoster';
import { SyncStatus } from './SyncStatus';
import { SyncBar, TrainerMain } from './trainerStyles';

/** A positive whole number from the address, else null. */
function courseOf(params: URLSearchParams): number | null {
  const course = Number(params.get('course'));
  return Number.isSafeInteger(course) && course > 0 ? course : null;
}

function TrainerHome() {
  const intl = useIntl();
  const [params] = useSearchParams();
  // Asked afresh: a session ends on the server (sign-out elsewhere, expiry).
  const { viewer } = useLazyLoadQuery<ViewerQuery>(adminViewerQuery, {}, { fetchPolicy: 'network-only' });
  if (!viewer) {
    return (
      <>
        <p>
          <FormattedMessage {...trainerMessages.signIn} />
        </p>
        <ButtonLink to={ADMIN_LOGIN_PATH}>{intl.formatMessage(trainerMessages.signInLink)}</ButtonLink>
      </>
    );
  }
  if (viewer.role !== 'TRAINER' && viewer.role !== 'ADMIN') {
    return (
      <p role="alert">
        <FormattedMessage {...trainerMessages.notTrainer} />
      </p>
    );
  }
  const courseId = courseOf(params);
  return (
    <>
      <SyncStatus />
      {courseId ? <TrainerRoster courseId={courseId} day={params.get('day')} /> : <TrainerCourseList />}
    </>
  );
}

/**
 * Issue 27: the trainer's phone view at /trainer, in the browser only (the server sends the plain shell, as for /admin):
 * their courses today and this week; a course's children with attendance per session, notes and badges. Marks are kept
 * on the phone until the server has them (markQueue.ts).
 */
export function TrainerPage() {
  const mounted = useMounted();
  return (
    <AdminTexts>
      <TrainerMain data-testid="trainer-page">
        {mounted ? (
          <ErrorBoundary
            fallback={
              <SyncBar $state="refused" role="alert">
                <FormattedMessage {...trainerMessages.loadFailed} />
              </SyncBar>
            }
          >
            <Suspense fallback={<PageSpinner />}>
              <TrainerHome />
            </Suspense>
          </ErrorBoundary>
        ) : (
          <PageSpinner />
        )}
      </TrainerMain>
    </AdminTexts>
  );
}
