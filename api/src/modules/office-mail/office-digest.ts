import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Task } from 'graphile-worker';
import type { AppSettings } from '../../app-settings.js';
import type { JobLog } from '../../jobs/job-queue.js';
import { queueMail } from '../mail/index.js';
import { HeldOfficeMail } from './held-office-mail.entity.js';
import { DIGEST_LISTED, OFFICE_LANGUAGE, OFFICE_TEMPLATES, type OfficeTemplate, digestKinds } from './office-mail.rules.js';
import { OfficeMailWindow } from './office-mail-window.entity.js';
import { countHeldByTemplate } from './office-mail.repository.js';
import { lockOfficeWindows } from './office-mail.service.js';
import { officeRecipients } from './office-recipients.js';

/**
 * Queues the digest of one window: how many notifications of each kind were held, the first DIGEST_LISTED of them in a
 * line each, and links to the admin views that list them all. Under the windows' lock and once per window (`digestedAt`),
 * so the job on two instances, a retry or a run after a restart queue it once; a notification after it opens a new
 * window. Returns how many held notifications it stood for (0: nothing to do).
 */
export async function sendOfficeDigest(rootEm: EntityManager, appSettings: AppSettings, windowId: number): Promise<number> {
  return rootEm.fork().transactional(async (em) => {
    await lockOfficeWindows(em);
    const window = await em.findOne(OfficeMailWindow, windowId, { refresh: true });
    if (!window || window.digestedAt) return 0;
    window.digestedAt = new Date();
    const counts = await countHeldByTemplate(em, windowId);
    const held = counts.reduce((sum, { count }) => sum + count, 0);
    if (held > 0) {
      const listed = await em.find(HeldOfficeMail, { window: windowId }, { orderBy: { id: 'asc' }, limit: DIGEST_LISTED });
      const origin = appSettings.publicUrl ?? window.siteOrigin ?? '';
      const data = {
        windowStart: window.startedAt.toISOString(),
        windowEnd: window.endsAt.toISOString(),
        perHour: appSettings.mail.officeMailsPerHour,
        held,
        kinds: digestKinds(counts, origin),
        listed: listed.map((row) => ({
          kind: OFFICE_TEMPLATES[row.template as OfficeTemplate],
          summary: row.summary,
          at: row.createdAt.toISOString(),
        })),
        notListed: Math.max(0, held - listed.length),
      };
      for (const to of await officeRecipients(em, appSettings.mail)) {
        await queueMail({ em }, { template: 'officeDigest', to, language: OFFICE_LANGUAGE, data });
      }
      // What was held is in the digest now; the messages, requests and orders themselves stay where they are.
      await em.nativeDelete(HeldOfficeMail, { window: windowId });
    }
    await em.flush();
    return held;
  });
}

/** The digest's job (payload `{ windowId }`), added with the window's first held notification, keyed by the window. */
export function officeDigestTask(orm: MikroORM, appSettings: AppSettings, log: JobLog): Task {
  return async (payload) => {
    const windowId = Number((payload as { windowId?: unknown } | null)?.windowId);
    if (!Number.isSafeInteger(windowId)) return;
    const held = await sendOfficeDigest(orm.em, appSettings, windowId);
    if (held > 0) log.info({ windowId, held }, 'office digest queued');
  };
}
