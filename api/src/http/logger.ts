import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import type { FastifyRequest } from 'fastify';
import type PinoPretty from 'pino-pretty';
import type { AppConfig } from '../config.js';

// Loaded only in development: production writes plain JSON lines.
const loadPretty = () => createRequire(import.meta.url)('pino-pretty') as typeof PinoPretty;

/** What a client may send as `x-request-id` to follow its request through our logs. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The request id in every log line of a request and in the `x-request-id` response header: the
 * client's own when it is short and harmless (no spaces, line breaks or markup to forge log lines
 * with), else a new UUID.
 */
export function genReqId(request: IncomingMessage): string {
  const supplied = request.headers['x-request-id'];
  return typeof supplied === 'string' && SAFE_REQUEST_ID.test(supplied) ? supplied : randomUUID();
}

/** The request as logged: the path without its query string, which can carry personal data (`?variables=`, `?email=`). */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Options for Fastify's pino logger: JSON lines in production (for the log collector), one readable
 * line per entry in development (pino-pretty, in process). Credentials are never logged.
 */
export function loggerOptions(config: Pick<AppConfig, 'logLevel' | 'production'>) {
  const readable = !config.production && config.logLevel !== 'silent';
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: { req: serializeRequest as (request: unknown) => ReturnType<typeof serializeRequest> },
    ...(readable
      ? {
          stream: loadPretty()({
            sync: true,
            singleLine: true,
            colorize: Boolean(process.stdout.isTTY),
            translateTime: 'SYS:HH:MM:ss.l',
            ignore: 'pid,hostname',
          }),
        }
      : {}),
  };
}
