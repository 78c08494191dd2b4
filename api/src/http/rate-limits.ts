import { setTimeout as sleep } from 'node:timers/promises';
import type { ApolloServerPlugin, GraphQLRequestContext, GraphQLResponse } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import type { MikroORM } from '@mikro-orm/postgresql';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  onSendAsyncHookHandler,
} from 'fastify';
import type { RateLimitConfig } from '../config.js';
import type { RequestContext } from '../context/request-context.js';
import { type ClientError, sendRestError } from './client-errors.js';
import { sendGraphQLError } from './graphql-transport.js';
import { isGraphQLPath } from './graphql-stream/stream-path.js';
import { mutationFields } from './mutation-fields.js';
import { type PageHandler, pageLanguage } from './page-renderer.js';
import { type Budget, type BudgetState, budgetFactory } from './rate-limiter.js';
import { refusalPage } from './refusal-page.js';

/**
 * Per-client budgets, keyed by the client's address (`request.ip`, which honours TRUST_PROXY). Every
 * request to /graphql or /api counts against `requests`; a write counts against `writes` as well. A
 * write on /api is a non-safe method (POST/PUT/PATCH/DELETE), known from the route, and one REST route is
 * one change. On /graphql only Apollo knows whether the operation is a mutation (a POST may carry a query,
 * a document or a persisted id, several operations and an operationName), so the write budget is spent by
 * an Apollo plugin once the operation is resolved and before it runs: one point per mutation field the
 * operation will run (30 aliased `submitContactMessage` cost 30), all or nothing, so a refused document
 * changes nothing. Pages rendered on the server count against `pages`, a budget of their own (a page
 * costs far more than an API read, and visitors' browsers ask for few). /health, /ready and the web
 * client's files (scripts, styles, images, the admin area's shell) are not limited.
 */
export interface RateLimits {
  /** Counts reads and writes at the door; added to the /graphql and /api routes as they are registered. */
  register(app: FastifyInstance): void;
  /** Spends the write budget for GraphQL mutations. */
  apolloPlugin(): ApolloServerPlugin<RequestContext>;
  /** The page handler behind the page budget: over it, a small 429 page in the visitor's language. */
  limitPages(render: PageHandler): PageHandler;
  /** Gives back what a page spent of the page budget when nothing was rendered for it (the render gate refused it). */
  givePageBack(request: FastifyRequest): Promise<void>;
}

const isLimitedPath = (url: string) => isGraphQLPath(url) || url.startsWith('/api/');

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** How long a page request over the page budget waits for its 429. */
const OVER_BUDGET_DELAY_MS = 1_000;

/**
 * The pace's allowance for pages at once: this many renders more than RATE_LIMIT_PAGES_PER_SECOND within this many
 * seconds (a visitor opening a few courses in new tabs). Small, because a render holds the event loop for
 * milliseconds at a time: a burst of a hundred at once (the page budget alone allowed it) kept everyone else's
 * answers waiting, and spread out at two a second they hardly show.
 */
const PAGE_BURST = { points: 4, windowSeconds: 10 };

export function createRateLimits(config: RateLimitConfig, orm: MikroORM, log: FastifyBaseLogger): RateLimits {
  const budget = budgetFactory(orm, log);
  const requests = config.requests > 0 ? budget({ name: 'requests', points: config.requests, windowSeconds: config.windowSeconds }) : null;
  const writes =
    config.writes > 0
      ? budget({ name: 'writes', points: config.writes, windowSeconds: config.windowSeconds, severalPointsPerSpend: true })
      : null;
  const trainerMarks =
    config.trainerMarks > 0
      ? budget({ name: 'trainer-marks', points: config.trainerMarks, windowSeconds: config.windowSeconds, severalPointsPerSpend: true })
      : null;
  const pages = config.pages > 0 ? budget({ name: 'pages', points: config.pages, windowSeconds: config.windowSeconds }) : null;
  const pagePace =
    pages && config.pagesPerSecond > 0
      ? budget({ name: 'pages-pace', points: config.pagesPerSecond, windowSeconds: 1, burst: PAGE_BURST })
      : null;

  /**
   * A signed-in trainer's marks (documents of `saveTrainerMarks` only) spend a budget of the account's own instead of
   * the address's write budget, which is sized for anonymous forms: a trainer taps present/absent for a whole group in
   * a minute, each tap soon sent on its own, and trainers on the pool's one Wi-Fi share an address. Anyone else calling
   * it is refused by the auth checker anyway; the request budget still counts every call.
   */
  const ownBudget = (context: RequestContext, names: ReadonlySet<string>): { budget: Budget; key: string } | null => {
    if (!trainerMarks || !context.user || names.size === 0) return null;
    if (![...names].every((name) => name === 'saveTrainerMarks')) return null;
    return { budget: trainerMarks, key: `account:${context.user.id}` };
  };

  return {
    register(app) {
      if (!requests && !writes) return;
      const graphqlDoor = atTheDoor(requests, null, sendGraphQLError);
      const restDoor = atTheDoor(requests, writes, sendRestError);
      const ours = new Set([graphqlDoor.read, restDoor.read, restDoor.write]);
      const chargeWork = requests && config.serverMsPerPoint > 0 ? chargeServerTime(requests, config.serverMsPerPoint) : null;
      app.addHook('onRoute', (route) => {
        if (!isLimitedPath(route.url)) return;
        const existing = [route.onRequest ?? []].flat();
        // fastify derives the HEAD route from the GET route's options, hook included: count once.
        if (existing.some((hook) => ours.has(hook as onRequestAsyncHookHandler))) return;
        // On /api a write is a route of non-safe methods; on /graphql the Apollo plugin decides.
        // A live stream (/graphql/stream) costs one request when it opens, however long it lasts.
        const graphql = isGraphQLPath(route.url);
        const restWrite = !graphql && [route.method].flat().some((method) => !SAFE_METHODS.has(method));
        const onRequest = graphql ? graphqlDoor.read : restWrite ? restDoor.write : restDoor.read;
        if (onRequest) route.onRequest = [onRequest, ...existing];
        if (chargeWork) route.onSend = [chargeWork, ...[route.onSend ?? []].flat()];
      });
    },
    apolloPlugin() {
      return {
        async requestDidStart() {
          if (!writes) return;
          return {
            async responseForOperation(request: GraphQLRequestContext<RequestContext>): Promise<GraphQLResponse | null> {
              const { operation, contextValue, response } = request;
              if (operation?.operation !== 'mutation') return null;
              const { count: changes, names } = mutationFields(request);
              const own = ownBudget(contextValue, names);
              const state = own ? await own.budget.spend(own.key, changes) : await writes.spend(contextValue.clientAddress, changes);
              // A write's answer shows the budget it spent: the one this client runs out of first.
              for (const [name, value] of headersOf(state)) response.http.headers.set(name, value);
              if (!state.exceeded) return null;
              const refusal = refusalOf(state, own ? 'marks' : 'writes', changes);
              return {
                http: {
                  status: refusal.status,
                  headers: new HeaderMap([
                    ['cache-control', 'no-store'],
                    ['retry-after', String(state.resetSeconds)],
                  ]),
                },
                body: { kind: 'single', singleResult: { errors: [{ message: refusal.message, extensions: { code: refusal.code } }] } },
              };
            },
          };
        },
      };
    },
    async givePageBack(request) {
      await Promise.all([pages?.giveBack(request.ip), pagePace?.giveBack(request.ip)]);
    },
    limitPages(render) {
      if (!pages) return render;
      return async (request, reply) => {
        // The pace first: a page it refuses spends nothing of the minute's budget.
        const paced = pagePace ? await pagePace.spend(request.ip) : null;
        const state = paced?.exceeded ? paced : await pages.spend(request.ip);
        setHeaders(reply, state);
        if (!state.exceeded) return render(request, reply);
        // Held a moment before it is answered: a refusal costs almost nothing, but one address sending thousands a
        // second on 20 connections still took the event loop from everyone else (another visitor's p99 x9); held,
        // each of its connections asks about once a second. A timer holds no more than the open socket.
        await sleep(OVER_BUDGET_DELAY_MS);
        return reply
          .code(429)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(refusalPage('tooMany', pageLanguage(request), state.resetSeconds));
      };
    },
  };
}

type Send = (reply: FastifyReply, error: ClientError) => FastifyReply;

/**
 * Requests are budgeted by the work they make, not only by their number: an answer costs one more point of the
 * request budget for each full `msPerPoint` (RATE_LIMIT_SERVER_MS_PER_POINT, 5) it took to prepare, from its arrival
 * to its payload (database waits included). Most reads take 1-5 ms and cost 1; the worst document the query limits
 * accept (15-40 ms alone, more while it competes with itself) costs 4-9 and more, so one address sending only such
 * documents gets a few dozen answers a minute instead of 300 and cannot take more than a few percent of a core from
 * everyone else. Charged before the answer is sent, so its own RateLimit-Remaining shows it; `Server-Timing` tells
 * the client the milliseconds it was charged for. A refusal by the budget itself costs nothing more.
 *
 * Server time is wall time, so on a busy machine every answer takes longer and costs more, whoever sent it. Two
 * bounds keep that from locking out the people the shop is for: one answer costs at most MAX_POINTS_PER_ANSWER
 * (a parent's checkout of 10-20 requests fits the budget even when each waits 100 ms for the CPU), and signed-in
 * staff (only staff have accounts) pay one point per request only: their back office polls and pages through lists.
 */
const MAX_POINTS_PER_ANSWER = 20;

function chargeServerTime(requests: Budget, msPerPoint: number): onSendAsyncHookHandler {
  return async (request, reply, payload) => {
    if (reply.statusCode === 429) return payload;
    const serverMs = Math.floor(reply.elapsedTime);
    reply.header('server-timing', `app;dur=${serverMs}`);
    if (request.signedIn) return payload;
    const extra = Math.min(Math.floor(serverMs / msPerPoint), MAX_POINTS_PER_ANSWER - 1);
    if (extra === 0) return payload;
    const state = await requests.charge(request.ip, extra);
    // A mutation's answer shows the write budget (see apolloPlugin); only an answer showing this one is updated.
    if (reply.getHeader('ratelimit-policy') === policyOf(state)) reply.header('ratelimit-remaining', String(state.remaining));
    return payload;
  };
}

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
    ['ratelimit-policy', policyOf(state)],
  ];
}

const policyOf = (state: BudgetState) => `${state.limit};w=${state.windowSeconds}`;

function setHeaders(reply: FastifyReply, state: BudgetState): FastifyReply {
  for (const [name, value] of headersOf(state)) reply.header(name, value);
  if (state.exceeded) reply.header('retry-after', String(state.resetSeconds));
  return reply;
}

/** `cost`: what the refused request would have spent (a GraphQL document's mutation fields). */
function refusalOf(state: BudgetState, budget: string, cost = 1): ClientError & { status: 429 } {
  const what =
    budget === 'writes' ? 'changes (mutations, POST requests)' : budget === 'marks' ? 'attendance saves from your account' : 'requests';
  const limit = `at most ${state.limit} per ${state.windowSeconds} s`;
  const refusal = { status: 429 as const, code: 'RATE_LIMITED' };
  if (budget === 'marks') return { ...refusal, message: `Too many ${what}: ${limit}. Try again in ${state.resetSeconds} s.` };
  if (cost > state.limit) {
    return {
      ...refusal,
      message: `This document makes ${cost} changes (mutation fields); at most ${state.limit} per ${state.windowSeconds} s are allowed. Send them in smaller documents; none of them ran.`,
    };
  }
  if (cost > 1) {
    return {
      ...refusal,
      message: `Too many ${what} from your address: this document makes ${cost}, ${state.remaining} are left (${limit}); none of them ran. Try again in ${state.resetSeconds} s.`,
    };
  }
  return { ...refusal, message: `Too many ${what} from your address: ${limit}. Try again in ${state.resetSeconds} s.` };
}
