import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { findFreePort } from '../src/util/free-port.js';
import { type AppProcess, startAppProcess } from './app-process.js';
import { type SmtpInbox, startSmtpInbox } from './smtp-inbox.js';
import { ENABLE_BANK_TRANSFER } from './test-app.js';
import { MAIL_DELIVERIES_LEFT, until } from './until.js';

/**
 * PostgreSQL goes away under a running app, in a real process, under mixed load (reads on both doors, rendered
 * pages, checkouts whose confirmation mails go through the job queue to a real SMTP server): its connections
 * terminated 20 times, the server restarted twice. The app never exits, serves again within seconds each time, and
 * in the end every order a client was promised exists once, took its places once and mailed its customer once.
 *
 * The database is a PostgreSQL server of this test's own (the run's shared one cannot be restarted under the other
 * test files): "external" to the app, reached by DATABASE_URL. The embedded one the app starts itself is crashed
 * twice in the second test (a killed backend makes PostgreSQL reset every connection and recover).
 */
const root = join(import.meta.dirname, '../..');
const TERMINATIONS = 20;
const RESTARTS = 2;
const COURSE_ID = 3;
const RECOVERY_LIMIT_MS = 30_000;

const folders: string[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function tempFolder(prefix: string) {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(folder, 0o755); // as root, PostgreSQL runs as the unprivileged postgres user
  folders.push(folder);
  return folder;
}

function startApp(env: Record<string, string>): Promise<AppProcess> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return startAppProcess(process.execPath, ['--import', '@swc-node/register/esm-register', 'api/src/main.ts'], {
    cwd: root,
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      // Warnings and errors only, printed when a stop was not clean (a stop past the grace says so at this level).
      LOG_LEVEL: 'warn',
      RATE_LIMIT_REQUESTS: '0',
      RATE_LIMIT_WRITES: '0',
      RATE_LIMIT_PAGES: '0',
      RATE_LIMIT_MAILS_PER_RECIPIENT: '0',
      JOB_POLL_INTERVAL_MS: '200',
      SHUTDOWN_DRAIN_SECONDS: '0',
      ...env,
    },
  });
}

/** One query on a connection of its own; a server still recovering from a crash (57P03) is waited for. */
async function sql<T = Record<string, any>>(url: string, query: string, params: unknown[] = []): Promise<T[]> {
  for (let attempt = 0; ; attempt++) {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => {});
    try {
      await client.connect();
      return (await client.query(query, params)).rows as T[];
    } catch (error) {
      if ((error as { code?: string }).code !== '57P03' || attempt > 100) throw error;
      await sleep(100);
    } finally {
      await client.end().catch(() => {});
    }
  }
}

/** Milliseconds until `/ready` and a GraphQL read both answer 200 again (bounded: a wedged app fails the test). */
async function timeToRecover(base: string): Promise<number> {
  const started = Date.now();
  for (;;) {
    const ready = await fetch(`${base}/ready`).catch(() => null);
    if (ready?.status === 200) {
      const read = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ courses(first: 3) { totalCount } }' }),
      }).catch(() => null);
      if (read?.status === 200) return Date.now() - started;
    }
    if (Date.now() - started > RECOVERY_LIMIT_MS) throw new Error(`not serving again ${RECOVERY_LIMIT_MS} ms after the fault`);
    await sleep(25);
  }
}

/** Reads and checkouts until `stop()`; a checkout answered 503 is sent again with its Idempotency-Key until it is placed. */
function mixedLoad(base: string) {
  let running = true;
  const statuses: Record<string, number> = {};
  const placed = new Map<string, number>(); // idempotency key → order id
  const count = (what: string) => (statuses[what] = (statuses[what] ?? 0) + 1);
  const reads = [
    () => fetch(`${base}/api/courses`),
    () =>
      fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ courses(first: 5) { edges { node { title } } } }' }),
      }),
    () => fetch(`${base}/courses`),
  ];
  const reader = async (index: number) => {
    for (let sent = 0; running; sent++) {
      const response = await reads[(index + sent) % reads.length]().catch(() => null);
      count(`read ${response?.status ?? 'failed'}`);
      await response?.arrayBuffer().catch(() => {});
    }
  };
  const checkout = async (client: number) => {
    for (let order = 0; running; order++) {
      const key = `fault-${client}-${order}-${Date.now().toString(36)}`;
      for (;;) {
        const response = await fetch(`${base}/api/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify(orderPayload(key)),
        }).catch(() => null);
        count(`checkout ${response?.status ?? 'failed'}`);
        if (response?.status === 201) {
          placed.set(key, ((await response.json()) as { id: number }).id);
          break;
        }
        // 503 (the database is away) or no answer: the same order again, as a careful client does.
        expect([503, undefined]).toContain(response?.status);
        await response?.arrayBuffer().catch(() => {});
        await sleep(100);
      }
    }
  };
  const clients = [...[0, 1, 2, 3].map(reader), ...[0, 1].map(checkout)];
  return {
    statuses,
    placed,
    async stop() {
      running = false;
      await Promise.all(clients);
    },
  };
}

function orderPayload(key: string) {
  return {
    customerFirstName: 'Fiona',
    customerLastName: 'Fehler',
    customerEmail: `${key}@example.org`,
    customerPhone: '0821 123456',
    customerAddress: 'Bahnhofstraße 3',
    customerCity: 'Gersthofen',
    customerZipCode: '86368',
    paymentMethod: 'invoice',
    items: [{ courseId: COURSE_ID, quantity: 1, participants: [{ firstName: 'Lina', lastName: 'Fehler' }] }],
  };
}

/** Exit code 0 after SIGTERM; otherwise its output says why. */
function expectStoppedCleanly(app: AppProcess) {
  if (app.child.exitCode !== 0) console.log(app.output());
  expect(app.child.exitCode).toBe(0);
}

/**
 * Lets the load place one more order (or 3 s pass) before the next fault: faults come while checkouts are in flight,
 * and a loaded machine whose checkouts take longer than the gap between faults still places enough orders to check.
 */
async function placedAnother(load: ReturnType<typeof mixedLoad>) {
  const before = load.placed.size;
  const started = Date.now();
  await sleep(300);
  while (load.placed.size === before && Date.now() - started < 3_000) await sleep(25);
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted.length > 2 ? `median ${sorted[Math.floor(sorted.length / 2)]} ms, max ${sorted.at(-1)} ms` : `${sorted.join(' and ')} ms`;
};

it(`survives ${TERMINATIONS} terminated connections and ${RESTARTS} restarts of its PostgreSQL under load: never exits, serves again within seconds, loses and doubles nothing`, async () => {
  const dataDir = tempFolder('h2o-db-faults-');
  const port = await findFreePort();
  let server: EmbeddedDatabase = await startEmbeddedPostgres(dataDir, { port });
  cleanups.push(() => server.stop());
  execFileSync(process.execPath, ['--import', '@swc-node/register/esm-register', 'api/src/db/cli.ts', 'seed'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: server.url, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'test-admin-password' },
    stdio: 'pipe',
  });
  await sql(server.url, `update courses set total_slots = 100000, available_slots = 100000 where id = $1`, [COURSE_ID]);
  await sql(server.url, ENABLE_BANK_TRANSFER);
  const inbox: SmtpInbox = await startSmtpInbox();
  cleanups.push(() => inbox.stop());
  const appPort = await findFreePort();
  const app = await startApp({ DATABASE_URL: server.url, PORT: String(appPort), SMTP_URL: inbox.url });
  cleanups.push(() => app.stop());
  const base = `http://127.0.0.1:${appPort}`;
  const load = mixedLoad(base);
  const recoveries: number[] = [];
  const restarts: number[] = [];
  try {
    for (let round = 0; round < TERMINATIONS; round++) {
      await placedAnother(load);
      await sql(
        server.serverUrl,
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = 'h2o' and pid <> pg_backend_pid()`,
      );
      recoveries.push(await timeToRecover(base));
    }
    for (let restart = 0; restart < RESTARTS; restart++) {
      await sleep(300);
      await server.stop();
      await sleep(1_000); // down for a second: connections are refused meanwhile
      server = await startEmbeddedPostgres(dataDir, { port });
      restarts.push(await timeToRecover(base));
    }
    await sleep(300);
  } finally {
    await load.stop();
  }
  console.log(
    `Database faults under load: ${TERMINATIONS} terminations, recovered in ${summary(recoveries)}; ${RESTARTS} restarts, serving again ${summary(restarts)} after PostgreSQL was back; answers ${JSON.stringify(load.statuses)}`,
  );
  expect(app.child.exitCode).toBeNull();
  // Reads were answered (200) or refused for the moment (503), never failed otherwise.
  const readStatuses = Object.keys(load.statuses).filter((status) => status.startsWith('read'));
  expect(readStatuses.filter((status) => !['read 200', 'read 503'].includes(status))).toEqual([]);
  expect(load.statuses['read 200']).toBeGreaterThan(100);

  // Nothing lost or doubled: one order per key, each holding its place once, each customer mailed once.
  const keys = [...load.placed.keys()];
  expect(keys.length).toBeGreaterThan(10);
  const orders = await sql(server.url, `select id, customer_email from orders where customer_email like 'fault-%'`);
  expect(orders.map((order) => order.customer_email).sort()).toEqual(keys.map((key) => `${key}@example.org`).sort());
  expect(orders.map((order) => order.id).sort()).toEqual([...load.placed.values()].sort());
  const [course] = await sql(server.url, 'select total_slots - available_slots as taken from courses where id = $1', [COURSE_ID]);
  const [booked] = await sql(server.url, `select coalesce(sum(quantity), 0)::int as places from order_items where course_id = $1`, [
    COURSE_ID,
  ]);
  expect(course.taken).toBe(booked.places);
  const toCustomers = (mail: { to?: unknown }) => /fault-/.test(JSON.stringify(mail.to));
  const mailed = await inbox.waitFor(keys.length, toCustomers, 60_000);
  // A doubled mail would come from a delivery still to run: wait until none is left, then count.
  await until(
    () => sql<{ n: number }>(server.url, MAIL_DELIVERIES_LEFT),
    ([row]) => row.n === 0,
    60_000,
  );
  const perCustomer = new Map<string, number>();
  for (const mail of inbox.received.filter(toCustomers)) {
    const to = JSON.stringify(mail.to).match(/fault-[^"@]+@example\.org/)![0];
    perCustomer.set(to, (perCustomer.get(to) ?? 0) + 1);
  }
  expect(mailed.length).toBe(keys.length);
  expect([...perCustomer.values()].every((count) => count === 1)).toBe(true);

  await app.stop();
  expectStoppedCleanly(app);
}, 300_000);

it('serves again by itself after its embedded PostgreSQL crashes and recovers, twice', async () => {
  const dataDir = tempFolder('h2o-embedded-faults-');
  const appPort = await findFreePort();
  // A real SMTP server, as in the first test: the built-in mail catcher stores each mail in this same database, and an
  // SMTP conversation it holds open across the crash could keep the job worker's stop past the grace (seen 1 run in 4).
  const inbox = await startSmtpInbox();
  cleanups.push(() => inbox.stop());
  const app = await startApp({ DATA_DIR: dataDir, PORT: String(appPort), ADMIN_PASSWORD: 'test-admin-password', SMTP_URL: inbox.url });
  cleanups.push(() => app.stop());
  const base = `http://127.0.0.1:${appPort}`;
  // postmaster.pid: its first line is the server's pid, its fourth the port.
  const [, , , port] = readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  const serverUrl = `postgresql://postgres:h2o-local@127.0.0.1:${port}/postgres`;
  const appDatabase = serverUrl.replace(/\/postgres$/, '/h2o');
  await sql(appDatabase, `update courses set total_slots = 100000, available_slots = 100000 where id = $1`, [COURSE_ID]);
  await sql(appDatabase, ENABLE_BANK_TRANSFER);
  const load = mixedLoad(base);
  const recoveries: number[] = [];
  try {
    for (let crash = 0; crash < 2; crash++) {
      await sleep(500);
      const [backend] = await sql(
        serverUrl,
        `select pid from pg_stat_activity where datname = 'h2o' and backend_type = 'client backend' limit 1`,
      );
      // A backend killed: PostgreSQL ends every connection, recovers and accepts connections again.
      process.kill(backend.pid, 'SIGKILL');
      recoveries.push(await timeToRecover(base));
    }
  } finally {
    await load.stop();
  }
  console.log(
    `Embedded PostgreSQL crashed twice under load: serving again ${summary(recoveries)}; answers ${JSON.stringify(load.statuses)}`,
  );
  expect(app.child.exitCode).toBeNull();
  const [{ orders }] = await sql(appDatabase, `select count(*)::int as orders from orders where customer_email like 'fault-%'`);
  expect(orders).toBe(load.placed.size);
  await app.stop();
  expectStoppedCleanly(app);
}, 300_000);
