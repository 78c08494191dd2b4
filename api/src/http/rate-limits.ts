import { setTimeout as sleep } from 'node:timers/promises';
import type { ApolloServerPlugin, GraphQLRequestContext, GraphQLResponse } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { RateLimitConfig } from '../config.js';
import type { Language } from '../context/language.js';
import type { PartnerPrincipal, RequestContext } from '../context/request-context.js';
import { operationCost } from '../graphql/limits.js';
import { apiMessage } from './api-messages.js';
import { type ClientError, languageOf, sendRestError } from './client-errors.js';
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
  // A partner key's own budgets (README "Partner keys"), counted by the key wherever its requests come from.
  const partnerRequests =
    config.partnerRequests > 0
      ? budget({ name: 'partner-requests', points: config.partnerRequests, windowSeconds: config.windowSeconds })
      : null;
  const partnerWrites =
    config.partnerWrites > 0
      ? budget({ name: 'partner-writes', points: config.partnerWrites, windowSeconds: config.windowSeconds, severalPointsPerSpend: true })
      : null;
  const budgets: DoorBudgets = { requests, writes, partnerRequests, partnerWrites };
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
      if (!requests && !writes && !partnerRequests && !partnerWrites) return;
      const graphqlDoor = atTheDoor({ ...budgets, writes: null, partnerWrites: null }, sendGraphQLError);
      const restDoor = atTheDoor(budgets, sendRestError);
      const ours = new Set([graphqlDoor.read, restDoor.read, restDoor.write]);
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
      });
    },
    apolloPlugin() {
      const costPerPoint = config.costPerPoint;
      return {
        async requestDidStart({ contextValue }) {
          // A partner key spends its own budgets (README "Partner keys"), counted by the key; anyone else the address's.
          const partner = contextValue.partner;
          const requestBudget = partner ? partnerRequests : requests;
          const writeBudget = partner ? partnerWrites : writes;
          const budgetKey = partner ? partnerBudgetKey(partner) : contextValue.clientAddress;
          if (!writeBudget && !(requestBudget && costPerPoint > 0) && !partner) return;
          return {
            async responseForOperation(request: GraphQLRequestContext<RequestContext>): Promise<GraphQLResponse | null> {
              const { operation, response } = request;
              const isMutation = operation?.operation === 'mutation';
              if (requestBudget && costPerPoint > 0) {
                const state = await chargeCost(requestBudget, costPerPoint, contextValue, budgetKey);
                if (state && partner) partnerBudgetStates.set(partner, { ...partnerBudgetStates.get(partner), requests: state });
                // A mutation's answer shows the write budget (below); any other shows this one as the charge left it.
                if (state && !isMutation) for (const [name, value] of headersOf(state)) response.http.headers.set(name, value);
              }
              if (!writeBudget || !isMutation) return null;
              const { count: changes, names } = mutationFields(request);
              const own = partner ? null : ownBudget(contextValue, names);
              // More changes than the whole budget can never pass, however long the client waits: not a 429 to retry.
              const most = own ? config.trainerMarks : partner ? config.partnerWrites : config.writes;
              if (changes > most) return graphQLRefusal(tooManyMutations(changes, most, config.windowSeconds, contextValue.language));
              const state = own ? await own.budget.spend(own.key, changes) : await writeBudget.spend(budgetKey, changes);
              if (partner) partnerBudgetStates.set(partner, { ...partnerBudgetStates.get(partner), writes: state });
              // A write's answer shows the budget it spent: the one this client runs out of first.
              for (const [name, value] of headersOf(state)) response.http.headers.set(name, value);
              if (!state.exceeded) return null;
              return graphQLRefusal(refusalOf(state, own ? 'marks' : 'writes', contextValue.language, changes), state.resetSeconds);
            },
            async willSendResponse({ response }) {
              // A partner's program reads where its key's budgets stand in the answer too (README "Partner keys").
              const states = partner && partnerBudgetStates.get(partner);
              if (!states || response.body.kind !== 'single') return;
              const result = response.body.singleResult;
              // Beside the document's cost (graphql/limits.ts puts requestedQueryCost and maximumQueryCost there).
              const cost = (result.extensions?.cost ?? {}) as Record<string, unknown>;
              result.extensions = { ...result.extensions, cost: { ...cost, ...costExtension(states) } };
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
 * Requests are budgeted by what they ask for, not only by their number: a GraphQL operation costs one more point of
 * the request budget for each full `costPerPoint` (RATE_LIMIT_COST_PER_POINT, 5,000) of its static cost, the cost its
 * answer reports in `extensions.cost.requestedQueryCost` (1 per scalar, 2 per object, times `first`/`last`; see
 * graphql/limits.ts). Most documents cost far less than 5,000 and cost 1; the course list of the site's own pages
 * about 16,800 (4 points); the costliest document the limits accept (50,000) 11, so one address sending only such
 * documents gets about 27 answers a minute instead of 300. The cost depends on the document and its variables alone:
 * the same request costs the same on an idle and on a busy server (it used to be the answer's server time, which
 * made a loaded server refuse well-behaved clients). Charged before the operation runs, never refused there (the
 * request passed the door; its next one is refused once the budget is spent), so the answer's own
 * RateLimit-Remaining shows it. Signed-in staff (only staff have accounts) pay one point per request: their back
 * office polls and pages through lists. The REST door's rows are fixed operations of ours: one point each.
 */
async function chargeCost(requests: Budget, costPerPoint: number, context: RequestContext, key: string): Promise<BudgetState | null> {
  if (context.user) return null;
  const extra = Math.floor((operationCost(context) ?? 0) / costPerPoint);
  return extra > 0 ? requests.charge(key, extra) : null;
}

/** A refusal by the Apollo plugin, before anything of the operation ran, in GraphQL's response shape. */
function graphQLRefusal(refusal: ClientError, retryAfterSeconds?: number): GraphQLResponse {
  const headers = new HeaderMap([['cache-control', 'no-store']]);
  if (retryAfterSeconds !== undefined) headers.set('retry-after', String(retryAfterSeconds));
  return {
    http: { status: refusal.status, headers },
    body: { kind: 'single', singleResult: { errors: [{ message: refusal.message, extensions: { code: refusal.code } }] } },
  };
}

/** A document of more mutation fields than the write budget holds (`most`): a 400 that says the maximum. */
function tooManyMutations(count: number, most: number, windowSeconds: number, language: Language): ClientError {
  return {
    status: 400,
    code: 'TOO_MANY_MUTATIONS',
    message: apiMessage(language, 'tooManyMutations', { count, max: most, windowSeconds }),
  };
}

/** The budgets a request may spend at the door: the address's, or a partner key's own when it came with one. */
interface DoorBudgets {
  requests: Budget | null;
  writes: Budget | null;
  partnerRequests: Budget | null;
  partnerWrites: Budget | null;
}

/** Whose budgets a request spends: a partner key's (counted by the key), else its address's. */
function whoseBudgets(request: FastifyRequest, budgets: DoorBudgets) {
  const partner = request.partner;
  return partner
    ? { requests: budgets.partnerRequests, writes: budgets.partnerWrites, key: partnerBudgetKey(partner), partner }
    : { requests: budgets.requests, writes: budgets.writes, key: request.ip, partner: null };
}

const partnerBudgetKey = (partner: PartnerPrincipal) => `partner-key:${partner.keyId}`;

/** Where a partner's budgets stood for its request, for the answer's `extensions.cost` (GraphQL answers only). */
type PartnerBudgetStates = { requests?: BudgetState; writes?: BudgetState };
const partnerBudgetStates = new WeakMap<PartnerPrincipal, PartnerBudgetStates>();

const budgetView = (state: BudgetState) => ({
  limit: state.limit,
  remaining: state.remaining,
  resetSeconds: state.resetSeconds,
  windowSeconds: state.windowSeconds,
});

/** `extensions.cost` of a partner's GraphQL answer: its key's budgets as the RateLimit-* headers count them. */
function costExtension(states: PartnerBudgetStates) {
  return {
    ...(states.requests ? { requests: budgetView(states.requests) } : {}),
    ...(states.writes ? { writes: budgetView(states.writes) } : {}),
  };
}

/**
 * The door's hooks: `read` spends the request budget, `write` the request budget and then the write budget: the
 * address's, or the partner key's own (whoseBudgets).
 */
function atTheDoor(budgets: DoorBudgets, send: Send) {
  const refuse = (request: FastifyRequest, reply: FastifyReply, state: BudgetState, budget: Refused) => {
    send(reply, refusalOf(state, budget, languageOf(request)));
    return reply;
  };
  const spendRequest = async (request: FastifyRequest, reply: FastifyReply, requests: Budget, key: string) => {
    const state = await requests.spend(key);
    if (request.partner) partnerBudgetStates.set(request.partner, { requests: state });
    setHeaders(reply, state);
    return state;
  };
  const read: onRequestAsyncHookHandler | null =
    budgets.requests || budgets.partnerRequests
      ? async (request, reply) => {
          const { requests, key } = whoseBudgets(request, budgets);
          if (!requests) return;
          const state = await spendRequest(request, reply, requests, key);
          if (state.exceeded) return refuse(request, reply, state, 'requests');
        }
      : null;
  const write: onRequestAsyncHookHandler | null =
    budgets.writes || budgets.partnerWrites
      ? async (request, reply) => {
          const { requests, writes, key } = whoseBudgets(request, budgets);
          if (requests) {
            const state = await spendRequest(request, reply, requests, key);
            if (state.exceeded) return refuse(request, reply, state, 'requests');
          }
          if (!writes) return;
          const state = await writes.spend(key);
          setHeaders(reply, state);
          if (state.exceeded) return refuse(request, reply, state, 'writes');
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

type Refused = 'requests' | 'writes' | 'marks';

/**
 * A budget's refusal, in the request's language. `cost`: what the refused request would have spent (a GraphQL
 * document's mutation fields); never more than the budget holds (that is `tooManyMutations`).
 */
function refusalOf(state: BudgetState, budget: Refused, language: Language, cost = 1): ClientError & { status: 429 } {
  const values = {
    limit: state.limit,
    windowSeconds: state.windowSeconds,
    resetSeconds: state.resetSeconds,
    cost,
    remaining: state.remaining,
  };
  const id =
    budget === 'marks'
      ? 'tooManyMarks'
      : budget === 'requests'
        ? 'tooManyRequests'
        : cost > 1
          ? 'tooManyWritesInDocument'
          : 'tooManyWrites';
  return { status: 429, code: 'RATE_LIMITED', message: apiMessage(language, id, values) };
}
