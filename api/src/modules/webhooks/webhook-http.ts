import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { performance } from 'node:perf_hooks';

/** What one POST came to: the answer's status and first 1 KB, or the network error; and how long it took. */
export interface PostOutcome {
  statusCode: number | null;
  responseBody: string | null;
  /** Node's error code (`ECONNREFUSED`, `CERT_HAS_EXPIRED`) or `TIMEOUT`; null when an answer came. */
  error: string | null;
  durationMs: number;
}

export const WEBHOOK_TIMEOUT_MS = 10_000;
const RESPONSE_KEPT_BYTES = 1024;

/**
 * POSTs `body` to `url`, connecting to `address` (checked by webhook-target.ts) whatever the name resolves to now; the
 * TLS certificate is still checked against the URL's host name. Node's client follows no redirects: a 3xx is an answer
 * like any other non-2xx. At most `timeoutMs` for everything, connection to the answer's end.
 */
export function postWebhook(
  url: URL,
  address: string,
  family: 4 | 6,
  body: string,
  headers: Record<string, string>,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<PostOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const pinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<PostOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...outcome, durationMs: elapsed() });
    };
    const request = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        lookup: pinned,
        agent: false,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on('data', (chunk: Buffer) => {
          if (kept >= RESPONSE_KEPT_BYTES) return;
          chunks.push(chunk);
          kept += chunk.length;
          // Enough to show staff; the rest is not waited for.
          if (kept >= RESPONSE_KEPT_BYTES) done();
        });
        const done = () => {
          const text = Buffer.concat(chunks).subarray(0, RESPONSE_KEPT_BYTES).toString('utf8');
          finish({ statusCode: response.statusCode ?? null, responseBody: text, error: null });
          response.destroy();
        };
        response.on('end', done);
        response.on('error', done);
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      const timedOut = error.name === 'AbortError' || error.name === 'TimeoutError';
      finish({ statusCode: null, responseBody: null, error: timedOut ? 'TIMEOUT' : String(error.code ?? error.message).slice(0, 300) });
    });
    request.end(body);
  });
}
