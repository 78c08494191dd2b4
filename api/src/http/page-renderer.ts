import type { ApolloServer } from '@apollo/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGE_COOKIE, type Language, isLanguage, requestLanguage } from '../context/language.js';
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE } from '../db/database-unavailable.js';
import type { RequestContext } from '../context/request-context.js';
import { CART_COOKIE } from '../modules/cart/cart-session.js';
import { hasSessionCookie } from './graphql-transport.js';
import { answerMadeFor, carriesCredential, etagMatches } from './http-caching.js';
import type { PageChangeListener } from './page-cache/invalidation-listener.js';
import { type CachedPage, type PageCache, pageEtag } from './page-cache/page-cache.js';
import { pageDependencies } from './page-cache/page-dependencies.js';
import { contextFromRequest } from './context-from-request.js';
import { requestOrigin } from './request-origin.js';
import type { RenderGate } from './render-gate.js';
import { refusalPage } from './refusal-page.js';

/**
 * The contract of web/src/ssr/entry-server.tsx (built to web/dist/server/entry-server.js). Written out
 * here because the API does not compile the web's sources; the browser test and api/test/ssr.test.ts
 * hold both sides to it.
 */
interface ServerEntry {
  render(input: {
    url: string;
    language: 'de' | 'en';
    execute(operation: {
      id: string;
      name: string;
      variables: Record<string, unknown>;
    }): Promise<{ data?: unknown; errors?: readonly unknown[] }>;
    template: string;
    log(message: string, error?: unknown): void;
  }): Promise<{ status: number; html: string; records: Record<string, unknown> } | { status: number; location: string }>;
  /** The query parameters public pages read (web/src/ssr/pageParameters.ts); shared pages are keyed and rendered with these alone. */
  pageParameters: readonly string[];
}

export const SERVER_ENTRY = join('server', 'entry-server.js');

/**
 * A page's language: `?lang=de|en` names it (the hreflang alternates link to it: crawlers send no
 * Accept-Language); without it the saved choice or the browser decides. It sets no cookie.
 */
export function pageLanguage(request: FastifyRequest): Language {
  const { lang } = (request.query ?? {}) as { lang?: unknown };
  return isLanguage(lang) ? lang : requestLanguage(request.cookies?.[LANGUAGE_COOKIE], request.headers['accept-language']);
}

/** Answers a page path: rendered on the server, or the plain index.html while there is no server build. */
export type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

interface Build {
  version: string;
  entry: Promise<ServerEntry>;
  /** The entry's `pageParameters`, as a set (empty if the entry cannot be loaded: rendering then fails anyway). */
  parameters: Promise<ReadonlySet<string>>;
  template: string;
}

/** What one render produced, before it is sent (the same outcome may answer several waiting requests). */
type RenderOutcome =
  | { kind: 'page'; status: number; html: string; records: Record<string, unknown>; complete: boolean; databaseUnavailable: boolean }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'shell'; databaseUnavailable: boolean }
  /** Not rendered: this instance is rendering all it can, and its short queue is full (./render-gate.ts). */
  | { kind: 'busy' };

/** The rendered-page cache and the connection that tells it what changed. */
export interface PageCacheWithListener {
  cache: PageCache;
  listener: PageChangeListener;
}

/** A render of a shareable page, and the cache's change count when it started. */
interface RenderUnderWay {
  mark: number;
  outcome: Promise<RenderOutcome>;
}

export interface PageHandlerOptions {
  /** The rendered-page cache; null: every page is rendered (PAGE_CACHE=off). */
  cache: PageCacheWithListener | null;
  /** Wraps the rendering itself (the per-address page budget): a page answered from the cache costs nothing. */
  limitRendering?: (render: PageHandler) => PageHandler;
  /** Renders at once and waiting in this process (RENDER_CONCURRENCY, RENDER_QUEUE); none: unbounded (tests). */
  renderGate?: RenderGate;
  /** Awaited before a page the render gate refused is answered: nothing was rendered, so the page budget gives its point back. */
  onGateRefusal?: (request: FastifyRequest) => Promise<void>;
}

/**
 * Server rendering of the public pages (README "Server rendering"). Each page request gets its own
 * request context, exactly as /graphql builds it (language, EntityManager fork, DataLoaders, logger), and
 * the page's Relay operations run through `apollo.executeOperation` by their persisted id: the same
 * schema, persisted-query store, limits, error masking and plugins as a request to /graphql, without HTTP.
 *
 * Anonymous requests are answered from the rendered-page cache when it has the page (README "Page cache"):
 * keyed by build, language, origin, path and query, kept only when the page is complete and read nothing
 * personal, and dropped when the database announces a change of what it read (./page-cache/).
 */
export function createPageHandler(
  distDir: string,
  apollo: ApolloServer<RequestContext>,
  rootEm: EntityManager,
  publicUrl: string | undefined,
  { cache: pageCache, limitRendering = (render) => render, renderGate, onGateRefusal }: PageHandlerOptions,
): PageHandler {
  const cache = pageCache?.cache ?? null;
  let build: Build | undefined;
  /** Renders of a cacheable page under way: requests for the same page wait for it instead of rendering it again. */
  const rendering = new Map<string, RenderUnderWay>();

  /** The build on disk now: `npm run build` may replace it under a running server, as for static files. */
  function currentBuild(): Build | null {
    const entryFile = join(distDir, SERVER_ENTRY);
    const entryStat = statSync(entryFile, { throwIfNoEntry: false });
    const templateStat = statSync(join(distDir, 'index.html'), { throwIfNoEntry: false });
    if (!entryStat || !templateStat) return null;
    const version = `${entryStat.mtimeMs}:${templateStat.mtimeMs}`;
    if (build?.version !== version) {
      // A new URL per build: Node caches a module by URL, so a rebuilt entry is imported afresh.
      const entry = import(`${pathToFileURL(entryFile).href}?v=${entryStat.mtimeMs}`) as Promise<ServerEntry>;
      entry.catch(() => undefined); // reported when a request awaits it
      const parameters = entry.then(
        ({ pageParameters }) => new Set(pageParameters),
        () => new Set<string>(),
      );
      build = { version, entry, parameters, template: readFileSync(join(distDir, 'index.html'), 'utf8') };
    }
    return build;
  }

  /**
   * A render under the gate, which shares its turns fairly between addresses: refused at once (`busy`) when this
   * instance has as many renders as it may take, or this address as many waiting as its share.
   */
  function render(request: FastifyRequest, current: Build, language: Language, path: string): Promise<RenderOutcome> {
    if (!renderGate) return renderNow(request, current, language, path);
    return renderGate.run(request.ip, () => renderNow(request, current, language, path)) ?? Promise.resolve({ kind: 'busy' });
  }

  /** `path`: the address to render, path and query (for a shared page, only the parameters pages read: sharedPage). */
  async function renderNow(request: FastifyRequest, current: Build, language: Language, path: string): Promise<RenderOutcome> {
    const contextValue = contextFromRequest(request, rootEm, { language });
    // Set when an operation could not reach the database: the page is then answered 503 with Retry-After, so
    // crawlers and proxies come back later instead of keeping an error page (or a 500) as the page.
    let databaseUnavailable = false;
    let complete = true;
    try {
      const entry = await current.entry;
      const result = await entry.render({
        // Canonical and Open Graph URLs are absolute: under PUBLIC_URL when set (behind a proxy), else as asked (./request-origin.ts).
        url: `${publicUrl ?? requestOrigin(request)}${path}`,
        language,
        template: current.template,
        log: (message, error) => request.log.error({ err: error }, message),
        async execute({ id, name, variables }) {
          const response = await apollo.executeOperation(
            { operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: id } } },
            { contextValue },
          );
          if (response.body.kind !== 'single') throw new Error(`${name}: incremental delivery is not used`);
          const { errors } = response.body.singleResult;
          // A partial answer is sent but never kept: the next request may get it whole.
          if (errors?.length) complete = false;
          if (errors?.some((error) => error.extensions?.code === SERVICE_UNAVAILABLE.code)) databaseUnavailable = true;
          return response.body.singleResult;
        },
      });
      if ('location' in result) return { kind: 'redirect', status: result.status, location: result.location };
      return { kind: 'page', ...result, complete, databaseUnavailable };
    } catch (error) {
      // The page still works: the browser renders it from the plain shell, as before server rendering.
      request.log.error({ err: error }, 'server rendering failed; sent the client-rendered shell');
      return { kind: 'shell', databaseUnavailable };
    }
  }

  /**
   * Renders, or joins a render of the same page under way, if no change has reached the cache since it started
   * (checked after the same barrier as a hit: a change acknowledged before this request must show).
   */
  async function renderShared(
    shared: PageCacheWithListener,
    { key, path }: SharedPage,
    request: FastifyRequest,
    current: Build,
    language: Language,
  ) {
    const running = rendering.get(key);
    if (running) {
      const synced = await shared.listener.sync().then(
        () => true,
        () => false,
      );
      if (synced && running.mark === shared.cache.mark() && rendering.get(key) === running) return running;
    }
    const mark = shared.cache.mark();
    const outcome = render(request, current, language, path).finally(() => {
      if (rendering.get(key)?.outcome === outcome) rendering.delete(key);
    });
    const started = { mark, outcome };
    rendering.set(key, started);
    return started;
  }

  const renderFresh: PageHandler = async (request, reply) => {
    const current = currentBuild();
    if (!current) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    const language = pageLanguage(request);
    const page = sharedPage(request, current, language, publicUrl, await current.parameters);
    const key = page?.key ?? null;
    const shared = page && pageCache ? await renderShared(pageCache, page, request, current, language) : null;
    const mark = shared?.mark ?? 0;
    const outcome = shared ? await shared.outcome : await render(request, current, language, page?.path ?? request.url);
    if (outcome.kind === 'busy') {
      await onGateRefusal?.(request);
      return busy(request, reply);
    }
    const unavailable = <T extends FastifyReply>(sent: T) =>
      'databaseUnavailable' in outcome && outcome.databaseUnavailable
        ? sent.code(503).header('retry-after', String(RETRY_AFTER_SECONDS))
        : sent;
    if (outcome.kind === 'redirect') return reply.header('Cache-Control', 'no-cache').redirect(outcome.location, outcome.status);
    if (outcome.kind === 'shell') return unavailable(reply.header('Cache-Control', 'no-cache')).sendFile('index.html');
    const html = reply.code(outcome.status).type('text/html; charset=utf-8');
    if (!key) return html.header('Cache-Control', PRIVATE_PAGE).send(outcome.html);
    const dependencies = outcome.status === 200 && outcome.complete ? pageDependencies(outcome.records) : null;
    if (!dependencies?.shared) return unavailable(html.header('Cache-Control', 'no-cache')).send(outcome.html);
    const kept = cache ? cache.set(key, outcome.html, dependencies.tags, mark) : { html: outcome.html, etag: pageEtag(outcome.html) };
    return sendShared(request, html.header(CACHE_STATUS, cache?.active ? 'miss' : 'off'), kept);
  };

  const limitedRender = limitRendering(renderFresh);

  return async (request, reply) => {
    // The page depends on its language (the address, else the cookie or Accept-Language) and on who asks: a shared
    // cache must keep the variants apart, also when the page comes from this cache and no context is built.
    answerMadeFor(request, pageLanguage(request));
    if (pageCache?.cache.active) {
      const current = currentBuild();
      const key = current ? sharedPage(request, current, pageLanguage(request), publicUrl, await current.parameters)?.key : undefined;
      const page = key ? await keptPage(pageCache, key) : undefined;
      if (page) return sendShared(request, reply.type('text/html; charset=utf-8').header(CACHE_STATUS, 'hit'), page);
    }
    return limitedRender(request, reply);
  };
}

/**
 * The kept page, once every change committed before this request has reached the cache (a booking another
 * instance has just acknowledged must not be answered with the page from before it); none when the
 * notifications cannot be checked now.
 */
async function keptPage({ cache, listener }: PageCacheWithListener, key: string) {
  if (!cache.get(key)) return undefined;
  try {
    await listener.sync();
  } catch {
    return undefined;
  }
  return cache.get(key);
}

/** Says whether a shareable page came from the cache (`hit`), was rendered and kept (`miss`), or the cache is off/not listening. */
export const CACHE_STATUS = 'x-page-cache';

/** A page that depends on who asks (their sign-in, their cart, a link's key): no cache keeps it, not even their browser's. */
const PRIVATE_PAGE = 'private, no-store';

/**
 * What a CDN or proxy may do with an anonymous public page: keep it a few seconds and serve it a while longer
 * while it asks again. Browsers revalidate every time (max-age=0), and get 304 while the page is unchanged:
 * free places change as parents book.
 */
export const SHARED_PAGE = 'public, max-age=0, s-maxage=10, stale-while-revalidate=30';

/** `Accept-Encoding` names the encoding without refusing it (`;q=0`). */
const ACCEPTS = { br: /\bbr\b(?!\s*;\s*q=0(\.0*)?\b)/i, gzip: /\bgzip\b(?!\s*;\s*q=0(\.0*)?\b)/i };

function sendShared(
  request: FastifyRequest,
  reply: FastifyReply,
  page: Pick<CachedPage, 'html' | 'etag'> & Partial<Pick<CachedPage, 'encoded'>>,
): FastifyReply {
  reply.header('Cache-Control', SHARED_PAGE).header('ETag', page.etag);
  if (etagMatches(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  // Compressed once when kept (./page-cache/page-cache.ts); @fastify/compress leaves an encoded body alone.
  for (const encoding of ['br', 'gzip'] as const) {
    const body = page.encoded?.[encoding];
    if (body && ACCEPTS[encoding].test(accepted)) return reply.header('Content-Encoding', encoding).send(body);
  }
  return reply.send(page.html);
}

/** A page every anonymous visitor gets alike: the address it is rendered for, and its cache key. */
interface SharedPage {
  /** The path with only the query parameters pages read, in one order (canonicalPath). */
  path: string;
  key: string;
}

/**
 * The page of an anonymous visitor, or null when the request is someone's: signed in (session cookie or bearer
 * token), with a cart, or carrying a credential in the address (an order's key, a newsletter token): those are
 * rendered for them alone and never kept.
 */
function sharedPage(
  request: FastifyRequest,
  current: Build,
  language: Language,
  publicUrl: string | undefined,
  parameters: ReadonlySet<string>,
): SharedPage | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (hasSessionCookie(request) || request.cookies?.[CART_COOKIE] !== undefined || request.headers.authorization !== undefined) return null;
  if (carriesCredential(request.url)) return null;
  // The staff accounts' link pages are someone's, with or without their token: never kept or shared.
  if (PRIVATE_PATHS.test(request.url)) return null;
  const path = canonicalPath(request.url, parameters);
  return { path, key: `${current.version}\n${language}\n${publicUrl ?? requestOrigin(request)}${path}` };
}

/**
 * The path with the parameters pages read, each once (its first value, as `URLSearchParams.get` reads it), in
 * name order; every other parameter dropped. So `?r=<random>` or `?utm_source=…` answers from the cache, and
 * `?level=x&age=y` and `?age=y&level=x` share one entry.
 */
export function canonicalPath(url: string, parameters: ReadonlySet<string>): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const given = new URLSearchParams(url.slice(start + 1));
  const kept = new URLSearchParams();
  for (const name of [...new Set(given.keys())].filter((name) => parameters.has(name)).sort()) kept.set(name, given.get(name)!);
  const query = kept.toString();
  return query ? `${url.slice(0, start)}?${query}` : url.slice(0, start);
}

/** This instance renders all it may and its queue is full: a small page, and the visitor's browser asks again. */
function busy(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(refusalPage('busy', pageLanguage(request), RETRY_AFTER_SECONDS));
}

const PRIVATE_PATHS = /^\/team\//;
