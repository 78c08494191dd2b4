import type { MikroORM } from '@mikro-orm/postgresql';
import type { Task } from 'graphile-worker';
import nodemailer from 'nodemailer';
import type { JobLog } from '../../jobs/job-queue.js';
import { Mail, MailStatus } from './mail.entity.js';

export interface MailTransportConfig {
  /** nodemailer transport URL (smtp://, smtps://); absent: mails are kept in the outbox, not sent. */
  smtpUrl?: string;
  /** The From header, e.g. `H2O Gersthofen <info@h2o-gersthofen.de>`. */
  from: string;
}

/**
 * The `send_mail` task: delivers one outbox row over SMTP. graphile-worker runs each job in one
 * worker at a time; a thrown error makes it try again later (exponential back-off) until the row's
 * attempts run out. A row that is no longer queued is never sent again.
 */
export function sendMailTask(orm: MikroORM, config: MailTransportConfig, log: JobLog): Task {
  // Timeouts well below nodemailer's minutes: a hanging server fails the attempt, the retry comes later.
  const transport = config.smtpUrl
    ? nodemailer.createTransport({ url: config.smtpUrl, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 })
    : null;
  const domain = /@([^>\s]+)>?\s*$/.exec(config.from)?.[1] ?? 'localhost';

  return async (payload, helpers) => {
    const mailId = Number((payload as { mailId?: unknown } | null)?.mailId);
    const em = orm.em.fork();
    const mail = await em.findOne(Mail, { id: mailId });
    if (!mail || mail.status !== MailStatus.QUEUED) return;

    if (!transport) {
      mail.status = MailStatus.KEPT;
      await em.flush();
      log.info({ mailId, template: mail.template }, 'mail kept in the outbox (no SMTP_URL)');
      return;
    }

    // Counted on the row, not taken from the job: an admin's retry starts a new job, the row keeps its total.
    mail.attempts += 1;
    try {
      await transport.sendMail({
        from: config.from,
        to: mail.recipient,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // The same id on every attempt: should a send be repeated after a crash, mail clients merge the two.
        messageId: `<mail-${mail.id}-${mail.createdAt.getTime()}@${domain}>`,
        headers: { ...mail.headers, 'Content-Language': mail.language },
      });
    } catch (error) {
      const lastAttempt = helpers.job.attempts >= helpers.job.max_attempts;
      mail.lastError = error instanceof Error ? error.message.slice(0, 1000) : String(error);
      if (lastAttempt) mail.status = MailStatus.FAILED;
      await em.flush();
      log.warn({ mailId, attempt: helpers.job.attempts, lastAttempt }, lastAttempt ? 'mail failed for good' : 'mail not sent yet; will retry');
      throw error;
    }
    mail.status = MailStatus.SENT;
    mail.sentAt = new Date();
    mail.lastError = null;
    await em.flush();
    log.info({ mailId, template: mail.template }, 'mail sent');
  };
}
