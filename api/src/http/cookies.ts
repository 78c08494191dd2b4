import type { FastifyRequest } from 'fastify';

/**
 * The server's cookies (session, cart): the whole site, not sent along from other sites' links or forms
 * (Lax), and Secure when the visitor reached us over TLS (behind TRUST_PROXY: X-Forwarded-Proto), as
 * docs/DESIGN.md asks of session cookies.
 */
export function siteCookieOptions(request: FastifyRequest) {
  return { path: '/', sameSite: 'lax', secure: request.protocol === 'https' } as const;
}
