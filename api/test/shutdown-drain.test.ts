import { Agent, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { findFreePort } from '../src/util/free-port.js';
import { startAppProcess } from './app-process.js';
import { cloneTestDatabase } from './test-app.js';
import { until } from './until.js';

/**
 * SIGTERM under load behind a load balancer, as an orchestrator stops a replica: the app says "not ready" first and
 * serves on while the balancer takes it out; every kept-alive connection ends after an answer that says so. Counted
 * over five stops: no client sees a reset, every request it sent was answered, and the process exits 0.
 */
const root = join(import.meta.dirname, '../..');
const RUNS = 5;
const CLIENTS = 8;

interface Tally {
  answered: Record<number, number>;
  failures: string[];
}

/** One GET on a kept-alive socket of `agent`; a failure is recorded by its code (ECONNRESET, "socket hang up", …). */
function get(agent: Agent, port: number, path: string, tally: Tally) {
  return new Promise<void>((resolve) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, agent }, (response) => {
      response.resume();
      response.on('end', () => {
        tally.answered[response.statusCode!] = (tally.answered[response.statusCode!] ?? 0) + 1;
        resolve();
      });
      response.on('error', (error: NodeJS.ErrnoException) => {
        tally.failures.push(error.code ?? error.message);
        resolve();
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      tally.failures.push(error.code ?? error.message);
      resolve();
    });
    request.end();
  });
}

async function stopUnderLoad(run: number) {
  const port = await findFreePort();
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const app = await startAppProcess(process.execPath, ['--import', '@swc-node/register/esm-register', 'api/src/main.ts'], {
    cwd: root,
    env: {
      ...inherited,
      DATABASE_URL: await cloneTestDatabase(),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_REQUESTS: '0',
      RATE_LIMIT_PAGES: '0',
      SHUTDOWN_DRAIN_SECONDS: '2',
    },
  });
  const exited = new Promise<number | null>((resolve) => app.child.once('exit', resolve));
  const tally: Tally = { answered: {}, failures: [] };
  // The balancer: sends while the app's /ready says 200, asking every 100 ms, as nginx or Kubernetes probes do.
  let inRotation = true;
  const probe = (async () => {
    while (inRotation) {
      await sleep(100);
      const ready = await fetch(`http://127.0.0.1:${port}/ready`).catch(() => null);
      if (ready?.status !== 200) inRotation = false;
    }
  })();
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  const paths = ['/api/courses', '/api/services', '/health'];
  const clients = Array.from({ length: CLIENTS }, async (_, index) => {
    for (let sent = 0; inRotation; sent++) await get(agent, port, paths[(index + sent) % paths.length], tally);
  });
  // Under load once every client's kept-alive connection has been answered a few times (a loaded machine may take
  // seconds for that; a fixed pause could stop the app before the load arrived).
  const answered = () => Object.values(tally.answered).reduce((sum, count) => sum + count, 0);
  await until(
    async () => answered(),
    (count) => count >= CLIENTS * 5,
    30_000,
  );
  app.child.kill('SIGTERM');
  await Promise.all([probe, ...clients]);
  agent.destroy();
  const code = await exited;
  return { run, code, tally, output: app.output() };
}

it(`stops ${RUNS} times under kept-alive load with no reset and no request unanswered, and exits 0`, async () => {
  const runs = [];
  for (let run = 1; run <= RUNS; run++) runs.push(await stopUnderLoad(run));
  for (const { code, output } of runs) expect({ code, output }).toEqual({ code: 0, output: expect.not.stringMatching(/error/i) });
  const failures = runs.flatMap(({ run, tally }) => tally.failures.map((failure) => `run ${run}: ${failure}`));
  expect(failures).toEqual([]);
  // Requests sent while the balancer had not yet seen /ready turn 503 were answered normally, not refused.
  for (const { tally } of runs) {
    expect(Object.keys(tally.answered)).toEqual(['200']);
    expect(tally.answered[200]).toBeGreaterThan(20);
  }
}, 180_000);
