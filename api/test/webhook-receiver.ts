import { createHmac, timingSafeEqual } from 'node:crypto';
import { type IncomingHttpHeaders, createServer } from 'node:http';

/** One POST a webhook receiver took, as it came. */
export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  /** `http://127.0.0.1:<port>`: register `${url}/<path>` (the test apps run with WEBHOOKS_ALLOW_LOCAL). */
  url: string;
  /** Every request taken so far, in order. */
  received: Received[];
  /** What it answers on a path (default 200 "ok"; a 302 names /redirect-target, anything else says "trouble"). */
  answers: Map<string, number>;
  /** The requests taken on one path. */
  at(path: string): Received[];
  close(): Promise<void>;
}

/** A partner's server as a real HTTP server on loopback: it keeps what arrives and answers as told. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: Received[] = [];
  const answers = new Map<string, number>();
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8').on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ path: request.url!, headers: request.headers, body });
      const status = answers.get(request.url!) ?? 200;
      response
        .writeHead(status, { 'content-type': 'text/plain', ...(status === 302 ? { location: '/redirect-target' } : {}) })
        .end(status === 200 ? 'ok' : `trouble ${'x'.repeat(2000)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    received,
    answers,
    at: (path) => received.filter((request) => request.path === path),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * A partner's check of a delivery, as README "Webhooks" shows it: the HMAC of `<t>.<raw body>` under the whole secret,
 * compared in constant time, and `t` no older than 5 minutes.
 */
export function signatureValid(secret: string, rawBody: string, signatureHeader: string, toleranceSeconds = 300): boolean {
  const parts = Object.fromEntries(signatureHeader.split(',').map((part) => part.split('=')));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false; // replayed or stale
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  return (
    typeof parts.v1 === 'string' && parts.v1.length === expected.length && timingSafeEqual(Buffer.from(parts.v1), Buffer.from(expected))
  );
}
