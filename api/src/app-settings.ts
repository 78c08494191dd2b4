import { randomBytes } from 'node:crypto';
import type { AppConfig } from './config.js';
import { accountTokenKey } from './modules/users/account.token.js';
import { deviceTokenKey } from './modules/auth/device-token.js';
import { sessionTokenKey } from './modules/auth/session.token.js';
import type { MailSettings } from './modules/mail/mail.service.js';
import { newsletterTokenKey } from './modules/newsletter/newsletter.token.js';
import { waitlistTokenKey } from './modules/waitlist/waitlist.token.js';
import { webhookSecretKey } from './modules/webhooks/webhook-secret.js';

/**
 * What code needs of the configuration while it serves: the signing keys and the mail settings. Built once per
 * server (createServer), kept on the server and handed to every request's context (`ctx.appSettings`) and to the
 * server's job worker (JobDependencies), never kept in a module: two servers in one process (the tests start
 * several) each sign with their own secret and mail their own business address.
 */
export interface AppSettings {
  /** PUBLIC_URL; null when unset (never in production). */
  publicUrl: string | null;
  /** Each derived from APP_SECRET for its one use, so a token of one kind never passes for another. */
  keys: {
    session: Buffer;
    device: Buffer;
    newsletter: Buffer;
    /** The waitlist's mailed links. */
    waitlist: Buffer;
    /** Staff invitations and password resets. */
    account: Buffer;
  };
  mail: MailSettings;
  /** Webhooks: the key their signing secrets are stored under, and whether http and loopback endpoints are allowed (never in production). */
  webhooks: { secretKey: Buffer; allowLocalTargets: boolean };
  /**
   * A production server (NODE_ENV=production) refuses orders while the site is in demo mode, unless ALLOW_DEMO_ORDERS=1:
   * a school must not take real money with demo facts (its bank account, placeholders) by mistake.
   */
  refuseDemoOrders: boolean;
}

export function appSettingsFrom(config: AppConfig): AppSettings {
  // Without a secret (test apps without APP_SECRET; main.ts always has one), a secret of this server alone.
  const appSecret = config.appSecret ?? randomBytes(32).toString('hex');
  return {
    publicUrl: config.publicUrl ?? null,
    keys: {
      session: sessionTokenKey(appSecret),
      device: deviceTokenKey(appSecret),
      newsletter: newsletterTokenKey(appSecret),
      waitlist: waitlistTokenKey(appSecret),
      account: accountTokenKey(appSecret),
    },
    refuseDemoOrders: config.production && !config.allowDemoOrders,
    webhooks: { secretKey: webhookSecretKey(appSecret), allowLocalTargets: config.webhooksAllowLocal },
    mail: {
      businessAddress: config.mail.businessAddress,
      visitorMailsPerHour: config.rateLimits.mailsPerRecipientPerHour,
      officeMailsPerHour: config.rateLimits.officeMailsPerHour,
      delivery: config.mail.delivery,
    },
  };
}
