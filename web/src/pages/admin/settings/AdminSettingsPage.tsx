import { FormattedMessage } from 'react-intl';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminSettingsPageQuery } from '../../../__generated__/AdminSettingsPageQuery.graphql';
import { ToastProvider, ToastOutlet } from '../../../ui/ToastProvider';
import { AdminView, ViewIntro } from '../shared/AdminView';
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
    businessProfile @required(action: THROW) {
      ...BusinessProfileForm_profile
    }
    shopSettings {
      ...ShopSettingsForm_settings
      ...PayPalCard_settings
    }
    coursesNoticeTexts @required(action: THROW) {
      ...CoursesNoticeCard_texts
    }
    # Reminders, review invitations and the retention period (their own card and settings row).
    followUpSettings {
      ...FollowUpSettingsForm_settings
    }
  }
`;

const Cards = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
  h3 {
    margin: 0;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
  }
`;

/** The admin settings view: the business profile, the shop's business settings and the notice above the course list. */
export function AdminSettingsPage() {
  const { settingsRef } = useLoaderData() as AdminSettingsLoaderData;
  // No admin (no reference): the layout shows why instead of this view.
  return (
    <ToastProvider>
      <AdminView<AdminSettingsPageQuery>
        title={messages.title}
        testId="admin-settings"
        query={settingsPageQuery}
        reference={settingsRef}
        loadFailed={messages.loadFailed}
        errorTestId="settings-error"
        before={
          <ViewIntro>
            <FormattedMessage {...messages.intro} />
          </ViewIntro>
        }
        after={<ToastOutlet />}
      >
        {(reference) => <SettingsCards reference={reference} />}
      </AdminView>
    </ToastProvider>
  );
}

function SettingsCards({ reference }: { reference: PreloadedQuery<AdminSettingsPageQuery> }) {
  const { businessProfile, shopSettings, coursesNoticeTexts, followUpSettings } = usePreloadedQuery<AdminSettingsPageQuery>(
    settingsPageQuery,
    reference,
  );
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
