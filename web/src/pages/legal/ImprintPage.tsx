import { Suspense } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import type { ImprintPageQuery } from '../../__generated__/ImprintPageQuery.graphql';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { PageSpinner } from '../../ui/Spinner';
import { type BusinessFacts, businessFacts } from './content/business';
import { imprintDe } from './content/de/imprint';
import { imprintEn } from './content/en/imprint';
import type { ImprintLoaderData } from './imprintLoader';
import { LegalPage } from './LegalPage';

const imprintPageQuery = graphql`
  query ImprintPageQuery {
    publicBusinessProfile {
      legalName
      street
      postalCode
      town
      country
      phone
      email
      vatId
      registerEntry
    }
  }
`;

/** The imprint with these facts, in both languages (the switch needs no reload). */
export function ImprintDocument({ business }: { business: BusinessFacts }) {
  return <LegalPage documents={{ de: imprintDe(business), en: imprintEn(business) }} testId="legal-impressum" />;
}

function ImprintFromProfile({ profileRef }: ImprintLoaderData) {
  const { publicBusinessProfile } = usePreloadedQuery<ImprintPageQuery>(imprintPageQuery, profileRef);
  return <ImprintDocument business={businessFacts(publicBusinessProfile)} />;
}

// Its own route chunk. The facts are the business profile's (Settings); should it not load, the page still shows
// what SPEC §1 gives, with placeholders for the rest, as before there was a profile.
export function ImprintPage() {
  const { profileRef } = useLoaderData() as ImprintLoaderData;
  return (
    <ErrorBoundary fallback={<ImprintDocument business={businessFacts(null)} />}>
      <Suspense fallback={<PageSpinner />}>
        <ImprintFromProfile profileRef={profileRef} />
      </Suspense>
    </ErrorBoundary>
  );
}
