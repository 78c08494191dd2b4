import { MikroORM } from '@mikro-orm/postgresql';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { ormConfig } from './orm.config.js';

export interface Database {
  orm: MikroORM;
  /** Names of the migrations this start applied. */
  appliedMigrations: string[];
  /** Where the database lives, for the start-up message (password removed). */
  location: string;
  close(): Promise<void>;
}

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL in `dataDir` when none is given,
 * and applies pending migrations.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<Database> {
  const embedded = options.databaseUrl ? null : await startEmbeddedPostgres(options.dataDir);
  const url = options.databaseUrl ?? embedded!.url;
  try {
    const orm = await MikroORM.init(ormConfig(url));
    const applied = await orm.migrator.up();
    return {
      orm,
      appliedMigrations: applied.map((migration) => migration.name),
      location: embedded ? `embedded PostgreSQL in ${options.dataDir}` : redactPassword(url),
      async close() {
        await orm.close(true);
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}
