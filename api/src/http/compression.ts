import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';
import { addVary } from './vary.js';

/** Bodies below this go out as they are: a few hundred bytes gain less than the work and headers cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli quality for per-request work. 11 (the build's, web/build/precompress.ts) costs ~50x the CPU of
 * 4 for a few percent fewer bytes; 4 is smaller than gzip's default at about its speed.
 */
const DYNAMIC_BROTLI_QUALITY = 4;

/**
 * On-the-fly compression of dynamic answers (pages, /graphql, /api, /schema.graphql) with
 * @fastify/compress. It hooks every route registered after it, so register it before the routes; its
 * hook runs after a route's own onSend hooks, so `cachingHeaders` (./http-caching.ts) still sees the
 * plain body and its ETag stays the same for every encoding. The not-found handler gets no route
 * hooks: pages are therefore a route (./web-client.ts). Static files the build compressed already are
 * sent as they are (`Content-Encoding` set by @fastify/static), which the plugin leaves alone.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
    // Request bodies stay as they were: a compressed upload would slip past the body limit's intent.
    globalDecompression: false,
  });
  // Whether a body is compressed depends on Accept-Encoding, on every answer (a 304 or a small body
  // too, which may be compressed next time): a shared cache must key on it.
  app.addHook('onSend', async (_request, reply) => {
    // Lower case, as @fastify/compress writes it, so it does not add a second one.
    addVary(reply, 'accept-encoding');
  });
}
