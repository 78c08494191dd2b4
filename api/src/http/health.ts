import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { RETRY_AFTER_SECONDS } from '../db/database-unavailable.js';
import { apiMessage } from './api-messages.js';
import { languageOf } from './client-errors.js';

/**
 * Whether the app has finished starting (database reached, migrations applied, admin ensured). main.ts
 * listens before that, so `/health` answers and a load balancer sees "not ready" instead of nothing.
 */
export interface StartupState {
  ready: boolean;
  /**
   * Set on SIGTERM, while the app still serves: `/ready` says 503 so a load balancer stops sending new requests, and
   * every answer says `Connection: close` so kept-alive connections end after their next answer, never in between.
   */
  stopping?: boolean;
}

const ALWAYS_OPEN = new Set(['/health', '/ready']);

/**
 * `/health`: the process answers. `/ready`: start-up has finished, the database answers and no migration
 * is pending. Until `startup.ready`, every other request gets a 503 JSON error with `Retry-After`.
 */
export function registerHealthRoutes(app: FastifyInstance, orm: MikroORM, startup: StartupState = { ready: true }) {
  // Synchronous: it runs for every request, and costs nothing once the app is ready.
  app.addHook('onRequest', (request, reply, done) => {
    if (startup.ready || ALWAYS_OPEN.has(request.url.split('?')[0])) return done();
    reply
      .code(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send({ code: 'SERVICE_UNAVAILABLE', message: apiMessage(languageOf(request), 'starting') });
  });
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/ready', async (_request, reply) => {
    if (startup.stopping) return reply.code(503).send({ status: 'stopping' });
    if (!startup.ready) return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ status: 'starting' });
    try {
      if (!(await orm.checkConnection()).ok) return reply.code(503).send({ status: 'database unavailable' });
      const pending = await orm.migrator.getPending();
      if (pending.length > 0) return reply.code(503).send({ status: 'migrations pending', pending: pending.map((m) => m.name) });
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'database unavailable' });
    }
  });
}
