import { translatedMessage } from '../../graphql/refusal-messages.js';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type DocumentNode,
  type ExecutionResult,
  type FormattedExecutionResult,
  GraphQLError,
  type GraphQLFormattedError,
  type GraphQLSchema,
  getOperationAST,
  parse,
  validate,
} from 'graphql';
import { type RequestParams, type Response as StreamResponse, createHandler } from 'graphql-sse';
import type { AppConfig } from '../../config.js';
import { RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../db/database-unavailable.js';
import { maskUnexpectedErrors } from '../../graphql/errors.js';
import { documentLimits, parseOptions } from '../../graphql/limits.js';
import { PERSISTED_QUERIES_FILE, PersistedQueryStore } from '../../graphql/persisted-queries.js';
import { subscribePerEvent } from '../../graphql/subscriptions.js';
import { sessionService } from '../../modules/auth/session.service.js';
import { activePartnerPrincipal } from '../../modules/partner-keys/partner-key.service.js';
import { DomainEventFeed } from '../../modules/events/live/domain-event-feed.js';
import { listenForDomainEvents } from '../../modules/events/live/domain-event-listener.js';
import type { LiveContext } from '../../modules/events/live/live-context.js';
import { containsNulCharacter } from '../../util/nul-character.js';
import { BODY_LIMIT, type ClientError, languageOf } from '../client-errors.js';
import { contextFromRequest } from '../context-from-request.js';
import { graphqlTransport, sendGraphQLError } from '../graphql-transport.js';
import { credentialOf } from '../session.js';
import { streamMessages } from './stream-messages.js';
import { GRAPHQL_STREAM_PATH } from './stream-path.js';
import { StreamSlots } from './stream-slots.js';

/**
 * Bytes written to a stream and not yet taken by its client before it counts as not reading (a dead connection the
 * kernel has not noticed, a client that stopped reading): the stream is closed rather than kept in memory.
 */
const MAX_UNSENT_BYTES = 1024 * 1024;
/** Retry-After of a stream refused for its address: one of its others has to end first. */
const ADDRESS_RETRY_SECONDS = 60;

type Params = RequestParams & { extensions?: { persistedQuery?: { sha256Hash?: unknown } } };

export interface GraphQLStream {
  /** The events this instance hears (its database listener's), fanned out to the open subscriptions. */
  feed: DomainEventFeed;
  /** Resolves once every event committed before the call has reached the feed (see ChannelListener.sync). */
  sync(): Promise<void>;
  /** How many streams are open now. */
  readonly open: number;
}

/**
 * `/graphql/stream`: GraphQL subscriptions over Server-Sent Events, graphql-sse's "distinct connections" mode (one
 * subscription per request: no stream state is kept between requests, so any instance can take any request). The
 * request is the same as `/graphql`'s (POST with a JSON body, or GET with `query`/`variables`, `Accept:
 * text/event-stream`), checked against the same limits before anything runs; a refusal (a limit, a bad document, the
 * auth checker's `UNAUTHENTICATED`/`FORBIDDEN`) is a plain 4xx JSON answer in GraphQL's error shape, never a stream.
 * Accepted, each event is an SSE `next` message, a comment line every 12 s keeps proxies from closing the idle
 * connection (graphql-sse's heartbeat), and `complete` ends it. Each instance holds one database connection
 * listening for events (modules/events/live/domain-event-listener.ts) and fans them out in process. Open streams are
 * capped per client address and in all (StreamSlots), and ended when the app closes, so a shutdown never waits for them.
 */
export function registerGraphQLStream(
  app: FastifyInstance,
  { schema, orm, config }: { schema: GraphQLSchema; orm: MikroORM; config: AppConfig },
): GraphQLStream {
  const feed = new DomainEventFeed();
  const listener = listenForDomainEvents(() => orm.config.get('clientUrl') as string, orm.em, feed, app.log);
  const slots = new StreamSlots(config.liveStreams);
  /** How to end each open stream (the app is closing). */
  const openStreams = new Set<() => void>();
  // The web client's own operations, by hash (it sends no documents); third parties send documents.
  const persisted = new PersistedQueryStore(PERSISTED_QUERIES_FILE, { warn: (message) => app.log.warn(message) });
  const limitsOf = documentLimits(schema);
  const formatError = maskUnexpectedErrors(config.production);

  app.addHook('preClose', (done) => {
    for (const end of openStreams) end();
    feed.close();
    done();
  });
  app.addHook('onClose', async () => listener.stop());

  /** The subscriber's context: the request's, the feed, and its session as it is at each event (LiveContext). */
  const liveContext = (request: FastifyRequest): LiveContext => {
    const credential = request.signedIn ? credentialOf(request) : null;
    const key = request.server.appSettings.keys.session;
    const partner = request.partner;
    return {
      ...contextFromRequest(request, orm.em),
      domainEvents: feed,
      subscriberNow: async () =>
        credential ? ((await sessionService.authenticate(orm.em.fork(), key, credential.token))?.user ?? null) : null,
      partnerNow: async () => (partner ? activePartnerPrincipal(orm.em.fork(), partner.keyId) : null),
    };
  };

  /** Everything before the stream: the document's limits, validation, and the subscription's own refusal. */
  const subscribe = async (request: FastifyRequest, params: Params): Promise<StreamResponse | AsyncIterable<ExecutionResult>> => {
    const language = languageOf(request);
    let document: DocumentNode;
    try {
      document = parse(params.query, parseOptions);
    } catch (error) {
      const syntax = error as GraphQLError;
      return refusal(400, [
        formatError({ message: syntax.message, locations: syntax.locations, extensions: { code: 'GRAPHQL_PARSE_FAILED' } }, error),
      ]);
    }
    const limit = limitsOf(document);
    if (limit)
      return refusal(400, [formatError({ ...limit.toJSON(), message: translatedMessage(limit, language) ?? limit.message }, limit)]);
    const invalid = validate(schema, document);
    if (invalid.length > 0)
      return refusal(
        400,
        invalid.map((error) => withCode(error.toJSON(), 'GRAPHQL_VALIDATION_FAILED')),
      );
    if (getOperationAST(document, params.operationName)?.operation !== 'subscription') {
      return refusal(400, [{ message: streamMessages[language].notSubscription, extensions: { code: 'BAD_REQUEST' } }]);
    }
    if (containsNulCharacter(params.variables)) {
      return refusal(400, [
        { message: 'A string holds a NUL character (U+0000), which no field accepts.', extensions: { code: 'BAD_USER_INPUT' } },
      ]);
    }
    const contextValue = liveContext(request);
    const result = await subscribePerEvent({
      schema,
      document,
      operationName: params.operationName,
      variableValues: params.variables,
      contextValue,
    });
    if (Symbol.asyncIterator in result) return result;
    // Refused: variables that do not fit (no path), or the subscription's own refusal (the auth checker, an argument).
    const errors = result.errors ?? [];
    const [first] = errors;
    if (isDatabaseUnavailable(first)) return refusal(503, [formatError(first.toJSON(), first)], RETRY_AFTER_SECONDS);
    const status = first?.path === undefined ? 400 : Number((first.extensions?.http as { status?: number } | undefined)?.status ?? 500);
    if (status >= 500) request.log.error({ err: first?.originalError ?? first }, 'GraphQL subscription failed');
    return refusal(
      status,
      errors.map((error) => formatError(error.path ? error.toJSON() : withCode(error.toJSON(), 'BAD_USER_INPUT'), error)),
    );
  };

  const sse = createHandler<FastifyRequest, undefined, undefined>({
    // No token: "distinct connections" mode only. Its "single connection" mode keeps a stream's state on the instance
    // that opened it, which a second instance behind the same address cannot know.
    authenticate: () => null,
    onSubscribe: (request, params) => subscribe(request.raw, params as Params),
    // Each event's errors as /graphql formats them: a database that is away says so, unexpected ones are masked.
    onNext: (_context, request, result) => formatted(request.raw, result as ExecutionResult),
  });

  function formatted(request: FastifyRequest, result: ExecutionResult): ExecutionResult | void {
    if (!result.errors?.length) return;
    for (const error of result.errors) {
      if (isDatabaseUnavailable(error))
        request.log.warn({ err: error.originalError ?? error }, 'GraphQL event failed: database unavailable');
      else if (!error.extensions?.code) request.log.error({ err: error.originalError ?? error }, 'GraphQL event failed');
    }
    // graphql-sse's type says GraphQLError; what it does is JSON.stringify them, so the formatted shape is what goes out.
    const errors: FormattedExecutionResult['errors'] = result.errors.map((error) => formatError(error.toJSON(), error));
    return { ...result, errors } as unknown as ExecutionResult;
  }

  app.route({
    url: GRAPHQL_STREAM_PATH,
    method: ['GET', 'POST'],
    bodyLimit: BODY_LIMIT,
    preHandler: graphqlTransport.preHandler,
    errorHandler: graphqlTransport.errorHandler,
    async handler(request, reply) {
      const messages = streamMessages[languageOf(request)];
      if (!acceptsEventStream(request)) {
        return sendGraphQLError(reply.header('vary', 'accept'), { status: 406, code: 'NOT_ACCEPTABLE', message: messages.notEventStream });
      }
      const params = paramsOf(request, messages);
      if ('status' in params) return sendGraphQLError(reply, params);
      if (params.query === undefined) {
        const hash = params.extensions?.persistedQuery?.sha256Hash;
        const known = typeof hash === 'string' ? await persisted.get(hash) : undefined;
        if (known === undefined)
          return sendGraphQLError(reply, { status: 400, code: 'PERSISTED_QUERY_NOT_FOUND', message: messages.persistedNotFound });
        params.query = known;
      }
      const slot = slots.take(request.ip);
      if (slot === 'address') {
        return sendGraphQLError(reply.header('retry-after', String(ADDRESS_RETRY_SECONDS)), {
          status: 429,
          code: 'RATE_LIMITED',
          message: messages.tooManyFromAddress(config.liveStreams.perAddress),
        });
      }
      if (slot === 'total') {
        return sendGraphQLError(reply.header('retry-after', String(RETRY_AFTER_SECONDS)), {
          status: 503,
          code: 'SERVICE_UNAVAILABLE',
          message: messages.tooMany,
        });
      }
      try {
        // graphql-sse is given the request as read here (always a JSON body): it frames the stream.
        const [body, init] = await sse({
          method: 'POST',
          url: request.url,
          headers: { get: (key) => ({ accept: 'text/event-stream', 'content-type': 'application/json' })[key.toLowerCase()] ?? null },
          body: params as unknown as Record<string, unknown>,
          raw: request,
          context: undefined,
        });
        await stream(request, reply, body, init);
      } finally {
        slot();
      }
    },
  });

  /** Writes graphql-sse's answer; a stream until it completes, its client goes, it falls behind or the app closes. */
  async function stream(request: FastifyRequest, reply: FastifyReply, body: StreamResponse[0], init: StreamResponse[1]) {
    reply.hijack();
    const raw = reply.raw;
    const headers: Record<string, string | number | string[]> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
    raw.writeHead(init.status, {
      ...headers,
      ...init.headers,
      'x-request-id': String(request.id),
      // An answer that is no stream (a refusal) is never kept; a stream is not buffered by nginx on the way.
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      // The socket ends with the stream: kept alive, a closing app would wait for it to idle out (server.close()).
      connection: 'close',
    });
    if (!body || typeof body === 'string') {
      await new Promise<void>((resolve) => raw.end(body ?? undefined, resolve));
      return;
    }
    const end = () => void body.return(undefined);
    openStreams.add(end);
    raw.once('close', end);
    try {
      for await (const message of body) {
        if (!raw.writable) break;
        raw.write(message);
        if (raw.writableLength > MAX_UNSENT_BYTES) {
          request.log.warn({ unsentBytes: raw.writableLength }, 'live updates: closed a stream its client does not read');
          break;
        }
      }
    } catch (error) {
      // The subscription failed under way (it fell too far behind, an unexpected fault): the client subscribes again.
      request.log.warn({ err: error }, 'live updates: a stream ended with an error');
    } finally {
      openStreams.delete(end);
      raw.off('close', end);
      await body.return(undefined);
      if (!raw.writableEnded) raw.end();
    }
  }

  return {
    feed,
    sync: () => listener.sync(),
    get open() {
      return slots.size;
    },
  };
}

/** graphql-sse answers only a request that asks for `text/event-stream` (EventSource and its client send exactly that). */
function acceptsEventStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').split(',').some((type) => type.split(';')[0].trim().toLowerCase() === 'text/event-stream');
}

/** The operation's parameters from the JSON body (POST) or the query string (GET), or why they cannot be read. */
function paramsOf(
  request: FastifyRequest,
  messages: (typeof streamMessages)['de'],
): (Omit<Params, 'query'> & { query?: string }) | ClientError {
  const source = (request.method === 'GET' ? request.query : request.body) as Record<string, unknown> | undefined;
  const badRequest = (message: string): ClientError => ({ status: 400, code: 'BAD_REQUEST', message });
  if (!source || typeof source !== 'object' || Array.isArray(source)) return badRequest(messages.missingQuery);
  const readJson = (value: unknown): unknown => {
    if (request.method !== 'GET' || typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return [];
    }
  };
  const { query, operationName } = source;
  const variables = readJson(source.variables);
  const extensions = readJson(source.extensions);
  const isObject = (value: unknown) => value == null || (typeof value === 'object' && !Array.isArray(value));
  if (!isObject(variables) || !isObject(extensions)) return badRequest(messages.badVariables);
  if (query !== undefined && typeof query !== 'string') return badRequest(messages.missingQuery);
  if (query === undefined && !(extensions as Params['extensions'])?.persistedQuery) return badRequest(messages.missingQuery);
  if (operationName != null && typeof operationName !== 'string') return badRequest(messages.missingQuery);
  return {
    query,
    operationName: operationName ?? undefined,
    variables: (variables ?? undefined) as Record<string, unknown> | undefined,
    extensions: (extensions ?? undefined) as Params['extensions'],
  };
}

function withCode(formatted: GraphQLFormattedError, code: string): GraphQLFormattedError {
  return { ...formatted, extensions: { ...formatted.extensions, code } };
}

/** A refusal before the stream: GraphQL's error shape, with its HTTP status. */
function refusal(status: number, errors: GraphQLFormattedError[], retryAfterSeconds?: number): StreamResponse {
  return [
    JSON.stringify({ errors }),
    {
      status,
      statusText: '',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : {}),
      },
    },
  ];
}
