import { adminWaitlistMessages } from './waitlist/messages';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePreloadedQuery } from 'react-relay/hooks';
import { NavLink, Outlet, useLoaderData, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { adminSessionViewerQuery } from '../../__generated__/adminSessionViewerQuery.graphql';
import { AdminTexts } from '../../i18n/AdminTexts';
import { PageHead } from '../../seo/PageHead';
import { Container } from '../../ui/Container';
import { PageSpinner } from '../../ui/Spinner';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { AccountEmailPrompt } from './account/AccountEmailPrompt';
import { DemoAccountBanner } from './DemoAccountBanner';
import type { AdminLoaderData } from './adminLoader';
import { adminLegalMessages } from './legal/messages';
import { adminMailMessages } from './mail/messages';
import { adminNewsletterMessages } from './newsletter/messages';
import { adminPartnerKeysMessages } from './partner-keys/messages';
import { adminShellMessages } from './messages';
import { adminBookingsMessages, adminRequestsMessages } from './requests/messages';
import { adminServicesMessages } from './services/messages';
import { type AdminViewer, adminViewerQuery, TRAINER_HOME_PATH } from './session/adminSession';
import { trainerMessages } from './trainer/messages';
import { SignOutButton } from './session/SignOutButton';
import { AdminRoleContext, adminViewOf, mayOpen } from './session/permissions';
import { adminSettingsMessages } from './settings/messages';
import { adminWebhooksMessages } from './webhooks/messages';
import { adminTestimonialsMessages } from './testimonials/messages';

const Frame = styled(Container)`
  display: grid;
  gap: 24px;
  padding-top: 24px;
  padding-bottom: 56px;
  grid-template-columns: minmax(0, 1fr);
  /*
   * The sidebar from 1200 px on; below, its links sit above the view, so a 1024 px screen gives the tables its full
   * width (with the sidebar beside them, 710 px held an order or course table only by cutting its words).
   */
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 240px minmax(0, 1fr);
    align-items: start;
  }
  /* Printed (the participant list for the pool deck): the view alone, the full width of the paper. */
  @media print {
    display: block;
    padding: 0;
  }
`;

/** A sidebar on wide screens; on phones, tablets and small laptops the same links as a tab bar above the view. */
const Sidebar = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 16px;
  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + 24px);
    padding: 20px;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  @media print {
    display: none;
  }
`;

const Tabs = styled.nav`
  ul {
    display: flex;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
    /* In rows rather than a sideways scroll: every view in sight. */
    flex-wrap: wrap;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    ${({ theme }) => theme.media.lg} {
      flex-direction: column;
      flex-wrap: nowrap;
      border-bottom: 0;
    }
  }
  a {
    display: block;
    padding: 10px 14px;
    border-bottom: 3px solid transparent;
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
    text-decoration: none;
    white-space: nowrap;
    ${({ theme }) => theme.media.lg} {
      border-bottom: 0;
      border-radius: ${({ theme }) => theme.radii.sm};
    }
    &:hover {
      background: ${({ theme }) => theme.colors.primaryLight};
    }
    &[aria-current='page'] {
      color: ${({ theme }) => theme.colors.primary};
      border-bottom-color: ${({ theme }) => theme.colors.primary};
      ${({ theme }) => theme.media.lg} {
        background: ${({ theme }) => theme.colors.primaryLight};
      }
    }
  }
`;

const UserBox = styled.section`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 12px;
  ${({ theme }) => theme.media.lg} {
    flex-direction: column;
    align-items: flex-start;
  }
`;

const Initial = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textOnPrimary};
  font-size: 1.15rem;
  font-weight: 700;
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
`;

/** The view, and above it what the account still needs (its e-mail address). */
const Main = styled.div`
  display: grid;
  gap: 16px;
  min-width: 0;
  grid-template-columns: minmax(0, 1fr);
`;

const Notice = styled.section`
  padding: 24px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h1 {
    margin: 0 0 8px;
    font-size: 1.4rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  p {
    margin: 0;
  }
`;

/**
 * The views of docs/SPEC.md §2's sidebar (dashboard, courses, orders, blog, participants), as far as they exist:
 * each view adds its entry when it is built (the blog's comes with its view).
 */
const VIEWS = [
  { to: '/admin', end: true, label: adminShellMessages.dashboard },
  { to: '/admin/courses', end: false, label: adminShellMessages.courses },
  { to: '/admin/orders', end: false, label: adminShellMessages.orders },
  { to: '/admin/blog', end: false, label: adminShellMessages.blog },
  { to: '/admin/participants', end: false, label: adminShellMessages.participants },
  // docs/SPEC.md §2's five first, in its order; then the screens it only names, the daily ones before the rare ones.
  { to: '/admin/bookings', end: false, label: adminBookingsMessages.nav },
  { to: '/admin/requests', end: false, label: adminRequestsMessages.nav },
  { to: '/admin/waitlist', end: false, label: adminWaitlistMessages.nav },
  { to: '/admin/testimonials', end: false, label: adminTestimonialsMessages.title },
  { to: '/admin/services', end: false, label: adminServicesMessages.nav },
  { to: '/admin/newsletter', end: false, label: adminNewsletterMessages.nav },
  { to: '/admin/mail', end: false, label: adminMailMessages.nav },
  { to: '/admin/legal', end: false, label: adminLegalMessages.nav },
  { to: '/admin/settings', end: false, label: adminSettingsMessages.nav },
  { to: '/admin/webhooks', end: false, label: adminWebhooksMessages.nav },
  // The team (admins) and the own account (everyone signed in).
  { to: '/admin/team', end: false, label: adminShellMessages.team },
  { to: '/admin/partner-keys', end: false, label: adminPartnerKeysMessages.nav },
  { to: '/admin/account', end: false, label: adminShellMessages.account },
] as const;

const ROLE_LABELS = {
  ADMIN: adminShellMessages.roleAdmin,
  STAFF: adminShellMessages.roleStaff,
  TRAINER: adminShellMessages.roleTrainer,
} as const;

function SignedInUser({ viewer }: { viewer: AdminViewer }) {
  const intl = useIntl();
  return (
    <UserBox aria-label={intl.formatMessage(adminShellMessages.signedInAs)} data-testid="admin-user">
      <Initial aria-hidden="true">{viewer.username.charAt(0).toUpperCase()}</Initial>
      <Who>
        <strong data-testid="admin-username">{viewer.username}</strong>
        <span data-testid="admin-role">
          <FormattedMessage {...(ROLE_LABELS[viewer.role as keyof typeof ROLE_LABELS] ?? adminShellMessages.roleUser)} />
        </span>
      </Who>
      <SignOutButton />
    </UserBox>
  );
}

/**
 * docs/SPEC.md §2 admin area: sidebar (tab bar on small screens) with the views the role may open (session/permissions.ts),
 * the signed-in user's initial, name and role, and sign-out. A view the role may not open (a typed-in URL) says so
 * instead; its loader asked for no data (mayUseAdminArea), and the server would refuse it anyway.
 */
export function AdminLayout() {
  return (
    <AdminTexts>
      <AdminFrame />
    </AdminTexts>
  );
}

function AdminFrame() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { viewerRef } = useLoaderData() as AdminLoaderData;
  const { viewer } = usePreloadedQuery<adminSessionViewerQuery>(adminViewerQuery, viewerRef);
  // Just signed out: the login page is on its way.
  if (!viewer) return <PageSpinner />;
  const views = VIEWS.filter((view) => mayOpen(viewer.role, view.to));
  const allowed = mayOpen(viewer.role, pathname);
  return (
    <Frame>
      <Sidebar>
        <SignedInUser viewer={viewer} />
        {views.length > 0 && (
          <Tabs aria-label={intl.formatMessage(adminShellMessages.navigation)} data-testid="admin-nav">
            <ul>
              {views.map((view) => (
                <li key={view.to}>
                  <NavLink to={view.to} end={view.end}>
                    <FormattedMessage {...view.label} />
                  </NavLink>
                </li>
              ))}
            </ul>
          </Tabs>
        )}
      </Sidebar>
      {allowed ? (
        <Main>
          {viewer.role === 'ADMIN' && (
            <ErrorBoundary fallback={null}>
              <Suspense fallback={null}>
                <DemoAccountBanner />
              </Suspense>
            </ErrorBoundary>
          )}
          {adminViewOf(pathname) !== 'account' && <AccountEmailPrompt email={viewer.email} />}
          <Suspense fallback={<PageSpinner />}>
            <AdminRoleContext.Provider value={viewer.role}>
              <Outlet />
            </AdminRoleContext.Provider>
          </Suspense>
        </Main>
      ) : (
        <Notice role="alert" data-testid="admin-forbidden">
          <PageHead title={intl.formatMessage(adminShellMessages.forbiddenTitle)} noindex />
          <h1>
            <FormattedMessage {...adminShellMessages.forbiddenTitle} />
          </h1>
          <p>
            <FormattedMessage {...adminShellMessages.forbiddenText} />
          </p>
          {/* A trainer's place is the phone view of their courses. */}
          {viewer.role === 'TRAINER' && (
            <p>
              <NavLink to={TRAINER_HOME_PATH} data-testid="admin-trainer-link">
                {intl.formatMessage(trainerMessages.title)}
              </NavLink>
            </p>
          )}
        </Notice>
      )}
    </Frame>
  );
}
