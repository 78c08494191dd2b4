import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import styled from 'styled-components';
import type { OrderRow_order$key } from '../../../__generated__/OrderRow_order.graphql';
import { formatDate, formatMoney } from '../../../i18n/format';
import { ActionMenu, type MenuAction } from '../shared/ActionMenu';
import { adminSharedMessages } from '../shared/messages';
import { BadgeRow } from '../shared/tableStyles';
import { adminOrdersMessages, orderActionMessages } from './messages';
import { useOrderActions } from './OrderActionsContext';
import { type OrderAction, offeredActions } from './orderActions';
import { OrderStatusBadge, PaymentStatusBadge } from './StatusBadges';
import { EmailAddress } from '../shared/EmailAddress';

const Row = styled.tr`
  cursor: pointer;
  &:hover td {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const NumberButton = styled.button`
  padding: 4px 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 700;
  white-space: nowrap;
  text-decoration: underline;
  cursor: pointer;
`;

// The e-mail address wraps before its "@" and dots (EmailAddress), never inside a word.
const Customer = styled.span`
  display: flex;
  flex-direction: column;
  span {
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: break-word;
  }
`;

// The course titles wrap within their column; the staff reads which course without opening the order.
const Courses = styled.span`
  display: block;
  min-width: 8rem;
  font-size: 0.9rem;
`;

const ACTION_LABELS: Record<OrderAction, (typeof orderActionMessages)[OrderAction]> = {
  confirm: orderActionMessages.confirm,
  cancel: orderActionMessages.cancel,
  markPaid: orderActionMessages.markPaid,
  delete: orderActionMessages.delete,
};

/**
 * One order in the admin table. A click on the row (or on its number, for the keyboard) opens the details;
 * the menu offers what the order's state allows.
 */
export function OrderRow({ order: orderKey, connectionId }: { order: OrderRow_order$key; connectionId: string }) {
  const intl = useIntl();
  const { request, openDetails } = useOrderActions();
  const order = useFragment(
    graphql`
      fragment OrderRow_order on Order {
        id
        orderNumber
        createdAt
        orderStatus
        paymentStatus
        allowedActions @required(action: THROW)
        totalAmountCents
        customer {
          firstName
          lastName
          email
        }
        payment {
          method
        }
        items {
          course {
            title
          }
        }
      }
    `,
    orderKey,
  );
  const actions: MenuAction[] = offeredActions(order.allowedActions).map((action) => ({
    key: action,
    label: intl.formatMessage(ACTION_LABELS[action]),
    danger: action === 'delete' || action === 'cancel',
    onSelect: () => request(action, order, connectionId),
  }));

  return (
    <Row onClick={() => openDetails(order.id)} data-testid="order-row" data-order-number={order.orderNumber}>
      <td>
        <NumberButton
          type="button"
          title={intl.formatMessage(adminOrdersMessages.openDetails, { orderNumber: order.orderNumber })}
          onClick={(event) => {
            event.stopPropagation();
            openDetails(order.id);
          }}
          data-testid="order-open"
        >
          {order.orderNumber}
        </NumberButton>
      </td>
      <td>
        <Customer>
          <strong>
            {order.customer.firstName} {order.customer.lastName}
          </strong>
          <span>
            <EmailAddress address={order.customer.email} />
          </span>
        </Customer>
      </td>
      <td data-testid="order-courses">
        <Courses>{[...new Set(order.items.map((item) => item.course.title))].join(', ')}</Courses>
      </td>
      <td className="numeric" data-testid="order-amount">
        {formatMoney(order.totalAmountCents, intl.locale)}
      </td>
      <td>
        <BadgeRow>
          <OrderStatusBadge status={order.orderStatus} />
          <PaymentStatusBadge status={order.paymentStatus} />
        </BadgeRow>
      </td>
      <td className="numeric">{formatDate(intl, order.createdAt)}</td>
      <td>
        <ActionMenu
          label={intl.formatMessage(adminOrdersMessages.actionsFor, { orderNumber: order.orderNumber })}
          noActionsLabel={intl.formatMessage(adminSharedMessages.noActions)}
          actions={actions}
          testId="order-actions"
        >
          {intl.formatMessage(adminSharedMessages.actions)}
        </ActionMenu>
      </td>
    </Row>
  );
}
