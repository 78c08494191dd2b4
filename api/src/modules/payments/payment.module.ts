import type { DomainModule } from '../domain-module.js';
import { PayPalSandboxOrder } from './paypal-sandbox/paypal-sandbox-order.entity.js';

/**
 * Payments: the PayPal client and the local PayPal sandbox (its table is the only entity). Set up per
 * server by payments.config.ts (configurePayments); the shop's orders use it (modules/orders).
 */
export const paymentsModule: DomainModule = {
  name: 'payments',
  entities: [PayPalSandboxOrder],
};
