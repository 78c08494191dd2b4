import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import type { AdminTestimonialsPageQuery } from '../../../__generated__/AdminTestimonialsPageQuery.graphql';
import { PageHead } from '../../../seo/PageHead';
import { referenceKey, useRetryableQuery } from '../shared/adminQueries';
import { LoadErrorBoundary, LoadFailed } from '../shared/LoadFailed';
import { ViewPage } from '../shared/tableStyles';
import type { AdminTestimonialsLoaderData } from './adminTestimonialsLoader';
import { adminTestimonialsMessages as messages } from './messages';
import { ReviewsPanel, ReviewsSkeleton } from './ReviewsPanel';

export const testimonialsPageQuery = graphql`
  query AdminTestimonialsPageQuery {
    ...ReviewsPanel_query
  }
`;

/** The admins' reviews view (SPEC §2 "testimonials management"): the reviews panel on a page of its own. */
export function AdminTestimonialsPage() {
  const { listRef } = useLoaderData() as AdminTestimonialsLoaderData;
  // No admin: the layout shows why instead of this view.
  return listRef ? <TestimonialsView listRef={listRef} /> : null;
}

function TestimonialsView({ listRef }: { listRef: PreloadedQuery<AdminTestimonialsPageQuery> }) {
  const intl = useIntl();
  const [reference, retry] = useRetryableQuery<AdminTestimonialsPageQuery>(testimonialsPageQuery, listRef);
  return (
    <ViewPage data-testid="admin-testimonials">
      <PageHead title={intl.formatMessage(messages.title)} noindex />
      <h1>
        <FormattedMessage {...messages.title} />
      </h1>
      <LoadErrorBoundary
        key={referenceKey(reference)}
        fallback={() => <LoadFailed message={intl.formatMessage(messages.loadFailed)} onRetry={retry} testId="reviews-error" />}
      >
        <Suspense fallback={<ReviewsSkeleton />}>
          <TestimonialsResults reference={reference} />
        </Suspense>
      </LoadErrorBoundary>
    </ViewPage>
  );
}

function TestimonialsResults({ reference }: { reference: PreloadedQuery<AdminTestimonialsPageQuery> }) {
  const data = usePreloadedQuery<AdminTestimonialsPageQuery>(testimonialsPageQuery, reference);
  return <ReviewsPanel query={data} />;
}
