import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig } from '@mikro-orm/postgresql';
import { join } from 'node:path';
import { entities, routines } from './entities.js';

export function ormConfig(clientUrl: string) {
  return defineConfig({
    clientUrl,
    entities,
    routines,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    pool: { min: 0, max: 10 },
    // pg waits forever for a connection by default: a database that does not answer (or a pool whose
    // connections are all busy) fails the request after 5 s instead, answered 503 (db/database-unavailable.ts).
    driverOptions: { connectionTimeoutMillis: 5_000 },
    // Never create the database on connect: a mistyped name in DATABASE_URL must fail, not start empty
    // (openDatabase checks that it exists before the migrator, which would create it, runs).
    ensureDatabase: false,
    // Dates are stored and read in UTC; the course order compares dates in Europe/Berlin explicitly.
    timezone: '+00:00',
    // Owned by the rate limiter (its shape is rate-limiter-flexible's); created by its own migration.
    // graphile-worker's job queue lives in its own schema, migrated by the library (jobs/job-queue.ts); so do the
    // orders of the local PayPal stand-in (development and tests only), created by the stand-in itself.
    // ignoreTriggers: the page cache's NOTIFY triggers (Migration20261203040000) belong to a migration, not to the
    // entities; without it the schema diff would drop them.
    schemaGenerator: { skipTables: ['rate_limits'], ignoreSchema: ['graphile_worker', 'paypal_stand_in'], ignoreTriggers: true },
    migrations: {
      path: join(import.meta.dirname, 'migrations'),
      glob: '!(*.d).{js,ts}',
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      emit: 'ts',
      snapshot: false,
      // openDatabase reports what it applied in one line.
      silent: true,
    },
  });
}
