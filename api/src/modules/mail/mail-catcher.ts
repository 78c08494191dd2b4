import type { MikroORM } from '@mikro-orm/postgresql';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { JobLog } from '../../jobs/job-queue.js';
import { CaughtMail } from './caught-mail.entity.js';

/** A mail bigger than this is refused by the catcher (the app's own mails are a few dozen KB). */
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

export interface MailCatcher {
  /** smtp://127.0.0.1:<port>: where the sender delivers instead of SMTP_URL. */
  url: string;
  stop(): Promise<void>;
}

/**
 * The embedded mail catcher for `npm start` without SMTP_URL (never in production): a real SMTP server on this
 * machine's loopback address, like Mailpit, to which the app sends exactly as it would to a real one. Each mail it
 * receives is stored in `caught_mails` (parsed, with its source), where admins read it on the outbox screen; it
 * answers `250` only once the copy is stored, so a mail the outbox calls caught can always be read.
 */
export async function startMailCatcher(orm: MikroORM, log: JobLog): Promise<MailCatcher> {
  const server = new SMTPServer({
    // Plain SMTP on the loopback address only: no TLS (no certificate), no login.
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    banner: "H2O mail catcher (no SMTP_URL set): mails are kept for the admins' outbox, not delivered",
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          callback(Object.assign(new Error(`Message exceeds the catcher's limit of ${MAX_MESSAGE_BYTES} bytes`), { responseCode: 552 }));
          return;
        }
        const source = Buffer.concat(chunks);
        store(
          orm,
          source,
          session.envelope.rcptTo.map((to) => to.address),
        )
          .then((id) => callback(null, `Caught as #${id}`))
          .catch((error: unknown) => {
            log.error({ err: error }, 'mail catcher could not store a mail');
            callback(Object.assign(new Error('The catcher could not store the mail; try again later'), { responseCode: 451 }));
          });
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  server.on('error', (error) => log.warn({ err: error }, 'mail catcher error'));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function store(orm: MikroORM, source: Buffer, recipients: string[]): Promise<number> {
  const parsed = await simpleParser(source);
  const em = orm.em.fork();
  const caught = em.create(CaughtMail, {
    messageId: parsed.messageId ?? null,
    recipients: recipients.join(', '),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    source: source.toString('utf8'),
  });
  await em.flush();
  return caught.id;
}
