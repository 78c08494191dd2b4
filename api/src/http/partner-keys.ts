import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import type { PartnerPrincipal } from '../context/request-context.js';
import { PartnerKeyUsage } from '../modules/partner-keys/partner-key-usage.js';
import { looksLikePartnerKey } from '../modules/partner-keys/partner-key.secret.js';
import { findActivePartnerKey, partnerPrincipal } from '../modules/partner-keys/partner-key.service.js';
import { bearerTokenOf, isApiPath } from './session.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The partner key the request came with, valid and not revoked; null: none (see registerPartnerKeys). */
    partner: PartnerPrincipal | null;
  }
}

/**
 * Partner API keys on /graphql and /api: a bearer token that begins `h2o_live_` is looked up by its hash on every
 * request (never cached: a revocation holds at once, on every instance). In onRequest, before the rate limits' hooks
 * (route-level, so they run after this app-level one), because a valid key spends its own budget instead of the
 * address's. A key that is not valid is left to the session check (./session.ts), which answers 401 after the address's
 * budget has counted the request: guessing keys costs the guesser's address like any request.
 */
export function registerPartnerKeys(app: FastifyInstance, rootEm: EntityManager) {
  const usage = new PartnerKeyUsage();
  app.decorateRequest('partner', null);
  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request.url)) return;
    const token = bearerTokenOf(request);
    if (!token || !looksLikePartnerKey(token)) return;
    const em = rootEm.fork();
    const key = await findActivePartnerKey(em, token);
    if (!key) return;
    request.partner = partnerPrincipal(key);
    try {
      await usage.noteRequest(em, key);
    } catch (error) {
      // The minute's `lastUsedAt` can wait for the next request; the request itself is served.
      request.log.warn({ err: error, partnerKey: key.prefix }, 'Could not record the use of a partner key');
    }
  });
}
