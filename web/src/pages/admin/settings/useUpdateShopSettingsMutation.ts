import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { UpdateShopSettingsInput, useUpdateShopSettingsMutation as UpdateMutation } from '../../../__generated__/useUpdateShopSettingsMutation.graphql';
import { commitFormMutation, type FormMutationResult } from '../../../relay/mutationResult';
import { adminSettingsMessages } from './messages';

type SavedSettings = NonNullable<UpdateMutation['response']['updateShopSettings']['shopSettings']>;

/**
 * Saves all shop settings at once (admins only, checked by the server). `submit` resolves, never rejects:
 * the saved settings (cleaned: IBAN without spaces), refusals by field (`bankTransfer.iban`, …) or for the
 * form, or a failed request as `saveFailed`. The page asks the server afresh whenever it opens.
 */
export function useUpdateShopSettingsMutation() {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<UpdateMutation>(graphql`
    mutation useUpdateShopSettingsMutation($input: UpdateShopSettingsInput!) {
      updateShopSettings(input: $input) {
        shopSettings {
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
        errors {
          field
          code
          message
        }
      }
    }
  `);

  const submit = useCallback(
    (input: UpdateShopSettingsInput): Promise<FormMutationResult<SavedSettings>> =>
      commitFormMutation(
        commit,
        { input },
        ({ updateShopSettings: payload }) => ({ payload, value: payload.shopSettings }),
        intl.formatMessage(adminSettingsMessages.saveFailed),
      ),
    [commit, intl],
  );

  return { submit, isInFlight };
}
