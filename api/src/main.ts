import 'reflect-metadata';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { seedDemoData } from './db/seeders/demo-data.js';
import { ensureAdminUser } from './modules/users/admin-user.js';
import { createServer } from './http/server.js';

/** Process entry: database (embedded unless DATABASE_URL), migrations, demo data once, server, graceful shutdown. */
const config = loadConfig();
const database = await openDatabase(config);
const em = database.orm.em.fork();
const admin = config.seedDemoData
  ? await seedDemoData(em, config)
  : { generatedAdminPassword: (await ensureAdminUser(em, { username: config.adminUsername, password: config.adminPassword })).generatedPassword };

const app = await createServer(config, database.orm);
await app.listen({ port: config.port, host: config.host });
const port = (app.server.address() as { port: number }).port;

console.log(`
  H2O is running: http://localhost:${port}
  Database: ${database.location}${database.appliedMigrations.length ? ` (applied ${database.appliedMigrations.length} migration(s))` : ''}
  Demo admin: sign in as "${config.adminUsername}" with ${
    admin.generatedAdminPassword
      ? `the generated password ${admin.generatedAdminPassword} (shown only now; set ADMIN_PASSWORD to choose one)`
      : 'its password (ADMIN_PASSWORD when the account was created, else the one printed on the first start)'
  }
`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => process.exit(1), 15_000);
  timer.unref();
  await app.close(); // stops accepting, lets requests in flight finish
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
