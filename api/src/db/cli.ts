import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig } from '../config.js';
import { StartupError, describeError, displayPath } from '../util/startup-error.js';
import { checkAdminPasswordCanBeSaved, saveGeneratedAdminPassword } from './admin-password-file.js';
import { openDatabase } from './database.js';
import { ormConfig } from './orm.config.js';
import { seedDemoData } from './seeders/demo-data.js';

/**
 * `npm run db:migrate` applies pending migrations; `npm run db:seed` loads the demo data (once).
 * `migration:create` (developers) writes a migration from the difference between entities and database.
 */
async function run(command: string | undefined) {
  const config = loadConfig();
  if (command === 'migration:create') {
    if (!config.databaseUrl) throw new StartupError('migration:create needs DATABASE_URL (a scratch database).');
    const orm = await MikroORM.init(ormConfig(config.databaseUrl));
    const initial = process.argv.includes('--initial');
    const result = await orm.migrator.create(undefined, false, initial);
    console.log(result.fileName ? `Created ${result.fileName}` : 'No changes: entities and migrations agree.');
    await orm.close(true);
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
    console.error('Usage: cli.ts migrate | seed | migration:create [--initial]');
    process.exitCode = 2;
  }
}

try {
  await run(process.argv[2]);
} catch (error) {
  if (error instanceof StartupError) console.error(error.message);
  else console.error(error instanceof Error && error.stack ? error.stack : describeError(error));
  process.exit(1);
}
