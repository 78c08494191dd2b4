import { Suspense, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { OrderPageQuery } from '../../__generated__/OrderPageQuery.graphql';
import { type Flash, flashOf } from '../../layout/FlashToast';
import { MessagePage } from '../../layout/MessagePage';
import { PageHead } from '../../seo/PageHead';
import { Button, ButtonLink } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { PageSpinner } from '../../ui/Spinner';
import { Notice } from './checkoutStyles';
import { orderPageMessages } from './messages';
import { OrderDetails } from './OrderDetails';
import { OrderInvoices } from './OrderInvoices';
import { RefundIbanForm } from './RefundIbanForm';
import { useMounted } from '../../ui/useInBrowser';
import { useCompletePayPalPaymentMutation } from './useCompletePayPalPaymentMutation';
import { useStartOrderPaymentMutation } from './useStartOrderPaymentMutation';
import { CancellationRequest } from './order-page/CancellationRequest';
import { CancelledOrderNotice } from './order-page/CancelledOrderNotice';
import { orderAfterSaleMessages } from './order-page/messages';
import { OrderTimeline } from './order-page/OrderTimeline';

const orderPageQuery = graphql`
  query OrderPageQuery($accessKey: String!) {
    orderByAccessKey(accessKey: $accessKey) {
      id
      orderNumber
      orderStatus
      paymentStatus
      payment {
        method
      }
      ...OrderDetails_order
      ...OrderInvoices_order
      ...OrderTimeline_order
      ...CancellationRequest_order
      ...RefundIbanForm_order
      ...CancelledOrderNotice_order
    }
    shopSettings {
      vatMode
    }
  }
`;

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
  max-width: 760px;
  margin: 0 auto;
  padding: 32px 0 56px;
  > p {
    margin: 0;
  }
`;

const Heading = styled.header`
  text-align: center;
  h1 {
    margin: 0 0 12px;
    font-size: 1.6rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

// docs/SPEC.md §2: the order number, large; what the customer quotes on the phone and in the transfer.
const OrderNumber = styled.p`
  display: inline-flex;
  flex-direction: column;
  margin: 0;
  padding: 12px 24px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primaryLight};
  span {
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    font-size: 2rem;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

const KeepLink = styled.p`
  margin: 12px 0 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PayAgain = styled(Notice)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

/** PayPal tokens whose capture this tab has begun: one request per return, also under StrictMode or a remount. */
const completingTokens = new Set<string>();

const orderPath = (accessKey: string) => `/checkout/order?key=${encodeURIComponent(accessKey)}`;

function OrderNotFound() {
  const intl = useIntl();
  return (
    <MessagePage
      testId="order-not-found"
      documentTitle={intl.formatMessage(orderPageMessages.notFoundTitle)}
      title={<FormattedMessage {...orderPageMessages.notFoundTitle} />}
      text={<FormattedMessage {...orderPageMessages.notFoundText} />}
      actions={
        <>
          <ButtonLink to="/checkout/order-links" data-testid="order-lost-link">
            <FormattedMessage {...orderAfterSaleMessages.lostLink} />
          </ButtonLink>
          <ButtonLink to="/courses" $variant="secondary">
            <FormattedMessage {...orderPageMessages.browseCourses} />
          </ButtonLink>
        </>
      }
    />
  );
}

/**
 * The order behind the key, and PayPal's return: `token` (PayPal's order id) on an unpaid order completes
 * the payment once; `cancelled=1` says it was cancelled. Either ends with the clean URL and a toast there,
 * so a reload repeats nothing. An unpaid PayPal order offers to pay (again).
 */
function LoadedOrder({ accessKey }: { accessKey: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  // This page renders in the browser only (see OrderPage), so the history state may be read while rendering.
  const flash = flashOf(location.state);
  const { orderByAccessKey: order, shopSettings } = useLazyLoadQuery<OrderPageQuery>(
    orderPageQuery,
    { accessKey },
    { fetchPolicy: 'store-and-network' },
  );
  const { complete } = useCompletePayPalPaymentMutation();
  const { start } = useStartOrderPaymentMutation();
  const [completing, setCompleting] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const token = searchParams.get('token');
  const cancelled = searchParams.get('cancelled') === '1';

  const payable =
    order != null &&
    order.payment.method === 'PAYPAL' &&
    order.paymentStatus !== 'PAID' &&
    order.paymentStatus !== 'REFUNDED' &&
    order.orderStatus !== 'CANCELLED';
  const paid = order?.paymentStatus === 'PAID';

  useEffect(() => {
    if (!order || (!token && !cancelled)) return;
    const settle = (flash?: Flash) => navigate(orderPath(accessKey), { replace: true, state: flash ? { flash } : undefined });
    if (cancelled) {
      // PayPal sends its token on cancelling too: the cancel wins.
      settle(payable ? { id: orderPageMessages.paymentCanceled.id, tone: 'error' } : undefined);
      return;
    }
    if (!payable || !token) {
      settle(paid ? { id: orderPageMessages.paymentSuccess.id, tone: 'success' } : undefined);
      return;
    }
    if (completingTokens.has(token)) return;
    completingTokens.add(token);
    setCompleting(true);
    void complete(accessKey, token).then((result) => {
      setCompleting(false);
      settle(
        result.ok ? { id: orderPageMessages.paymentSuccess.id, tone: 'success' } : { id: orderPageMessages.paymentError.id, tone: 'error' },
      );
    });
  }, [order, token, cancelled, payable, paid, accessKey, complete, navigate]);

  if (!order) return <OrderNotFound />;

  const payWithPayPal = async () => {
    setRedirecting(true);
    const started = await start(accessKey);
    if (started.ok) {
      window.location.assign(started.value);
      return;
    }
    setRedirecting(false);
    // In the page, like the others on this page (see FLASH_IN_PAGE_PATHS).
    const flash: Flash = { id: orderPageMessages.paymentError.id, tone: 'error' };
    navigate(orderPath(accessKey), { replace: true, state: { flash } });
  };

  return (
    <Container>
      <PageHead title={intl.formatMessage(orderPageMessages.documentTitle)} noindex />
      <Page data-testid="order-page">
        <Heading>
          <h1>
            <FormattedMessage {...(order.orderStatus === 'CANCELLED' ? orderPageMessages.documentTitle : orderPageMessages.thanks)} />
          </h1>
          <OrderNumber>
            <span>
              <FormattedMessage {...orderPageMessages.number} />
            </span>
            <strong data-testid="order-number">{order.orderNumber}</strong>
          </OrderNumber>
          <KeepLink data-testid="order-keep-link">
            <FormattedMessage
              {...orderPageMessages.keepLink}
              values={{
                link: (chunks) => (
                  <Link to="/checkout/order-links" data-testid="order-keep-link-lost">
                    {chunks}
                  </Link>
                ),
              }}
            />
          </KeepLink>
        </Heading>
        <CancelledOrderNotice order={order} />
        {flash && (
          <Notice $tone={flash.tone} role={flash.tone === 'error' ? 'alert' : 'status'} data-testid="order-flash">
            <p>{intl.formatMessage(flash)}</p>
          </Notice>
        )}
        {completing && (
          <Notice $tone="info" role="status">
            <p>
              <FormattedMessage {...orderPageMessages.completing} />
            </p>
          </Notice>
        )}
        {payable && !completing && !token && (
          <PayAgain $tone="warning" data-testid="order-pay-again">
            <p>
              <FormattedMessage {...orderPageMessages.unpaid} />
            </p>
            <Button type="button" onClick={payWithPayPal} disabled={redirecting}>
              <FormattedMessage {...(redirecting ? orderPageMessages.redirecting : orderPageMessages.payWithPayPal)} />
            </Button>
          </PayAgain>
        )}
        <RefundIbanForm order={order} accessKey={accessKey} />
        <OrderDetails order={order} vatMode={shopSettings.vatMode} accessKey={accessKey} />
        <OrderInvoices order={order} />
        <OrderTimeline order={order} />
        <CancellationRequest order={order} accessKey={accessKey} />
        <div>
          <ButtonLink to="/courses">
            <FormattedMessage {...orderPageMessages.browseCourses} />
          </ButtonLink>
        </div>
      </Page>
    </Container>
  );
}

/** /checkout/order?key=… (docs/SPEC.md §2 confirmation, and PayPal's return): private, so loaded in the browser only. */
export function OrderPage() {
  const intl = useIntl();
  const inBrowser = useMounted();
  const [searchParams] = useSearchParams();
  const accessKey = searchParams.get('key')?.trim() ?? '';
  const loading = (
    <>
      <PageHead title={intl.formatMessage(orderPageMessages.documentTitle)} noindex />
      <PageSpinner />
    </>
  );
  if (!inBrowser) return loading;
  if (!accessKey) return <OrderNotFound />;
  return (
    <Suspense fallback={loading}>
      <LoadedOrder accessKey={accessKey} />
    </Suspense>
  );
}
