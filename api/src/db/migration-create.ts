import { MikroORM } from '@mikro-orm/postgresql';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { StartupError } from '../util/startup-error.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { ormConfig } from './orm.config.js';

export interface CreateMigrationOptions {
  /** A scratch database to diff against; without it a throw-away embedded PostgreSQL is started. */
  databaseUrl?: string;
  /** The whole schema as one migration, for an empty database (MikroORM's `--initial`). */
  initial?: boolean;
  /** Ends the file and class name (`Migration<timestamp>_<name>`), as the hand-named migrations do. */
  name?: string;
  /** Where the file goes; the migrations folder of orm.config.ts unless given. */
  directory?: string;
}

/**
 * Writes the migration that turns the database the existing migrations build into what the entities
 * declare, and returns its path, or null when entities and migrations agree. Without a database URL the
 * database is an embedded PostgreSQL in a temporary folder, with the existing migrations applied, so
 * a newcomer needs no PostgreSQL of their own; it is stopped and its folder removed afterwards.
 */
export async function createMigration(options: CreateMigrationOptions): Promise<string | null> {
  if (options.databaseUrl) return diffInto(options.databaseUrl, { ...options, applyMigrations: false });
  const dataDir = mkdtempSync(join(tmpdir(), 'h2o-migration-create-'));
  chmodSync(dataDir, 0o755); // run as root, the server runs as the unprivileged postgres user and must reach it
  try {
    const embedded = await startEmbeddedPostgres(dataDir, { persistent: false });
    try {
      // An initial migration is diffed against the empty database; any other against the migrated one.
      return await diffInto(embedded.url, { ...options, applyMigrations: !options.initial });
    } finally {
      await embedded.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The embedded database is migrated here; a DATABASE_URL's is diffed as it is (it may be more than a scratch
 * one, and `npm run db:migrate` is the command that changes it). With migrations pending the diff would
 * repeat them in the new file, so that is refused.
 */
async function diffInto(databaseUrl: string, options: CreateMigrationOptions & { applyMigrations: boolean }) {
  const orm = await MikroORM.init(ormConfig(databaseUrl));
  try {
    if (options.applyMigrations) await orm.migrator.up();
    const pending = options.initial ? [] : await orm.migrator.getPending();
    if (pending.length > 0) {
      throw new StartupError(
        `${pending.length} migration(s) not applied to DATABASE_URL's database (${pending[0].name}…): run \`npm run db:migrate\` on it first, or leave DATABASE_URL unset to use a throw-away embedded database.`,
      );
    }
    const directory = options.directory ?? orm.config.get('migrations').path!;
    const result = await orm.migrator.create(directory, false, options.initial ?? false, options.name);
    return result.fileName ? resolve(directory, result.fileName) : null;
  } finally {
    await orm.close(true);
  }
}
