import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig } from '../config.js';
import { openDatabase } from './database.js';
import { ormConfig } from './orm.config.js';
import { seedDemoData } from './seeders/demo-data.js';

/**
 * `npm run db:migrate` applies pending migrations; `npm run db:seed` loads the demo data (once).
 * `migration:create` (developers) writes a migration from the difference between entities and database.
 */
const command = process.argv[2];
const config = loadConfig();

if (command === 'migration:create') {
  if (!config.databaseUrl) throw new Error('migration:create needs DATABASE_URL (a scratch database).');
  const orm = await MikroORM.init(ormConfig(config.databaseUrl));
  const initial = process.argv.includes('--initial');
  const result = await orm.migrator.create(undefined, false, initial);
  console.log(result.fileName ? `Created ${result.fileName}` : 'No changes: entities and migrations agree.');
  await orm.close(true);
} else if (command === 'migrate' || command === 'seed') {
  const database = await openDatabase(config);
  console.log(`Migrations applied (${database.location}).`);
  if (command === 'seed') {
    const result = await seedDemoData(database.orm.em.fork(), config);
    console.log(result.loaded ? 'Demo data loaded.' : 'Demo data was loaded before; nothing changed.');
    if (result.generatedAdminPassword) {
      console.log(`Admin "${config.adminUsername}" password: ${result.generatedAdminPassword}`);
    }
  }
  await database.close();
} else {
  console.error('Usage: cli.ts migrate | seed | migration:create [--initial]');
  process.exitCode = 2;
}
