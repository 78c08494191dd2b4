import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Task } from 'graphile-worker';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppSettings } from '../../app-settings.js';
import type { JobLog } from '../../jobs/job-queue.js';
import { storeClient } from '../auth/sign-in.throttle.js';
import { queueMailToTypedAddress } from '../mail/index.js';
import { RESET_VALIDITY_MINUTES, accountTokens, resetBinding } from './account.token.js';
import { type PasswordResetRequest, resetPageUrl } from './password.service.js';
import { User } from './user.entity.js';

/** Reset requests one client address may make, as sign-in counts its attempts (in PostgreSQL, for every instance). */
export const PASSWORD_RESET_LIMITS = { perAddress: 5, windowSeconds: 15 * 60 } as const;

/** Counts a reset request of `clientAddress`; over the limit, how many seconds until the next is taken. */
export async function takeResetRequest(em: EntityManager, clientAddress: string): Promise<number | null> {
  const limiter = new RateLimiterPostgres({
    storeClient: storeClient(em),
    storeType: 'client',
    tableName: 'rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: 'password_reset_address',
    points: PASSWORD_RESET_LIMITS.perAddress,
    duration: PASSWORD_RESET_LIMITS.windowSeconds,
  });
  try {
    await limiter.consume(clientAddress, 1);
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw rejection;
  }
}

/**
 * Mails the reset link to an active account with this address (case-insensitive), in the language of the request.
 * Nothing for an address without one. Limited per address like every mail to a typed-in address (visitor-mail.ts).
 */
export function passwordResetTask(orm: MikroORM, appSettings: AppSettings, log: JobLog): Task {
  return async (payload) => {
    const request = payload as PasswordResetRequest;
    await orm.em.fork().transactional(async (em) => {
      const accounts = await em.find(
        User,
        { email: { $ilike: request.email.replace(/[\\%_]/g, '\\$&') }, deactivatedAt: null },
        { orderBy: { id: 'asc' }, limit: 5 },
      );
      const expiresAt = new Date(Date.now() + RESET_VALIDITY_MINUTES * 60 * 1000);
      for (const user of accounts) {
        const token = accountTokens.sign(appSettings.keys.account, { purpose: 'reset', id: user.id, expiresAt }, resetBinding(user));
        await queueMailToTypedAddress(
          { em, appSettings, log },
          {
            template: 'passwordReset',
            to: user.email!,
            language: request.language,
            data: {
              username: user.username,
              resetUrl: resetPageUrl(request.origin, request.language, token),
              validMinutes: RESET_VALIDITY_MINUTES,
            },
          },
        );
      }
    });
  };
}
