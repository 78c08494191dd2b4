import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminSettingsPageQuery } from '../../../__generated__/AdminSettingsPageQuery.graphql';
import { PageHead } from '../../../seo/PageHead';
import { PageSpinner } from '../../../ui/Spinner';
import { referenceKey, useRetryableQuery } from '../shared/adminQueries';
import { ToastProvider, ToastOutlet } from '../../../ui/ToastProvider';
import { LoadErrorBoundary, LoadFailed } from '../shared/LoadFailed';
import { ViewPage } from '../shared/tableStyles';
import type { AdminSettingsLoaderData } from './adminSettingsLoader';
import { FollowUpSettingsForm } from '../follow-up/FollowUpSettingsForm';
import { BadgesCard } from './BadgesCard';
import { BusinessProfileForm } from './BusinessProfileForm';
import { CoursesNoticeCard } from './CoursesNoticeCard';
import { adminSettingsMessages as messages } from './messages';
import { PayPalCard } from './PayPalCard';
import { ShopSettingsForm } from './ShopSettingsForm';

export const settingsPageQuery = graphql`
  query AdminSettingsPageQuery {
    businessProfile {
      ...BusinessProfileForm_profile
    }
    shopSettings {
      ...ShopSettingsForm_settings
      ...PayPalCard_settings
    }
    coursesNoticeTexts {
      ...CoursesNoticeCard_texts
    }
    # Issue 26: reminders, review invitations and the retention period (their own card and settings row).
    followUpSettings {
      ...FollowUpSettingsForm_settings
    }
  }
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Cards = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
  h3 { margin: 0; font-size: 1.15rem; }
  p { margin: 0; }
`;

/** The admin settings view: the business profile, the shop's business settings and the notice above the course list. */
export function AdminSettingsPage() {
  const { settingsRef } = useLoaderData() as AdminSettingsLoaderData;
  // No admin: the layout shows why instead of this view.
  if (!settingsRef) return null;
  return (
    <ToastProvider>
      <SettingsView settingsRef={settingsRef} />
    </ToastProvider>
  );
}

function SettingsView({ settingsRef }: { settingsRef: PreloadedQuery<AdminSettingsPageQuery> }) {
  const intl = useIntl();
  const [reference, retry] = useRetryableQuery<AdminSettingsPageQuery>(settingsPageQuery, settingsRef);
  return (
    <ViewPage data-testid="admin-settings">
      <PageHead title={intl.formatMessage(messages.title)} noindex />
      <h1>
        <FormattedMessage {...messages.title} />
      </h1>
      <Intro>
        <FormattedMessage {...messages.intro} />
      </Intro>
      <LoadErrorBoundary
        key={referenceKey(reference)}
        fallback={() => <LoadFailed message={intl.formatMessage(messages.loadFailed)} onRetry={retry} testId="settings-error" />}
      >
        <Suspense fallback={<PageSpinner />}>
          <SettingsCards reference={reference} />
        </Suspense>
      </LoadErrorBoundary>
      <ToastOutlet />
    </ViewPage>
  );
}

function SettingsCards({ reference }: { reference: PreloadedQuery<AdminSettingsPageQuery> }) {
  const { businessProfile, shopSettings, coursesNoticeTexts, followUpSettings } = usePreloadedQuery<AdminSettingsPageQuery>(settingsPageQuery, reference);
  return (
    <Cards>
      <BusinessProfileForm profile={businessProfile} />
      <ShopSettingsForm settings={shopSettings} />
      <PayPalCard settings={shopSettings} />
      <CoursesNoticeCard texts={coursesNoticeTexts} />
      <FollowUpSettingsForm settings={followUpSettings} />
      <BadgesCard />
    </Cards>
  );
}
