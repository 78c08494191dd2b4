import type { RequestContext } from './request-context.js';

/**
 * Where links in mails and payment return addresses point: the context's origin, which the server made from
 * its own PUBLIC_URL when set, as it always is in production (config.ts refuses to start without it); else the
 * origin the visitor's request reached if its host names this machine, or localhost (http/context-from-request.ts,
 * http/request-origin.ts): a forged Host header never lands in a mail.
 */
export function siteOrigin(ctx: Pick<RequestContext, 'origin'>): string {
  const origin = ctx.origin;
  if (!origin) throw new Error('links need PUBLIC_URL or a request origin');
  return origin;
}
