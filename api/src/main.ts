import 'reflect-metadata';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { type AppConfig, loadConfig } from './config.js';
import { checkAdminPasswordCanBeSaved, saveGeneratedAdminPassword } from './db/admin-password-file.js';
import { type PreparedDatabase, prepareDatabase } from './db/database.js';
import { seedDemoData } from './db/seeders/demo-data.js';
import type { StartupState } from './http/health.js';
import { createServer } from './http/server.js';
import type { JobWorker } from './jobs/job-queue.js';
import { startAppJobWorker } from './jobs/job-worker.js';
import { ensureAdminUser } from './modules/users/admin-user.js';
import { loadOrCreateAppSecret } from './util/app-secret.js';
import { StartupError, describeError, displayPath } from './util/startup-error.js';

/**
 * Process entry. The HTTP server listens first (`/health` answers, `/ready` and everything else say 503
 * until start-up is done); then the database: the embedded one started (without DATABASE_URL), or
 * DATABASE_URL waited for with back-off; migrations, demo data once, the admin account. A problem the
 * operator must fix ends the process with one line and exit code 1.
 */
let database: PreparedDatabase | undefined;
let app: FastifyInstance | undefined;
let jobWorker: JobWorker | undefined;
const stopping = new AbortController();
/** SHUTDOWN_GRACE_SECONDS once the configuration is read; a signal before that gets the default. */
let shutdownGraceSeconds = 10;
/** SHUTDOWN_DRAIN_SECONDS once the configuration is read; before that there is nothing to drain. */
let shutdownDrainSeconds = 0;
const startup: StartupState = { ready: false };

async function start() {
  // From the first moment: a closed terminal (SIGHUP) or Ctrl-C must not leave the database running.
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal));
  const loaded = loadConfig();
  shutdownGraceSeconds = loaded.shutdownGraceSeconds;
  shutdownDrainSeconds = loaded.shutdownDrainSeconds;
  // Links in mails are signed with APP_SECRET, else with a key generated once into DATA_DIR.
  const config: AppConfig = { ...loaded, appSecret: loaded.appSecret ?? loadOrCreateAppSecret(loaded.dataDir) };
  database = await prepareDatabase(config);
  app = await createServer(config, database.orm, startup);
  await listen(app, config);
  const port = (app.server.address() as { port: number }).port;
  const log = app.log;

  const appliedMigrations = await database.open({
    retry: Boolean(config.databaseUrl),
    log: (message, level = 'warn') => log[level](message),
    signal: stopping.signal,
  });
  const em = database.orm.em.fork();
  await checkAdminPasswordCanBeSaved(em, config);
  const prepared = database;
  const admin = await prepared.withStartupLock(async () =>
    config.seedDemoData
      ? seedDemoData(em, config)
      : {
          generatedAdminPassword: (await ensureAdminUser(em, { username: config.adminUsername, password: config.adminPassword }))
            .generatedPassword,
        },
  );
  // Mail and other background jobs: every instance runs a worker; the queue gives each job to one.
  jobWorker = await startAppJobWorker({ orm: database.orm, config, appSettings: app.appSettings, log, payments: app.payments });
  const passwordFile = admin.generatedAdminPassword
    ? displayPath(saveGeneratedAdminPassword(config.dataDir, admin.generatedAdminPassword))
    : null;
  startup.ready = true;

  console.log(`
  H2O is running: http://localhost:${port}
  Database: ${database.location}${appliedMigrations.length ? ` (applied ${appliedMigrations.length} migration(s))` : ''}
  Mail: ${mailMode(config, port)}
  Demo admin: sign in as "${config.adminUsername}" with ${
    passwordFile
      ? `the generated password saved in ${passwordFile} (readable only by you; set ADMIN_PASSWORD to choose one)`
      : `its password (ADMIN_PASSWORD when the account was created, else the one generated then and saved in ${displayPath(config.dataDir)}/admin-password.txt)`
  }
`);
}

/** How mails leave, as the start-up message says it. */
function mailMode({ mail }: AppConfig, port: number): string {
  if (mail.smtpUrl) return `sent over SMTP_URL (${redactSmtpPassword(mail.smtpUrl)})`;
  if (mail.delivery === 'catcher') {
    return `no SMTP_URL: caught by the built-in mail catcher, not delivered; read them at http://localhost:${port}/admin/mail (set SMTP_URL to send)`;
  }
  return 'NOT SENT: no SMTP_URL is set; mails stay in the outbox marked "not sent" (set SMTP_URL to send)';
}

/** SMTP_URL as shown at start-up: its password never reaches a terminal. */
function redactSmtpPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

async function listen(server: FastifyInstance, { port, host }: AppConfig) {
  try {
    await server.listen({ port, host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new StartupError(`Port ${port} is in use by another program; stop it or set PORT to another port`);
    if (code === 'EACCES')
      throw new StartupError(`Port ${port} needs privileges this process does not have; set PORT to a port above 1023`);
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
      throw new StartupError(`HOST ${host} is not an address of this machine; fix HOST`);
    throw error;
  }
}

/**
 * After `drainMs` of serving on (see shutdown), stops accepting, lets requests in flight finish (their answers say
 * `Connection: close`, see server.ts); running jobs finish meanwhile (a mail being sent); then closes the pool and
 * stops the embedded database.
 */
async function closeAll(drainMs = 0) {
  await Promise.all([drainMs > 0 ? sleep(drainMs).then(() => app?.close()) : app?.close(), jobWorker?.stop()]);
  await database?.close();
}

let stoppingSince = 0;
/**
 * SIGTERM (an orchestrator, `docker stop`), SIGINT, SIGHUP: exit 0 once everything has finished. On SIGTERM the
 * app first drains: for SHUTDOWN_DRAIN_SECONDS it serves on with `/ready` 503, so a load balancer takes it out,
 * and every answer closes its kept-alive connection; only then does it stop listening, so no client has a
 * connection closed under a request it is sending (SIGINT, Ctrl-C, stops at once). Requests or jobs still running
 * after the grace are cut (their connections closed, so the database can be closed in order) and the exit code
 * is 1; a close that hangs even then ends the process 5 s later.
 */
async function shutdown(signal: string) {
  if (stoppingSince) return;
  stoppingSince = Date.now();
  startup.stopping = true;
  const drainMs = signal === 'SIGTERM' && startup.ready ? shutdownDrainSeconds * 1000 : 0;
  app?.log.info({ signal, graceSeconds: shutdownGraceSeconds, drainSeconds: drainMs / 1000 }, 'shutting down');
  stopping.abort();
  let graceExceeded = false;
  const grace = setTimeout(() => {
    graceExceeded = true;
    app?.log.warn({ graceSeconds: shutdownGraceSeconds }, 'shutdown grace over: closing the connections still open');
    app?.server.closeAllConnections();
  }, shutdownGraceSeconds * 1000).unref();
  setTimeout(() => process.exit(1), shutdownGraceSeconds * 1000 + 5_000).unref();
  await closeAll(drainMs).catch((error) => console.error(`Shutdown: ${describeError(error)}`));
  clearTimeout(grace);
  process.exit(graceExceeded ? 1 : 0);
}

try {
  await start();
} catch (error) {
  // A shutdown signal while starting aborts the start; shutdown() ends the process.
  if (!stopping.signal.aborted) {
    if (error instanceof StartupError) {
      console.error(error.message);
    } else {
      console.error(`H2O could not start: ${describeError(error)}`);
      // Not an operator's mistake: the stack helps whoever fixes it.
      if (error instanceof Error && error.stack) console.error(error.stack);
    }
    await closeAll().catch(() => {});
    process.exit(1);
  }
}
