import { formatInstantDateTime } from '../mail/mail.format.js';
import type { MailContent } from '../mail/mail.layout.js';
import { standardFooter } from '../mail/mail.render.js';
import type { Translate } from '../mail/mail-registry.js';

/** To the admins: a username was locked after failed sign-ins in a row (sign-in.throttle.ts). */
export interface SignInLockedMailData {
  /** The account's username as stored. */
  username: string;
  failuresInARow: number;
  /** How long the first lock lasts; further failures double it. */
  lockMinutes: number;
  /** ISO date-time of the failure that locked it. */
  lockedAt: string;
}

/** The sign-in lock notice (texts: sign-in-lock.messages.ts), registered by the auth module. */
export const signInLockMailTemplates = {
  /**
   * To the admins (German): someone keeps failing to sign in as this account, maybe from many addresses, so it is
   * locked for a growing while. Once per lock, not per attempt; remembered browsers still sign in.
   */
  signInLocked(data: SignInLockedMailData, t: Translate): MailContent {
    return {
      subject: t('mail.signInLocked.subject', { username: data.username }),
      blocks: [
        { kind: 'heading', text: t('mail.signInLocked.heading', { username: data.username }) },
        {
          kind: 'paragraph',
          text: t('mail.signInLocked.intro', { username: data.username, failures: data.failuresInARow, minutes: data.lockMinutes }),
        },
        {
          kind: 'fields',
          rows: [
            { label: t('mail.signInLocked.account'), value: data.username },
            { label: t('mail.signInLocked.failures'), value: String(data.failuresInARow) },
            { label: t('mail.signInLocked.lockedAt'), value: formatInstantDateTime(data.lockedAt, t.language) },
          ],
        },
        { kind: 'paragraph', text: t('mail.signInLocked.devices') },
        { kind: 'paragraph', text: t('mail.signInLocked.advice') },
      ],
      footer: standardFooter(t, 'mail.footer.signInLocked'),
    };
  },
} satisfies Record<string, (data: never, t: Translate) => MailContent>;

type SignInLockMailTemplates = typeof signInLockMailTemplates;
declare module '../mail/mail-registry.js' {
  interface MailTemplates extends SignInLockMailTemplates {}
}
