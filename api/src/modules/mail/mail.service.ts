import type { EntityManager } from '@mikro-orm/postgresql';
import type { MailDelivery } from '../../config.js';
import type { Language } from '../../context/language.js';
import { addJob } from '../../jobs/job-queue.js';
import { Mail, MailStatus } from './mail.entity.js';
import { renderMail, translator } from './mail.render.js';
import { type MailTemplateData, type MailTemplateName, mailTemplate, readMailFrame } from './mail-registry.js';

/** The job that sends one outbox row (mail.sender.ts). */
export const SEND_MAIL_TASK = 'send_mail';
/** graphile-worker's back-off is exp(min(attempt, 10)) s: 25 attempts keep trying for about four days. */
export const SEND_MAIL_MAX_ATTEMPTS = 25;

/**
 * The job key of an outbox row's `send_mail` job: one job per row (an admin's retry replaces a dead one), and the
 * admins' outbox list finds a row's job by it in graphile-worker's public `jobs` view.
 */
export const sendMailJobKey = (mailId: number) => `${SEND_MAIL_TASK}:${mailId}`;

/** The server's mail settings (AppSettings.mail, from MAIL_TO, RATE_LIMIT_MAILS_PER_RECIPIENT and RATE_LIMIT_OFFICE_MAILS_PER_HOUR). */
export interface MailSettings {
  /** MAIL_TO: where the office's notifications go (modules/office-mail/office-recipients.ts decides). */
  businessAddress: string;
  /** At most this many mails per hour to one address a visitor typed (./visitor-mail.ts); 0: no limit. */
  visitorMailsPerHour: number;
  /** At most this many notifications an hour to the office, the rest folded into one digest (modules/office-mail); 0: no limit. */
  officeMailsPerHour: number;
  /** How mails leave (config.ts `MailDelivery`), for messages that say where a mail went. */
  delivery: MailDelivery;
}

export interface QueueMail<T extends MailTemplateName> {
  template: T;
  /** The recipient's address (notifications to the office: modules/office-mail fills in the office's). */
  to: string;
  language: Language;
  data: MailTemplateData<T>;
  /** Where the recipient's answer goes (the visitor, on a notification to the business). */
  replyTo?: string;
}

/**
 * Renders a mail and puts it in the outbox in the caller's transaction: pass the `tx` that
 * `transactional(ctx, tx => …)` gives (or any `{ em }` inside a transaction). The outbox row and its
 * `send_mail` job commit with the form's data or not at all; the worker sends after the commit.
 */
export async function queueMail<T extends MailTemplateName>(tx: { em: EntityManager }, mail: QueueMail<T>): Promise<Mail> {
  // Checked first: outside a transaction the row below would be committed on its own, without its job.
  if (!tx.em.isInTransaction()) throw new Error(`queueMail(${mail.template}) must run inside the transaction of the write that causes it`);
  const render = mailTemplate(mail.template);
  const { sender, demo } = await readMailFrame(tx.em);
  const rendered = renderMail(render(mail.data, translator(mail.language)), mail.language, sender, demo);
  const row = tx.em.create(Mail, {
    recipient: mail.to,
    replyTo: mail.replyTo ?? null,
    template: mail.template,
    language: mail.language,
    ...rendered,
  });
  await tx.em.flush();
  await addJob(tx.em, SEND_MAIL_TASK, { mailId: row.id }, { maxAttempts: SEND_MAIL_MAX_ATTEMPTS, jobKey: sendMailJobKey(row.id) });
  return row;
}

/**
 * Many mails at once (a newsletter batch), as queueMail does one: rendered, inserted together, and their
 * `send_mail` jobs added in one call (graphile-worker's `add_jobs`), all in the caller's transaction. Returns the
 * outbox rows' ids in the order of `mails`.
 */
export async function queueMails<T extends MailTemplateName>(tx: { em: EntityManager }, mails: QueueMail<T>[]): Promise<number[]> {
  if (!tx.em.isInTransaction()) throw new Error('queueMails must run inside the transaction of the write that causes it');
  if (mails.length === 0) return [];
  const { sender, demo } = await readMailFrame(tx.em);
  const now = new Date();
  const rows = mails.map((mail) => {
    const render = mailTemplate(mail.template);
    const rendered = renderMail(render(mail.data, translator(mail.language)), mail.language, sender, demo);
    return {
      recipient: mail.to,
      replyTo: mail.replyTo ?? null,
      template: mail.template,
      language: mail.language,
      ...rendered,
      status: MailStatus.QUEUED,
      attempts: 0,
      createdAt: now,
    };
  });
  // One flush: MikroORM writes them as multi-row inserts and reads their ids back.
  const entities = rows.map((row) => tx.em.create(Mail, row));
  await tx.em.flush();
  const ids = entities.map((entity) => entity.id);
  const specs = ids.map((mailId) => ({
    identifier: SEND_MAIL_TASK,
    payload: { mailId },
    max_attempts: SEND_MAIL_MAX_ATTEMPTS,
    job_key: sendMailJobKey(mailId),
  }));
  await tx.em.execute(
    'select graphile_worker.add_jobs(array(select json_populate_recordset(null::graphile_worker.job_spec, cast(? as json))))',
    [JSON.stringify(specs)],
  );
  return ids;
}

/** A mail as queueMail would render it (subject, text, HTML, headers), without queueing it: staff's previews. */
export async function renderMailPreview<T extends MailTemplateName>(
  em: EntityManager,
  mail: Pick<QueueMail<T>, 'template' | 'language' | 'data'>,
) {
  const render = mailTemplate(mail.template);
  const { sender, demo } = await readMailFrame(em);
  return renderMail(render(mail.data, translator(mail.language)), mail.language, sender, demo);
}
