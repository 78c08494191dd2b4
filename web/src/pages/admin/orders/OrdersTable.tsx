import { startTransition } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { OrdersTable_query$key } from '../../../__generated__/OrdersTable_query.graphql';
import { EmptyList, ListTable, LoadMoreFooter, type TableColumn, TableSkeleton } from '../shared/AdminTableParts';
import { adminSharedMessages } from '../shared/messages';
import { useLiveOrderRefresh } from './liveOrderEvents';
import { adminOrdersMessages as messages } from './messages';
import { OrderRow } from './OrderRow';

/** Orders per page (the API's default page). */
export const ORDER_PAGE_SIZE = 20;

const COLUMNS: TableColumn[] = [
  { label: messages.columnOrderNumber },
  { label: messages.columnCustomer },
  { label: messages.columnCourse },
  { label: messages.columnAmount, numeric: true },
  { label: messages.columnStatus },
  { label: messages.columnDate, numeric: true },
  { label: adminSharedMessages.actions },
];

/** The table's frame with grey rows, while the orders load. */
export function OrdersTableSkeleton() {
  return <TableSkeleton columns={COLUMNS} label={messages.listLabel} testId="orders-loading" />;
}

/** The fewest rows a refresh asks for (the dashboard shows ten, the orders view a page of twenty). */
const MIN_REFRESH_COUNT = 10;

/**
 * docs/SPEC.md §2 orders table: order number, customer, course(s), amount (de-DE euros), status with payment status, date; newest
 * first, a page at a time ("load more"). A row opens the order's details; its menu changes the order.
 */
export function OrdersTable({ query, filtered }: { query: OrdersTable_query$key; filtered: boolean }) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment(
    graphql`
      fragment OrdersTable_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        search: { type: "String" }
        status: { type: "OrderStatus" }
        paymentStatus: { type: "PaymentStatus" }
        courseId: { type: "Int" }
      )
      @refetchable(queryName: "OrdersTablePaginationQuery") {
        adminOrders(first: $count, after: $cursor, search: $search, status: $status, paymentStatus: $paymentStatus, courseId: $courseId)
          @required(action: THROW)
          @connection(key: "OrdersTable_adminOrders") {
          __id
          totalCount
          edges {
            node {
              id
              ...OrderRow_order
            }
          }
        }
      }
    `,
    query,
  );
  const { edges, totalCount, __id: connectionId } = data.adminOrders;
  // New orders and what other admins changed, as they happen (docs/SPEC.md §7 asked for every 10 s; the live stream
  // replaces the timer), with the view's filters and as many rows as are shown; in a transition, so the table stays
  // as it is until the answer is there.
  useLiveOrderRefresh(() => {
    startTransition(() => {
      refetch({ count: Math.max(edges.length, MIN_REFRESH_COUNT) }, { fetchPolicy: 'network-only' });
    });
  });

  if (edges.length === 0) {
    return <EmptyList testId="orders-empty" message={messages.empty} hint={filtered && messages.emptyFiltered} />;
  }

  return (
    <>
      <ListTable columns={COLUMNS} label={messages.listLabel} testId="orders-table">
        {edges.map(({ node }) => (
          <OrderRow key={node.id} order={node} connectionId={connectionId} />
        ))}
      </ListTable>
      <LoadMoreFooter testId="orders" hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(ORDER_PAGE_SIZE)}>
        <FormattedMessage {...messages.shownCount} values={{ shown: edges.length, total: totalCount }} />
      </LoadMoreFooter>
    </>
  );
}
