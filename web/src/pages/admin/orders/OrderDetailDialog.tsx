import { Suspense, useCallback, useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery, useQueryLoader } from 'react-relay/hooks';
import styled from 'styled-components';
import type { OrderDetailDialog_order$key } from '../../../__generated__/OrderDetailDialog_order.graphql';
import OrderDetailDialogQueryNode, { type OrderDetailDialogQuery } from '../../../__generated__/OrderDetailDialogQuery.graphql';
import { formatDate, formatDateRange, formatMoney } from '../../../i18n/format';
import { commonMessages } from '../../../i18n/messages';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { DialogButtons, ModalDialog } from '../../../ui/ModalDialog';
import { formatDateTime } from '../shared/adminFormat';
import { referenceKey } from '../shared/adminQueries';
import { ToastOutlet } from '../../../ui/ToastProvider';
import { LoadErrorBoundary, LoadFailed } from '../shared/LoadFailed';
import { BadgeRow, EmptyState } from '../shared/tableStyles';
import {
  orderActionMessages,
  orderCompletionMessages,
  orderDetailMessages as messages,
  paymentMethodLabels,
  refundMessages,
} from './messages';
import { useOrderActions } from './OrderActionsContext';
import { CustomerEditor, OrderVouchers, ParticipantsEditor } from './OrderCompletion';
import { OrderHistory } from './OrderHistory';
import { OrderInvoicesSection } from './OrderInvoicesSection';
import { OrderRefunds } from './OrderRefunds';
import { EnumLabel, OrderStatusBadge, PaymentStatusBadge } from './StatusBadges';
import { mayResendConfirmation, offeredActions } from './orderActions';

const orderDetailQuery = graphql`
  query OrderDetailDialogQuery($id: ID!) {
    adminOrder(id: $id) {
      orderNumber
      ...OrderDetailDialog_order
    }
  }
`;

const Sections = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Section = styled.section<{ $full?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
  padding: 14px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  ${({ $full }) => ($full ? 'grid-column: 1 / -1;' : '')}
  h3 {
    margin: 0;
    font-size: 1rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 4px 12px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: break-word;
  }
`;

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  ol {
    margin: 0;
    padding-left: 22px;
  }
`;

const ItemHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 4px 12px;
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  margin: 0;
  padding-top: 8px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 700;
`;

const LoadingBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

/** Grey blocks where the content will be, announced as loading. */
function Loading() {
  const intl = useIntl();
  return (
    <LoadingBox role="status" aria-label={intl.formatMessage(commonMessages.loading)} aria-busy="true">
      <Skeleton $height="28px" $width="60%" />
      <Skeleton $height="120px" />
      <Skeleton $height="120px" />
    </LoadingBox>
  );
}

/**
 * docs/SPEC.md §2 order detail dialog, opened from a row: customer, items with course and participants, amounts,
 * payment, history; buttons to resend the confirmation and for the changes the order's state allows. The
 * order is asked for afresh on each opening; a failed load offers a retry (docs/SPEC.md §8).
 */
export function OrderDetailDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const intl = useIntl();
  const [reference, load] = useQueryLoader<OrderDetailDialogQuery>(OrderDetailDialogQueryNode);
  const reload = useCallback(() => load({ id: orderId }, { fetchPolicy: 'network-only' }), [load, orderId]);
  useEffect(() => {
    reload();
  }, [reload]);

  return (
    <ModalDialog
      padded
      width={860}
      title={reference ? <DialogTitle reference={reference} /> : <FormattedMessage {...messages.loadingTitle} />}
      onClose={onClose}
      testId="order-detail"
    >
      {reference && (
        <LoadErrorBoundary
          key={referenceKey(reference)}
          fallback={() => <LoadFailed message={intl.formatMessage(messages.loadFailed)} onRetry={reload} testId="order-detail-error" />}
        >
          <Suspense fallback={<Loading />}>
            <DetailBody reference={reference} />
          </Suspense>
        </LoadErrorBoundary>
      )}
      <ToastOutlet />
    </ModalDialog>
  );
}

/** The order number once loaded; until then (and when the load failed) the general title. */
function DialogTitle({ reference }: { reference: PreloadedQuery<OrderDetailDialogQuery> }) {
  return (
    <LoadErrorBoundary key={referenceKey(reference)} fallback={() => <FormattedMessage {...messages.loadingTitle} />}>
      <Suspense fallback={<FormattedMessage {...messages.loadingTitle} />}>
        <LoadedTitle reference={reference} />
      </Suspense>
    </LoadErrorBoundary>
  );
}

function LoadedTitle({ reference }: { reference: PreloadedQuery<OrderDetailDialogQuery> }) {
  const { adminOrder } = usePreloadedQuery<OrderDetailDialogQuery>(orderDetailQuery, reference);
  return adminOrder ? (
    <FormattedMessage {...messages.title} values={{ orderNumber: adminOrder.orderNumber }} />
  ) : (
    <FormattedMessage {...messages.loadingTitle} />
  );
}

function DetailBody({ reference }: { reference: PreloadedQuery<OrderDetailDialogQuery> }) {
  const { adminOrder } = usePreloadedQuery<OrderDetailDialogQuery>(orderDetailQuery, reference);
  if (!adminOrder) {
    return (
      <EmptyState role="status" data-testid="order-detail-empty">
        <p>
          <FormattedMessage {...messages.empty} />
        </p>
      </EmptyState>
    );
  }
  return <OrderDetails order={adminOrder} />;
}

/** Street, then postcode and town, leaving out what is empty (an anonymised order has none of them). */
const postalAddress = (customer: { readonly address: string; readonly zipCode: string; readonly city: string }) =>
  [customer.address, [customer.zipCode, customer.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');

function OrderDetails({ order: orderKey }: { order: OrderDetailDialog_order$key }) {
  const intl = useIntl();
  const { request, resend, isResending } = useOrderActions();
  const order = useFragment(
    graphql`
      fragment OrderDetailDialog_order on Order {
        id
        orderNumber
        createdAt
        orderStatus
        paymentStatus
        allowedActions @required(action: THROW)
        totalAmountCents
        language @required(action: THROW)
        paymentId
        anonymisedAt
        customer {
          firstName
          lastName
          email
          phone
          address
          city
          zipCode
        }
        items {
          databaseId
          quantity
          unitPriceCents
          lineTotalCents
          course {
            title
            startDate
            endDate
            time
          }
          participants {
            databaseId
            firstName
            lastName
            birthDate
          }
        }
        payment {
          method
          status
          deadline
        }
        vouchers {
          id
          status
          participantDatabaseId
          participantFirstName
          participantLastName
          payoutAmountCents
          refundAmountCents
          payoutReceivedAt
          refundedAt
        }
        ...OrderHistory_order
        ...OrderInvoicesSection_order
        ...OrderRefunds_order
      }
    `,
    orderKey,
  );
  const none = intl.formatMessage(messages.none);
  const actions = offeredActions(order.allowedActions).filter((action) => action !== 'delete');
  const cancelled = order.orderStatus === 'CANCELLED';
  // The retention job removed the personal data: nothing of them is offered for editing (the server refuses it too).
  const anonymised = !!order.anonymisedAt;

  return (
    <>
      <BadgeRow>
        <OrderStatusBadge status={order.orderStatus} />
        <PaymentStatusBadge status={order.paymentStatus} />
      </BadgeRow>
      <p>
        <FormattedMessage {...messages.placedAt} values={{ date: formatDateTime(order.createdAt, intl.locale) ?? none }} />
      </p>
      <Sections>
        <Section>
          <h3>
            <FormattedMessage {...messages.customer} />
          </h3>
          <p>
            <strong>
              {order.customer.firstName} {order.customer.lastName}
            </strong>
          </p>
          <Facts>
            <dt>
              <FormattedMessage {...messages.email} />
            </dt>
            <dd>
              <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>
            </dd>
            <dt>
              <FormattedMessage {...messages.phone} />
            </dt>
            <dd>
              {order.customer.phone ? <a href={`tel:${order.customer.phone.replace(/[^\d+]/g, '')}`}>{order.customer.phone}</a> : none}
            </dd>
            <dt>
              <FormattedMessage {...messages.address} />
            </dt>
            <dd>{postalAddress(order.customer) || none}</dd>
            <dt>
              <FormattedMessage {...messages.language} />
            </dt>
            <dd>{order.language.toUpperCase()}</dd>
          </Facts>
          {anonymised ? (
            <p data-testid="order-detail-anonymised">
              <FormattedMessage
                {...orderCompletionMessages.anonymised}
                values={{ date: formatDateTime(order.anonymisedAt, intl.locale) ?? none }}
              />
            </p>
          ) : (
            <CustomerEditor orderId={order.id} customer={order.customer} disabled={cancelled} />
          )}
        </Section>
        <Section data-testid="order-detail-payment">
          <h3>
            <FormattedMessage {...messages.payment} />
          </h3>
          <Facts>
            <dt>
              <FormattedMessage {...messages.orderStatus} />
            </dt>
            <dd>
              <OrderStatusBadge status={order.orderStatus} />
            </dd>
            <dt>
              <FormattedMessage {...messages.paymentMethod} />
            </dt>
            <dd>
              <EnumLabel labels={paymentMethodLabels} value={order.payment.method} />
            </dd>
            <dt>
              <FormattedMessage {...messages.paymentStatus} />
            </dt>
            <dd>
              <PaymentStatusBadge status={order.payment.status} />
            </dd>
            <dt>
              <FormattedMessage {...messages.deadline} />
            </dt>
            <dd>{formatDateTime(order.payment.deadline, intl.locale) ?? none}</dd>
            <dt>
              <FormattedMessage {...messages.paypalId} />
            </dt>
            <dd>{order.paymentId ?? none}</dd>
          </Facts>
        </Section>
        <Section $full data-testid="order-detail-items">
          <h3>
            <FormattedMessage {...messages.items} />
          </h3>
          <Items>
            {order.items.map((item) => (
              <li key={item.databaseId}>
                <ItemHead>
                  <strong>{item.course.title}</strong>
                  <span>{formatMoney(item.lineTotalCents, intl.locale)}</span>
                </ItemHead>
                <ItemHead>
                  <span>
                    {formatDateRange(intl, item.course.startDate, item.course.endDate)}
                    {item.course.time ? `, ${item.course.time}` : ''}
                  </span>
                  <span>
                    <FormattedMessage
                      {...messages.places}
                      values={{ quantity: item.quantity, price: formatMoney(item.unitPriceCents, intl.locale) }}
                    />
                  </span>
                </ItemHead>
                <ol aria-label={intl.formatMessage(messages.participants)}>
                  {item.participants.map((participant) => (
                    <li key={participant.databaseId}>
                      {participant.firstName} {participant.lastName}
                      {participant.birthDate && (
                        <> ({intl.formatMessage(orderCompletionMessages.bornOn, { date: formatDate(intl, participant.birthDate) })})</>
                      )}
                    </li>
                  ))}
                </ol>
                {!anonymised && <ParticipantsEditor orderId={order.id} item={item} disabled={cancelled} />}
              </li>
            ))}
          </Items>
          <Total>
            <span>
              <FormattedMessage {...messages.total} />
            </span>
            <span data-testid="order-detail-total">{formatMoney(order.totalAmountCents, intl.locale)}</span>
          </Total>
        </Section>
        <Section $full data-testid="order-detail-invoices">
          <OrderInvoicesSection order={order} />
        </Section>
        <Section $full data-testid="order-detail-refunds">
          <h3>
            <FormattedMessage {...refundMessages.title} />
          </h3>
          <OrderRefunds order={order} />
        </Section>
        <Section $full data-testid="order-detail-vouchers">
          <h3>
            <FormattedMessage {...orderCompletionMessages.vouchers} />
          </h3>
          <OrderVouchers
            orderId={order.id}
            vouchers={order.vouchers}
            cancelled={cancelled}
            money={{ method: order.payment.method, customerName: `${order.customer.firstName} ${order.customer.lastName}`.trim() }}
            participants={order.items.flatMap((item) =>
              item.participants.map((participant) => ({
                databaseId: participant.databaseId,
                name: `${participant.firstName} ${participant.lastName}`,
              })),
            )}
          />
        </Section>
        <Section $full>
          <h3>
            <FormattedMessage {...messages.history} />
          </h3>
          <OrderHistory order={order} />
        </Section>
      </Sections>
      <DialogButtons>
        {mayResendConfirmation(order) && (
          <Button
            type="button"
            $variant="secondary"
            disabled={isResending}
            onClick={() => resend(order.id)}
            data-testid="order-detail-resend"
          >
            <FormattedMessage {...(isResending ? orderActionMessages.resending : orderActionMessages.resend)} />
          </Button>
        )}
        {actions.map((action) => (
          <Button
            key={action}
            type="button"
            $variant={action === 'cancel' ? 'secondary' : 'primary'}
            onClick={() => request(action, order)}
            data-testid={`order-detail-${action}`}
          >
            <FormattedMessage {...orderActionMessages[action]} />
          </Button>
        ))}
      </DialogButtons>
    </>
  );
}
