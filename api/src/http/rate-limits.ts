import type { ApolloServerPlugin, GraphQLResponse } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, onRequestAsyncHookHandler } from 'fastify';
import type { RateLimitConfig } from '../config.js';
import type { RequestContext } from '../context/request-context.js';
import { type ClientError, sendRestError } from './client-errors.js';
import { sendGraphQLError } from './graphql-transport.js';
import { type Budget, type BudgetState, budgetFactory } from './rate-limiter.js';

/**
 * Per-client budgets on the two doors, keyed by the client's address (`request.ip`, which honours
 * TRUST_PROXY). Every request to /graphql or /api counts against `requests`; a write counts against
 * `writes` as well. A write on /api is a non-safe method (POST/PUT/PATCH/DELETE), known from the route.
 * On /graphql only Apollo knows whether the operation is a mutation (a POST may carry a query, a document
 * or a persisted id, several operations and an operationName), so the write budget is spent by an Apollo
 * plugin once the operation is resolved and before it runs: a refused mutation changes nothing.
 * /health, /ready and the web client's files are not limited.
 */
export interface RateLimits {
  /** Counts reads and writes at the door; added to the /graphql and /api routes as they are registered. */
  register(app: FastifyInstance): void;
  /** Spends the write budget for GraphQL mutations. */
  apolloPlugin(): ApolloServerPlugin<RequestContext>;
}

const isLimitedPath = (url: string) => url === '/graphql' || url.startsWith('/api/');
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function createRateLimits(config: RateLimitConfig, orm: MikroORM, log: FastifyBaseLogger): RateLimits {
  const budget = budgetFactory(orm, log);
  const requests = config.requests > 0 ? budget({ name: 'requests', points: config.requests, windowSeconds: config.windowSeconds }) : null;
  const writes = config.writes > 0 ? budget({ name: 'writes', points: config.writes, windowSeconds: config.windowSeconds }) : null;

  return {
    register(app) {
      if (!requests && !writes) return;
      const graphqlDoor = atTheDoor(requests, null, sendGraphQLError);
      const restDoor = atTheDoor(requests, writes, sendRestError);
      const ours = new Set([graphqlDoor.read, restDoor.read, restDoor.write]);
      app.addHook('onRoute', (route) => {
        if (!isLimitedPath(route.url)) return;
        const existing = [route.onRequest ?? []].flat();
        // fastify derives the HEAD route from the GET route's options, hook included: count once.
        if (existing.some((hook) => ours.has(hook as onRequestAsyncHookHandler))) return;
        // On /api a write is a route of non-safe methods; on /graphql the Apollo plugin decides.
        const restWrite = route.url !== '/graphql' && [route.method].flat().some((method) => !SAFE_METHODS.has(method));
        const onRequest = route.url === '/graphql' ? graphqlDoor.read : restWrite ? restDoor.write : restDoor.read;
        if (onRequest) route.onRequest = [onRequest, ...existing];
      });
    },
    apolloPlugin() {
      return {
        async requestDidStart() {
          if (!writes) return;
          return {
            async responseForOperation({ operation, contextValue, response }): Promise<GraphQLResponse | null> {
              if (operation.operation !== 'mutation') return null;
              const state = await writes.spend(contextValue.clientAddress);
              // A write's answer shows the write budget: the one this client runs out of first.
              for (const [name, value] of headersOf(state)) response.http.headers.set(name, value);
              if (!state.exceeded) return null;
              const refusal = refusalOf(state, 'writes');
              return {
                http: { status: refusal.status, headers: new HeaderMap([['cache-control', 'no-store'], ['retry-after', String(state.resetSeconds)]]) },
                body: { kind: 'single', singleResult: { errors: [{ message: refusal.message, extensions: { code: refusal.code } }] } },
              };
            },
          };
        },
      };
    },
  };
}

type Send = (reply: FastifyReply, error: ClientError) => FastifyReply;

/** The door's hooks: `read` spends the request budget, `write` the request budget and then the write budget. */
function atTheDoor(requests: Budget | null, writes: Budget | null, send: Send) {
  const refuse = (reply: FastifyReply, state: BudgetState, budget: string) => {
    send(reply, refusalOf(state, budget));
    return reply;
  };
  const read: onRequestAsyncHookHandler | null = requests
    ? async (request, reply) => {
        const state = await requests.spend(request.ip);
        setHeaders(reply, state);
        if (state.exceeded) return refuse(reply, state, 'requests');
      }
    : null;
  const write: onRequestAsyncHookHandler | null = writes
    ? async (request, reply) => {
        if (requests) {
          const state = await requests.spend(request.ip);
          if (state.exceeded) return refuse(setHeaders(reply, state), state, 'requests');
        }
        const state = await writes.spend(request.ip);
        setHeaders(reply, state);
        if (state.exceeded) return refuse(reply, state, 'writes');
      }
    : read;
  return { read, write };
}

/**
 * The fields of draft-ietf-httpapi-ratelimit-headers-06: the budget's size, what is left of it and the
 * seconds until it is full again, and the policy (`<points>;w=<window seconds>`).
 */
function headersOf(state: BudgetState): [string, string][] {
  return [
    ['ratelimit-limit', String(state.limit)],
    ['ratelimit-remaining', String(state.remaining)],
    ['ratelimit-reset', String(state.resetSeconds)],
    ['ratelimit-policy', `${state.limit};w=${state.windowSeconds}`],
  ];
}

function setHeaders(reply: FastifyReply, state: BudgetState): FastifyReply {
  for (const [name, value] of headersOf(state)) reply.header(name, value);
  if (state.exceeded) reply.header('retry-after', String(state.resetSeconds));
  return reply;
}

function refusalOf(state: BudgetState, budget: string): ClientError & { status: 429 } {
  const what = budget === 'writes' ? 'changes (mutations, POST requests)' : 'requests';
  return {
    status: 429,
    code: 'RATE_LIMITED',
    message: `Too many ${what} from your address: at most ${state.limit} per ${state.windowSeconds} s. Try again in ${state.resetSeconds} s.`,
  };
}
