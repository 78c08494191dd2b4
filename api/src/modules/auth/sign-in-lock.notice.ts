import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Task } from 'graphile-worker';
import type { AppSettings } from '../../app-settings.js';
import { type RequestContext, transactional } from '../../context/request-context.js';
import { addJob } from '../../jobs/job-queue.js';
import { AuditAction } from '../audit/audit-event.entity.js';
import { recordAdminChange } from '../audit/audit.js';
import { queueMail } from '../mail/index.js';
import { User, UserRole } from '../users/user.entity.js';
import type { SignInFailure } from './sign-in.throttle.js';

/** The job that tells the admins a username got locked by failed sign-ins (once per lock, not per attempt). */
export const SIGN_IN_LOCK_NOTICE_TASK = 'notify_sign_in_lock';

interface SignInLockNotice {
  /** Lowercased, as the counters key it. */
  username: string;
  failuresInARow: number;
  lockSeconds: number;
  lockedAt: string;
}

/**
 * Queues the notice of a lock that just started. Done the same way whether the username exists or not (the
 * job looks that up later), so the answer to the failure that locked it takes as long either way and does not
 * tell a guesser which usernames exist.
 */
export async function queueSignInLockNotice(ctx: RequestContext, username: string, failure: SignInFailure): Promise<void> {
  const notice: SignInLockNotice = {
    username: username.toLowerCase(),
    failuresInARow: failure.failuresInARow,
    lockSeconds: failure.lockSeconds,
    lockedAt: new Date().toISOString(),
  };
  await transactional(ctx, (tx) => addJob(tx.em, SIGN_IN_LOCK_NOTICE_TASK, { ...notice }, { maxAttempts: 10 }));
}

/** Admins who gave an address; without any, the business's own address (MAIL_TO of the server's settings) hears of it. */
async function recipients(em: EntityManager, appSettings: AppSettings): Promise<string[]> {
  const admins = await em.find(User, { role: UserRole.ADMIN, email: { $ne: null } }, { fields: ['email'], orderBy: { id: 'asc' } });
  const addresses = [...new Set(admins.map((admin) => admin.email!.trim()).filter(Boolean))];
  return addresses.length > 0 ? addresses : [appSettings.mail.businessAddress];
}

/**
 * For a username that belongs to an account: an audit event on that account and a mail to the admins, in one
 * transaction. A username nobody has is locked all the same, but there is no account to warn about (and a
 * guesser trying a thousand names must not send a thousand mails).
 */
export function signInLockNoticeTask(orm: MikroORM, appSettings: AppSettings): Task {
  return async (payload) => {
    const notice = payload as SignInLockNotice;
    await orm.em.fork().transactional(async (em) => {
      // Usernames are matched as the counters match them: `Admin` locks the account `admin`.
      const [account] = await em.find(User, { username: { $ilike: notice.username.replace(/[\\%_]/g, '\\$&') } }, { limit: 1 });
      if (!account) return;
      const lockedUntil = new Date(Date.parse(notice.lockedAt) + notice.lockSeconds * 1000).toISOString();
      recordAdminChange(em, null, {
        entityType: 'user',
        entityId: account.id,
        action: AuditAction.SIGN_IN_LOCKED,
        before: null,
        after: { failuresInARow: notice.failuresInARow, lockedAt: notice.lockedAt, lockedUntil },
      });
      for (const to of await recipients(em, appSettings)) {
        // Staff accounts have no language of their own: German, the business's language, as its other notifications.
        await queueMail(
          { em },
          {
            template: 'signInLocked',
            to,
            language: 'de',
            data: {
              username: account.username,
              failuresInARow: notice.failuresInARow,
              lockMinutes: Math.ceil(notice.lockSeconds / 60),
              lockedAt: notice.lockedAt,
            },
          },
        );
      }
    });
  };
}
