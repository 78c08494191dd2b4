import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server in the test process: receives what the app sends, and can be stopped and started again. */
export interface SmtpInbox {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** Every mail received so far, parsed. */
  received: ParsedMail[];
  /** Resolves once `count` mails matching `filter` have arrived. */
  waitFor(count: number, filter?: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail[]>;
  /** Stops listening; connections to the port are refused until start(). */
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const received: ParsedMail[] = [];
  let port = 0;
  let server: SMTPServer | null = null;

  async function start() {
    server = new SMTPServer({
      // Plain SMTP like Mailpit: no TLS (no certificate to trust), no login.
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      disableReverseLookup: true,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(port, '127.0.0.1', () => resolve());
    });
    port = (server.server.address() as { port: number }).port;
  }

  await start();
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(count, filter = () => true, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const matching = received.filter(filter);
        if (matching.length >= count) return matching;
        if (Date.now() > deadline) throw new Error(`expected ${count} mail(s), got ${matching.length} after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      await new Promise<void>((resolve) => server!.close(() => resolve()));
    },
    start,
  };
}
