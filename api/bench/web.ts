import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result as LighthouseResult } from 'lighthouse';
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { findFreePort } from '../src/util/free-port.js';

/**
 * `npm run bench:web`: the public pages as a visitor's phone sees them, and the server under load.
 * Builds the web client as `npm start` does, starts `npm start` on a scratch database, runs Lighthouse
 * (default mobile settings: Moto G Power screen, simulated slow 4G and 4x CPU slowdown) on `/`, `/courses`
 * and a course page, BENCH_RUNS times each (median reported), then loads `GET /courses` (the HTML page)
 * and `GET /api/courses` with autocannon. Nothing is asserted; the figures are printed and saved in
 * bench-results/.
 * Env: BENCH_RUNS (Lighthouse runs per page, default 3), BENCH_DURATION (s per load run, default 10),
 * BENCH_WARMUP (s, default 3), DATABASE_URL (else the embedded PostgreSQL in a temporary DATA_DIR),
 * CHROMIUM_PATH or CHROME_PATH (default /usr/bin/chromium), BENCH_PAGES (comma-separated paths
 * measured after those three, e.g. `/services,/service/seminare,/blog,/about`).
 */
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = 10;
const CHROME_PATH = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const root = join(import.meta.dirname, '../..');
const resultsDir = join(root, 'bench-results');
/** What a browser sends, so the load part pays for compression as a visitor's request would. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' };

interface PageFigures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
  /** The same scripts as this site sends them gzipped (the issue's budget: 170 KiB gzip before interaction). */
  scriptGzipBytes: number;
  totalBytes: number;
  /** Audits that failed in accessibility, best-practices or SEO (the same in most runs; from the median performance run). */
  failing: string[];
  /** Lighthouse's measure of this machine's speed at the time (higher is faster; simulated timings scale with it). */
  benchmarkIndex: number;
}

const cleanups: Array<() => Promise<void> | void> = [];

async function main() {
  console.log(`Node ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model.trim()}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM`);
  console.log('Lighthouse, Chromium, autocannon, the app and PostgreSQL share these cores: figures vary from run to run.\n');

  process.stderr.write('Building the web client as `npm start` does (scripts/ensure-web-build.mjs)…\n');
  execFileSync(process.execPath, [join(root, 'scripts/ensure-web-build.mjs')], { cwd: root, stdio: 'inherit' });

  const app = await startApp();
  console.log(`App: \`npm start\` on ${app.url}, ${app.database}, NODE_ENV ${process.env.NODE_ENV ?? 'unset (as in `npm start`)'}`);

  const courseId = await upcomingCourseId(app.url);
  const extraPages = (process.env.BENCH_PAGES ?? '').split(',').map((path) => path.trim()).filter((path) => path.startsWith('/'));
  const pages = ['/', '/courses', `/course/${courseId}`, ...extraPages];
  const rendering = await describeHtml(app.url + '/courses');
  console.log(`GET /courses: ${rendering}\n`);

  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless=new', '--no-sandbox'], logLevel: 'silent' });
  cleanups.push(() => chrome.kill());
  const lighthouseRows: Record<string, { median: PageFigures; runs: PageFigures[] }> = {};
  let versions = '';
  for (const path of pages) {
    await fetch(app.url + path).then((response) => response.arrayBuffer()); // first render of each page off the clock
    const runs: PageFigures[] = [];
    for (let run = 1; run <= RUNS; run++) {
      process.stderr.write(`Lighthouse ${path} (${run}/${RUNS})…\n`);
      const lhr = await audit(app.url + path, chrome.port);
      runs.push({ ...figures(lhr), scriptGzipBytes: await gzipBytes(scriptUrls(lhr)) });
      versions ||= `Lighthouse ${lhr.lighthouseVersion}, ${browserVersion()}`;
    }
    lighthouseRows[path] = { median: medianFigures(runs), runs };
  }
  await chrome.kill();

  process.stderr.write(`Load: ${CONNECTIONS} connections, ${WARMUP} s warm-up then ${DURATION} s per path…\n`);
  const loadRows: Record<string, { rps: number; p99: number; bytes: number }> = {};
  for (const [path, accept] of [['/courses', 'text/html'], ['/api/courses', 'application/json']] as const) {
    const headers = { ...BROWSER_HEADERS, accept };
    await load(app.url + path, headers, WARMUP);
    const result = await load(app.url + path, headers, DURATION);
    loadRows[`GET ${path}`] = { rps: result.requests.average, p99: result.latency.p99, bytes: result.throughput.total / Math.max(1, result.requests.total) };
  }

  console.log(`\n${versions} (mobile, simulated throttling), median of ${RUNS} run(s) per page; aim: performance ≥ 95, CLS < 0.02, accessibility 100`);
  console.log(
    table(
      ['page', 'perf', 'a11y', 'best-pr.', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'JS KiB', 'JS gzip KiB', 'total KiB', 'perf per run', 'CPU index'],
      pages.map((path) => {
        const { median: m, runs } = lighthouseRows[path];
        return [path, ...CATEGORIES.map((category) => String(m.scores[category])), m.fcpMs.toFixed(0), m.lcpMs.toFixed(0), m.tbtMs.toFixed(0),
          m.cls.toFixed(3), (m.scriptBytes / 1024).toFixed(1), (m.scriptGzipBytes / 1024).toFixed(1), (m.totalBytes / 1024).toFixed(1), runs.map((run) => run.scores.performance).join(' '), m.benchmarkIndex.toFixed(0)];
      }),
    ),
  );
  for (const path of pages) {
    const { failing } = lighthouseRows[path].median;
    if (failing.length) console.log(`  ${path} fails: ${failing.join(', ')}`);
  }
  console.log(`\nUnder load (${CONNECTIONS} connections, ${DURATION} s each, browser-like accept-encoding)`);
  console.log(
    table(
      ['request', 'req/s', 'p99 ms', 'bytes/response'],
      Object.entries(loadRows).map(([name, row]) => [name, row.rps.toFixed(0), row.p99.toFixed(1), row.bytes.toFixed(0)]),
    ),
  );

  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `web-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const summary = { date: new Date().toISOString(), versions, node: process.version, cores: availableParallelism(), runs: RUNS, duration: DURATION, connections: CONNECTIONS, coursesHtml: rendering, lighthouse: lighthouseRows, load: loadRows };
  writeFileSync(file, JSON.stringify(summary, null, 2) + '\n');
  console.log(`\nSaved ${file.slice(root.length + 1)}. Again: ${process.env.NODE_ENV ? `NODE_ENV=${process.env.NODE_ENV} ` : ''}BENCH_RUNS=${RUNS} BENCH_DURATION=${DURATION} npm run bench:web`);
}

/** `npm start` in its own process group, on a scratch database; resolves once `/ready` answers 200. */
async function startApp(): Promise<{ url: string; database: string }> {
  const port = await findFreePort();
  const { DATABASE_URL: databaseUrl, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = { ...inherited, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_REQUESTS: '0', RATE_LIMIT_WRITES: '0', RATE_LIMIT_PAGES: '0' };
  let database: string;
  if (databaseUrl) {
    const scratch = await scratchDatabase(databaseUrl);
    cleanups.push(scratch.drop);
    env.DATABASE_URL = scratch.url;
    database = `scratch database ${scratch.name} on ${new URL(databaseUrl).host}`;
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'h2o-bench-web-'));
    chmodSync(dataDir, 0o755); // as root, the embedded server runs as the unprivileged postgres user
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    env.DATA_DIR = dataDir;
    database = `embedded PostgreSQL in ${dataDir}`;
  }

  const child = spawn('npm', ['start'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  cleanups.push(() => stopGroup(child)); // runs before the database cleanup (reverse order)

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
    const status = await fetch(url + '/ready', { signal: AbortSignal.timeout(2_000) }).then((response) => response.status, () => 0);
    if (status === 200) return { url, database };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`npm start was not ready within 180 s:\n${output}`);
}

/**
 * SIGTERM to the process group (npm, shell, node, an embedded PostgreSQL), then waits until none of it
 * is left (npm exits before the app has stopped its database), SIGKILL after 20 s.
 */
async function stopGroup(child: ChildProcess) {
  const alive = () => {
    try {
      process.kill(-child.pid!, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!alive()) return;
  process.kill(-child.pid!, 'SIGTERM');
  const deadline = Date.now() + 20_000;
  while (alive() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (alive()) process.kill(-child.pid!, 'SIGKILL');
  while (alive()) await new Promise((resolve) => setTimeout(resolve, 100));
}

async function scratchDatabase(serverUrl: string) {
  const name = `h2o_bench_web_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** One Lighthouse run; a run that fails to record (NO_NAVSTART and the like, seen under load) is tried again, twice at most. */
async function audit(url: string, port: number, attempt = 1): Promise<LighthouseResult> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'Lighthouse returned nothing' };
  if (!error) return result!.lhr;
  if (attempt >= 3) throw new Error(`Lighthouse on ${url}: ${error.code} ${error.message}`);
  process.stderr.write(`  ${error.code}, again…\n`);
  return audit(url, port, attempt + 1);
}

/** The first bookable upcoming course, through the public API. */
async function upcomingCourseId(url: string): Promise<number> {
  const response = await fetch(url + '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ courses(first: 1, filter: { onlyAvailable: true }) { edges { node { databaseId } } } }' }),
  });
  const body = (await response.json()) as { data?: { courses: { edges: Array<{ node: { databaseId: number } }> } } };
  const id = body.data?.courses.edges[0]?.node.databaseId;
  if (id === undefined) throw new Error(`no bookable course found: ${JSON.stringify(body).slice(0, 500)}`);
  return id;
}

/** Whether the page arrives rendered (content inside #root) and compressed. */
async function describeHtml(url: string): Promise<string> {
  const response = await fetch(url, { headers: { accept: 'text/html', ...BROWSER_HEADERS } });
  const html = await response.text(); // fetch decompresses; the header tells what was on the wire
  const rootContent = /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
  const rendered = rootContent.trim() ? `#root server-rendered (${html.length} bytes of HTML)` : `#root empty, rendered in the browser (${html.length} bytes of HTML)`;
  return `${response.status}, ${rendered}, content-encoding: ${response.headers.get('content-encoding') ?? 'none'}`;
}

/** The scripts a Lighthouse run loaded (Chromium asks for brotli, so its transfer sizes are brotli's). */
function scriptUrls(lhr: LighthouseResult): string[] {
  const items = (lhr.audits['network-requests']?.details as { items?: Array<{ resourceType?: string; url?: string }> } | undefined)?.items ?? [];
  return items.filter((request) => request.resourceType === 'Script' && request.url).map((request) => request.url!);
}

/** What the given scripts weigh gzipped, as this server sends them to a client that accepts gzip only. */
async function gzipBytes(urls: string[]): Promise<number> {
  const sizes = await Promise.all(
    urls.map(async (url) => {
      // fetch decompresses the body, but the length header tells what was on the wire (the precompressed .gz).
      const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
      const body = Buffer.from(await response.arrayBuffer());
      const sent = Number(response.headers.get('content-length'));
      return response.headers.get('content-encoding') === 'gzip' && sent > 0 ? sent : gzipSync(body, { level: 9 }).byteLength;
    }),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

function figures(lhr: LighthouseResult): Omit<PageFigures, 'scriptGzipBytes'> {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = ((lhr.audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)?.items ?? []);
  const failing = CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}/${ref.id}`),
  );
  return {
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((lhr.categories[category].score ?? 0) * 100)])) as PageFigures['scores'],
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptBytes: requests.filter((request) => request.resourceType === 'Script').reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    totalBytes: numeric('total-byte-weight'),
    failing,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** The median of each figure on its own; failing audits from the run with the median performance score. */
function medianFigures(runs: PageFigures[]): PageFigures {
  const median = (pick: (run: PageFigures) => number) => {
    const values = runs.map(pick).sort((a, b) => a - b);
    const middle = values.length >> 1;
    return values.length % 2 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
  };
  const byPerformance = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return {
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, median((run) => run.scores[category])])) as PageFigures['scores'],
    fcpMs: median((run) => run.fcpMs),
    lcpMs: median((run) => run.lcpMs),
    tbtMs: median((run) => run.tbtMs),
    cls: median((run) => run.cls),
    scriptBytes: median((run) => run.scriptBytes),
    scriptGzipBytes: median((run) => run.scriptGzipBytes),
    totalBytes: median((run) => run.totalBytes),
    failing: byPerformance[byPerformance.length >> 1].failing,
    benchmarkIndex: median((run) => run.benchmarkIndex),
  };
}

async function load(url: string, headers: Record<string, string>, duration: number) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration });
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(`${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`);
  }
  return result;
}

/** "Chromium 156.0.8078.79 built on Debian…" (Debian's wrapper script may complain on stderr; not shown). */
function browserVersion(): string {
  try {
    return execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return CHROME_PATH;
  }
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

let cleaning: Promise<void> | undefined;
/** Chromium, the app, then the database or data folder; safe to call again (signal, error and normal end). */
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      await Promise.resolve()
        .then(step)
        .catch((error) => console.error('cleanup:', error instanceof Error ? error.message : error));
    }
  })();
  return cleaning;
}

// Everything is bounded: a watchdog ends the run if the build, the app or Chromium hangs.
const limitMs = (600 + 180 + 3 * RUNS * 90 + 2 * (WARMUP + DURATION + 10)) * 1000;
const watchdog = setTimeout(() => {
  console.error(`bench:web did not finish within ${limitMs / 1000} s`);
  void cleanup().finally(() => process.exit(2));
}, limitMs);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanup().finally(() => process.exit(130)));

try {
  await main();
} catch (error) {
  process.exitCode = 1;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await cleanup();
  clearTimeout(watchdog);
}
