import type { FastifyInstance } from 'fastify';
import { printSchemaText } from '../graphql/print-schema.js';
import { registerMethodNotAllowed } from './client-errors.js';
import { cachingHeaders } from './http-caching.js';

/**
 * `GET /schema.graphql`: the running schema as SDL, byte for byte the committed schema.graphql, for
 * tools that read a file (codegen, IDE plugins) rather than run introspection. The schema cannot change
 * while the process runs, so the text is printed once here, not per request. Public, cacheable, CORS open.
 */
export async function registerSchemaSdl(app: FastifyInstance) {
  const sdl = await printSchemaText();
  app.get('/schema.graphql', { onSend: cachingHeaders }, (_request, reply) => reply.type('text/plain; charset=utf-8').send(sdl));
  registerMethodNotAllowed(app, '/schema.graphql', ['GET']);
}
