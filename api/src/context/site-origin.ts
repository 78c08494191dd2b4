import type { RequestContext } from './request-context.js';

let publicUrl: string | undefined;

/** Set once at start-up (createServer) from PUBLIC_URL. */
export function configureSiteOrigin(next: string | undefined): void {
  publicUrl = next;
}

/**
 * Where links in mails and payment return addresses point. PUBLIC_URL when set, as it always is in production
 * (config.ts refuses to start without it); else the origin the visitor's request reached if its host names this
 * machine, or localhost (http/request-origin.ts): a forged Host header never lands in a mail.
 */
export function siteOrigin(ctx: Pick<RequestContext, 'origin'>): string {
  const origin = publicUrl ?? ctx.origin;
  if (!origin) throw new Error('links need PUBLIC_URL or a request origin');
  return origin;
}
