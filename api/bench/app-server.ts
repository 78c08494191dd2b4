import 'reflect-metadata';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { createServer } from '../src/http/server.js';

/**
 * Benchmark child: our real server (createServer) on a loopback port, against BENCH_DATABASE_URL.
 * Sends `{ port }` to the parent over IPC and exits when the parent goes away.
 */
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl || !process.send) throw new Error('app-server.ts runs as a child of api/bench/run.ts');

// Pages only with BENCH_WEB_DIST (the render flood). Rate limits off unless set, or BENCH_DEFAULT_BUDGETS asks for a production start's: the bench sends thousands of
// requests a second from one address. PUBLIC_URL: run.ts starts this with NODE_ENV=production, which requires one.
const budgetsOff = process.env.BENCH_DEFAULT_BUDGETS ? {} : { RATE_LIMIT_REQUESTS: '0', RATE_LIMIT_WRITES: '0' };
const config = {
  ...loadConfig({
    ...budgetsOff,
    PUBLIC_URL: 'http://localhost:3000',
    ...process.env,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    PORT: '0',
    HOST: '127.0.0.1',
  }),
  webDistDir: process.env.BENCH_WEB_DIST,
};
const database = await openDatabase(config);
const app = await createServer(config, database.orm);
await app.listen({ port: 0, host: '127.0.0.1' });
process.send({ port: (app.server.address() as { port: number }).port });

async function stop() {
  setTimeout(() => process.exit(1), 5_000).unref();
  await app.close();
  await database.close();
  process.exit(0); // also writes a --cpu-prof profile, if requested
}
process.on('SIGTERM', () => void stop());
process.on('disconnect', () => void stop());
