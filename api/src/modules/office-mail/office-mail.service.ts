import type { EntityManager } from '@mikro-orm/postgresql';
import { addJob } from '../../jobs/job-queue.js';
import { type MailSettings, type MailTemplateData, queueMail } from '../mail/index.js';
import type { Mail } from '../mail/mail.entity.js';
import { HeldOfficeMail } from './held-office-mail.entity.js';
import {
  OFFICE_DIGEST_TASK,
  OFFICE_LANGUAGE,
  OFFICE_WINDOW_MS,
  type OfficeTemplate,
  heldSummary,
  officeDigestJobKey,
} from './office-mail.rules.js';
import { OfficeMailWindow } from './office-mail-window.entity.js';
import { officeRecipients } from './office-recipients.js';

export interface OfficeMail<T extends OfficeTemplate> {
  template: T;
  data: MailTemplateData<T>;
  /** Where the office's answer goes (the visitor, the customer). */
  replyTo?: string;
  /** The site's origin as the caller knows it (the request's, the order's): the digest's links when PUBLIC_URL is not set. */
  origin?: string | null;
}

interface OfficeMailLog {
  info(obj: object, msg?: string): void;
}

/** One lock for the office's budget, whichever instance and form: taken before the window is read, held until the write commits. */
const WINDOW_LOCK = 'office-mail-window';

/**
 * The one door for notifications to the school's own addresses: queues the mail (in the office's language, to each
 * office address, in the caller's transaction) while the hour's budget lasts, and beyond it holds the notification for
 * the window's digest instead. Returns the outbox rows queued: none when it was held. The budget is counted under an
 * advisory lock in the caller's transaction, so concurrent writes on any instance queue at most the budget and a
 * write that rolls back counts nothing.
 */
export async function queueOfficeMail<T extends OfficeTemplate>(
  tx: { em: EntityManager; log?: OfficeMailLog },
  settings: MailSettings,
  mail: OfficeMail<T>,
): Promise<Mail[]> {
  const { em } = tx;
  if (!em.isInTransaction())
    throw new Error(`queueOfficeMail(${mail.template}) must run inside the transaction of the write that causes it`);
  if (settings.officeMailsPerHour > 0) {
    const window = await currentWindow(em);
    if (window.notified >= settings.officeMailsPerHour) {
      await hold(em, window, mail);
      if (window.held === 1)
        tx.log?.info(
          { windowId: window.id, limitPerHour: settings.officeMailsPerHour },
          "office notifications over the hour's budget: the rest go into one digest",
        );
      return [];
    }
    window.notified += 1;
    await em.flush();
  }
  const queued: Mail[] = [];
  for (const to of await officeRecipients(em, settings)) {
    queued.push(
      await queueMail({ em }, {
        template: mail.template,
        to,
        language: OFFICE_LANGUAGE,
        data: mail.data,
        replyTo: mail.replyTo,
      } as Parameters<typeof queueMail<T>>[1]),
    );
  }
  return queued;
}

/** Serialises everything that reads or changes the windows until the caller's transaction ends (its writes and the digest). */
export async function lockOfficeWindows(em: EntityManager): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [WINDOW_LOCK]);
}

/** The open window (not ended, not digested), or a new one from now: read under the lock, so all instances share it. */
async function currentWindow(em: EntityManager): Promise<OfficeMailWindow> {
  await lockOfficeWindows(em);
  const now = new Date();
  // Read afresh: another transaction may have counted since this EntityManager last saw the row.
  const open = await em.findOne(OfficeMailWindow, { endsAt: { $gt: now }, digestedAt: null }, { orderBy: { id: 'desc' }, refresh: true });
  if (open) return open;
  const window = em.create(OfficeMailWindow, { startedAt: now, endsAt: new Date(now.getTime() + OFFICE_WINDOW_MS) });
  await em.flush();
  return window;
}

/** Keeps what the digest names of a held notification, and schedules the digest with the first one held. */
async function hold<T extends OfficeTemplate>(em: EntityManager, window: OfficeMailWindow, mail: OfficeMail<T>): Promise<void> {
  window.held += 1;
  window.siteOrigin ??= mail.origin || null;
  em.create(HeldOfficeMail, { window, template: mail.template, summary: heldSummary(mail.template, mail.data) });
  await em.flush();
  // Keyed by the window: one job, whichever instance holds first; it runs when the window ends (office-digest.ts).
  if (window.held === 1)
    await addJob(em, OFFICE_DIGEST_TASK, { windowId: window.id }, { runAt: window.endsAt, jobKey: officeDigestJobKey(window.id) });
}
