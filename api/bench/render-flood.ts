import autocannon from 'autocannon';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startChild, appExecArgv } from './children.js';

/**
 * One address floods the server renderer with cache-busting pages (a new course search each time, 20 connections)
 * while a second client reads `/courses` (kept page) and `/api/courses` at a steady 40 requests a second: its p99
 * idle and under the flood. The app runs with its default page budget (120 renders a minute per address) and
 * render gate; the flood's answers are counted by status (200 rendered, 429 over the budget, 503 refused by the gate).
 */
const WEB_DIST = join(import.meta.dirname, '../../web/dist');
const FLOOD_CONNECTIONS = 20;
const SECOND_CLIENT_RATE = 40;

export async function benchRenderFlood(databaseUrl: string, duration: number) {
  if (!existsSync(join(WEB_DIST, 'server', 'entry-server.js'))) {
    return 'Render flood: skipped, no web build (npm run build -w web, or npm start once).';
  }
  // Its own app with pages and the production budgets for pages (requests stay unbudgeted: both clients share 127.0.0.1).
  const { url } = await startChild('app-server.ts', databaseUrl, appExecArgv(), { BENCH_WEB_DIST: WEB_DIST, RATE_LIMIT_PAGES: '120' });
  for (const path of ['/courses', '/api/courses']) await fetch(url + path).then((response) => response.text());
  const second = (path: string) =>
    autocannon({ url: url + path, connections: 2, overallRate: SECOND_CLIENT_RATE, duration }).then((result) => result.latency.p99);
  const idle = { pages: await second('/courses'), api: await second('/api/courses') };
  const statuses: Record<number, number> = {};
  const flood = () =>
    autocannon({
      url,
      connections: FLOOD_CONNECTIONS,
      duration,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({ ...request, path: `/courses?q=${Math.random().toString(36).slice(2, 10)}` }),
          onResponse: (status) => void (statuses[status] = (statuses[status] ?? 0) + 1),
        },
      ],
    });
  const [pagesUnderFlood] = await Promise.all([second('/courses'), flood()]);
  const [apiUnderFlood] = await Promise.all([second('/api/courses'), flood()]);
  const ratio = (flooded: number, calm: number) => `${(flooded / calm).toFixed(1)}x`;
  return [
    `Render flood (one address, ${FLOOD_CONNECTIONS} connections of /courses?q=<random>, default page budget and render gate; a second client at ${SECOND_CLIENT_RATE} req/s, ${duration} s each):`,
    `  /courses      p99 idle ${idle.pages.toFixed(1)} ms, under the flood ${pagesUnderFlood.toFixed(1)} ms (${ratio(pagesUnderFlood, idle.pages)})`,
    `  /api/courses  p99 idle ${idle.api.toFixed(1)} ms, under the flood ${apiUnderFlood.toFixed(1)} ms (${ratio(apiUnderFlood, idle.api)})`,
    `  the flood's answers: ${Object.entries(statuses)
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ')}`,
  ].join('\n');
}
