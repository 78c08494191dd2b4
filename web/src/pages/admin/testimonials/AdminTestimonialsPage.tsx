import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import type { AdminTestimonialsPageQuery } from '../../../__generated__/AdminTestimonialsPageQuery.graphql';
import { AdminView } from '../shared/AdminView';
import type { AdminTestimonialsLoaderData } from './adminTestimonialsLoader';
import { adminTestimonialsMessages as messages } from './messages';
import { ReviewsPanel, ReviewsSkeleton } from './ReviewsPanel';

export const testimonialsPageQuery = graphql`
  query AdminTestimonialsPageQuery {
    ...ReviewsPanel_query
  }
`;

/** The admins' reviews view (docs/SPEC.md §2 "testimonials management"): the reviews panel on a page of its own. */
export function AdminTestimonialsPage() {
  const { listRef } = useLoaderData() as AdminTestimonialsLoaderData;
  // No admin (no reference): the layout shows why instead of this view.
  return (
    <AdminView<AdminTestimonialsPageQuery>
      title={messages.title}
      testId="admin-testimonials"
      query={testimonialsPageQuery}
      reference={listRef}
      loadFailed={messages.loadFailed}
      errorTestId="reviews-error"
      loading={<ReviewsSkeleton />}
    >
      {(reference) => <TestimonialsResults reference={reference} />}
    </AdminView>
  );
}

function TestimonialsResults({ reference }: { reference: PreloadedQuery<AdminTestimonialsPageQuery> }) {
  const data = usePreloadedQuery<AdminTestimonialsPageQuery>(testimonialsPageQuery, reference);
  return <ReviewsPanel query={data} />;
}
