import 'reflect-metadata';
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PLACE_ORDER, benchOrderInput } from './orders.js';
import { aliasedSchemaTrees } from './worst-documents.js';
import { provisionDatabase, seedBenchData, withClient } from './seed.js';

/**
 * `npm run bench:memory`: the resident memory of the app as `npm start` runs it (api/src/main.ts, the built web
 * client, server rendering and the page cache on), at rest, after ordinary mixed load, after abuse, and after
 * it has been left alone, for MEMORY_ROUNDS rounds of load then abuse. RSS is read from /proc/<pid>/status
 * (VmRSS, VmHWM), so the app runs without any debug flag; MEMORY_SNAPSHOTS=1 adds `--heapsnapshot-signal=SIGUSR2`
 * and writes a heap snapshot (into the app's working directory, the project root) at rest, after each phase
 * and after the idle time, to compare retained sizes by constructor in Chrome DevTools.
 *
 * Rate limits are off (one loopback address sends everything; an attacker has many), so the caches see the
 * whole load. Ordinary load: public pages (also with real filter values in the query string, each a new page
 * cache key), /api/courses, GraphQL reads by document and by the web client's persisted ids, a few checkouts.
 * Abuse: the largest accepted documents, each new, automatic-persisted-query registrations of new documents,
 * `__type` introspection with new names, long random page addresses, malformed JSON and over-long bodies.
 *
 * Env: DATABASE_URL (else embedded PostgreSQL), MEMORY_NODE_SETTINGS=default (without `npm start`'s memory settings), MEMORY_LOAD_SECONDS and MEMORY_ABUSE_SECONDS (per phase,
 * default 60), MEMORY_IDLE_SECONDS (default 60), MEMORY_ROUNDS (default 1; 5 rounds of 60 + 60 s are ten minutes
 * of load), MEMORY_CONNECTIONS (requests in flight, default 4), MEMORY_APP_ARGS (extra node flags for the app,
 * e.g. "--max-semi-space-size=4"), MEMORY_APP_ENV (extra environment, e.g. "MALLOC_ARENA_MAX=2").
 */
const LOAD_SECONDS = Number(process.env.MEMORY_LOAD_SECONDS ?? 60);
const ABUSE_SECONDS = Number(process.env.MEMORY_ABUSE_SECONDS ?? 60);
const IDLE_SECONDS = Number(process.env.MEMORY_IDLE_SECONDS ?? 60);
const ROUNDS = Number(process.env.MEMORY_ROUNDS ?? 1);
const CONNECTIONS = Number(process.env.MEMORY_CONNECTIONS ?? 4);
const SNAPSHOTS = process.env.MEMORY_SNAPSHOTS === '1';
const ACTIVE_COURSES = 40;

const root = resolve(import.meta.dirname, '../..');
/**
 * The memory settings `npm start` and the Dockerfile run the app with (README "Memory"); MEMORY_NODE_SETTINGS=default
 * leaves them out, to measure what they are worth.
 */
const DEFAULT_SETTINGS = process.env.MEMORY_NODE_SETTINGS === 'default';
const SETTINGS_ARGS = DEFAULT_SETTINGS ? [] : ['--max-semi-space-size=16', '--heap-growing-percent=50'];
const SETTINGS_ENV: Record<string, string> = DEFAULT_SETTINGS ? {} : { MALLOC_ARENA_MAX: '2' };
const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(0);

/** VmRSS and VmHWM (the peak) of a process, in bytes. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
    server.on('error', fail);
  });
}

async function startApp(databaseUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const extraArgs = (process.env.MEMORY_APP_ARGS ?? '').split(' ').filter(Boolean);
  const extraEnv = Object.fromEntries(
    (process.env.MEMORY_APP_ENV ?? '')
      .split(' ')
      .filter(Boolean)
      .map((pair) => pair.split('=', 2)),
  );
  const child = spawn(
    process.execPath,
    [
      '--enable-source-maps',
      ...SETTINGS_ARGS,
      '--import',
      '@swc-node/register/esm-register',
      '--import',
      './api/bench/memory-probe.ts',
      ...(SNAPSHOTS ? ['--heapsnapshot-signal=SIGUSR2'] : []),
      ...extraArgs,
      'api/src/main.ts',
    ],
    {
      cwd: root,
      // As `npm start` runs it (no NODE_ENV), with the budgets off and the request log silenced (its volume is not the question).
      env: {
        ...process.env,
        ...SETTINGS_ENV,
        ...extraEnv,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        ADMIN_PASSWORD: 'bench-admin-password',
        RATE_LIMIT_REQUESTS: '0',
        RATE_LIMIT_WRITES: '0',
        RATE_LIMIT_PAGES: '0',
      },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  process.on('exit', () => child.kill('SIGKILL'));
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 120; waited++) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { child, url };
    await sleep(1000);
  }
  throw new Error('the app was not ready within 120 s');
}

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)];
const word = () => randomBytes(4).toString('hex');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

interface Fixtures {
  courseIds: number[];
  orderCourseId: number;
  blogSlugs: string[];
  serviceSlugs: string[];
  searchWords: string[];
  /** The web client's persisted operations without variables (cheap to ask by id). */
  persistedIds: { id: string; name: string }[];
}

async function fixtures(databaseUrl: string): Promise<Fixtures> {
  return withClient(databaseUrl, async (client) => {
    // A checksum-valid account, so bank transfer is offered (as api/bench/orders.ts does).
    await client.query(
      `update settings set value = jsonb_set(value, '{bankTransfer}', '{"accountHolder":"Bench","iban":"DE89370400440532013000","bic":"COBADEFFXXX","bankName":"Bench","paymentDays":7}') where key = 'shop_settings'`,
    );
    const { rows: order } = await client.query<{ id: number }>(
      `insert into courses (title, description, course_type, level, age_group, start_date, end_date, available_slots, total_slots, price_cents, is_active)
       values ('Bench course', 'Orders under load', 'CHILDREN', 'BEGINNER', 'CHILDREN_5_7', current_date + 60, current_date + 90, 10000000, 10000000, 12000, true) returning id`,
    );
    const courses = await client.query<{ id: number; title: string }>(`select id, title from courses where is_active order by id`);
    const posts = await client.query<{ slug: string }>(`select slug from blog_posts`).catch(() => ({ rows: [] as { slug: string }[] }));
    const services = await client.query<{ slug: string }>(`select slug from services`).catch(() => ({ rows: [] as { slug: string }[] }));
    const persisted = JSON.parse(readFileSync(join(root, 'web/src/__generated__/persisted-queries.json'), 'utf8')) as Record<
      string,
      string
    >;
    const persistedIds = Object.entries(persisted)
      .filter(([, text]) => text.startsWith('query') && !text.includes('$') && !/viewer|admin/i.test(text))
      .map(([id, text]) => ({ id, name: /^query (\w+)/.exec(text)?.[1] ?? '' }));
    const searchWords = [...new Set(courses.rows.flatMap((row) => row.title.split(/[\s()]+/).filter((part) => part.length > 3)))];
    return {
      courseIds: courses.rows.map((row) => row.id),
      orderCourseId: order[0].id,
      blogSlugs: posts.rows.map((row) => row.slug),
      serviceSlugs: services.rows.map((row) => row.slug),
      searchWords,
      persistedIds,
    };
  });
}

const BROWSER = { 'accept-encoding': 'br, gzip', accept: 'text/html' };
const JSON_POST = { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' };
const CARD_QUERY = `query MemCourses($first: Int, $filter: CourseFilter) { courses(first: $first, filter: $filter) { edges { node {
  id databaseId title level ageGroup startDate endDate time location priceCents availableSlots totalSlots availability } } } }`;

/** One request of a visitor or a third-party client: what the site is for. */
function ordinaryRequest(url: string, f: Fixtures): () => Promise<Response> {
  const language = { 'accept-language': pick(['de-DE,de;q=0.9', 'en-GB,en;q=0.8']) };
  const page = (path: string) => () => fetch(`${url}${path}`, { headers: { ...BROWSER, ...language } });
  const roll = Math.random();
  if (roll < 0.35) {
    const paths = ['/', '/courses', '/services', '/blog', '/about', '/impressum', '/contact', `/course/${pick(f.courseIds)}`];
    if (f.blogSlugs.length) paths.push(`/blog/${pick(f.blogSlugs)}`);
    if (f.serviceSlugs.length) paths.push(`/service/${pick(f.serviceSlugs)}`);
    return page(pick(paths));
  }
  if (roll < 0.55) {
    // Filters as visitors set them: each combination is a page of its own (and a key of the page cache).
    const query = new URLSearchParams({ q: pick(f.searchWords) });
    if (Math.random() < 0.5) query.set('level', pick(['BEGINNER', 'INTERMEDIATE', 'ADVANCED']));
    if (Math.random() < 0.5) query.set('maxPrice', String(50 + Math.floor(Math.random() * 250)));
    if (Math.random() < 0.3) query.set('available', '1');
    return page(`/courses?${query}`);
  }
  if (roll < 0.7)
    return () =>
      fetch(`${url}${pick(['/api/courses', `/api/courses/${pick(f.courseIds)}`])}`, { headers: { 'accept-encoding': 'br, gzip' } });
  if (roll < 0.8) {
    const { id, name } = pick(f.persistedIds);
    const extensions = JSON.stringify({ persistedQuery: { version: 1, sha256Hash: id } });
    return () =>
      fetch(`${url}/graphql?operationName=${name}&extensions=${encodeURIComponent(extensions)}`, {
        headers: { 'accept-encoding': 'br, gzip', 'apollo-require-preflight': 'true' },
      });
  }
  if (roll < 0.98) {
    const variables = { first: pick([5, 20, 50]), filter: Math.random() < 0.5 ? { search: pick(f.searchWords) } : {} };
    return () => fetch(`${url}/graphql`, { method: 'POST', headers: JSON_POST, body: JSON.stringify({ query: CARD_QUERY, variables }) });
  }
  return () =>
    fetch(`${url}/graphql`, {
      method: 'POST',
      headers: JSON_POST,
      body: JSON.stringify({ query: PLACE_ORDER, variables: { input: benchOrderInput(f.orderCourseId) } }),
    });
}

/** The widest accepted document of courses: many aliases, each with every card field; new text every time. */
const wideCourses = () =>
  `query Wide${word()} {\n${Array.from({ length: 60 }, (_, i) => `c${i}_${word()}: courses(first: 200) { edges { node { id databaseId title description level ageGroup startDate endDate time location priceCents availableSlots totalSlots availability } } }`).join('\n')}\n}`;

/** One request of someone trying to exhaust the server: every one new to its caches. */
function abusiveRequest(url: string, f: Fixtures): () => Promise<Response> {
  const post =
    (body: string, headers: Record<string, string> = JSON_POST) =>
    () =>
      fetch(`${url}/graphql`, { method: 'POST', headers, body });
  const roll = Math.random();
  // The largest documents the limits accept (parsed, validated and kept in the document store).
  if (roll < 0.2) return post(JSON.stringify({ query: `${wideCourses()}\n# ${word()}` }));
  if (roll < 0.3) return post(JSON.stringify({ query: `${aliasedSchemaTrees(20)}\n# ${word()}` }));
  // Automatic persisted queries: a new document registered under its hash each time.
  if (roll < 0.5) {
    const query = Math.random() < 0.5 ? `${wideCourses()}` : `query Reg${word()} { courses(first: 1) { edges { node { id title } } } }`;
    return post(JSON.stringify({ query, extensions: { persistedQuery: { version: 1, sha256Hash: sha256(query) } } }));
  }
  // Introspection answers are cached per text and variables: new names each time.
  if (roll < 0.6)
    return post(
      JSON.stringify({
        query: `query T${word()}($n: String!) { __type(name: $n) { name kind fields { name } } }`,
        variables: { n: `Course${word()}` },
      }),
    );
  // Page addresses nobody links to: new cache keys, and long ones.
  if (roll < 0.75)
    return () => fetch(`${url}/courses?q=${pick(f.searchWords)}&x=${randomBytes(1500).toString('hex')}`, { headers: BROWSER });
  if (roll < 0.82) return () => fetch(`${url}/${word()}/${word()}?${word()}=${word()}`, { headers: BROWSER });
  // Malformed and over-long bodies, unknown hashes.
  if (roll < 0.88) return post(`{"query": "{ courses(first: 1) { edges ${'{'.repeat(2000)}`);
  if (roll < 0.94) return post(JSON.stringify({ query: `{ __typename }`, pad: 'x'.repeat(200_000) }));
  return post(JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: sha256(word()) } } }));
}

/** Runs CONNECTIONS loops of requests for `seconds`; each answer is read to its end, as a client does. */
async function drive(
  seconds: number,
  next: () => () => Promise<Response>,
): Promise<{ requests: number; failed: number; statuses: Record<number, number> }> {
  const until = Date.now() + seconds * 1000;
  const counts = { requests: 0, failed: 0, statuses: {} as Record<number, number> };
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        try {
          const response = await next()();
          await response.arrayBuffer();
          counts.statuses[response.status] = (counts.statuses[response.status] ?? 0) + 1;
        } catch {
          counts.failed++;
        }
        counts.requests++;
      }
    }),
  );
  return counts;
}

const samples: { phase: string; rss: number; peak: number }[] = [];
let snapshotCount = 0;

interface ProbeAnswer {
  usage: NodeJS.MemoryUsage;
  spaces: { name: string; size: number; used: number }[];
}

/** What ./memory-probe.ts (loaded into the app) reports of its memory. */
function probe(child: ChildProcess): Promise<ProbeAnswer> {
  return new Promise((done) => {
    child.once('message', (answer) => done(answer as ProbeAnswer));
    child.send('memory');
  });
}

async function sample(child: ChildProcess, phase: string) {
  const { rss, peak } = memoryOf(child.pid!);
  const { usage, spaces } = await probe(child);
  samples.push({ phase, rss, peak });
  console.log(`${phase.padEnd(28)} RSS ${mib(rss).padStart(5)} MiB   peak ${mib(peak).padStart(5)} MiB`);
  // V8's heap as held (heapTotal) and as used; Buffers (arrayBuffers, part of external); the rest of the RSS is native.
  const native = rss - usage.heapTotal - usage.external;
  console.log(
    `  heap ${mib(usage.heapTotal)} MiB held, ${mib(usage.heapUsed)} used (${spaces
      .filter((space) => space.size >= 2 ** 20)
      .map((space) => `${space.name.replace(/_space$/, '')} ${mib(space.size)}/${mib(space.used)}`)
      .join(', ')}); external ${mib(usage.external)} MiB (Buffers ${mib(usage.arrayBuffers)}); native and code ${mib(native)} MiB`,
  );
  if (SNAPSHOTS) {
    // Node writes Heap.<date>.<pid>.<n>.heapsnapshot into its working directory; wait until it is done (RSS settles).
    child.kill('SIGUSR2');
    snapshotCount++;
    await sleep(20_000);
    console.log(`  heap snapshot ${snapshotCount} written (${phase})`);
  }
}

async function main() {
  console.log(`Node ${process.version}, ${availableParallelism()} cores; the app, PostgreSQL and this client share them.`);
  const database = await provisionDatabase(process.env.DATABASE_URL || undefined);
  let app: ChildProcess | undefined;
  try {
    await seedBenchData(database.url, ACTIVE_COURSES);
    const f = await fixtures(database.url);
    const started = await startApp(database.url);
    app = started.child;
    console.log(
      `Memory settings: ${DEFAULT_SETTINGS ? 'none (Node defaults)' : [...Object.entries(SETTINGS_ENV).map(([k, v]) => `${k}=${v}`), ...SETTINGS_ARGS].join(' ')}.`,
    );
    console.log(
      `App pid ${app.pid} on ${started.url} (${database.location}); ${CONNECTIONS} requests in flight; ${ROUNDS} round(s) of ${LOAD_SECONDS} s load + ${ABUSE_SECONDS} s abuse, then ${IDLE_SECONDS} s idle.\n`,
    );
    await sleep(5000);
    await sample(app, 'rest');
    for (let round = 1; round <= ROUNDS; round++) {
      const load = await drive(LOAD_SECONDS, () => ordinaryRequest(started.url, f));
      console.log(`  load ${round}: ${load.requests} requests (${load.failed} failed) ${JSON.stringify(load.statuses)}`);
      await sample(app, `after load ${round}`);
      const abuse = await drive(ABUSE_SECONDS, () => abusiveRequest(started.url, f));
      console.log(`  abuse ${round}: ${abuse.requests} requests (${abuse.failed} failed) ${JSON.stringify(abuse.statuses)}`);
      await sample(app, `after abuse ${round}`);
    }
    await sleep(IDLE_SECONDS * 1000);
    await sample(app, `after ${IDLE_SECONDS} s idle`);
    const rest = samples[0].rss;
    const worst = Math.max(...samples.map((s) => s.rss));
    const last = samples[samples.length - 1].rss;
    console.log(
      `\nRSS at rest ${mib(rest)} MiB; highest sample ${mib(worst)} MiB (${(worst / rest).toFixed(2)}x rest); after idle ${mib(last)} MiB (${(last / rest).toFixed(2)}x rest); peak ${mib(Math.max(...samples.map((s) => s.peak)))} MiB.`,
    );
  } finally {
    if (app && app.exitCode === null) {
      const exited = new Promise((done) => app!.once('exit', done));
      app.kill('SIGINT');
      await Promise.race([exited, sleep(15_000)]);
      app.kill('SIGKILL');
    }
    await database.drop();
  }
}

await main();
