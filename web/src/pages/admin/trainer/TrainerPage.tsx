import { Suspense, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLazyLoadQuery } from 'react-relay/hooks';
import { useSearchParams } from 'react-router-dom';
import type { adminSessionViewerQuery as ViewerQuery } from '../../../__generated__/adminSessionViewerQuery.graphql';
import { AdminTexts } from '../../../i18n/AdminTexts';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { LanguageSwitch } from '../../../layout/LanguageSwitch';
import { ButtonLink } from '../../../ui/Button';
import { ErrorBoundary } from '../../../ui/ErrorBoundary';
import { PageSpinner } from '../../../ui/Spinner';
import { useMounted } from '../../../ui/useInBrowser';
import { ADMIN_LOGIN_PATH, type AdminViewer, adminViewerQuery } from '../session/adminSession';
import { SignOutButton } from '../session/SignOutButton';
import { trainerMessages } from './messages';
import { TrainerCourseList } from './TrainerCourseList';
import { TrainerRoster } from './TrainerRoster';
import { SyncStatus } from './SyncStatus';
import { useMarkQueue } from './useMarkQueue';
import { keepTrainerPageOffline } from './trainerOffline';
import { Brand, HeaderActions, SyncBar, TrainerBar, TrainerMain, TrainerScreen } from './trainerStyles';

/** A positive whole number from the address, else null. */
function courseOf(params: URLSearchParams): number | null {
  const course = Number(params.get('course'));
  return Number.isSafeInteger(course) && course > 0 ? course : null;
}

/** The phone's own header: where the trainer is, the language and (signed in) sign-out; no shop, no cart. */
function TrainerHeader({ viewer }: { viewer: AdminViewer | null }) {
  return (
    <TrainerBar data-testid="trainer-header">
      <Brand>
        <strong>H2O</strong> <FormattedMessage {...trainerMessages.headerTitle} />
      </Brand>
      <HeaderActions>
        <LanguageSwitch />
        {viewer && <SignOutButton testId="trainer-sign-out" />}
      </HeaderActions>
    </TrainerBar>
  );
}

function TrainerHome() {
  const intl = useIntl();
  const [params] = useSearchParams();
  // Asked afresh: a session ends on the server (sign-out elsewhere, expiry). Offline, the worker's last copy answers.
  const { viewer } = useLazyLoadQuery<ViewerQuery>(adminViewerQuery, {}, { fetchPolicy: 'network-only' });
  const courseId = courseOf(params);
  return (
    <>
      <TrainerHeader viewer={viewer ?? null} />
      <TrainerMain>
        {!viewer ? (
          <>
            <p>
              <FormattedMessage {...trainerMessages.signIn} />
            </p>
            <ButtonLink to={ADMIN_LOGIN_PATH}>{intl.formatMessage(trainerMessages.signInLink)}</ButtonLink>
          </>
        ) : viewer.role !== 'TRAINER' && viewer.role !== 'ADMIN' ? (
          <p role="alert">
            <FormattedMessage {...trainerMessages.notTrainer} />
          </p>
        ) : (
          <>
            <SyncStatus />
            {courseId ? <TrainerRoster courseId={courseId} day={params.get('day')} /> : <TrainerCourseList />}
          </>
        )}
      </TrainerMain>
    </>
  );
}

const KEEP_AFTER_MS = 1_500;

/** Kept for offline use once per visit; `ready` says (to tests and the page's data attribute) when it is. */
function useOfflineCopy(active: boolean) {
  const [ready, setReady] = useState(false);
  const [params] = useSearchParams();
  const course = params.get('course');
  const allSent = useMarkQueue().marks.length === 0;
  useEffect(() => {
    if (!active) return;
    let current = true;
    setReady(false);
    // Again after opening a course and once marks are saved (the kept roster shows them after a reload), after a pause
    // in the tapping rather than once per tap.
    const timer = setTimeout(() => void keepTrainerPageOffline().then((kept) => current && setReady(kept)), KEEP_AFTER_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [active, course, allSent]);
  return ready;
}

/**
 * The trainer's phone view at /trainer, a layout of its own: no shop header or footer, a header with the
 * language and sign-out. Rendered in the browser only (the server sends the plain shell, as for /admin): their courses
 * today and this week; a course's children with attendance per session, notes and badges. Marks are kept on the phone
 * until the server has them (markQueue.ts); the page itself is kept for a reload without network (trainerOffline.ts).
 */
export function TrainerPage() {
  const mounted = useMounted();
  const { language } = useLanguage();
  const offlineReady = useOfflineCopy(mounted);
  return (
    <AdminTexts>
      <TrainerScreen data-testid="trainer-page" data-offline-ready={offlineReady ? 'true' : undefined}>
        {mounted ? (
          <ErrorBoundary
            fallback={
              <TrainerMain>
                <SyncBar $state="refused" role="alert">
                  <FormattedMessage {...trainerMessages.loadFailed} />
                </SyncBar>
              </TrainerMain>
            }
          >
            <Suspense fallback={<PageSpinner />}>
              {/* A new language asks the server again: titles and places come in the request's language. */}
              <TrainerHome key={language} />
            </Suspense>
          </ErrorBoundary>
        ) : (
          <PageSpinner />
        )}
      </TrainerScreen>
    </AdminTexts>
  );
}
