import autocannon from 'autocannon';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { appExecArgv, startChild } from './children.js';

/**
 * A flood of cache-busting pages (a new course search each time, 20 connections) while a second client reads
 * `/courses` (a kept page) and `/api/courses` at a steady 40 requests a second: the second client's p99 idle and
 * under the flood. Twice: from one address under the default page budget (120 renders a minute, at a pace of 2 a
 * second with 4 more at once), and from many addresses (a new one per request, as a botnet sends them; X-Forwarded-For
 * behind TRUST_PROXY) with the page budget out of play, where only the render gate stands in the way. The second client
 * is another address (127.0.0.1) in both. The flood's answers are counted by status (200 rendered, 429 over the budget,
 * 503 refused by the gate).
 */
const WEB_DIST = join(import.meta.dirname, '../../web/dist');
const FLOOD_CONNECTIONS = 20;
const SECOND_CLIENT_RATE = 40;

export async function benchRenderFlood(databaseUrl: string, duration: number): Promise<string> {
  if (!existsSync(join(WEB_DIST, 'server', 'entry-server.js'))) {
    return 'Render flood: skipped, no web build (npm run build -w web, or npm start once).';
  }
  const lines = [
    `Render flood (${FLOOD_CONNECTIONS} connections of /courses?q=<random>; a second client at ${SECOND_CLIENT_RATE} req/s; ${duration} s each; render gate RENDER_CONCURRENCY=${process.env.RENDER_CONCURRENCY ?? 2}, RENDER_QUEUE=${process.env.RENDER_QUEUE ?? 32}):`,
  ];
  for (const [label, pages, manyAddresses] of [
    ['one address, default page budget and pace', '120', false],
    ['many addresses (a new one per request), page budget out of play', '0', true],
  ] as const) {
    // Requests stay unbudgeted (app-server.ts): the second client's reads would otherwise count against 127.0.0.1.
    const { url } = await startChild('app-server.ts', databaseUrl, appExecArgv(), {
      BENCH_WEB_DIST: WEB_DIST,
      RATE_LIMIT_PAGES: pages,
      TRUST_PROXY: String(manyAddresses),
    });
    lines.push(`  ${label}:`, ...(await floodWhileReading(url, duration, manyAddresses)));
  }
  return lines.join('\n');
}

/** A random address of TEST-NET-3 (RFC 5737), for a flood from many addresses. */
const randomAddress = () => `203.0.113.${Math.floor(Math.random() * 254) + 1}`;

async function floodWhileReading(url: string, duration: number, manyAddresses: boolean): Promise<string[]> {
  const second = (path: string, seconds = duration) =>
    autocannon({ url: url + path, connections: 2, overallRate: SECOND_CLIENT_RATE, duration: seconds }).then(
      (result) => result.latency.p99,
    );
  // Warmed first (JIT, the kept page), so idle is idle.
  await Promise.all([second('/courses', 3), second('/api/courses', 3)]);
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
          setupRequest: (request) => ({
            ...request,
            path: `/courses?q=${Math.random().toString(36).slice(2, 10)}`,
            ...(manyAddresses
              ? { headers: { ...(request.headers as Record<string, string> | undefined), 'x-forwarded-for': randomAddress() } }
              : {}),
          }),
          onResponse: (status) => void (statuses[status] = (statuses[status] ?? 0) + 1),
        },
      ],
    });
  const [pagesUnderFlood] = await Promise.all([second('/courses'), flood()]);
  const [apiUnderFlood] = await Promise.all([second('/api/courses'), flood()]);
  const ratio = (flooded: number, calm: number) => `${(flooded / calm).toFixed(1)}x`;
  return [
    `    /courses      p99 idle ${idle.pages.toFixed(1)} ms, under the flood ${pagesUnderFlood.toFixed(1)} ms (${ratio(pagesUnderFlood, idle.pages)})`,
    `    /api/courses  p99 idle ${idle.api.toFixed(1)} ms, under the flood ${apiUnderFlood.toFixed(1)} ms (${ratio(apiUnderFlood, idle.api)})`,
    `    the flood's answers: ${Object.entries(statuses)
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ')}`,
  ];
}
