import { useMemo } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import type { AdminOrdersPageQuery } from '../../../__generated__/AdminOrdersPageQuery.graphql';
import { AdminView } from '../shared/AdminView';
import { ToastOutlet, ToastProvider } from '../../../ui/ToastProvider';
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

// The course filter's options (docs/SPEC.md §2: filter by course), apart from the list so either can fail alone.
export const adminOrdersCoursesQuery = graphql`
  query AdminOrdersPageCoursesQuery {
    ...courseOptions_query
  }
`;

/** docs/SPEC.md §2 admin orders view: search, status, payment status and course filters, the table with its actions and details. */
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

function OrdersView({
  listRef,
  coursesRef,
}: {
  listRef: PreloadedQuery<AdminOrdersPageQuery>;
  coursesRef: NonNullable<AdminOrdersLoaderData['coursesRef']>;
}) {
  const [params] = useSearchParams();
  const filtered = useMemo(() => hasFilters(parseOrderFilters(params)), [params]);
  return (
    <AdminView<AdminOrdersPageQuery>
      title={messages.title}
      testId="admin-orders"
      query={ordersPageQuery}
      reference={listRef}
      loadFailed={messages.loadFailed}
      errorTestId="orders-error"
      loading={<OrdersTableSkeleton />}
      before={<OrderFilterBar coursesRef={coursesRef} />}
      after={
        <>
          <RefundsOwed />
          <OpenVouchers />
          <ToastOutlet />
        </>
      }
    >
      {(reference) => <OrdersResults reference={reference} filtered={filtered} />}
    </AdminView>
  );
}

function OrdersResults({ reference, filtered }: { reference: PreloadedQuery<AdminOrdersPageQuery>; filtered: boolean }) {
  const data = usePreloadedQuery<AdminOrdersPageQuery>(ordersPageQuery, reference);
  return <OrdersTable query={data} filtered={filtered} />;
}
