import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import styled from 'styled-components';
import type { OrderDetails_order$key } from '../../__generated__/OrderDetails_order.graphql';
import { contentLang } from '../../i18n/contentLang';
import { formatDate, formatDateRange, formatMoney } from '../../i18n/format';
import { VatNote, type VatModeValue } from '../../ui/VatNote';
import {
  orderPageMessages,
  orderStatusMessages,
  paymentStatusMessages,
  paymentStepMessages,
  summaryMessages,
  voucherStatusMessages,
} from './messages';
import { orderAfterSaleMessages } from './order-page/messages';
import { ParticipantNamesEditor } from './order-page/ParticipantNamesEditor';

// Label above value on phones: beside a label column ("Verwendungszweck") a value had 120 px left at 360 px, and
// a BIC or bank name was cut mid-word; side by side from the small breakpoint on.
const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0 16px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0 0 8px;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: max-content minmax(0, 1fr);
    gap: 6px 16px;
    dd {
      margin: 0;
    }
  }
`;

/** A bordered box of the order page (also its history and cancellation request). */
export const Panel = styled.section`
  padding: 20px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: break-word;
  h2 {
    margin: 0 0 12px;
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

const BankPanel = styled(Panel)`
  border: 2px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primaryLight};
  p {
    margin: 0 0 12px;
  }
`;

const GiroCode = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 20px;
  margin-top: 16px;
  img {
    background: #fff;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  p {
    flex: 1 1 200px;
    margin: 0;
  }
`;

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 2px 12px;
    padding: 12px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  h3 {
    margin: 0;
    font-size: 1rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  p {
    margin: 0;
    grid-column: 1;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    grid-column: 2;
    grid-row: 1;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  ul {
    grid-column: 1 / -1;
    margin: 4px 0 0;
    padding-left: 20px;
  }
  /* The participants and their "Namen ändern" form take the whole row: placed in the price's auto-sized column,
     the form's inputs widened it until the title had one letter per line. */
  > li > :is(div, form) {
    grid-column: 1 / -1;
  }
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  margin: 16px 0 4px;
  font-size: 1.15rem;
  strong {
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

/** An IBAN as people read it: groups of four ("DE89 3704 0044 …"). */
export function groupedIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

type ConfirmationMessage = 'afterPayment' | 'onItsWay' | 'sent' | 'caught' | 'notSent';

const MAIL_MESSAGES = {
  afterPayment: orderPageMessages.mailAfterPayment,
  onItsWay: orderPageMessages.mailSent,
  caught: orderPageMessages.mailCaught,
  notSent: orderPageMessages.mailNotSent,
} as const;

/**
 * What is true of the confirmation mail, from its outbox state: not queued yet (PayPal, not paid), on its way, sent
 * (on the day it was queued), or not delivered: kept by the demo's mail catcher, or failed / no mail server. Never
 * "sent" for a mail that was only stored.
 */
function confirmationMessage(status: string | null | undefined, isPayPal: boolean): ConfirmationMessage {
  switch (status) {
    case 'SENT':
      return 'sent';
    case 'CAUGHT':
      return 'caught';
    case 'FAILED':
    case 'NOT_SENT':
      return 'notSent';
    case 'QUEUED':
      return 'onItsWay';
    default:
      return isPayPal ? 'afterPayment' : 'onItsWay';
  }
}

/** The order as its customer sees it (docs/SPEC.md §2 confirmation): status, bank details when transferring, courses with participants, total. */
export function OrderDetails({
  order: orderKey,
  vatMode,
  accessKey,
}: {
  order: OrderDetails_order$key;
  vatMode: VatModeValue;
  accessKey: string;
}) {
  const intl = useIntl();
  const order = useFragment(
    graphql`
      fragment OrderDetails_order on Order {
        orderNumber
        orderStatus
        paymentStatus
        totalAmountCents
        confirmationQueuedAt
        confirmationMailStatus
        customer {
          email
        }
        items {
          databaseId
          quantity
          unitPriceCents
          lineTotalCents
          course {
            title
            untranslated
            startDate
            endDate
          }
          ...ParticipantNamesEditor_item
        }
        vouchers {
          id
          status
          participantFirstName
          participantLastName
          payoutAmountCents
          refundAmountCents
        }
        payment {
          method
          bankTransfer {
            accountHolder
            iban
            bic
            bankName
            reference
            amountCents
            deadline
            giroCode {
              svg
            }
          }
        }
      }
    `,
    orderKey,
  );
  const isPayPal = order.payment.method === 'PAYPAL';
  const cancelled = order.orderStatus === 'CANCELLED';
  const statusMessage = orderStatusMessages[order.orderStatus as keyof typeof orderStatusMessages];
  const paymentStatusMessage = paymentStatusMessages[order.paymentStatus as keyof typeof paymentStatusMessages];
  const transfer = order.payment.bankTransfer;
  const mailMessage = confirmationMessage(order.confirmationMailStatus, isPayPal);

  return (
    <>
      <Panel aria-label={intl.formatMessage(orderPageMessages.status)}>
        <Facts>
          <dt>
            <FormattedMessage {...orderPageMessages.status} />
          </dt>
          <dd data-testid="order-status">{statusMessage ? intl.formatMessage(statusMessage) : order.orderStatus}</dd>
          <dt>
            <FormattedMessage {...orderPageMessages.paymentStatus} />
          </dt>
          <dd data-testid="order-payment-status">
            {paymentStatusMessage ? intl.formatMessage(paymentStatusMessage) : order.paymentStatus}
          </dd>
          <dt>
            <FormattedMessage {...orderPageMessages.paymentMethod} />
          </dt>
          <dd>
            <FormattedMessage {...(isPayPal ? paymentStepMessages.paypal : paymentStepMessages.bankTransfer)} />
          </dd>
        </Facts>
      </Panel>

      {transfer && (
        <BankPanel aria-labelledby="order-bank-title" data-testid="order-bank-transfer">
          <h2 id="order-bank-title">
            <FormattedMessage {...orderPageMessages.bankTitle} />
          </h2>
          <p>
            <FormattedMessage {...orderPageMessages.bankIntro} values={{ deadline: formatDate(intl, transfer.deadline) }} />
          </p>
          <Facts>
            <dt>
              <FormattedMessage {...orderPageMessages.accountHolder} />
            </dt>
            <dd data-testid="bank-account-holder">{transfer.accountHolder}</dd>
            <dt>
              <FormattedMessage {...orderPageMessages.iban} />
            </dt>
            <dd data-testid="bank-iban">{groupedIban(transfer.iban)}</dd>
            {transfer.bic && (
              <>
                <dt>
                  <FormattedMessage {...orderPageMessages.bic} />
                </dt>
                <dd data-testid="bank-bic">{transfer.bic}</dd>
              </>
            )}
            {transfer.bankName && (
              <>
                <dt>
                  <FormattedMessage {...orderPageMessages.bankName} />
                </dt>
                <dd data-testid="bank-name">{transfer.bankName}</dd>
              </>
            )}
            <dt>
              <FormattedMessage {...orderPageMessages.reference} />
            </dt>
            <dd data-testid="bank-reference">{transfer.reference}</dd>
            <dt>
              <FormattedMessage {...orderPageMessages.amount} />
            </dt>
            <dd data-testid="bank-amount">{formatMoney(transfer.amountCents, intl.locale)}</dd>
            <dt>
              <FormattedMessage {...orderPageMessages.deadline} />
            </dt>
            <dd data-testid="bank-deadline">{formatDate(intl, transfer.deadline)}</dd>
          </Facts>
          <GiroCode>
            {/* Drawn by the server (EPC069-12 payload, qrcode): an image, never markup put into the page. */}
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(transfer.giroCode.svg)}`}
              alt={intl.formatMessage(orderAfterSaleMessages.giroCodeAlt)}
              width={180}
              height={180}
              data-testid="bank-girocode"
            />
            <p>
              <FormattedMessage {...orderAfterSaleMessages.giroCodeHint} />
            </p>
          </GiroCode>
        </BankPanel>
      )}

      <p data-testid="order-mail">
        {mailMessage === 'sent' && order.confirmationQueuedAt ? (
          <FormattedMessage
            {...orderPageMessages.mailSentEarlier}
            values={{ email: order.customer.email, date: formatDate(intl, order.confirmationQueuedAt) }}
          />
        ) : (
          <FormattedMessage
            {...MAIL_MESSAGES[mailMessage === 'sent' ? 'onItsWay' : mailMessage]}
            values={{ email: order.customer.email }}
          />
        )}
      </p>

      <Panel aria-labelledby="order-items-title">
        <h2 id="order-items-title">
          <FormattedMessage {...orderPageMessages.items} />
        </h2>
        <Items>
          {order.items.map((item) => (
            <li key={item.databaseId} data-testid="order-item">
              <h3 lang={contentLang(item.course.untranslated, 'TITLE')}>{item.course.title}</h3>
              <strong>{formatMoney(item.lineTotalCents, intl.locale)}</strong>
              <p>{formatDateRange(intl, item.course.startDate, item.course.endDate)}</p>
              <p>
                <FormattedMessage
                  {...summaryMessages.places}
                  values={{ count: item.quantity, price: formatMoney(item.unitPriceCents, intl.locale) }}
                />
              </p>
              <ParticipantNamesEditor item={item} accessKey={accessKey} />
            </li>
          ))}
        </Items>
        <Total>
          <FormattedMessage {...summaryMessages.total} />
          <strong data-testid="order-total">{formatMoney(order.totalAmountCents, intl.locale)}</strong>
        </Total>
        <VatNote vatMode={vatMode} />
        <p>
          <a href={`/api/orders/calendar.ics?key=${encodeURIComponent(accessKey)}`} download data-testid="order-calendar">
            <FormattedMessage {...(cancelled ? orderAfterSaleMessages.calendarCancelled : orderAfterSaleMessages.calendar)} />
          </a>{' '}
          <FormattedMessage {...(cancelled ? orderAfterSaleMessages.calendarCancelledHint : orderAfterSaleMessages.calendarHint)} />
        </p>
      </Panel>
      {order.vouchers.length > 0 && (
        <Panel aria-labelledby="order-vouchers-title" data-testid="order-vouchers">
          <h2 id="order-vouchers-title">
            <FormattedMessage {...orderPageMessages.vouchers} />
          </h2>
          {/* A cancelled order's fee comes back through the cancellation, not through a voucher's payout. */}
          {!cancelled && (
            <p>
              <FormattedMessage {...orderPageMessages.vouchersHint} />
            </p>
          )}
          <ul>
            {order.vouchers.map((voucher) => (
              <li key={voucher.id} data-testid="order-voucher">
                {voucher.participantFirstName} {voucher.participantLastName}:{' '}
                {cancelled && voucher.status === 'ANNOUNCED'
                  ? intl.formatMessage(orderPageMessages.voucherVoid)
                  : intl.formatMessage(
                      voucherStatusMessages[voucher.status as keyof typeof voucherStatusMessages] ?? voucherStatusMessages.ANNOUNCED,
                      {
                        amount: formatMoney(voucher.refundAmountCents ?? voucher.payoutAmountCents ?? 0, intl.locale),
                      },
                    )}
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </>
  );
}
