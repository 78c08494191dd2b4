import { resolve } from 'node:path';
import { StartupError } from './util/startup-error.js';

/** Every environment variable the API reads, parsed and typed in one place (documented in README.md). */
export interface AppConfig {
  port: number;
  host: string;
  /** When absent, an embedded PostgreSQL is started with its data in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  production: boolean;
  /** NODE_ENV=development: GraphQL errors carry their stack (never by default: see server.ts). */
  development: boolean;
  logLevel: string;
  adminUsername: string;
  /** When absent on first start, a password is generated and printed once. */
  adminPassword?: string;
  /** Built web client served at `/`; absent in API-only tests. */
  webDistDir?: string;
  /** Load the demo data on the first start of an empty database. */
  seedDemoData: boolean;
  /** ALLOW_DEMO_ORDERS=1: a production server takes orders in demo mode too (a public demo); else it refuses them. */
  allowDemoOrders: boolean;
  /** Anonymous public pages answered from the rendered-page cache (http/page-cache); PAGE_CACHE=off renders every time. */
  pageCache: boolean;
  /** Server renders at once per process, and how many more may wait for a turn (beyond: 503 with Retry-After). */
  rendering: { concurrency: number; queue: number };
  /** Live updates (`/graphql/stream`, http/graphql-stream/): open streams at once, per client address and in all. */
  liveStreams: { perAddress: number; total: number };
  /** Which proxies may set X-Forwarded-For (client addresses matter for rate limits): off by default. */
  trustProxy: boolean | string;
  /** Per-client budgets on /graphql and /api (a budget of 0 is off); see http/rate-limits.ts. */
  rateLimits: RateLimitConfig;
  /**
   * The site's public origin (`https://www.example.de`, no path) for absolute URLs (mails, PayPal's return
   * addresses, sitemap). Required with NODE_ENV=production; absent elsewhere: context/site-origin.ts decides.
   */
  publicUrl?: string;
  /** The mail outbox (modules/mail): how mails leave, from whom, and the business's own address. */
  mail: MailConfig;
  /** How often the job worker looks for retries that have come due; new jobs wake it at once (NOTIFY). */
  jobPollIntervalMs: number;
  /** SIGTERM: how long requests in flight and running jobs may take to finish before the process stops anyway. */
  shutdownGraceSeconds: number;
  /** After SIGTERM, how long the app keeps serving (with `/ready` 503, answers `Connection: close`) before it stops listening. */
  shutdownDrainSeconds: number;
  /**
   * The key links are signed with (newsletter confirmation and unsubscribe links), from APP_SECRET; absent:
   * main.ts uses the one generated once into DATA_DIR (util/app-secret.ts).
   */
  appSecret?: string;
  /**
   * PayPal's REST API (modules/payments); absent: the local PayPal sandbox answers in its place, except with
   * NODE_ENV=production, where PayPal is then not offered: on the sandbox's page anyone "pays" without paying.
   */
  paypal?: PayPalConfig;
  /**
   * WEBHOOKS_ALLOW_LOCAL=1: webhook endpoints may be plain http and on this machine (loopback), for development and
   * tests with a receiver of their own; refused with NODE_ENV=production (modules/webhooks/webhook-target.ts).
   */
  webhooksAllowLocal: boolean;
}

/** Credentials of a PayPal REST app (developer.paypal.com → Apps & Credentials). Secret: never logged. */
export interface PayPalConfig {
  clientId: string;
  clientSecret: string;
  /** https://api-m.paypal.com (live) or https://api-m.sandbox.paypal.com (PayPal's own sandbox); no trailing slash. */
  apiBase: string;
}

/**
 * How mails leave: over SMTP_URL; without it to the embedded mail catcher (modules/mail/mail-catcher.ts), whose
 * mails admins read on the outbox screen; without it in production not at all (marked "not sent", never "sent").
 */
export type MailDelivery = 'smtp' | 'catcher' | 'none';

export interface MailConfig {
  /** nodemailer transport URL; absent: see `delivery`. */
  smtpUrl?: string;
  delivery: MailDelivery;
  from: string;
  /** Where mails to the business (contact form, course requests) go. */
  businessAddress: string;
}

export interface RateLimitConfig {
  /** Requests per client and window, reads and writes alike. */
  requests: number;
  /**
   * A GraphQL operation costs one more request point per this much of its static cost (`extensions.cost`; 0: every
   * request costs 1). See http/rate-limits.ts.
   */
  costPerPoint: number;
  /** Writes per client and window, on top: each GraphQL mutation field, each POST/PUT/PATCH/DELETE under /api. */
  writes: number;
  /**
   * Saves of attendance marks (`saveTrainerMarks`) per signed-in account and window, instead of the address's write
   * budget (http/rate-limits.ts); 0: they count against the write budget like any write.
   */
  trainerMarks: number;
  /**
   * Requests and writes per partner API key and window, counted by the key instead of the address (a partner's program
   * sends far more than a visitor and may call from many addresses; README "Partner keys"); 0 turns either off.
   */
  partnerRequests: number;
  partnerWrites: number;
  /** Pages rendered on the server per client and window (a budget of their own; static files are not counted). */
  pages: number;
  /** How fast those may come: renders per client and second, steadily (a few more at once); 0: no pace. */
  pagesPerSecond: number;
  windowSeconds: number;
  /**
   * Mails per hour to one address a visitor typed (contact and course-request acknowledgements, newsletter
   * confirmations), whoever asks for them; see modules/mail/visitor-mail.ts.
   */
  mailsPerRecipientPerHour: number;
  /**
   * Notifications an hour to the school's own addresses (contact messages, course requests, orders, …), all kinds
   * together; beyond them one digest is mailed at the end of the hour instead; see modules/office-mail.
   */
  officeMailsPerHour: number;
}

const projectRoot = resolve(import.meta.dirname, '../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: parsePort(env.PORT ?? '3000'),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL),
    dataDir: resolve(projectRoot, env.DATA_DIR ?? '.data'),
    production: env.NODE_ENV === 'production',
    development: env.NODE_ENV === 'development',
    logLevel: parseLogLevel(env.LOG_LEVEL ?? 'info'),
    adminUsername: env.ADMIN_USERNAME || 'admin',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    webDistDir: resolve(projectRoot, env.WEB_DIST_DIR ?? 'web/dist'),
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    allowDemoOrders: env.ALLOW_DEMO_ORDERS === '1' || env.ALLOW_DEMO_ORDERS === 'true',
    pageCache: parsePageCache(env.PAGE_CACHE),
    rendering: {
      concurrency: parseCount('RENDER_CONCURRENCY', env.RENDER_CONCURRENCY ?? '2', 1),
      queue: parseCount('RENDER_QUEUE', env.RENDER_QUEUE ?? '32'),
    },
    liveStreams: {
      perAddress: parseCount('LIVE_STREAMS_PER_ADDRESS', env.LIVE_STREAMS_PER_ADDRESS ?? '20', 1),
      total: parseCount('LIVE_STREAMS', env.LIVE_STREAMS ?? '1000', 1),
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimits: {
      requests: parseCount('RATE_LIMIT_REQUESTS', env.RATE_LIMIT_REQUESTS ?? '300'),
      costPerPoint: parseCount('RATE_LIMIT_COST_PER_POINT', env.RATE_LIMIT_COST_PER_POINT ?? '5000'),
      writes: parseCount('RATE_LIMIT_WRITES', env.RATE_LIMIT_WRITES ?? '20'),
      trainerMarks: parseCount('RATE_LIMIT_TRAINER_MARKS', env.RATE_LIMIT_TRAINER_MARKS ?? '120'),
      partnerRequests: parseCount('RATE_LIMIT_PARTNER_REQUESTS', env.RATE_LIMIT_PARTNER_REQUESTS ?? '1200'),
      partnerWrites: parseCount('RATE_LIMIT_PARTNER_WRITES', env.RATE_LIMIT_PARTNER_WRITES ?? '120'),
      pages: parseCount('RATE_LIMIT_PAGES', env.RATE_LIMIT_PAGES ?? '120'),
      pagesPerSecond: parseCount('RATE_LIMIT_PAGES_PER_SECOND', env.RATE_LIMIT_PAGES_PER_SECOND ?? '2'),
      windowSeconds: parseCount('RATE_LIMIT_WINDOW_SECONDS', env.RATE_LIMIT_WINDOW_SECONDS ?? '60', 1),
      mailsPerRecipientPerHour: parseCount('RATE_LIMIT_MAILS_PER_RECIPIENT', env.RATE_LIMIT_MAILS_PER_RECIPIENT ?? '5'),
      officeMailsPerHour: parseCount('RATE_LIMIT_OFFICE_MAILS_PER_HOUR', env.RATE_LIMIT_OFFICE_MAILS_PER_HOUR ?? '20'),
    },
    publicUrl: parsePublicUrl(env.PUBLIC_URL, env.NODE_ENV === 'production'),
    mail: {
      smtpUrl: parseSmtpUrl(env.SMTP_URL),
      delivery: env.SMTP_URL ? 'smtp' : env.NODE_ENV === 'production' ? 'none' : 'catcher',
      from: parseMailAddress('MAIL_FROM', env.MAIL_FROM || 'H2O Gersthofen <info@h2o-gersthofen.de>'),
      businessAddress: parseMailAddress('MAIL_TO', env.MAIL_TO || 'info@h2o-gersthofen.de'),
    },
    jobPollIntervalMs: parseCount('JOB_POLL_INTERVAL_MS', env.JOB_POLL_INTERVAL_MS ?? '5000', 10),
    shutdownGraceSeconds: parseCount('SHUTDOWN_GRACE_SECONDS', env.SHUTDOWN_GRACE_SECONDS ?? '10', 1),
    shutdownDrainSeconds: parseShutdownDrain(env),
    appSecret: parseAppSecret(env.APP_SECRET),
    paypal: parsePayPal(env),
    webhooksAllowLocal: parseWebhooksAllowLocal(env),
  };
}

/** Loopback and plain http would let partners' events (and the server's requests) go to this machine: never in production. */
function parseWebhooksAllowLocal(env: NodeJS.ProcessEnv): boolean {
  const allow = env.WEBHOOKS_ALLOW_LOCAL === '1' || env.WEBHOOKS_ALLOW_LOCAL === 'true';
  if (allow && env.NODE_ENV === 'production')
    throw new StartupError(
      'WEBHOOKS_ALLOW_LOCAL=1 is refused with NODE_ENV=production: webhooks would be sent over plain http and to this machine. Unset it (webhook endpoints must then be public https addresses)',
    );
  return allow;
}

/** The drain must end before the grace does, which cuts what still runs. */
function parseShutdownDrain(env: NodeJS.ProcessEnv): number {
  const grace = parseCount('SHUTDOWN_GRACE_SECONDS', env.SHUTDOWN_GRACE_SECONDS ?? '10', 1);
  const drain = parseCount('SHUTDOWN_DRAIN_SECONDS', env.SHUTDOWN_DRAIN_SECONDS ?? String(Math.min(3, grace - 1)));
  if (drain >= grace) throw new StartupError(`SHUTDOWN_DRAIN_SECONDS (${drain}) must be below SHUTDOWN_GRACE_SECONDS (${grace})`);
  return drain;
}

function parsePageCache(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new StartupError(`PAGE_CACHE must be "on" or "off", not "${value}"`);
}

/** Both credentials or neither (then the local sandbox); a base URL alone would point at PayPal without a key. */
function parsePayPal(env: NodeJS.ProcessEnv): PayPalConfig | undefined {
  // It used to turn the stand-in on in production (a demo); refusing beats ignoring it: the operator learns at once.
  if (env.NODE_ENV === 'production' && (env.PAYPAL_SANDBOX === '1' || env.PAYPAL_SANDBOX === 'true')) {
    throw new StartupError(
      'PAYPAL_SANDBOX=1 is refused with NODE_ENV=production: on the local PayPal stand-in anyone "pays" without paying. Unset it (bank transfer only, or PAYPAL_CLIENT_ID/PAYPAL_CLIENT_SECRET for PayPal), or run the demo without NODE_ENV=production (docker-compose.demo.yml)',
    );
  }
  const clientId = env.PAYPAL_CLIENT_ID?.trim();
  const clientSecret = env.PAYPAL_CLIENT_SECRET?.trim();
  if (!clientId && !clientSecret) {
    if (env.PAYPAL_API_BASE)
      throw new StartupError(
        'PAYPAL_API_BASE needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET (unset all three for the local PayPal sandbox)',
      );
    return undefined;
  }
  if (!clientId || !clientSecret)
    throw new StartupError('Set both PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET, or neither (then payments go to the local PayPal sandbox)');
  return { clientId, clientSecret, apiBase: parsePayPalApiBase(env.PAYPAL_API_BASE || 'https://api-m.paypal.com') };
}

function parsePayPalApiBase(value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    // reported below
  }
  // https only: the requests carry the secret. Plain http only to this machine (a recorded PayPal in tests).
  const local = url?.hostname === '127.0.0.1' || url?.hostname === 'localhost' || url?.hostname === '[::1]';
  if (
    !url ||
    !(url.protocol === 'https:' || (url.protocol === 'http:' && local)) ||
    url.search ||
    url.hash ||
    url.username ||
    url.password
  ) {
    throw new StartupError(
      `PAYPAL_API_BASE must be an https URL like https://api-m.paypal.com or https://api-m.sandbox.paypal.com, got "${value}"`,
    );
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** A signing key: long enough that it cannot be guessed (`openssl rand -hex 32` gives 64 characters). */
function parseAppSecret(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.trim().length < 32)
    throw new StartupError('APP_SECRET must be at least 32 characters long; generate one with `openssl rand -hex 32`');
  return value.trim();
}

function parseSmtpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    // reported below
  }
  if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')) {
    throw new StartupError(
      'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.de:587 (unset: mails are caught by the built-in mail catcher, or not sent in production)',
    );
  }
  return value;
}

/** An address (`info@example.de`) or a named one (`H2O Gersthofen <info@example.de>`). */
function parseMailAddress(name: string, value: string): string {
  if (!/^([^<>@\r\n]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/.test(value.trim())) {
    throw new StartupError(`${name} must be an e-mail address like info@example.de or "Name <info@example.de>", got "${value}"`);
  }
  return value.trim();
}

/** `true` (any proxy) or the proxies' addresses/CIDRs separated by commas. */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

// Errors below are StartupErrors: main.ts prints the message as one line and exits with code 1.

function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isInteger(port) || port < 0 || port > 65535) {
    throw new StartupError(`PORT must be a number between 0 and 65535, got "${value}"`);
  }
  return port;
}

function parseDatabaseUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new StartupError('DATABASE_URL is not a URL; expected postgresql://user:password@host:5432/database');
  }
  if (url.protocol !== 'postgresql:' && url.protocol !== 'postgres:') {
    throw new StartupError(`DATABASE_URL must start with postgresql://, got "${url.protocol}//"`);
  }
  return value;
}

/** An http(s) origin; its path must be empty, since the site is served at the root. */
function parsePublicUrl(value: string | undefined, production: boolean): string | undefined {
  if (!value) {
    // Without it, absolute links would follow whatever Host header a visitor sends.
    if (production)
      throw new StartupError(
        'PUBLIC_URL must be set with NODE_ENV=production, e.g. PUBLIC_URL=https://www.h2o-gersthofen.de: links in mails and PayPal return addresses are built from it, never from the Host header of a request',
      );
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new StartupError(`PUBLIC_URL is not a URL; expected e.g. https://www.h2o-gersthofen.de, got "${value}"`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname !== '/' || url.search || url.hash) {
    throw new StartupError(`PUBLIC_URL must be an http(s) origin without a path, e.g. https://www.h2o-gersthofen.de, got "${value}"`);
  }
  return url.origin;
}

function parseCount(name: string, value: string, min = 0): number {
  const count = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(count) || count < min) {
    throw new StartupError(`${name} must be a whole number of at least ${min}${min === 0 ? ' (0 turns it off)' : ''}, got "${value}"`);
  }
  return count;
}

const LOG_LEVELS = ['silent', 'fatal', 'error', 'warn', 'info', 'debug', 'trace'];

function parseLogLevel(value: string): string {
  if (!LOG_LEVELS.includes(value)) throw new StartupError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  return value;
}
