import { startTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { OrdersTable_query$key } from '../../../__generated__/OrdersTable_query.graphql';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { adminSharedMessages } from '../shared/messages';
import { EmptyState, ListFooter, Table, TableBox } from '../shared/tableStyles';
import { usePeriodicRefresh } from '../shared/usePeriodicRefresh';
import { adminOrdersMessages as messages } from './messages';
import { OrderRow } from './OrderRow';

/** Orders per page (the API's default page). */
export const ORDER_PAGE_SIZE = 20;

function ColumnHeads() {
  return (
    <thead>
      <tr>
        <th scope="col">
          <FormattedMessage {...messages.columnOrderNumber} />
        </th>
        <th scope="col">
          <FormattedMessage {...messages.columnCustomer} />
        </th>
        <th scope="col" className="numeric">
          <FormattedMessage {...messages.columnAmount} />
        </th>
        <th scope="col">
          <FormattedMessage {...messages.columnStatus} />
        </th>
        <th scope="col" className="numeric">
          <FormattedMessage {...messages.columnDate} />
        </th>
        <th scope="col">
          <FormattedMessage {...adminSharedMessages.actions} />
        </th>
      </tr>
    </thead>
  );
}

/** The table's frame with grey rows, while the orders load. */
export function OrdersTableSkeleton() {
  const intl = useIntl();
  return (
    <TableBox aria-busy="true" aria-label={intl.formatMessage(messages.listLabel)} role="region" data-testid="orders-loading">
      <Table>
        <ColumnHeads />
        <tbody>
          {Array.from({ length: 5 }, (_, row) => (
            <tr key={row}>
              {Array.from({ length: 6 }, (__, cell) => (
                <td key={cell}>
                  <Skeleton $height="1.2em" />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableBox>
  );
}

/** SPEC §7: admin orders every 10 s. */
export const ORDERS_REFRESH_MS = 10_000;
/** The fewest rows a refresh asks for (the dashboard shows ten, the orders view a page of twenty). */
const MIN_REFRESH_COUNT = 10;

/**
 * SPEC §2 orders table: order number, customer, amount (de-DE euros), status with payment status, date; newest
 * first, a page at a time ("load more"). A row opens the order's details; its menu changes the order.
 */
export function OrdersTable({ query, filtered }: { query: OrdersTable_query$key; filtered: boolean }) {
  const intl = useIntl();
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment(
    graphql`
      fragment OrdersTable_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        search: { type: "String" }
        status: { type: "OrderStatus" }
        courseId: { type: "Int" }
      )
      @refetchable(queryName: "OrdersTablePaginationQuery") {
        adminOrders(first: $count, after: $cursor, search: $search, status: $status, courseId: $courseId)
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
  // New orders and what other admins changed, with the view's filters and as many rows as are shown; in a
  // transition, so the table stays as it is until the answer is there.
  usePeriodicRefresh(() => {
    startTransition(() => {
      refetch({ count: Math.max(edges.length, MIN_REFRESH_COUNT) }, { fetchPolicy: 'network-only' });
    });
  }, ORDERS_REFRESH_MS);

  if (edges.length === 0) {
    return (
      <EmptyState role="status" data-testid="orders-empty">
        <p>
          <FormattedMessage {...messages.empty} />
        </p>
        {filtered && (
          <p>
            <FormattedMessage {...messages.emptyFiltered} />
          </p>
        )}
      </EmptyState>
    );
  }

  return (
    <>
      {/* The table scrolls sideways in its own box on phones; focusable, so the keyboard can scroll it. */}
      <TableBox role="region" aria-label={intl.formatMessage(messages.listLabel)} tabIndex={0} data-testid="orders-table">
        <Table>
          <ColumnHeads />
          <tbody>
            {edges.map(({ node }) => (
              <OrderRow key={node.id} order={node} connectionId={connectionId} />
            ))}
          </tbody>
        </Table>
      </TableBox>
      <ListFooter>
        <p role="status" data-testid="orders-count">
          <FormattedMessage {...messages.shownCount} values={{ shown: edges.length, total: totalCount }} />
        </p>
        {hasNext && (
          <Button type="button" $variant="secondary" disabled={isLoadingNext} onClick={() => loadNext(ORDER_PAGE_SIZE)} data-testid="orders-load-more">
            <FormattedMessage {...(isLoadingNext ? adminSharedMessages.loadingMore : adminSharedMessages.loadMore)} />
          </Button>
        )}
      </ListFooter>
    </>
  );
}
