import { legalTermsSchema } from '@h2o/api/validation/checkout.schema';
import { Field, Formik, type FormikHelpers, useField } from 'formik';
import { type ReactNode, type Ref, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatMoney } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { FieldError, FormStack } from '../../ui/form/fieldStyles';
import { CheckboxField, FieldIdPrefixProvider, useShownError } from '../../ui/form/fields';
import { Notice, StepActions, StepHeading } from './checkoutStyles';
import { focusById, FormikInvalidSubmit } from '../../ui/form/FormikInvalidSubmit';
import { checkoutMessages, paymentStepMessages } from './messages';
import type { CheckoutCart } from './useCheckoutCart';

const ID_PREFIX = 'payment';

export type CheckoutPaymentMethod = 'PAYPAL' | 'BANK_TRANSFER';

export interface PaymentValues {
  paymentMethod: CheckoutPaymentMethod;
  legalTermsAccepted: boolean;
  /** The children who redeem a swim voucher, as `courseId:participantIndex`; none by default. */
  vouchers: string[];
}

/** The voucher choices as `placeOrder` takes them. */
export const voucherChoices = (vouchers: readonly string[]) =>
  vouchers.map((key) => {
    const [courseId, participantIndex] = key.split(':').map(Number);
    return { courseId, participantIndex };
  });

const VoucherBox = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 14px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  min-width: 0;
  legend {
    padding: 0 6px;
    font-weight: 700;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  label {
    display: flex;
    gap: 10px;
    align-items: center;
    min-height: 44px;
  }
  input {
    width: 20px;
    height: 20px;
    margin: 0;
  }
`;

/**
 * The terms accept swim vouchers: the fee is paid now and refunded once the voucher's payout reaches the school.
 * One checkbox per child; how many vouchers follows from the children ticked.
 */
function VoucherChoice({ cart }: { cart: CheckoutCart }) {
  const children = cart.items.flatMap((item) =>
    item.participants.map((participant, index) => ({
      id: participant.id,
      key: `${item.course.databaseId}:${index}`,
      name: `${participant.firstName} ${participant.lastName}`.trim(),
      course: item.course.title,
    })),
  );
  if (children.length === 0) return null;
  return (
    <VoucherBox data-testid="checkout-vouchers">
      <legend>
        <FormattedMessage {...paymentStepMessages.vouchers} />
      </legend>
      <p>
        <FormattedMessage {...paymentStepMessages.vouchersHint} />
      </p>
      {children.map((child) => (
        <label key={child.id}>
          <Field type="checkbox" name="vouchers" value={child.key} data-testid="checkout-voucher" />
          <FormattedMessage {...paymentStepMessages.voucherFor} values={{ name: child.name, course: child.course }} />
        </label>
      ))}
    </VoucherBox>
  );
}

const Methods = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: 8px;
    font-weight: 700;
  }
`;

// The whole card is the label: a big target on phones; the checked one is framed.
const Method = styled.label`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 2px 12px;
  align-items: start;
  min-height: 44px;
  padding: 14px 16px;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  input {
    grid-row: 1 / span 2;
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
  }
  strong {
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primaryLight};
  }
`;

function PaymentMethodChoice({
  bankTransfer,
  payPalAvailable,
}: {
  bankTransfer: { ready: boolean; paymentDays: number };
  payPalAvailable: boolean;
}) {
  const [field] = useField<CheckoutPaymentMethod>('paymentMethod');
  const error = useShownError('paymentMethod');
  const option = (value: CheckoutPaymentMethod, title: ReactNode, hint: ReactNode) => (
    <Method>
      <input
        type="radio"
        name={field.name}
        value={value}
        checked={field.value === value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        id={`${ID_PREFIX}-paymentMethod-${value}`}
        data-testid={`${ID_PREFIX}-paymentMethod-${value}`}
      />
      <strong>{title}</strong>
      <span>{hint}</span>
    </Method>
  );
  return (
    <Methods aria-describedby={error ? `${ID_PREFIX}-paymentMethod-error` : undefined}>
      <legend>
        <FormattedMessage {...paymentStepMessages.method} />
      </legend>
      {/* Not on a production server without PayPal credentials (shopSettings.payPalAvailable). */}
      {payPalAvailable &&
        option('PAYPAL', <FormattedMessage {...paymentStepMessages.paypal} />, <FormattedMessage {...paymentStepMessages.paypalHint} />)}
      {/* Only with a complete bank account in the shop settings: otherwise there is nowhere to transfer to. */}
      {bankTransfer.ready &&
        option(
          'BANK_TRANSFER',
          <FormattedMessage {...paymentStepMessages.bankTransfer} />,
          <FormattedMessage {...paymentStepMessages.bankTransferHint} values={{ days: bankTransfer.paymentDays }} />,
        )}
      {error && <FieldError id={`${ID_PREFIX}-paymentMethod-error`}>{error}</FieldError>}
    </Methods>
  );
}

/** docs/SPEC.md §5's legal checkbox, linking the terms and their cancellation section (new tab: the checkout stays). */
function LegalTerms() {
  return (
    <CheckboxField
      name="legalTermsAccepted"
      label={
        <FormattedMessage
          {...paymentStepMessages.legal}
          values={{
            terms: (chunks) => (
              <Link to="/agb" target="_blank">
                {chunks}
              </Link>
            ),
            cancellation: (chunks) => (
              <Link to="/agb#stornierung" target="_blank">
                {chunks}
              </Link>
            ),
          }}
        />
      }
    />
  );
}

/** A refusal of the order as this step shows it; the flow sorts the server's errors into it. */
export interface Refusal {
  /** Messages for the order as a whole (a refused course by its title, the customer's details, other reasons). */
  messages: string[];
  /** Messages for this step's own fields. */
  fieldErrors: Partial<Record<keyof PaymentValues, string>>;
  /** PRICES_CHANGED: the cart was fetched again; the new total is shown with the message. */
  pricesChanged: boolean;
}

/** What became of a press of the order button: refused (shown here), on its way elsewhere, or failed (the flow's toast). */
export type PlaceOrderAnswer = { kind: 'refused'; refusal: Refusal } | { kind: 'leaving' } | { kind: 'failed' };

interface Props {
  cart: CheckoutCart;
  bankTransfer: { ready: boolean; paymentDays: number };
  payPalAvailable: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onBack: () => void;
  /** Sends the order; the flow knows the customer, the attempt's key and where to go next. */
  placeOrder: (values: PaymentValues) => Promise<PlaceOrderAnswer>;
}

/**
 * Step 3 (docs/SPEC.md §2, §5): the payment method (bank transfer only with a bank account set up), the legal
 * checkbox, and the order button ("Zahlungspflichtig bestellen", as German law wants it worded).
 */
export function PaymentStep({ cart, bankTransfer, payPalAvailable, headingRef, onBack, placeOrder }: Props) {
  const intl = useIntl();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [unavailableShown, setUnavailableShown] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const unavailable = cart.items.some((item) => !item.bookable);

  const onSubmit = async (values: PaymentValues, helpers: FormikHelpers<PaymentValues>) => {
    setRefusal(null);
    // Courses that can no longer be booked would be refused: the visitor removes them first (the notice above says which).
    setUnavailableShown(unavailable);
    if (unavailable) return;
    const answer = await placeOrder(values);
    if (answer.kind === 'leaving') setLeaving(true);
    if (answer.kind !== 'refused') return;
    setRefusal(answer.refusal);
    helpers.setErrors(answer.refusal.fieldErrors);
  };

  return (
    <section aria-labelledby="checkout-step-heading">
      <StepHeading id="checkout-step-heading" ref={headingRef} tabIndex={-1}>
        <FormattedMessage {...paymentStepMessages.title} />
      </StepHeading>
      <Formik<PaymentValues>
        initialValues={{ paymentMethod: payPalAvailable ? 'PAYPAL' : 'BANK_TRANSFER', legalTermsAccepted: false, vouchers: [] }}
        validationSchema={legalTermsSchema}
        onSubmit={onSubmit}
      >
        {({ handleSubmit, isSubmitting }) => (
          <FieldIdPrefixProvider value={ID_PREFIX}>
            <FormStack noValidate onSubmit={handleSubmit} data-testid="checkout-payment-form">
              <FormikInvalidSubmit onInvalid={() => focusById(`${ID_PREFIX}-legalTermsAccepted`)} />
              <PaymentMethodChoice bankTransfer={bankTransfer} payPalAvailable={payPalAvailable} />
              <VoucherChoice cart={cart} />
              <LegalTerms />
              {unavailableShown && unavailable && (
                <Notice $tone="error" role="alert">
                  <p>
                    <FormattedMessage {...paymentStepMessages.removeUnavailable} />
                  </p>
                </Notice>
              )}
              {refusal && (refusal.messages.length > 0 || refusal.pricesChanged) && (
                <Notice $tone="error" role="alert" data-testid="checkout-refusal">
                  {refusal.messages.map((message) => (
                    <p key={message}>{message}</p>
                  ))}
                  {refusal.pricesChanged && (
                    <p data-testid="checkout-new-total">
                      <strong>
                        {intl.formatMessage(paymentStepMessages.newTotal, { total: formatMoney(cart.totalAmountCents, intl.locale) })}
                      </strong>
                    </p>
                  )}
                </Notice>
              )}
              <StepActions>
                <Button type="button" $variant="secondary" onClick={onBack} disabled={isSubmitting || leaving}>
                  <FormattedMessage {...checkoutMessages.back} />
                </Button>
                <Button type="submit" disabled={isSubmitting || leaving} data-testid="checkout-place-order">
                  <FormattedMessage {...(isSubmitting || leaving ? paymentStepMessages.submitting : paymentStepMessages.submit)} />
                </Button>
              </StepActions>
            </FormStack>
          </FieldIdPrefixProvider>
        )}
      </Formik>
    </section>
  );
}
