import { checkoutCustomerSchema } from '@h2o/api/validation/checkout.schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import { commitLocalUpdate, type Environment } from 'relay-runtime';
import styled from 'styled-components';
import type { CheckoutPageQuery } from '../../__generated__/CheckoutPageQuery.graphql';
import type { Flash } from '../../layout/FlashToast';
import { cartQuery } from '../../layout/cart/CartContext';
import { Button } from '../../ui/Button';
import { PageSpinner } from '../../ui/Spinner';
import { Toast } from '../../ui/Toast';
import { commonMessages } from '../../i18n/messages';
import { attemptKey, type CheckoutStep, type CustomerValues, endAttempt, loadCustomer, loadStep, saveStep } from './checkoutStorage';
import { Notice } from './checkoutStyles';
import { CustomerStep, trimmedCustomer } from './CustomerStep';
import { HoldNotice, type HoldView } from './HoldNotice';
import { checkoutMessages, orderPageMessages, paymentStepMessages } from './messages';
import { OrderSummary } from './OrderSummary';
import { type ParticipantDraft, ParticipantsStep } from './ParticipantsStep';
import { type PaymentValues, type PlaceOrderAnswer, PaymentStep, type Refusal, voucherChoices } from './PaymentStep';
import { StepIndicator } from './StepIndicator';
import { type CheckoutCart, isNamed, useCheckoutCart } from './useCheckoutCart';
import { itemIndexOf, useHoldCartPlacesMutation, type UserErrorView } from './useHoldCartPlacesMutation';
import { usePlaceOrderMutation } from './usePlaceOrderMutation';
import { useToast } from '../../ui/useToast';

const checkoutQuery = graphql`
  query CheckoutPageQuery {
    shopSettings {
      vatMode
      payPalAvailable
      bankTransfer {
        ready
        paymentDays
      }
    }
  }
`;

const Layout = styled.div`
  display: grid;
  gap: 24px;
  padding: 24px 0 56px;
  grid-template-columns: minmax(0, 1fr);
  h1 {
    margin: 0;
    font-size: 1.6rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) 340px;
    align-items: start;
    > header {
      grid-column: 1 / -1;
    }
  }
`;

const Steps = styled.div`
  min-width: 0;
  padding: 20px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  ${({ theme }) => theme.media.sm} {
    padding: 28px;
  }
`;

/** How far the visitor may be: step 2 needs valid details, step 3 every place named (as saved on the server). */
function reachableStep(wanted: CheckoutStep, customer: CustomerValues, cart: CheckoutCart): CheckoutStep {
  if (wanted >= 2 && !checkoutCustomerSchema.isValidSync(customer)) return 1;
  const allNamed = cart.items.every((item) => item.participants.length === item.quantity && item.participants.every(isNamed));
  if (wanted === 3 && !allNamed) return 2;
  return wanted;
}

/** After the order the server's cart is empty: so is the store's, and the header's badge shows none. */
function emptyStoredCart(environment: Environment) {
  commitLocalUpdate(environment, (store) => {
    const cart = store.getRoot().getLinkedRecord('cart');
    if (!cart) return;
    cart.setLinkedRecords([], 'items');
    cart.setValue(0, 'itemCount');
    cart.setValue(0, 'totalAmountCents');
  });
}

function refetchCart(environment: Environment): Promise<unknown> {
  return fetchQuery(environment, cartQuery, {}, { fetchPolicy: 'network-only' })
    .toPromise()
    .catch((error: unknown) => console.error(error));
}

type HoldState = { phase: 'holding' } | HoldView | { phase: 'failed' };

/**
 * The checkout (docs/SPEC.md §2, §4), in the browser only: holds the cart's places once, then leads through the
 * customer's details, the participants and the payment, with the order summary beside. An empty cart goes
 * to the course list.
 */
export function CheckoutFlow() {
  const intl = useIntl();
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const { shopSettings } = useLazyLoadQuery<CheckoutPageQuery>(checkoutQuery, {}, { fetchPolicy: 'store-and-network' });
  const cart = useCheckoutCart();
  const { hold } = useHoldCartPlacesMutation();
  const { place } = usePlaceOrderMutation();
  const [holdState, setHoldState] = useState<HoldState>({ phase: 'holding' });
  const [step, setStep] = useState<CheckoutStep | null>(null);
  const [customer, setCustomer] = useState<CustomerValues>(loadCustomer);
  const [itemErrors, setItemErrors] = useState<Record<string, string>>({});
  const [toast, showToast, hideToast] = useToast();
  const drafts = useRef(new Map<string, ParticipantDraft>()).current;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);
  // Once the order is placed the cart is empty on purpose: no redirect to the course list then.
  const ordered = useRef(false);

  // Once per visit, also under StrictMode's repeated effects (the ref survives them).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void hold().then(async (result) => {
      if (result.ok) {
        setHoldState({ phase: 'held', ...result.value });
        return;
      }
      // No hold, but ordering still works (the order takes free places): the cart is all the page needs.
      try {
        await fetchQuery(environment, cartQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
        setHoldState({ phase: 'unheld' });
      } catch (error) {
        console.error(error);
        setHoldState({ phase: 'failed' });
      }
    });
  }, [environment, hold]);

  const loaded = holdState.phase === 'held' || holdState.phase === 'unheld';
  const empty = loaded && (!cart || cart.items.length === 0);
  useEffect(() => {
    if (empty && !ordered.current) navigate('/courses', { replace: true });
  }, [empty, navigate]);

  // Where a reload left off, as far as the details and the saved names allow.
  useEffect(() => {
    if (loaded && cart && step === null) setStep(reachableStep(loadStep(), customer, cart));
  }, [loaded, cart, step, customer]);

  const goTo = useCallback(
    (next: CheckoutStep) => {
      // A toast about the step left behind (names missing) no longer applies.
      hideToast();
      focusHeading.current = true;
      saveStep(next);
      setStep(next);
    },
    [hideToast],
  );
  // Keyboard and screen-reader users start the new step at its heading.
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  }, [step]);

  const placeOrder = async (values: PaymentValues): Promise<PlaceOrderAnswer> => {
    if (!cart) return { kind: 'failed' };
    setItemErrors({});
    const input = {
      customer: trimmedCustomer(customer),
      paymentMethod: values.paymentMethod,
      legalTermsAccepted: values.legalTermsAccepted,
      expectedTotalCents: cart.totalAmountCents,
      // Only when chosen: an order without vouchers is sent (and keyed) as before.
      ...(values.vouchers.length ? { vouchers: voucherChoices(values.vouchers) } : {}),
    };
    // Everything the order says; the same while nothing changes, so its key stays the same too.
    const fingerprint = JSON.stringify([
      input,
      cart.items.map((item) => [item.id, item.quantity, item.participants.map((p) => [p.firstName, p.lastName])]),
    ]);
    const outcome = await place({ ...input, idempotencyKey: attemptKey(fingerprint) });

    if (outcome.kind === 'placed') {
      endAttempt();
      // The next checkout in this tab starts at the beginning (with the details kept for it).
      saveStep(1);
      ordered.current = true;
      emptyStoredCart(environment);
      const { approvalUrl } = outcome.order.payment;
      if (values.paymentMethod === 'PAYPAL' && approvalUrl) {
        window.location.assign(approvalUrl);
        return { kind: 'leaving' };
      }
      // Bank transfer; or PayPal whose start failed: the order page offers to pay again.
      const flash: Flash =
        values.paymentMethod === 'PAYPAL'
          ? { id: orderPageMessages.paymentError.id, tone: 'error' }
          : { id: orderPageMessages.bookingSuccess.id, tone: 'success' };
      navigate(`/checkout/order?key=${encodeURIComponent(outcome.accessKey)}`, { state: { flash } });
      return { kind: 'leaving' };
    }
    if (outcome.kind === 'failed') {
      showToast('error', intl.formatMessage(checkoutMessages.orderError));
      return { kind: 'failed' };
    }
    return { kind: 'refused', refusal: await sortRefusal(outcome.errors, cart) };
  };

  /** The server's reasons, each where it belongs: at the item, at a field of the step, or above the button. */
  const sortRefusal = async (errors: readonly UserErrorView[], refused: CheckoutCart): Promise<Refusal> => {
    const refusal: Refusal = { messages: [], fieldErrors: {}, pricesChanged: false };
    const onItems: Record<string, string> = {};
    let participantsIncomplete = false;
    let unexpected = false;
    for (const error of errors) {
      const index = itemIndexOf(error.field);
      const item = index === undefined ? undefined : refused.items[index];
      if (error.code === 'PARTICIPANTS_INCOMPLETE') {
        participantsIncomplete = true;
      } else if (error.code === 'PRICES_CHANGED') {
        if (!refusal.pricesChanged) refusal.messages.push(error.message);
        refusal.pricesChanged = true;
      } else if (item) {
        onItems[item.id] = onItems[item.id] ? `${onItems[item.id]} ${error.message}` : error.message;
        refusal.messages.push(intl.formatMessage(paymentStepMessages.itemRefused, { title: item.course.title, message: error.message }));
      } else if (error.field === 'paymentMethod' || error.field === 'legalTermsAccepted') {
        refusal.fieldErrors[error.field] = error.message;
      } else {
        refusal.messages.push(error.message);
        // This key belongs to another request now: the next press gets a new one.
        if (error.code === 'IDEMPOTENCY_KEY_REUSED') endAttempt();
        // The details were checked by the same rules before sending: anything else is no fault of the visitor's.
        if (!error.field?.startsWith('customer')) unexpected = true;
      }
    }
    setItemErrors(onItems);
    // The server's cart (prices, free places) for the next attempt and the new total; an emptied one leaves the checkout.
    await refetchCart(environment);
    if (participantsIncomplete) {
      goTo(2);
      showToast('error', intl.formatMessage({ id: 'validation.participantsIncomplete' }));
    } else if (unexpected) {
      showToast('error', intl.formatMessage(checkoutMessages.orderError));
    }
    return refusal;
  };

  if (holdState.phase === 'failed') {
    return (
      <Layout>
        <Notice $tone="error" role="alert">
          <p>{intl.formatMessage(checkoutMessages.loadFailed)}</p>
        </Notice>
        <div>
          <Button type="button" onClick={() => window.location.reload()}>
            {intl.formatMessage(commonMessages.retry)}
          </Button>
        </div>
      </Layout>
    );
  }
  if (!loaded || !cart || empty || step === null) return <PageSpinner />;

  return (
    <Layout>
      <header>
        <h1>{intl.formatMessage(checkoutMessages.title)}</h1>
      </header>
      <div>
        <StepIndicator current={step} />
        <HoldNotice hold={holdState} cart={cart} />
        <Steps>
          {step === 1 && (
            <CustomerStep
              initialValues={customer}
              headingRef={headingRef}
              onDone={(values) => {
                setCustomer(values);
                goTo(2);
              }}
            />
          )}
          {step === 2 && (
            <ParticipantsStep
              cart={cart}
              drafts={drafts}
              headingRef={headingRef}
              onBack={() => goTo(1)}
              onDone={() => goTo(3)}
              onIncomplete={() => showToast('error', intl.formatMessage({ id: 'validation.participantsIncomplete' }))}
            />
          )}
          {step === 3 && (
            <PaymentStep
              cart={cart}
              bankTransfer={shopSettings.bankTransfer}
              payPalAvailable={shopSettings.payPalAvailable}
              headingRef={headingRef}
              onBack={() => goTo(2)}
              placeOrder={placeOrder}
            />
          )}
        </Steps>
      </div>
      <OrderSummary cart={cart} vatMode={shopSettings.vatMode} itemErrors={itemErrors} />
      {toast && (
        <Toast key={toast.key} tone={toast.tone}>
          {toast.text}
        </Toast>
      )}
    </Layout>
  );
}
