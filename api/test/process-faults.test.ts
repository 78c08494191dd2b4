import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, type IncomingMessage, request as httpRequest } from 'node:http';
import { type Server, connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { genReqId } from '../src/http/logger.js';
import { findFreePort } from '../src/util/free-port.js';
import { WAITING_FOR_A_LOCK } from './lock-waits.js';
import { cloneTestDatabase } from './test-app.js';

/**
 * What servers and laptops do to the process, with DATABASE_URL: the database is not there yet, or has
 * a mistyped name; a setting is wrong; SIGTERM under load. (Kill -9 on the embedded database:
 * web/e2e/readme-start.test.ts.)
 */
const root = join(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'h2o-faults-'));
const running: ChildProcess[] = [];
let forwarder: Server | undefined;
afterAll(async () => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  await new Promise((resolve) => (forwarder ? forwarder.close(resolve) : resolve(undefined)));
  rmSync(dataDir, { recursive: true, force: true });
});

/** `node api/src/main.ts` as `npm start` runs it, without the web build step. */
function startApp(env: Record<string, string>) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', 'api/src/main.ts'], {
    cwd: root,
    env: { ...inherited, HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, stdout: () => stdout, stderr: () => stderr };
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await Promise.resolve(probe()).catch(() => undefined);
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(100);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

it('waits for an unreachable DATABASE_URL with /health up and 503s elsewhere, then serves once the database answers', async () => {
  const database = new URL(await cloneTestDatabase());
  const real = { host: database.hostname, port: Number(database.port || 5432) };
  if (!database.password) database.password = 'never-in-the-logs'; // trust authentication ignores it
  const deadPort = await findFreePort();
  database.port = String(deadPort);
  const port = await findFreePort();
  const app = startApp({
    DATABASE_URL: database.toString(),
    PORT: String(port),
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'info',
  });
  const base = `http://127.0.0.1:${port}`;

  await waitFor('a retry line', () => app.stdout().includes(`Database ${database.hostname}:${deadPort} is not reachable`));
  expect((await fetch(`${base}/health`)).status).toBe(200);
  expect((await fetch(`${base}/ready`)).status).toBe(503);
  const rest = await fetch(`${base}/api/services`);
  expect(rest.status).toBe(503);
  expect(rest.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(await rest.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: expect.any(String) });
  const graphql = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ __typename }' }),
  });
  expect(graphql.status).toBe(503);
  expect(await graphql.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });

  // The database "comes up": a forwarder on the dead port to the real server.
  forwarder = createServer((socket) => {
    const upstream = connect(real.port, real.host);
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => forwarder!.listen(deadPort, '127.0.0.1', resolve));
  await waitFor('/ready 200', async () => (await fetch(`${base}/ready`)).status === 200);
  const services = await fetch(`${base}/api/services?email=someone%40example.org`, { headers: { 'x-request-id': 'support-ticket-42' } });
  expect(services.status).toBe(200);
  expect(await services.json()).toHaveLength(8);
  expect(services.headers.get('x-request-id')).toBe('support-ticket-42');
  for (const hostile of ['two words', 'x'.repeat(65), '<script>', 'a"b']) {
    const response = await fetch(`${base}/health`, { headers: { 'x-request-id': hostile } });
    expect(response.headers.get('x-request-id')).toMatch(UUID);
  }

  // Logs: JSON lines in production; the request's lines carry its id and the path without the query.
  const logged = await waitFor('the request log line', () =>
    app
      .stdout()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line))
      .find((entry) => entry.reqId === 'support-ticket-42' && entry.req),
  );
  expect(logged.req.url).toBe('/api/services');
  expect(app.stdout()).not.toContain('someone');
  expect(app.stdout() + app.stderr()).not.toContain(database.password);
  expect(app.stderr()).toBe('');

  app.child.kill('SIGTERM');
  expect(await app.exited).toBe(0);
});

it('stops with one line, and creates nothing, when the database in DATABASE_URL does not exist', async () => {
  const server = new URL(process.env.TEST_DATABASE_SERVER_URL!);
  const name = `${process.env.TEST_RUN_ID}_typo`;
  const url = new URL(server);
  url.pathname = `/${name}`;
  const app = startApp({ DATABASE_URL: url.toString(), PORT: String(await findFreePort()), LOG_LEVEL: 'warn' });
  expect(await app.exited).toBe(1);
  expect(app.stderr()).toBe(
    `Database "${name}" does not exist on ${server.hostname}:${server.port || 5432}; create it or fix DATABASE_URL\n`,
  );
  expect(app.stdout()).toBe('');

  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  try {
    expect((await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount).toBe(0);
  } finally {
    await admin.end();
  }
});

it('stops with one line on a bad setting', async () => {
  const app = startApp({ PORT: 'eighty' });
  expect(await app.exited).toBe(1);
  expect(app.stderr()).toBe('PORT must be a number between 0 and 65535, got "eighty"\n');
});

it('accepts a client request id only when it is short and plain', () => {
  const request = (id: string) => ({ headers: { 'x-request-id': id } }) as unknown as IncomingMessage;
  expect(genReqId(request('abc-123_x.y:z'))).toBe('abc-123_x.y:z');
  expect(genReqId(request('line\nbreak'))).toMatch(UUID);
  expect(genReqId(request('x'.repeat(65)))).toMatch(UUID);
  expect(genReqId({ headers: {} } as IncomingMessage)).toMatch(UUID);
});

/** GETs `path` over `agent` (Node's own HTTP client, keeping its sockets alive); resolves with status and headers, rejects on a reset. */
function get(agent: Agent, port: number, path: string) {
  return new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode!, connection: response.headers.connection }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

it('finishes the requests in flight on kept-alive connections after SIGTERM, refuses new ones, and exits 0', async () => {
  const databaseUrl = await cloneTestDatabase();
  const port = await findFreePort();
  // A grace far above what finishing takes: only a shutdown that waits for nothing in particular reaches it. No drain
  // (shutdown-drain.test.ts has it): the app stops listening at once, while the requests are still in flight.
  const app = startApp({
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'info',
    SHUTDOWN_GRACE_SECONDS: '30',
    SHUTDOWN_DRAIN_SECONDS: '0',
  });
  await waitFor('the start', () => app.stdout().includes('H2O is running'));
  const inFlight = 8; // below the pool's 10 connections: each request's one query holds one of them
  const agent = new Agent({ keepAlive: true, maxSockets: inFlight });
  // The sockets are opened and kept alive first, as a browser or a proxy in front of the app keeps them.
  const warm = await Promise.all(Array.from({ length: inFlight }, () => get(agent, port, '/api/services')));
  expect(warm.map((answer) => answer.status)).toEqual(Array(inFlight).fill(200));

  // The services table locked, so the next requests stay in flight until the test lets them go.
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query('begin');
    await admin.query('lock table services in access exclusive mode');
    const answers = Array.from({ length: inFlight }, () => get(agent, port, '/api/services').catch((error: Error) => error));
    await waitFor(`${inFlight} requests waiting for the lock`, async () => {
      const { rows } = await admin.query(WAITING_FOR_A_LOCK);
      return rows[0].waiting >= inFlight || undefined;
    });

    app.child.kill('SIGTERM');
    await waitFor('the shutdown line', () => app.stdout().includes('shutting down'));
    // No new connections once stopping.
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
    await admin.query('commit');

    const settled = await Promise.all(answers);
    expect(settled.filter((answer) => answer instanceof Error)).toEqual([]);
    expect(settled).toEqual(Array(inFlight).fill({ status: 200, connection: 'close' }));
  } finally {
    await admin.end();
    agent.destroy();
  }
  expect(await app.exited).toBe(0);
  expect(app.stderr()).toBe('');
});

it('answers 503 with Retry-After on both doors when the database goes away under a running app, and serves again once it is back', async () => {
  const database = new URL(await cloneTestDatabase());
  const real = { host: database.hostname, port: Number(database.port || 5432) };
  // The app reaches its database through a forwarder the test cuts, as a failover or a network fault would.
  const viaPort = await findFreePort();
  const piped = new Set<import('node:net').Socket>();
  const open = () => {
    const server = createServer((socket) => {
      const upstream = connect(real.port, real.host);
      piped.add(socket).add(upstream);
      socket.pipe(upstream).pipe(socket);
      socket.on('error', () => upstream.destroy());
      upstream.on('error', () => socket.destroy());
    });
    return new Promise<Server>((resolve) => server.listen(viaPort, '127.0.0.1', () => resolve(server)));
  };
  let via = await open();
  database.hostname = '127.0.0.1';
  database.port = String(viaPort);
  const port = await findFreePort();
  const app = startApp({ DATABASE_URL: database.toString(), PORT: String(port), LOG_LEVEL: 'warn' });
  await waitFor('the start', () => app.stdout().includes('H2O is running'));
  const base = `http://127.0.0.1:${port}`;
  const graphqlCourses = () =>
    fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ courses(first: 5) { totalCount } }' }),
    });
  expect((await fetch(`${base}/api/courses`)).status).toBe(200);

  await new Promise((resolve) => {
    via.close(resolve);
    for (const socket of piped) socket.destroy();
  });
  const rest = await fetch(`${base}/api/courses`);
  expect(rest.status).toBe(503);
  expect(rest.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(await rest.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: expect.any(String) });
  const graphql = await graphqlCourses();
  expect(graphql.status).toBe(503);
  expect(graphql.headers.get('retry-after')).toMatch(/^\d+$/);
  const body = await graphql.json();
  expect(body).toEqual({
    data: null,
    errors: [{ message: expect.any(String), path: ['courses'], extensions: { code: 'SERVICE_UNAVAILABLE' } }],
    extensions: { cost: expect.any(Object) },
  });
  expect(JSON.stringify(body)).not.toMatch(/ECONN|connect|127\.0\.0\.1/);
  expect((await fetch(`${base}/ready`)).status).toBe(503);

  via = await open();
  expect((await fetch(`${base}/api/courses`)).status).toBe(200);
  expect((await graphqlCourses()).status).toBe(200);
  app.child.kill('SIGTERM');
  expect(await app.exited).toBe(0);
  await new Promise((resolve) => via.close(resolve));
  for (const socket of piped) socket.destroy();
});
