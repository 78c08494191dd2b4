import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/database.js';
import { createServer } from '../src/http/server.js';
import type { JobWorker } from '../src/jobs/job-queue.js';
import { startAppJobWorker } from '../src/jobs/job-worker.js';

/** A database of its own for one test file: a copy of the run's migrated, seeded template. */
export async function cloneTestDatabase(): Promise<string> {
  const serverUrl = process.env.TEST_DATABASE_SERVER_URL;
  const template = process.env.TEST_DATABASE_TEMPLATE;
  if (!serverUrl || !template) throw new Error('Run the tests with `npm test` (the global setup provides the database).');
  const name = `${process.env.TEST_RUN_ID}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${template}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A GraphQL response body as tests read it. */
export type GraphQLBody = { data?: any; errors?: any };

export interface TestApp {
  baseUrl: string;
  app: FastifyInstance;
  database: Database;
  /** The app's job worker (mail), when started with `jobWorker: true`. */
  jobWorker: JobWorker | null;
  /** POSTs a GraphQL operation and returns the parsed body (data and errors). */
  graphql(query: string, variables?: Record<string, unknown>): Promise<GraphQLBody>;
  close(): Promise<void>;
}

/**
 * Boots the real server (real HTTP, real database clone) on a free port. Rate limits are off unless
 * `env` sets them (tests send far more than a visitor would); `databaseUrl` lets a second app share a database.
 */
export async function startTestApp(
  options: { env?: Record<string, string>; webDistDir?: string; databaseUrl?: string; jobWorker?: boolean } = {},
): Promise<TestApp> {
  const databaseUrl = options.databaseUrl ?? (await cloneTestDatabase());
  const config = {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      RATE_LIMIT_REQUESTS: '0',
      RATE_LIMIT_WRITES: '0',
      RATE_LIMIT_PAGES: '0',
      RATE_LIMIT_MAILS_PER_RECIPIENT: '0',
      RATE_LIMIT_OFFICE_MAILS_PER_HOUR: '0',
      ...options.env,
    }),
    databaseUrl,
    webDistDir: options.webDistDir,
    port: 0,
    host: '127.0.0.1',
  };
  const database = await openDatabase(config);
  const app = await createServer(config, database.orm);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  // Off unless asked for: the test's own mails would otherwise be sent (or kept) behind its back.
  const jobWorker = options.jobWorker
    ? await startAppJobWorker({ orm: database.orm, config, appSettings: app.appSettings, log: app.log, payments: app.payments })
    : null;
  return {
    baseUrl,
    app,
    database,
    jobWorker,
    async graphql(query, variables) {
      const response = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as GraphQLBody;
    },
    async close() {
      await app.close();
      await jobWorker?.stop();
      await database.close();
    },
  };
}

/**
 * Gives the shop a bank account that passes the IBAN check, so orders by bank transfer can be placed (the migration's
 * placeholder fails it on purpose: a fresh install must not take transfers to nobody's account).
 */
export async function enableBankTransfer(app: TestApp): Promise<void> {
  await app.database.orm.em.fork().getConnection().execute(ENABLE_BANK_TRANSFER);
}

/** The statement of enableBankTransfer, for a database no TestApp runs on (an app process of a test's own). */
export const ENABLE_BANK_TRANSFER = `update settings set value = jsonb_set(value, '{bankTransfer}', '{"accountHolder":"H2O Gersthofen","iban":"DE89370400440532013000","bic":"COBADEFFXXX","bankName":"Commerzbank","paymentDays":7}') where key = 'shop_settings'`;
