import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import { PayPalClient } from './paypal.client.js';

interface PaymentsSettings {
  /** Null: PayPal is not offered (production without credentials). */
  client: PayPalClient | null;
  sandbox: boolean;
}

// One per process, set by createServer (like the mail and newsletter settings): the last server created wins.
let settings: PaymentsSettings | null = null;

/**
 * Sets up payments for this server (createServer): with PAYPAL_CLIENT_ID/SECRET a client of PayPal's API;
 * without, outside production, the local PayPal sandbox under /paypal-sandbox and a client that calls it over
 * real HTTP, on the port this server listens on (known only once it listens: read at each call). With
 * NODE_ENV=production the sandbox is never loaded (config.ts refuses PAYPAL_SANDBOX=1 there).
 */
export async function configurePayments(app: FastifyInstance, config: AppConfig, rootEm: EntityManager): Promise<void> {
  if (config.paypal) {
    const { apiBase, clientId, clientSecret } = config.paypal;
    settings = { sandbox: false, client: new PayPalClient({ baseUrl: apiBase, clientId, clientSecret }) };
    return;
  }
  if (config.production) {
    // On the sandbox's page every buyer can "pay" without paying: a real shop must never offer that.
    app.log.warn('No PAYPAL_CLIENT_ID/PAYPAL_CLIENT_SECRET: PayPal is not offered, only bank transfer');
    settings = { sandbox: false, client: null };
    return;
  }
  // Loaded only here: a production start never has the stand-in's routes (nor its code) in memory.
  const { PAYPAL_SANDBOX_PREFIX, SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET, registerPayPalSandbox } = await import('./paypal-sandbox/paypal-sandbox.plugin.js');
  await registerPayPalSandbox(app, rootEm, { publicUrl: config.publicUrl });
  settings = {
    sandbox: true,
    client: new PayPalClient({ baseUrl: () => `${ownOrigin(app)}${PAYPAL_SANDBOX_PREFIX}`, clientId: SANDBOX_CLIENT_ID, clientSecret: SANDBOX_CLIENT_SECRET }),
  };
}

/** The PayPal client of this process (PayPal's API or the local sandbox). */
export function payPalClient(): PayPalClient {
  if (!settings) throw new Error('payments are not configured (configurePayments runs in createServer)');
  if (!settings.client) throw new Error('PayPal is not offered (production without PAYPAL_CLIENT_ID/PAYPAL_CLIENT_SECRET): check payPalAvailable() first');
  return settings.client;
}

/** Whether orders may be paid with PayPal (false in production without credentials). */
export function payPalAvailable(): boolean {
  return !!settings?.client;
}

/** Whether payments go to the local sandbox instead of PayPal (no credentials configured). */
export function isPayPalSandbox(): boolean {
  if (!settings) throw new Error('payments are not configured (configurePayments runs in createServer)');
  return settings.sandbox;
}

/** This server as seen from itself: the loopback address when it listens on all interfaces. */
function ownOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the PayPal sandbox is reached over TCP: the server is not listening yet');
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}
