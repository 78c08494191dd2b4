import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { UntypedTables } from '../../db/untyped-tables.js';
import { PayPalClient } from './paypal.client.js';

/**
 * How one server takes payments, made once per server by createPayments and handed to code through the request
 * context (`ctx.payments`) and the job worker's dependencies: two servers in one process (the tests start several)
 * never share it.
 */
export interface Payments {
  /** PayPal's API or the local stand-in; null: PayPal is not offered (production without credentials). */
  payPal: PayPalClient | null;
  /** Whether payments go to the local stand-in instead of PayPal (no credentials configured). */
  sandbox: boolean;
  /** Where PayPal payments go, for the admins' settings and checklist (never the credentials themselves). */
  mode: PayPalMode;
}

/**
 * LIVE: PayPal with the school's credentials; PAYPAL_SANDBOX: those credentials on PayPal's own sandbox
 * (PAYPAL_API_BASE), where no money moves; STAND_IN: no credentials, the local stand-in where anyone "pays";
 * OFF: PayPal not offered (production without credentials).
 */
export type PayPalMode = 'LIVE' | 'PAYPAL_SANDBOX' | 'STAND_IN' | 'OFF';

/** PayPal's own test system answers on `api-m.sandbox.paypal.com`. */
const isPayPalSandbox = (apiBase: string) => {
  try {
    return new URL(apiBase).hostname.endsWith('.sandbox.paypal.com');
  } catch {
    return false;
  }
};

/** Where the stand-in answers, as its registration tells it. */
interface StandInAccess {
  prefix: string;
  clientId: string;
  clientSecret: string;
}

/** What the stand-in's package exports (paypal-stand-in/src/stand-in.ts); its test in api/test checks that it matches. */
export interface PayPalStandInPackage {
  registerPayPalStandIn(app: FastifyInstance, options: { database: () => Kysely<UntypedTables> }): Promise<StandInAccess>;
}

/**
 * The stand-in's workspace (paypal-stand-in/, a dev dependency of the api). Named through a variable so the
 * compiler never follows it: `npm run build:api` compiles none of it, and the Docker image, which installs the
 * production dependencies only, does not have it.
 */
const STAND_IN_PACKAGE = '@h2o/paypal-stand-in';

/**
 * Sets up payments for this server (createServer): with PAYPAL_CLIENT_ID/SECRET a client of PayPal's API; without,
 * outside production, the local stand-in's routes on this server and a client that calls them over real HTTP, on
 * the port this server listens on (known only once it listens: read at each call). With NODE_ENV=production the
 * stand-in is never loaded (config.ts refuses PAYPAL_SANDBOX=1 there).
 */
export async function createPayments(app: FastifyInstance, config: AppConfig, orm: MikroORM): Promise<Payments> {
  if (config.paypal) {
    const { apiBase, clientId, clientSecret } = config.paypal;
    return {
      sandbox: false,
      mode: isPayPalSandbox(apiBase) ? 'PAYPAL_SANDBOX' : 'LIVE',
      payPal: new PayPalClient({ baseUrl: apiBase, clientId, clientSecret }),
    };
  }
  if (config.production) {
    // On the stand-in's page every buyer can "pay" without paying: a real shop must never offer that.
    app.log.warn('No PAYPAL_CLIENT_ID/PAYPAL_CLIENT_SECRET: PayPal is not offered, only bank transfer');
    return { sandbox: false, mode: 'OFF', payPal: null };
  }
  const standIn = await loadStandIn(app);
  if (!standIn) return { sandbox: false, mode: 'OFF', payPal: null };
  // The pool's Kysely, never a request's transaction: the stand-in is another party, as PayPal is.
  const access = await standIn.registerPayPalStandIn(app, { database: () => orm.em.fork().getKysely<UntypedTables>() });
  return {
    sandbox: true,
    mode: 'STAND_IN',
    payPal: new PayPalClient({
      baseUrl: () => `${ownOrigin(app)}${access.prefix}`,
      clientId: access.clientId,
      clientSecret: access.clientSecret,
    }),
  };
}

/** The stand-in's package, or null (with a warning) where it is not installed: a build run outside production. */
async function loadStandIn(app: FastifyInstance): Promise<PayPalStandInPackage | null> {
  try {
    return (await import(STAND_IN_PACKAGE)) as PayPalStandInPackage;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND' || !String((error as Error).message).includes(STAND_IN_PACKAGE))
      throw error;
    app.log.warn(
      `No PAYPAL_CLIENT_ID/PAYPAL_CLIENT_SECRET and the local PayPal stand-in (${STAND_IN_PACKAGE}, dev dependencies) is not installed: PayPal is not offered`,
    );
    return null;
  }
}

/** This server's PayPal client; throws where PayPal is not offered (check payPalAvailable first). */
export function payPalOf(ctx: { payments?: Payments }): PayPalClient {
  const payPal = ctx.payments?.payPal;
  if (!payPal)
    throw new Error(
      'PayPal is not offered here (production without PAYPAL_CLIENT_ID/PAYPAL_CLIENT_SECRET, or a context without payments): check payPalAvailable first',
    );
  return payPal;
}

/** Where this server's PayPal payments go (OFF for a context without payments). */
export const payPalMode = (ctx: { payments?: Payments }): PayPalMode => ctx.payments?.mode ?? 'OFF';

/** Whether orders may be paid with PayPal (false in production without credentials). */
export const payPalAvailable = (ctx: { payments?: Payments }): boolean => !!ctx.payments?.payPal;

/** This server as seen from itself: the loopback address when it listens on all interfaces. */
function ownOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the PayPal stand-in is reached over TCP: the server is not listening yet');
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}
