import { Suspense, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import type { AdminOrdersPageQuery } from '../../../__generated__/AdminOrdersPageQuery.graphql';
import { PageHead } from '../../../seo/PageHead';
import { referenceKey, useRetryableQuery } from '../shared/adminQueries';
import { ToastOutlet, ToastProvider } from '../../../ui/ToastProvider';
import { LoadErrorBoundary, LoadFailed } from '../shared/LoadFailed';
import { ViewPage } from '../shared/tableStyles';
import type { AdminOrdersLoaderData } from './adminOrdersLoader';
import { adminOrdersMessages as messages } from './messages';
import { OrderActionsProvider } from './OrderActions';
import { OpenVouchers } from './OpenVouchers';
import { RefundsOwed } from './RefundsOwed';
import { OrderFilterBar } from './OrderFilterBar';
import { hasFilters, parseOrderFilters } from './orderFilters';
import { OrdersTable, OrdersTableSkeleton } from './OrdersTable';

const ordersPageQuery = graphql`
  query AdminOrdersPageQuery($search: String, $status: OrderStatus, $paymentStatus: PaymentStatus, $courseId: Int) {
    ...OrdersTable_query @arguments(search: $search, status: $status, paymentStatus: $paymentStatus, courseId: $courseId)
  }
`;

// The course filter's options (SPEC §2: filter by course), apart from the list so either can fail alone.
export const adminOrdersCoursesQuery = graphql`
  query AdminOrdersPageCoursesQuery {
    ...courseOptions_query
  }
`;

/** SPEC §2 admin orders view: search, status, payment status (issue 23) and course filters, the table with its actions and details. */
export function AdminOrdersPage() {
  const { listRef, coursesRef } = useLoaderData() as AdminOrdersLoaderData;
  // No admin: the layout shows why instead of this view.
  if (!listRef || !coursesRef) return null;
  return (
    <ToastProvider>
      <OrderActionsProvider>
        <OrdersView listRef={listRef} coursesRef={coursesRef} />
      </OrderActionsProvider>
    </ToastProvider>
  );
}

function OrdersView({ listRef, coursesRef }: { listRef: PreloadedQuery<AdminOrdersPageQuery>; coursesRef: NonNullable<AdminOrdersLoaderData['coursesRef']> }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const filtered = useMemo(() => hasFilters(parseOrderFilters(params)), [params]);
  const [reference, retry] = useRetryableQuery<AdminOrdersPageQuery>(ordersPageQuery, listRef);
  return (
    <ViewPage data-testid="admin-orders">
      <PageHead title={intl.formatMessage(messages.title)} noindex />
      <h1>
        <FormattedMessage {...messages.title} />
      </h1>
      <OrderFilterBar coursesRef={coursesRef} />
      {/* A boundary per load: the skeleton while a new search loads, the retry when it failed. */}
      <LoadErrorBoundary
        key={referenceKey(reference)}
        fallback={() => <LoadFailed message={intl.formatMessage(messages.loadFailed)} onRetry={retry} testId="orders-error" />}
      >
        <Suspense fallback={<OrdersTableSkeleton />}>
          <OrdersResults reference={reference} filtered={filtered} />
        </Suspense>
      </LoadErrorBoundary>
      <RefundsOwed />
      <OpenVouchers />
      <ToastOutlet />
    </ViewPage>
  );
}

function OrdersResults({ reference, filtered }: { reference: PreloadedQuery<AdminOrdersPageQuery>; filtered: boolean }) {
  const data = usePreloadedQuery<AdminOrdersPageQuery>(ordersPageQuery, reference);
  return <OrdersTable query={data} filtered={filtered} />;
}
