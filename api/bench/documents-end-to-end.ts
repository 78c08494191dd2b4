import autocannon from 'autocannon';
import type { GraphQLSchema } from 'graphql';
import { request } from 'node:http';
import { availableParallelism } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { appExecArgv, startChild, stopChildren } from './children.js';
import { provisionDatabase, seedBenchData } from './seed.js';
import { type BenchDocument, duplicateRootFields, worstDocuments } from './worst-documents.js';

/**
 * The second half of `npm run bench:documents`: the worst documents (./worst-documents.ts) sent to our real
 * server (app-server.ts, production mode, rate limits off so nothing hides the cost) over loopback, as a
 * browser sends them (`accept-encoding: br, gzip`: compression is part of the server's work). The time is
 * the loopback round trip (parse, validate, execute, serialise, compress), the median and the slowest of
 * RUNS; every request carries a new comment, so no cache of documents or answers helps it. Then the course
 * list's latency for a second client, idle and while one address sends the worst accepted document on 4
 * connections, and again while it sends the refused document that costs the server most (and the 1,200 root
 * fields of ./worst-documents.ts, if that is another). Env: DATABASE_URL (else embedded PostgreSQL),
 * BENCH_DURATION (s per load run, default 10).
 */
const RUNS = 7;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ATTACK_CONNECTIONS = 4;
/** As in `npm run bench`: the course list at its largest page. */
const ACTIVE_COURSES = 200;

interface Answer {
  status: number;
  code?: string;
  ms: number;
  jsonBytes: number;
  sentBytes: number;
}

let run = 0;
/** Makes each request's document new to the server: a comment changes the text, not the operation. */
const fresh = (body: BenchDocument['body']) => JSON.stringify(body.query ? { ...body, query: `${body.query}\n# ${++run}` } : body);

function send(url: string, payload: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const outgoing = request(
      `${url}/graphql`,
      { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' } },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const ms = performance.now() - started;
          const sent = Buffer.concat(chunks);
          const encoding = incoming.headers['content-encoding'];
          const json = encoding === 'br' ? brotliDecompressSync(sent) : encoding === 'gzip' ? gunzipSync(sent) : sent;
          const code = (JSON.parse(json.toString()) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code;
          resolve({ status: incoming.statusCode ?? 0, code, ms, jsonBytes: json.length, sentBytes: sent.length });
        });
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export async function endToEnd(schema: GraphQLSchema) {
  const database = await provisionDatabase(process.env.DATABASE_URL || undefined);
  try {
    await seedBenchData(database.url, ACTIVE_COURSES);
    const { url } = await startChild('app-server.ts', database.url, appExecArgv());
    console.log(
      `\nEnd to end: our server (production mode, rate limits off), ${ACTIVE_COURSES} active courses, ${database.location}; ${availableParallelism()} cores shared with the client and PostgreSQL.`,
    );
    console.log(
      `Times: loopback round trip, median and slowest of ${RUNS}, each request a new text (no cache helps). Size: JSON answer (sent, compressed).\n`,
    );

    const measured: { document: BenchDocument; answer: Answer; medianMs: number; slowestMs: number }[] = [];
    for (const document of worstDocuments(schema)) {
      await send(url, fresh(document.body)); // warm-up: JIT and the database's first plans
      const answers: Answer[] = [];
      for (let i = 0; i < RUNS; i++) answers.push(await send(url, fresh(document.body)));
      const medianMs = median(answers.map((answer) => answer.ms));
      const slowestMs = Math.max(...answers.map((answer) => answer.ms));
      const answer = answers[answers.length - 1];
      measured.push({ document, answer, medianMs, slowestMs });
      const outcome = answer.status === 200 ? `200${answer.code ? ` (with ${answer.code})` : ''}` : `${answer.status} ${answer.code}`;
      const bytes = JSON.parse(fresh(document.body)).query?.length ?? 0;
      console.log(
        `${document.name.padEnd(56)} ${String(bytes).padStart(6)} B  ${medianMs.toFixed(1).padStart(7)} ms (max ${slowestMs.toFixed(1).padStart(6)})  ${kib(answer.jsonBytes).padStart(11)} (${kib(answer.sentBytes)})  ${outcome}`,
      );
    }

    const worst = measured.filter(({ answer }) => answer.status === 200).sort((a, b) => b.medianMs - a.medianMs)[0];
    console.log(
      `\nWorst accepted document: "${worst.document.name}": ${worst.medianMs.toFixed(1)} ms median (goal <= 50 ms), answer ${kib(worst.answer.jsonBytes)}.`,
    );
    // A refusal's round trip is the server's whole cost of it (parse, limits, the error answer) plus loopback.
    const refused = measured.filter(({ answer }) => answer.status !== 200).sort((a, b) => b.medianMs - a.medianMs);
    console.log('Refused documents, server cost (round trip) median / slowest, costliest first (goal: each <= 20 ms):');
    for (const { document, answer, medianMs, slowestMs } of refused) {
      console.log(
        `  ${document.name.padEnd(56)} ${medianMs.toFixed(1).padStart(7)} / ${slowestMs.toFixed(1).padStart(6)} ms  ${answer.status} ${answer.code}`,
      );
    }

    // The budgets off: what the document itself costs the second client. Then with the budgets a production start has
    // (the defaults), behind a trusted proxy, so the attacker is one address and the second client many visitors.
    const budgeted = await startChild('app-server.ts', database.url, appExecArgv(), {
      BENCH_DEFAULT_BUDGETS: '1',
      TRUST_PROXY: 'loopback',
    });
    // The costliest refusal, and the 1,200 root fields (whose refusal once took graphql-js 80-300 ms), if not the same.
    const attacks: [BenchDocument, string][] = [
      [worst.document, 'the worst accepted document'],
      ...refused
        .filter(({ document }, index) => index === 0 || document.body.query === duplicateRootFields)
        .map(({ document }, index): [BenchDocument, string] => [
          document,
          `${index === 0 ? 'the costliest refused document' : 'a refused document'} ("${document.name}")`,
        ]),
    ];
    for (const [document, what] of attacks) {
      await attackReport('budgets off', url, document, what);
      await attackReport('default budgets', budgeted.url, document, what);
    }
  } finally {
    await stopChildren();
    await database.drop();
  }
}

/**
 * The course list's latency for a second client, idle and while one address sends `document` on 4 connections as
 * fast as the answers come (429s included). Each request of the second client comes from another visitor's address
 * (X-Forwarded-For; only a server with TRUST_PROXY reads it), so its own budget never refuses it.
 */
async function attackReport(label: string, url: string, document: BenchDocument, what: string) {
  const idle = await courseList(url, DURATION);
  const attack = autocannon({
    url: `${url}/graphql`,
    connections: ATTACK_CONNECTIONS,
    duration: DURATION + 2,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip', 'x-forwarded-for': '203.0.113.66' },
        setupRequest: (req) => ({ ...req, body: fresh(document.body) }),
      },
    ],
  });
  await new Promise((resolve) => setTimeout(resolve, 1000)); // the attack is under way before the second client starts
  const loaded = await courseList(url, DURATION);
  const attacked = await attack;
  const answered = attacked['2xx'];
  console.log(
    `${label}: course list (GET /api/courses, ${ACTIVE_COURSES} rows, 1 connection), p50 / p99: idle ${idle.latency.p50} / ${idle.latency.p99} ms; ` +
      `while one address sends ${what} on ${ATTACK_CONNECTIONS} connections (${answered} answered, ${attacked.non2xx} refused in ${DURATION + 2} s): ` +
      `${loaded.latency.p50} / ${loaded.latency.p99} ms (p99 ${(loaded.latency.p99 / Math.max(idle.latency.p99, 1)).toFixed(1)}x idle; goal <= 2x)` +
      `${loaded.timeouts ? `, and ${loaded.timeouts} of its requests got no answer within 10 s` : ''}.`,
  );
}

let visitor = 0;
async function courseList(url: string, duration: number) {
  const result = await autocannon({
    url: `${url}/api/courses`,
    connections: 1,
    duration,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => ({
          ...req,
          headers: {
            ...(req.headers as Record<string, string>),
            'accept-encoding': 'br, gzip',
            'x-forwarded-for': `10.${(++visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
          },
        }),
      },
    ],
  });
  // A request that waited past autocannon's 10 s is the attack's effect, reported with the latencies; anything else is a fault.
  if (result.errors > result.timeouts || result.non2xx) throw new Error(`course list: ${result.errors} errors, ${result.non2xx} non-2xx`);
  return result;
}
