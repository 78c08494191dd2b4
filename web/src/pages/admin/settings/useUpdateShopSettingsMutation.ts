import { graphql } from 'react-relay/hooks';
import type {
  UpdateShopSettingsInput,
  useUpdateShopSettingsMutation as UpdateMutation,
} from '../../../__generated__/useUpdateShopSettingsMutation.graphql';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { adminSettingsMessages } from './messages';

const mutation = graphql`
  mutation useUpdateShopSettingsMutation($input: UpdateShopSettingsInput!) {
    updateShopSettings(input: $input) {
      shopSettings {
        ...ShopSettingsForm_settings @relay(mask: false)
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/**
 * Saves all shop settings at once (admins only, checked by the server). `submit` resolves, never rejects:
 * the saved settings (cleaned: IBAN without spaces), refusals by field (`bankTransfer.iban`, …) or for the
 * form, or a failed request as `saveFailed`. The page asks the server afresh whenever it opens.
 */
export function useUpdateShopSettingsMutation() {
  const { run, isInFlight } = usePayloadMutation<UpdateMutation>(
    mutation,
    'updateShopSettings',
    'shopSettings',
    adminSettingsMessages.saveFailed,
  );
  return { submit: (input: UpdateShopSettingsInput) => run({ input }), isInFlight };
}
