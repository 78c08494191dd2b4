import { formatIban } from '@h2o/api/validation/iban';
import { SHOP_SETTINGS_LIMITS, shopSettingsSchema } from '@h2o/api/validation/shop-settings.schema';
import { Formik, type FormikErrors, type FormikHelpers, setIn } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay/hooks';
import styled from 'styled-components';
import DemoAccountBannerQuery from '../../../__generated__/DemoAccountBannerQuery.graphql';
import type { ShopSettingsForm_settings$key } from '../../../__generated__/ShopSettingsForm_settings.graphql';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { FieldRow, FormStack, Hint } from '../../../ui/form/fieldStyles';
import { FormStatus } from '../../../ui/form/fields';
import { useShowToast } from '../../../ui/ToastProvider';
import { setupChecklistMessages } from '../dashboard/setupMessages';
import { adminSettingsMessages as messages } from './messages';
import { SettingsInput, SettingsSelect } from './SettingsInputs';
import { useUpdateShopSettingsMutation } from './useUpdateShopSettingsMutation';

type VatMode = 'INCLUDED_19' | 'SMALL_BUSINESS';

/** The form as Formik holds it: numbers as the number inputs give them (a number, or '' while empty). */
interface Values {
  vatMode: VatMode;
  placeHoldMinutes: number | '';
  minParticipantsWarningDays: number | '';
  bankTransfer: { accountHolder: string; iban: string; bic: string; bankName: string; paymentDays: number | '' };
}

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
  margin: 0;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  legend {
    padding: 0 6px;
    font-weight: 700;
  }
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

/** The server's refusals name nested fields (`bankTransfer.iban`); Formik keeps errors nested like its values. */
const nestedErrors = (byPath: Record<string, string>) =>
  Object.entries(byPath).reduce<FormikErrors<Values>>((errors, [path, message]) => setIn(errors, path, message), {});

/** The form's values from the settings as read: only the input's fields (not `ready`), the IBAN in groups of four. */
interface ReadSettings {
  vatMode: string;
  placeHoldMinutes: number;
  minParticipantsWarningDays: number;
  bankTransfer: { accountHolder: string; iban: string; bic: string; bankName: string; paymentDays: number };
}

function formValues({ vatMode, placeHoldMinutes, minParticipantsWarningDays, bankTransfer }: ReadSettings): Values {
  const { accountHolder, iban, bic, bankName, paymentDays } = bankTransfer;
  return {
    vatMode: vatMode === 'INCLUDED_19' ? 'INCLUDED_19' : 'SMALL_BUSINESS',
    placeHoldMinutes,
    minParticipantsWarningDays,
    bankTransfer: { accountHolder, iban: iban ? formatIban(iban) : '', bic, bankName, paymentDays },
  };
}

/** Formik's '' (an emptied number input) is not a number: the schema and the server then say "required". */
const numberOrNull = (value: number | '') => (value === '' ? null : value);

/**
 * Settings card: the shop's business settings (VAT display, how long checkout holds a place, the bank account for
 * transfers), checked with the same yup schema the server uses. The server's refusals show at their fields; saved:
 * a toast, and checkout, pages and order mails use the new values at once.
 */
export function ShopSettingsForm({ settings }: { settings: ShopSettingsForm_settings$key }) {
  const stored = useFragment(
    graphql`
      fragment ShopSettingsForm_settings on ShopSettings {
        vatMode
        placeHoldMinutes
        minParticipantsWarningDays
        bankTransfer {
          accountHolder
          iban
          bic
          bankName
          paymentDays
          ready
          isDemo
        }
      }
    `,
    settings,
  );
  const intl = useIntl();
  const toast = useShowToast();
  const { submit } = useUpdateShopSettingsMutation();
  // Whether checkout offers bank transfer: as the server last said.
  const [ready, setReady] = useState(stored.bankTransfer.ready);
  // The demo data's account, which the admin area's banner asks to replace.
  const [isDemo, setIsDemo] = useState(stored.bankTransfer.isDemo);
  const environment = useRelayEnvironment();

  const initialValues = formValues(stored);

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(null);
    const { bankTransfer } = values;
    const result = await submit({
      vatMode: values.vatMode,
      // Checked before sending (Formik ran the schema), so both are numbers here.
      placeHoldMinutes: numberOrNull(values.placeHoldMinutes) as number,
      minParticipantsWarningDays: numberOrNull(values.minParticipantsWarningDays),
      bankTransfer: {
        accountHolder: bankTransfer.accountHolder,
        iban: bankTransfer.iban,
        bic: bankTransfer.bic,
        bankName: bankTransfer.bankName,
        paymentDays: numberOrNull(bankTransfer.paymentDays) as number,
      },
    });
    if (result.ok) {
      // What the server keeps is cleaned (trimmed, IBAN and BIC without spaces): show exactly that.
      helpers.resetForm({ values: formValues(result.value) });
      setReady(result.value.bankTransfer.ready);
      setIsDemo(result.value.bankTransfer.isDemo);
      // The banner reads the public settings: read again, so it goes (or comes) at once.
      fetchQuery(environment, DemoAccountBannerQuery, {}, { fetchPolicy: 'network-only' }).subscribe({
        error: (error: unknown) => console.error(error),
      });
      toast('success', intl.formatMessage(messages.saved));
      return;
    }
    helpers.setErrors(nestedErrors(result.fieldErrors));
    helpers.setStatus(result.formError);
  };

  const { placeHoldMinutes, paymentDays, minParticipantsWarningDays } = SHOP_SETTINGS_LIMITS;
  return (
    <Card as="section" aria-labelledby="shop-settings-title" data-testid="shop-settings-form">
      <h3 id="shop-settings-title">
        <FormattedMessage {...messages.shopTitle} />
      </h3>
      <Formik initialValues={initialValues} validationSchema={shopSettingsSchema} onSubmit={onSubmit}>
        {({ handleSubmit, isSubmitting }) => (
          <FormStack noValidate onSubmit={handleSubmit}>
            <FormStatus testId="shop-settings-form-error" />
            <Group>
              <legend>
                <FormattedMessage {...messages.checkoutGroup} />
              </legend>
              <SettingsSelect
                name="vatMode"
                label={<FormattedMessage {...messages.vatMode} />}
                hint={<FormattedMessage {...messages.vatModeHint} />}
                options={[
                  { value: 'SMALL_BUSINESS', label: intl.formatMessage(messages.vatSmallBusiness) },
                  { value: 'INCLUDED_19', label: intl.formatMessage(messages.vatIncluded19) },
                ]}
              />
              <SettingsInput
                name="placeHoldMinutes"
                type="number"
                min={placeHoldMinutes.min}
                max={placeHoldMinutes.max}
                label={<FormattedMessage {...messages.placeHoldMinutes} />}
                hint={<FormattedMessage {...messages.placeHoldMinutesHint} values={placeHoldMinutes} />}
              />
              <SettingsInput
                name="minParticipantsWarningDays"
                type="number"
                min={minParticipantsWarningDays.min}
                max={minParticipantsWarningDays.max}
                label={<FormattedMessage {...messages.minParticipantsWarningDays} />}
                hint={<FormattedMessage {...messages.minParticipantsWarningDaysHint} values={minParticipantsWarningDays} />}
              />
            </Group>
            <Group>
              <legend>
                <Heading as="span">
                  <FormattedMessage {...messages.bankGroup} />
                  <Badge $tone={ready ? 'success' : 'warning'} data-testid="bank-transfer-ready">
                    <FormattedMessage {...(ready ? messages.bankReady : messages.bankNotReady)} />
                  </Badge>
                </Heading>
              </legend>
              {!ready && (
                <Hint>
                  <FormattedMessage {...messages.bankNotReadyHint} />
                </Hint>
              )}
              {ready && isDemo && (
                <Hint data-testid="bank-transfer-demo">
                  <FormattedMessage {...setupChecklistMessages.reason_DEMO_ACCOUNT} />
                </Hint>
              )}
              <FieldRow>
                <SettingsInput name="bankTransfer.accountHolder" label={<FormattedMessage {...messages.accountHolder} />} />
                <SettingsInput name="bankTransfer.bankName" label={<FormattedMessage {...messages.bankName} />} />
                <SettingsInput
                  name="bankTransfer.iban"
                  label={<FormattedMessage {...messages.iban} />}
                  hint={<FormattedMessage {...messages.ibanHint} />}
                />
                <SettingsInput name="bankTransfer.bic" label={<FormattedMessage {...messages.bic} />} />
                <SettingsInput
                  name="bankTransfer.paymentDays"
                  type="number"
                  min={paymentDays.min}
                  max={paymentDays.max}
                  label={<FormattedMessage {...messages.paymentDays} />}
                  hint={<FormattedMessage {...messages.paymentDaysHint} values={paymentDays} />}
                />
              </FieldRow>
            </Group>
            <div>
              <Button type="submit" disabled={isSubmitting} data-testid="shop-settings-save">
                <FormattedMessage {...(isSubmitting ? messages.saving : messages.save)} />
              </Button>
            </div>
          </FormStack>
        )}
      </Formik>
    </Card>
  );
}
