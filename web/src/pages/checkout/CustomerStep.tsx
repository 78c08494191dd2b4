import { CHECKOUT_CUSTOMER_FIELDS, checkoutCustomerSchema } from '@h2o/api/validation/checkout.schema';
import { Formik, useFormikContext } from 'formik';
import { type Ref, useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/Button';
import { FieldRow, FormStack } from '../../ui/form/fieldStyles';
import { FieldIdPrefixProvider, TextField } from '../../ui/form/fields';
import { type CustomerValues, saveCustomer } from './checkoutStorage';
import { StepActions, StepHeading, StepIntro } from './checkoutStyles';
import { focusById, FormikInvalidSubmit } from '../../ui/form/FormikInvalidSubmit';
import { checkoutMessages, customerStepMessages } from './messages';

const ID_PREFIX = 'customer';

/** Every change goes to sessionStorage at once: a reload, or the way back from PayPal, keeps what was typed. */
function KeepInSession() {
  const { values } = useFormikContext<CustomerValues>();
  useEffect(() => saveCustomer(values), [values]);
  return null;
}

/** Trimmed, as the server stores them (the schema trims before it checks lengths). */
export function trimmedCustomer(values: CustomerValues): CustomerValues {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim()])) as unknown as CustomerValues;
}

interface Props {
  initialValues: CustomerValues;
  headingRef: Ref<HTMLHeadingElement>;
  onDone: (values: CustomerValues) => void;
}

/** Step 1 (docs/SPEC.md §2, §5): the customer information, checked with the API's own rules before going on. */
export function CustomerStep({ initialValues, headingRef, onDone }: Props) {
  return (
    <section aria-labelledby="checkout-step-heading">
      <StepHeading id="checkout-step-heading" ref={headingRef} tabIndex={-1}>
        <FormattedMessage {...customerStepMessages.title} />
      </StepHeading>
      <StepIntro>
        <FormattedMessage {...customerStepMessages.intro} />
      </StepIntro>
      <Formik
        initialValues={initialValues}
        validationSchema={checkoutCustomerSchema}
        onSubmit={(values) => onDone(trimmedCustomer(values))}
      >
        {({ handleSubmit, errors }) => (
          <FieldIdPrefixProvider value={ID_PREFIX}>
            <FormStack noValidate onSubmit={handleSubmit} data-testid="checkout-customer-form">
              <KeepInSession />
              <FormikInvalidSubmit
                onInvalid={() => {
                  const first = CHECKOUT_CUSTOMER_FIELDS.find((name) => errors[name]);
                  if (first) focusById(`${ID_PREFIX}-${first}`);
                }}
              />
              <FieldRow>
                <TextField name="firstName" label={<FormattedMessage {...customerStepMessages.firstName} />} autoComplete="given-name" />
                <TextField name="lastName" label={<FormattedMessage {...customerStepMessages.lastName} />} autoComplete="family-name" />
              </FieldRow>
              <FieldRow>
                <TextField
                  name="email"
                  type="email"
                  inputMode="email"
                  label={<FormattedMessage {...customerStepMessages.email} />}
                  autoComplete="email"
                />
                <TextField
                  name="phone"
                  type="tel"
                  inputMode="tel"
                  label={<FormattedMessage {...customerStepMessages.phone} />}
                  autoComplete="tel"
                />
              </FieldRow>
              <TextField name="address" label={<FormattedMessage {...customerStepMessages.address} />} autoComplete="street-address" />
              <FieldRow>
                <TextField
                  name="zipCode"
                  inputMode="numeric"
                  label={<FormattedMessage {...customerStepMessages.zipCode} />}
                  autoComplete="postal-code"
                />
                <TextField name="city" label={<FormattedMessage {...customerStepMessages.city} />} autoComplete="address-level2" />
              </FieldRow>
              <StepActions>
                <Button type="submit" data-testid="checkout-continue">
                  <FormattedMessage {...checkoutMessages.continue} />
                </Button>
              </StepActions>
            </FormStack>
          </FieldIdPrefixProvider>
        )}
      </Formik>
    </section>
  );
}
