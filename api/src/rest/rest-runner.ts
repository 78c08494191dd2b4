import { type ExecutionResult, type GraphQLSchema, GraphQLError, Kind, parse, validate } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MAX_PAGE_SIZE } from '../graphql/connection.js';
import { translatedMessage } from '../graphql/refusal-messages.js';
import { isDatabaseUnavailable } from '../db/database-unavailable.js';
import { languageOf, registerMethodNotAllowed, sendInternalError } from '../http/client-errors.js';
import { cachingHeaders } from '../http/http-caching.js';
import { contextFromRequest } from '../http/context-from-request.js';
import { LANGUAGE_COOKIE, type Language, requestLanguage } from '../context/language.js';
import { containsNulCharacter } from '../util/nul-character.js';
import { apiMessage } from '../http/api-messages.js';
import { checkedVariables, bodyTypesOf } from './rest-body-types.js';
import { RestError, type RestFieldError, RestFile, type RestRequest, type RestRoute, fieldErrorsMessage } from './rest-route.js';

const STATUS_BY_CODE: Record<string, number> = {
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
};

/**
 * Registers every row of the REST table. Each operation is parsed, validated and compiled once
 * here (graphql-jit: about 1.5x the requests per second of graphql-js `execute`, see `npm run bench`),
 * so a typo fails at start and a request runs the shared schema: the same resolvers, services,
 * auth and errors as /graphql, with the same request context.
 */
export function registerRestRoutes(app: FastifyInstance, schema: GraphQLSchema, rootEm: EntityManager, routes: RestRoute[]) {
  // Rows of one method and path (a `whenQuery` variant beside the plain row) share one fastify route.
  const handlers = new Map<string, { route: RestRoute; handle: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> }[]>();
  for (const route of routes) {
    const document = parse(route.operation);
    const problems = validate(schema, document);
    if (problems.length > 0) throw new Error(`REST ${route.method} ${route.path}: ${problems.map((p) => p.message).join('; ')}`);
    const compiled = compileQuery(schema, document);
    if (!isCompiledQuery(compiled))
      throw new Error(`REST ${route.method} ${route.path}: ${compiled.errors?.map((e) => e.message).join('; ')}`);
    const reads = document.definitions.every(
      (definition) => definition.kind !== Kind.OPERATION_DEFINITION || definition.operation === 'query',
    );
    const bodyTypes = bodyTypesOf(schema, document, route);

    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        const asked = restRequest(request);
        const variables = checkedVariables(route, bodyTypes, asked);
        const execute = async () => {
          // A context per attempt: its DataLoaders would hand a retry the failed attempt's rejections.
          const contextValue = contextFromRequest(request, rootEm);
          const run = async (extra: Record<string, unknown>) =>
            (await compiled.query(undefined, contextValue, { ...variables, ...extra })) as ExecutionResult;
          return route.allPagesOf ? await readAllPages(run, route.allPagesOf, asked) : checked(await run({}), asked);
        };
        const data = reads ? await onceMoreIfConnectionLost(execute) : await execute();
        const userErrors = route.payloadOf ? (data[route.payloadOf] as { errors?: RestFieldError[] } | null)?.errors : undefined;
        if (userErrors?.length) {
          const missing = userErrors.find((error) => route.notFoundCodes?.includes(error.code));
          if (missing) return reply.code(404).send({ code: missing.code, message: missing.message });
          const conflict = userErrors.find((error) => route.conflictCodes?.includes(error.code));
          if (conflict) return reply.code(409).send({ code: conflict.code, message: conflict.message });
          const { fieldName } = route;
          const named = fieldName
            ? userErrors.map((error) => ({ ...error, field: error.field === null ? null : fieldName(error.field) }))
            : userErrors;
          return reply.code(400).send(validationFailed(named));
        }
        const body = route.shape(data, asked);
        if (body === null || body === undefined) {
          const { code, message } = route.notFound ?? {
            code: 'NOT_FOUND',
            message: (language: Language) => apiMessage(language, 'notFound'),
          };
          return reply.code(404).send({ code, message: typeof message === 'string' ? message : message(asked.language) });
        }
        if (body instanceof RestFile) {
          return reply
            .code(route.successStatus ?? 200)
            .type(body.contentType)
            .header('content-disposition', body.contentDisposition)
            .send(body.content);
        }
        return reply.code(route.successStatus ?? 200).send(body);
      } catch (error) {
        return sendError(request, reply, error);
      }
    };
    const key = `${route.method} ${route.path}`;
    handlers.set(key, [...(handlers.get(key) ?? []), { route, handle }]);
  }
  for (const rows of handlers.values()) {
    const { route } = rows.find((row) => !isVariant(row.route)) ?? rows[0];
    const register = route.formBody ? withFormBodies(app) : (options: RouteOptions) => app.route(options);
    register({
      method: route.method,
      url: route.path,
      onSend: cachingHeaders,
      handler: (request, reply) => {
        const query = isObject(request.query) ? request.query : {};
        const body = isObject(request.body) ? request.body : {};
        const bodyHas = (value: unknown, values: string[]) => typeof value === 'string' && values.includes(value.trim().toLowerCase());
        const matches = (row: RestRoute) =>
          (!!row.whenQuery && Object.entries(row.whenQuery).every(([name, value]) => query[name] === value)) ||
          (!!row.whenBody && Object.entries(row.whenBody).every(([name, values]) => bodyHas(body[name], values)));
        const chosen = rows.find((row) => matches(row.route)) ?? rows.find((row) => !isVariant(row.route)) ?? rows[0];
        return chosen.handle(request, reply);
      },
    });
  }
  for (const route of routes) {
    const page = route.pageForBrowsers;
    if (!page) continue;
    app.get(route.path, { onSend: cachingHeaders }, async (request, reply) => {
      try {
        return reply.redirect(page(restRequest(request)), 303);
      } catch (error) {
        return sendError(request, reply, error);
      }
    });
  }
  for (const [path, methods] of methodsByPath(routes)) registerMethodNotAllowed(app, path, methods);
}

/** Largest form body read: a one-click unsubscribe sends `List-Unsubscribe=One-Click` (26 bytes). */
const FORM_BODY_LIMIT = 1024;

/**
 * Registers a route in a scope of its own that reads form bodies: URL-encoded ones become an object of
 * strings; multipart ones are not read (`{}`), since no row takes anything but texts from a body.
 */
function withFormBodies(app: FastifyInstance) {
  return (options: RouteOptions) =>
    app.register(async (scope) => {
      readFormBodies(scope);
      scope.route(options);
    });
}

/** Lets the routes of `scope` (a plugin's own) read small form bodies, as above; the PayPal sandbox uses it too. */
export function readFormBodies(scope: FastifyInstance) {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  scope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT }, (_request, _body, done) =>
    done(null, {}),
  );
}

function methodsByPath(routes: RestRoute[]): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const route of routes) {
    byPath.set(route.path, [...new Set([...(byPath.get(route.path) ?? []), route.method, ...(route.pageForBrowsers ? ['GET'] : [])])]);
  }
  return byPath;
}

/** A row that answers only some requests of its method and path (see `whenQuery`, `whenBody`). */
const isVariant = (route: RestRoute) => !!route.whenQuery || !!route.whenBody;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Path and query as strings (a repeated query parameter is refused), the body as an object, headers as strings. */
function restRequest(request: FastifyRequest): RestRequest {
  // The rule contextFromRequest applies, so a row's own texts match the operation's.
  const language = requestLanguage(request.cookies?.[LANGUAGE_COOKIE], request.headers['accept-language']);
  if (containsNulCharacter(request.params) || containsNulCharacter(request.query) || containsNulCharacter(request.body)) {
    throw new RestError(400, 'INVALID_PARAMETER', apiMessage(language, 'nulCharacter'));
  }
  const query: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(isObject(request.query) ? request.query : {})) {
    // Without the name: it is the client's text, and answers never repeat what the request held.
    if (typeof value !== 'string') throw new RestError(400, 'INVALID_PARAMETER', apiMessage(language, 'queryParameterRepeated'));
    query[name] = value;
  }
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers[name] = value;
  return {
    params: (request.params ?? {}) as Record<string, string>,
    query,
    body: isObject(request.body) ? request.body : {},
    headers,
    language,
    clientAddress: request.ip,
  };
}

function validationFailed(errors: RestFieldError[]) {
  return { code: 'VALIDATION_FAILED', message: fieldErrorsMessage(errors), errors };
}

/** An operation's result, which the row's generated type describes (the row's `shape` reads it as that). */
type OperationData = Record<string, unknown>;

function checked(result: ExecutionResult, request: RestRequest): OperationData {
  if (result.errors?.length) {
    // No data at all: the request itself was refused (e.g. a variable of the wrong type), not a resolver. GraphQL's
    // text quotes the value, which came from the URL: the answer names the variable only.
    if (result.data === undefined) {
      const variable = /^Variable "\$(\w+)"/.exec(result.errors[0].message)?.[1];
      const message = variable
        ? apiMessage(request.language, 'requestValue', { name: variable })
        : apiMessage(request.language, 'malformedRequest');
      throw new RestError(400, 'BAD_REQUEST', message);
    }
    throw result.errors[0];
  }
  return result.data as OperationData;
}

/**
 * Runs a read once more when the database dropped its connection: pg's pool has discarded the dead
 * client by then, so the second attempt gets a fresh one (pg_terminate_backend, a failover, a restarted
 * pooler cost a visitor nothing). Only reads: a write may have committed before its answer was lost, and
 * running it again is the client's decision (POST /api/orders has its idempotency key for that). A
 * database that stays away fails the second attempt too and answers 503 (sendInternalError).
 */
async function onceMoreIfConnectionLost<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    // pg_terminate_backend or a failover drops every connection at once; the pool learns of the others from
    // their sockets' close events. A moment's wait lets those in, so the retry does not take another dead one.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return read();
  }
}

/** Follows `pageInfo.endCursor` until the connection is exhausted, merging the edges. */
async function readAllPages(run: (extra: Record<string, unknown>) => Promise<ExecutionResult>, field: string, request: RestRequest) {
  type Connection = { edges: unknown[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
  const read = async (extra: Record<string, unknown>) => {
    const data = checked(await run(extra), request);
    return { data, connection: data[field] as Connection };
  };
  let page = await read({ first: MAX_PAGE_SIZE });
  const edges = [...page.connection.edges];
  while (page.connection.pageInfo.hasNextPage) {
    page = await read({ first: MAX_PAGE_SIZE, after: page.connection.pageInfo.endCursor });
    edges.push(...page.connection.edges);
  }
  return { ...page.data, [field]: { ...page.connection, edges } };
}

function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const language = languageOf(request);
  if (error instanceof RestError) {
    const message = error.texts?.[language] ?? error.message;
    return reply.code(error.status).send({ code: error.code, message, ...(error.errors ? { errors: error.errors } : {}) });
  }
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  const code = error instanceof GraphQLError ? String(error.extensions?.code ?? '') : '';
  const status = STATUS_BY_CODE[code];
  if (status && error instanceof GraphQLError) {
    // Headers the error asks for, as Apollo sends them on /graphql (a refused sign-in's Retry-After).
    const headers = (error.extensions?.http as { headers?: Map<string, string> } | undefined)?.headers;
    for (const [name, value] of headers ?? []) reply.header(name, value);
    return reply.code(status).send({ code, message: translatedMessage(error, language) ?? error.message });
  }
  return sendInternalError(request, reply, original);
}
