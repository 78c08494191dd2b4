import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment, usePreloadedQuery } from 'react-relay/hooks';
import { useRouteLoaderData } from 'react-router-dom';
import styled from 'styled-components';
import type { DemoBanner_query$key } from '../__generated__/DemoBanner_query.graphql';
import type { RootServicesQuery } from '../__generated__/RootServicesQuery.graphql';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { demoBannerMessages as messages } from './messages';
import { rootServicesQuery, type RootLoaderData } from './RootServices';

// Wraps on any width (360 px phones included): no fixed widths, long words may break rather than push the page wider.
const Banner = styled.aside`
  padding: 8px 16px;
  background: ${({ theme }) => theme.colors.warningLight};
  color: ${({ theme }) => theme.colors.warning};
  border-bottom: 2px solid ${({ theme }) => theme.colors.warning};
  font-size: 0.9rem;
  line-height: 1.4;
  text-align: center;
  overflow-wrap: break-word;
  p {
    margin: 0;
  }
  strong {
    letter-spacing: 0.04em;
  }
`;

/**
 * Every public page says it is a demo while the school has not gone live (`siteMode`, read on the server so the
 * first HTML has it): courses, prices and the bank account are examples, nobody should book or pay for real.
 */
export function DemoBannerView({ query }: { query: DemoBanner_query$key }) {
  const { siteMode } = useFragment(
    graphql`
      fragment DemoBanner_query on Query {
        siteMode
      }
    `,
    query,
  );
  if (siteMode !== 'DEMO') return null;
  return (
    <Banner aria-label="Demo" data-testid="demo-banner">
      <p>
        <strong>
          <FormattedMessage {...messages.label} />
        </strong>{' '}
        <FormattedMessage {...messages.text} />
      </p>
    </Banner>
  );
}

function DemoBannerFromRootLoader() {
  const { servicesRef } = useRouteLoaderData('root') as RootLoaderData;
  const data = usePreloadedQuery<RootServicesQuery>(rootServicesQuery, servicesRef);
  return <DemoBannerView query={data} />;
}

/** The banner, or nothing while loading or when the API is unreachable. */
export function DemoBanner() {
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <DemoBannerFromRootLoader />
      </Suspense>
    </ErrorBoundary>
  );
}
