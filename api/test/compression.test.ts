import Fastify from 'fastify';
import { request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { COMPRESSION_THRESHOLD_BYTES, registerCompression } from '../src/http/compression.js';
import { type TestApp, startTestApp } from './test-app.js';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with exactly these headers, body bytes as sent (fetch would ask for and undo compression itself). */
function rawRequest(url: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

function decode(response: RawResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body);
  if (encoding === 'gzip') return gunzipSync(response.body);
  expect(encoding).toBeUndefined();
  return response.body;
}

// A hashed asset as the build leaves it: the file with its brotli and gzip siblings (web/build/precompress.ts).
const script = Buffer.from(
  `export const courses = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, title: `Kurs ${i}` })))};\n`,
);
const page = `<!doctype html><title>H2O</title><div id="root"></div><p>${'Schwimmkurse in Gersthofen. '.repeat(100)}</p>`;

function brotliOrGzipSibling(suffix: string) {
  return suffix === '.br' ? brotliCompressSync(script) : gzipSync(script);
}

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'h2o-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'server'));
  writeFileSync(join(dist, 'index.html'), page);
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), script);
  writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(script));
  writeFileSync(join(dist, 'server', 'chunk.js'), 'export const secret = 1;');
  t = await startTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('precompressed static assets', () => {
  it.each([
    ['br', 'br', '.br'],
    ['gzip, deflate', 'gzip', '.gz'],
    ['gzip, deflate, br, zstd', 'br', '.br'],
  ])('Accept-Encoding %s gets the %s file as it was built', async (accept, encoding, suffix) => {
    const response = await rawRequest(`${t.baseUrl}/assets/app-abc123.js`, { 'accept-encoding': accept });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body.length).toBeLessThan(script.length / 3);
    expect(response.body.equals(brotliOrGzipSibling(suffix))).toBe(true);
    expect(decode(response).equals(script)).toBe(true);
  });

  it.each([[{}], [{ 'accept-encoding': 'identity' }]])('without an accepted encoding (%j) gets the file itself', async (headers) => {
    const response = await rawRequest(`${t.baseUrl}/assets/app-abc123.js`, headers);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.equals(script)).toBe(true);
  });

  it('never serves the server-rendering bundle in dist/server', async () => {
    for (const path of ['/server/chunk.js', '/assets/../server/chunk.js', '/assets/%2e%2e/server/chunk.js', '/./server/chunk.js']) {
      const response = await rawRequest(`${t.baseUrl}${path}`, { 'accept-encoding': 'br' });
      // 404, or 403 where the file server refuses a `..` outright.
      expect([path, [403, 404].includes(response.status)]).toEqual([path, true]);
      expect(response.body.toString()).not.toContain('secret');
    }
  });
});

describe('dynamic answers are compressed on the fly above the threshold', () => {
  it('a page (its HTML) is compressed', async () => {
    const response = await rawRequest(`${t.baseUrl}/courses`, { 'accept-encoding': 'br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(decode(response).toString()).toBe(page);
  });

  it.each(['br', 'gzip'])('/api/courses and the /graphql course list with %s, same JSON as uncompressed', async (encoding) => {
    const query = encodeURIComponent('{ courses(first: 50) { edges { node { id title description } } } }');
    for (const path of ['/api/courses', `/graphql?query=${query}`]) {
      const plain = await rawRequest(`${t.baseUrl}${path}`);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
      const compressed = await rawRequest(`${t.baseUrl}${path}`, { 'accept-encoding': encoding });
      expect([path, compressed.headers['content-encoding']]).toEqual([path, encoding]);
      expect(compressed.headers.vary).toMatch(/accept-encoding/);
      expect(compressed.body.length).toBeLessThan(plain.body.length / 2);
      expect(JSON.parse(decode(compressed).toString())).toEqual(JSON.parse(plain.body.toString()));
    }
  });

  it('a POST to /graphql is compressed too, and /schema.graphql', async () => {
    const body = JSON.stringify({ query: '{ courses(first: 50) { edges { node { id title description } } } }' });
    const post = await rawRequest(`${t.baseUrl}/graphql`, { 'accept-encoding': 'gzip', 'content-type': 'application/json' }, 'POST', body);
    expect(post.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(post).toString()).data.courses.edges.length).toBeGreaterThan(3);
    const sdl = await rawRequest(`${t.baseUrl}/schema.graphql`, { 'accept-encoding': 'br' });
    expect(sdl.headers['content-encoding']).toBe('br');
    expect(decode(sdl).toString()).toContain('type Course implements Node');
  });

  it('a small answer goes out as it is, still marked as varying by encoding', async () => {
    const query = encodeURIComponent('{ course(databaseId: 1) { id } }');
    const response = await rawRequest(`${t.baseUrl}/graphql?query=${query}`, { 'accept-encoding': 'br' });
    expect(response.body.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/);
    expect(JSON.parse(response.body.toString()).data.course.id).toBe('Q291cnNlOjE=');
  });

  it('keeps ETag and 304: the same ETag for every encoding, answered with an empty 304', async () => {
    const br = await rawRequest(`${t.baseUrl}/api/courses`, { 'accept-encoding': 'br' });
    const plain = await rawRequest(`${t.baseUrl}/api/courses`);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toMatch(/^".+"$/);
    expect(br.headers.etag).toBe(plain.headers.etag);
    const again = await rawRequest(`${t.baseUrl}/api/courses`, { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.headers.vary).toMatch(/accept-encoding/);
  });
});

it('a streamed body (as server rendering sends it) is compressed as it streams', async () => {
  const app = Fastify();
  await registerCompression(app);
  const chunks = [
    '<!doctype html><main>',
    ...Array.from({ length: 50 }, (_, i) => `<p>Kurs ${i}: Seepferdchen in Gersthofen</p>`),
    '</main>',
  ];
  app.get('/page', (_request, reply) => reply.type('text/html; charset=utf-8').send(Readable.from(chunks)));
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { port } = app.server.address() as { port: number };
    const response = await rawRequest(`http://127.0.0.1:${port}/page`, { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(response.headers['content-length']).toBeUndefined();
    expect(decode(response).toString()).toBe(chunks.join(''));
  } finally {
    await app.close();
  }
});
