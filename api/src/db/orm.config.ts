import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig } from '@mikro-orm/postgresql';
import { join } from 'node:path';
import { entities } from './entities.js';

export const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');

export function ormConfig(clientUrl: string, options: { debug?: boolean; poolMax?: number } = {}) {
  return defineConfig({
    clientUrl,
    entities,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    debug: options.debug ?? false,
    pool: { min: 0, max: options.poolMax ?? 10 },
    // Dates are stored and read in UTC; the course order compares dates in Europe/Berlin explicitly.
    timezone: '+00:00',
    migrations: {
      path: MIGRATIONS_DIR,
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
