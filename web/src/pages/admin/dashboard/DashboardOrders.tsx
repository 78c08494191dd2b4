import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { DashboardOrders_query$key } from '../../../__generated__/DashboardOrders_query.graphql';
import { OrderActionsProvider } from '../orders/OrderActions';
import { OrdersTable } from '../orders/OrdersTable';
import { ToastProvider, ToastOutlet } from '../../../ui/ToastProvider';
import { dashboardOrdersMessages as messages } from './dashboardMessages';

/** The dashboard shows the newest orders only; the orders view has them all. */
export const DASHBOARD_ORDER_COUNT = 10;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
`;

/**
 * docs/SPEC.md §2 dashboard orders table: the orders view's own table (order number, customer, amount, status with payment
 * status, date; a row opens the detail dialog, its menu changes the order), the newest ten, updated live as orders change.
 * Its own toasts (the actions' outcomes) show below the table.
 */
export function DashboardOrders({ query }: { query: DashboardOrders_query$key }) {
  const data = useFragment(
    graphql`
      fragment DashboardOrders_query on Query {
        ...OrdersTable_query @arguments(count: 10)
      }
    `,
    query,
  );

  return (
    <ToastProvider>
      <OrderActionsProvider>
        <section aria-labelledby="dashboard-orders-title" data-testid="dashboard-orders">
          <Heading>
            <h2 id="dashboard-orders-title">
              <FormattedMessage {...messages.title} />
            </h2>
            <Link to="/admin/orders" data-testid="dashboard-all-orders">
              <FormattedMessage {...messages.allOrders} />
            </Link>
          </Heading>
          <OrdersTable query={data} filtered={false} />
        </section>
      </OrderActionsProvider>
      <ToastOutlet />
    </ToastProvider>
  );
}
