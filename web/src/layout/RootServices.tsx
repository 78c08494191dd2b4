import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteLoaderData } from 'react-router-dom';
import type { RootServicesQuery } from '../__generated__/RootServicesQuery.graphql';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { ServiceLinkList } from './ServiceLinkList';

// Loaded by the root route (header dropdown, mobile menu and footer share it).
export const rootServicesQuery = graphql`
  query RootServicesQuery {
    ...ServiceLinkList_query
    # The demo banner on every page (DemoBanner): whether the school has gone live.
    ...DemoBanner_query
    # Not for the services: the layout's cart panel shows the VAT note (StoredVatNote) on every page, also
    # after a first add to cart, before the cart query has ever run; the root query is the layout's one query.
    shopSettings {
      vatMode
    }
  }
`;

export interface RootLoaderData {
  servicesRef: PreloadedQuery<RootServicesQuery>;
}

function ServicesFromRootLoader({ onNavigate }: { onNavigate?: () => void }) {
  const { servicesRef } = useRouteLoaderData('root') as RootLoaderData;
  const data = usePreloadedQuery<RootServicesQuery>(rootServicesQuery, servicesRef);
  return <ServiceLinkList query={data} onNavigate={onNavigate} />;
}

/** The service links, or nothing while loading or when the API is unreachable. */
export function RootServices({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <ServicesFromRootLoader onNavigate={onNavigate} />
      </Suspense>
    </ErrorBoundary>
  );
}
