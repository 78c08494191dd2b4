import { defineMessages, FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PayPalCard_settings$key } from '../../../__generated__/PayPalCard_settings.graphql';
import { Badge } from '../../../ui/Badge';
import { Card } from '../../../ui/Card';

const messages = defineMessages({
  title: { id: 'admin.settings.payPal.title', description: 'Settings: heading of the PayPal card' },
  how: { id: 'admin.settings.payPal.how', description: 'Settings, PayPal card: PayPal is set in the server environment, not here' },
  badge_LIVE: { id: 'admin.settings.payPal.badge.live', description: 'Settings, PayPal card: status badge, real payments' },
  badge_PAYPAL_SANDBOX: {
    id: 'admin.settings.payPal.badge.sandbox',
    description: "Settings, PayPal card: status badge, PayPal's test system",
  },
  badge_STAND_IN: { id: 'admin.settings.payPal.badge.standIn', description: 'Settings, PayPal card: status badge, the local stand-in' },
  badge_OFF: { id: 'admin.settings.payPal.badge.off', description: 'Settings, PayPal card: status badge, PayPal not offered' },
  mode_LIVE: { id: 'admin.settings.payPal.mode.live', description: "Settings, PayPal card: payments go to the school's PayPal account" },
  mode_PAYPAL_SANDBOX: {
    id: 'admin.settings.payPal.mode.sandbox',
    description: "Settings, PayPal card: credentials on PayPal's test system",
  },
  mode_STAND_IN: { id: 'admin.settings.payPal.mode.standIn', description: 'Settings, PayPal card: no credentials, the local stand-in' },
  mode_OFF: { id: 'admin.settings.payPal.mode.off', description: 'Settings, PayPal card: PayPal not offered' },
});

type Mode = 'LIVE' | 'PAYPAL_SANDBOX' | 'STAND_IN' | 'OFF';

const TONES: Record<Mode, 'success' | 'warning' | 'neutral'> = {
  LIVE: 'success',
  PAYPAL_SANDBOX: 'warning',
  STAND_IN: 'warning',
  OFF: 'neutral',
};

/**
 * Where PayPal payments go. PayPal is set in the server's environment (PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET,
 * PAYPAL_API_BASE), so this card only says which way it is set; the credentials are never shown.
 */
export function PayPalCard({ settings }: { settings: PayPalCard_settings$key }) {
  const { payPalMode } = useFragment(
    graphql`
      fragment PayPalCard_settings on ShopSettings {
        payPalMode @required(action: THROW)
      }
    `,
    settings,
  );
  // A mode this client does not know yet reads as "not offered".
  const mode: Mode = payPalMode in TONES ? (payPalMode as Mode) : 'OFF';
  return (
    <Card as="section" aria-labelledby="paypal-settings-title" data-testid="paypal-settings" data-mode={mode}>
      <h3 id="paypal-settings-title">
        <FormattedMessage {...messages.title} />{' '}
        <Badge $tone={TONES[mode]}>
          <FormattedMessage {...messages[`badge_${mode}`]} />
        </Badge>
      </h3>
      <p>
        <FormattedMessage {...messages[`mode_${mode}`]} />
      </p>
      <p>
        <FormattedMessage {...messages.how} />
      </p>
    </Card>
  );
}
