import { Suspense } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import type { PrivacyPageQuery } from '../../__generated__/PrivacyPageQuery.graphql';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { PageSpinner } from '../../ui/Spinner';
import { DEFAULT_RETENTION_MONTHS, privacyDocumentDe } from './content/de/privacy';
import { privacyDocumentEn } from './content/en/privacy';
import { LegalPage } from './LegalPage';
import type { PrivacyLoaderData } from './privacyLoader';

const privacyPageQuery = graphql`
  query PrivacyPageQuery {
    followUpSettings {
      dataRetentionMonths
    }
  }
`;

/** The policy with the retention months as set (issue 26), in both languages (the switch needs no reload). */
export function PrivacyDocument({ retentionMonths }: { retentionMonths: number }) {
  return <LegalPage documents={{ de: privacyDocumentDe({ retentionMonths }), en: privacyDocumentEn({ retentionMonths }) }} testId="legal-datenschutz" />;
}

function PrivacyFromSettings({ settingsRef }: PrivacyLoaderData) {
  const { followUpSettings } = usePreloadedQuery<PrivacyPageQuery>(privacyPageQuery, settingsRef);
  return <PrivacyDocument retentionMonths={followUpSettings.dataRetentionMonths} />;
}

// Its own route chunk. Should the setting not load (or no loader ran), the page shows the setting's default.
export function PrivacyPage() {
  const data = useLoaderData() as PrivacyLoaderData | undefined;
  if (!data?.settingsRef) return <PrivacyDocument retentionMonths={DEFAULT_RETENTION_MONTHS} />;
  return (
    <ErrorBoundary fallback={<PrivacyDocument retentionMonths={DEFAULT_RETENTION_MONTHS} />}>
      <Suspense fallback={<PageSpinner />}>
        <PrivacyFromSettings settingsRef={data.settingsRef} />
      </Suspense>
    </ErrorBoundary>
  );
}
