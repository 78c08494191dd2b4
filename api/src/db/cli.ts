import 'reflect-metadata';
import { resolve } from 'node:path';
import { loadConfig } from '../config.js';
import { StartupError, describeError, displayPath } from '../util/startup-error.js';
import { checkAdminPasswordCanBeSaved, saveGeneratedAdminPassword } from './admin-password-file.js';
import { openDatabase } from './database.js';
import { createMigration } from './migration-create.js';
import { seedDemoData } from './seeders/demo-data.js';

/**
 * `npm run db:migrate` applies pending migrations; `npm run db:seed` loads the demo data (once).
 * `npm run db:migration:create` (developers) writes the migration from the difference between the entities and
 * the database the existing migrations build: on DATABASE_URL (a scratch database) when set, else on a
 * throw-away embedded PostgreSQL (migration-create.ts).
 */
async function run(command: string | undefined) {
  const config = loadConfig();
  if (command === 'migration:create') {
    const directory = flagValue('--directory');
    const written = await createMigration({
      databaseUrl: config.databaseUrl,
      initial: process.argv.includes('--initial'),
      name: flagValue('--name'),
      directory: directory ? resolve(directory) : undefined,
    });
    console.log(written ? `Created ${displayPath(written)}` : 'No changes: entities and migrations agree (no file written).');
  } else if (command === 'migrate' || command === 'seed') {
    const database = await openDatabase(config);
    try {
      console.log(`Migrations applied (${database.location}).`);
      if (command === 'seed') {
        const em = database.orm.em.fork();
        await checkAdminPasswordCanBeSaved(em, config);
        const result = await seedDemoData(em, config);
        console.log(result.loaded ? 'Demo data loaded.' : 'Demo data was loaded before; nothing changed.');
        if (result.generatedAdminPassword) {
          // Never printed: terminals and CI logs are read and kept by others.
          const file = displayPath(saveGeneratedAdminPassword(config.dataDir, result.generatedAdminPassword));
          console.log(`Admin "${config.adminUsername}" created; its generated password is in ${file} (readable only by you).`);
        }
      }
    } finally {
      await database.close();
    }
  } else {
    console.error('Usage: cli.ts migrate | seed | migration:create [--name <what_it_does>] [--initial] [--directory <folder>]');
    process.exitCode = 2;
  }
}

/** `--name courses_notice` → 'courses_notice'. */
function flagValue(flag: string): string | undefined {
  const index = process.argv.indexOf(flag);
  return index > 0 ? process.argv[index + 1] : undefined;
}

try {
  await run(process.argv[2]);
} catch (error) {
  if (error instanceof StartupError) console.error(error.message);
  else console.error(error instanceof Error && error.stack ? error.stack : describeError(error));
  process.exit(1);
}
