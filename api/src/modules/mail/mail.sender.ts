import type { MikroORM } from '@mikro-orm/postgresql';
import type { Task } from 'graphile-worker';
import nodemailer from 'nodemailer';
import type { MailDelivery } from '../../config.js';
import { retryWhileDatabaseUnavailable } from '../../db/database-unavailable.js';
import type { JobLog } from '../../jobs/job-queue.js';
import type { TaskSetup } from '../../jobs/job-tasks.js';
import { startMailCatcher } from './mail-catcher.js';
import { Mail, MailStatus } from './mail.entity.js';

export interface MailTransportConfig {
  /** nodemailer transport URL (smtp://, smtps://) with `delivery` 'smtp'. */
  smtpUrl?: string;
  delivery: MailDelivery;
  /** The From header, e.g. `H2O Gersthofen <info@h2o-gersthofen.de>`. */
  from: string;
}

/** The `send_mail` task; with delivery 'catcher' it first starts the embedded mail catcher, stopped with the worker. */
export async function sendMailTaskWithCatcher({ orm, config, log, onStop }: TaskSetup): Promise<Task> {
  if (config.mail.delivery !== 'catcher') return sendMailTask(orm, config.mail, log, onStop);
  const catcher = await startMailCatcher(orm, log);
  const task = sendMailTask(orm, { ...config.mail, smtpUrl: catcher.url }, log, onStop);
  onStop(catcher.stop);
  return task;
}

/**
 * The `send_mail` task: delivers one outbox row over SMTP (to SMTP_URL's server, or to the embedded catcher).
 * graphile-worker runs each job in one worker at a time; a thrown error makes it try again later (exponential
 * back-off) until the row's attempts run out. A row that is no longer queued is never sent again.
 */
export function sendMailTask(orm: MikroORM, config: MailTransportConfig, log: JobLog, onStop?: (stop: () => Promise<void>) => void): Task {
  // Timeouts well below nodemailer's minutes: a hanging server fails the attempt, the retry comes later.
  const transport =
    config.delivery !== 'none' && config.smtpUrl
      ? // Pooled: a connection is kept and reused for the next mails (a newsletter's thousands would otherwise each open one).
        nodemailer.createTransport({
          url: config.smtpUrl,
          pool: true,
          maxConnections: 4,
          connectionTimeout: 30_000,
          greetingTimeout: 30_000,
          socketTimeout: 60_000,
        })
      : null;
  // The pool's open connections close with the worker.
  if (transport) onStop?.(async () => transport.close());
  const domain = /@([^>\s]+)>?\s*$/.exec(config.from)?.[1] ?? 'localhost';
  const accepted = config.delivery === 'catcher' ? MailStatus.CAUGHT : MailStatus.SENT;

  return async (payload, helpers) => {
    const mailId = Number((payload as { mailId?: unknown } | null)?.mailId);
    const em = orm.em.fork();
    const mail = await em.findOne(Mail, { id: mailId });
    if (!mail || mail.status !== MailStatus.QUEUED) return;

    if (!transport) {
      // Production without SMTP_URL: said as it is, never "sent".
      mail.status = MailStatus.NOT_SENT;
      await em.flush();
      log.warn({ mailId, template: mail.template }, 'mail not sent: no mail server configured (SMTP_URL)');
      return;
    }

    // Counted on the row, not taken from the job: an admin's retry starts a new job, the row keeps its total.
    mail.attempts += 1;
    // The same id on every attempt: should a send be repeated after a crash, mail clients merge the two.
    mail.messageId ??= `<mail-${mail.id}-${mail.createdAt.getTime()}@${domain}>`;
    let response: string;
    try {
      const info = await transport.sendMail({
        from: config.from,
        to: mail.recipient,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        headers: { ...mail.headers, 'Content-Language': mail.language },
      });
      response = info.response;
    } catch (error) {
      const lastAttempt = helpers.job.attempts >= helpers.job.max_attempts;
      mail.lastError = error instanceof Error ? error.message.slice(0, 1000) : String(error);
      mail.serverResponse = mail.lastError;
      if (lastAttempt) mail.status = MailStatus.FAILED;
      await em.flush();
      log.warn(
        { mailId, attempt: helpers.job.attempts, lastAttempt },
        lastAttempt ? 'mail failed for good' : 'mail not sent yet; will retry',
      );
      throw error;
    }
    // The server has the mail: recording that must not fail the job (a retry would send it again), so a database
    // that is away for the moment is waited for, on a fresh EntityManager each time.
    const delivered = {
      status: accepted,
      sentAt: new Date(),
      lastError: null,
      serverResponse: response.slice(0, 1000),
      attempts: mail.attempts,
      messageId: mail.messageId,
    };
    await retryWhileDatabaseUnavailable(() => orm.em.fork().nativeUpdate(Mail, { id: mail.id }, delivered), {
      onRetry: () => log.warn({ mailId }, 'mail sent; recording it waits for the database'),
    });
    log.info(
      { mailId, template: mail.template },
      accepted === MailStatus.CAUGHT ? 'mail caught by the embedded mail catcher' : 'mail sent',
    );
  };
}
