import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';

/** `/health`: the process answers. `/ready`: the database answers and no migration is pending. */
export function registerHealthRoutes(app: FastifyInstance, orm: MikroORM) {
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/ready', async (_request, reply) => {
    try {
      await orm.em.fork().execute('select 1');
      const pending = await orm.migrator.getPending();
      if (pending.length > 0) return reply.code(503).send({ status: 'migrations pending', pending: pending.map((m) => m.name) });
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'database unavailable' });
    }
  });
}
