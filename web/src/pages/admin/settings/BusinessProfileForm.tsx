import { BUSINESS_PROFILE_LIMITS, businessProfileFormSchema } from '@h2o/api/validation/business-profile.schema';
import { Formik, type FormikErrors, type FormikHelpers, setIn } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import styled from 'styled-components';
import type { BusinessProfileForm_profile$key } from '../../../__generated__/BusinessProfileForm_profile.graphql';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { FieldRow, FormStack, Hint } from '../../../ui/form/fieldStyles';
import { FormStatus } from '../../../ui/form/fields';
import { useShowToast } from '../../../ui/ToastProvider';
import { adminSettingsMessages as messages } from './messages';
import { SettingsInput } from './SettingsInputs';
import { useUpdateBusinessProfileMutation } from './useUpdateBusinessProfileMutation';

const ADDRESS_SLOTS = BUSINESS_PROFILE_LIMITS.notificationEmails.max;

interface Profile {
  legalName: string;
  owner: string;
  street: string;
  postalCode: string;
  town: string;
  country: string;
  phone: string;
  email: string;
  taxNumber: string;
  vatId: string;
  registerEntry: string;
  notificationEmails: readonly string[];
}

/** The form holds one input per possible notification address; empty ones are not sent. */
type Values = Omit<Profile, 'notificationEmails'> & { notificationEmails: string[] };

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

function formValues(profile: Profile): Values {
  const addresses = [...profile.notificationEmails];
  return { ...profile, notificationEmails: [...addresses, ...Array<string>(Math.max(0, ADDRESS_SLOTS - addresses.length)).fill('')] };
}

/** The filled address inputs (what is sent), with the input each came from: the server names `notificationEmails.<n>` of the list sent. */
function filledAddresses(values: Values) {
  const slots = values.notificationEmails.map((address, slot) => ({ address: address.trim(), slot })).filter((entry) => entry.address);
  return { addresses: slots.map((entry) => entry.address), slotOf: (index: number) => slots[index]?.slot ?? index };
}

/**
 * Settings card: who the school is (legal name, address, contact, tax ids, register entry; imprint, invoices and mails
 * print them) and where the office's notifications go (none: the server's MAIL_TO). Checked with the server's yup rules.
 */
export function BusinessProfileForm({ profile }: { profile: BusinessProfileForm_profile$key }) {
  const stored = useFragment(
    graphql`
      fragment BusinessProfileForm_profile on BusinessProfile {
        legalName
        owner
        street
        postalCode
        town
        country
        phone
        email
        taxNumber
        vatId
        registerEntry
        notificationEmails
      }
    `,
    profile,
  );
  const intl = useIntl();
  const toast = useShowToast();
  const { submit } = useUpdateBusinessProfileMutation();

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(null);
    const { addresses, slotOf } = filledAddresses(values);
    const result = await submit({ ...values, notificationEmails: addresses });
    if (result.ok) {
      helpers.resetForm({ values: formValues(result.value) });
      toast('success', intl.formatMessage(messages.profileSaved));
      return;
    }
    const errors = Object.entries(result.fieldErrors).reduce<FormikErrors<Values>>((all, [field, message]) => {
      const address = /^notificationEmails\.(\d+)$/.exec(field);
      // The list as a whole (too many): shown at the first input.
      const path = address
        ? `notificationEmails.${slotOf(Number(address[1]))}`
        : field === 'notificationEmails'
          ? 'notificationEmails.0'
          : field;
      return setIn(all, path, message);
    }, {});
    helpers.setErrors(errors);
    helpers.setStatus(result.formError);
  };

  const optional = (name: keyof Values, label: keyof typeof messages, hint?: keyof typeof messages) => (
    <SettingsInput
      name={name}
      idPrefix="profile"
      optional
      label={<FormattedMessage {...messages[label]} />}
      hint={hint ? <FormattedMessage {...messages[hint]} /> : undefined}
    />
  );
  return (
    <Card as="section" aria-labelledby="business-profile-title" data-testid="business-profile-form">
      <h3 id="business-profile-title">
        <FormattedMessage {...messages.profileTitle} />
      </h3>
      <Hint>
        <FormattedMessage {...messages.profileIntro} />
      </Hint>
      <Formik initialValues={formValues(stored)} validationSchema={businessProfileFormSchema} onSubmit={onSubmit}>
        {({ handleSubmit, isSubmitting }) => (
          <FormStack noValidate onSubmit={handleSubmit}>
            <FormStatus testId="business-profile-form-error" />
            <Group>
              <legend>
                <FormattedMessage {...messages.profileAddressGroup} />
              </legend>
              <SettingsInput
                name="legalName"
                idPrefix="profile"
                label={<FormattedMessage {...messages.legalName} />}
                hint={<FormattedMessage {...messages.legalNameHint} />}
              />
              {optional('owner', 'owner', 'ownerHint')}
              <FieldRow>
                {optional('street', 'street')}
                <SettingsInput name="postalCode" idPrefix="profile" label={<FormattedMessage {...messages.postalCode} />} />
                <SettingsInput name="town" idPrefix="profile" label={<FormattedMessage {...messages.town} />} />
                <SettingsInput
                  name="country"
                  idPrefix="profile"
                  label={<FormattedMessage {...messages.country} />}
                  hint={<FormattedMessage {...messages.countryHint} />}
                />
                {optional('phone', 'phone')}
                <SettingsInput name="email" idPrefix="profile" label={<FormattedMessage {...messages.publicEmail} />} />
              </FieldRow>
            </Group>
            <Group>
              <legend>
                <FormattedMessage {...messages.profileTaxGroup} />
              </legend>
              <FieldRow>
                {optional('taxNumber', 'taxNumber', 'taxNumberHint')}
                {optional('vatId', 'vatId', 'vatIdHint')}
                {optional('registerEntry', 'registerEntry', 'registerEntryHint')}
              </FieldRow>
            </Group>
            <Group>
              <legend>
                <FormattedMessage {...messages.notificationGroup} />
              </legend>
              <Hint>
                <FormattedMessage {...messages.notificationHint} values={{ max: ADDRESS_SLOTS }} />
              </Hint>
              <FieldRow>
                {Array.from({ length: ADDRESS_SLOTS }, (_, slot) => (
                  <SettingsInput
                    key={slot}
                    name={`notificationEmails.${slot}`}
                    idPrefix="profile"
                    optional
                    label={<FormattedMessage {...messages.notificationAddress} values={{ number: slot + 1 }} />}
                  />
                ))}
              </FieldRow>
            </Group>
            <div>
              <Button type="submit" disabled={isSubmitting} data-testid="business-profile-save">
                <FormattedMessage {...(isSubmitting ? messages.saving : messages.save)} />
              </Button>
            </div>
          </FormStack>
        )}
      </Formik>
    </Card>
  );
}
