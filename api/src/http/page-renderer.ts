import type { ApolloServer } from '@apollo/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGE_COOKIE, type Language, isLanguage, requestLanguage } from '../context/language.js';
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE } from '../db/database-unavailable.js';
import type { RequestContext } from '../context/request-context.js';
import { contextFromRequest } from './request-context.js';
import { requestOrigin } from './request-origin.js';

/**
 * The contract of web/src/ssr/entry-server.tsx (built to web/dist/server/entry-server.js). Written out
 * here because the API does not compile the web's sources; the browser test and api/test/ssr.test.ts
 * hold both sides to it.
 */
interface ServerEntry {
  render(input: {
    url: string;
    language: 'de' | 'en';
    execute(operation: { id: string; name: string; variables: Record<string, unknown> }): Promise<{ data?: unknown; errors?: readonly unknown[] }>;
    template: string;
    log(message: string, error?: unknown): void;
  }): Promise<{ status: number; html: string } | { status: number; location: string }>;
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
  template: string;
}

/**
 * Server rendering of the public pages (README "Server rendering"). Each page request gets its own
 * request context, exactly as /graphql builds it (language, EntityManager fork, DataLoaders, logger), and
 * the page's Relay operations run through `apollo.executeOperation` by their persisted id: the same
 * schema, persisted-query store, limits, error masking and plugins as a request to /graphql, without HTTP.
 */
export function createPageHandler(
  distDir: string,
  apollo: ApolloServer<RequestContext>,
  rootEm: EntityManager,
  publicUrl: string | undefined,
): PageHandler {
  let build: Build | undefined;

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
      build = { version, entry, template: readFileSync(join(distDir, 'index.html'), 'utf8') };
    }
    return build;
  }

  return async (request, reply) => {
    // The page depends on the language, which comes from the cookie or Accept-Language: a shared
    // cache must keep the variants apart, and revalidate (places left change).
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie, Accept-Language');
    const current = currentBuild();
    if (!current) return reply.sendFile('index.html');
    const contextValue = contextFromRequest(request, rootEm, { language: pageLanguage(request) });
    // Set when an operation could not reach the database: the page is then answered 503 with Retry-After, so
    // crawlers and proxies come back later instead of keeping an error page (or a 500) as the page.
    let databaseUnavailable = false;
    const unavailable = <T extends FastifyReply>(sent: T) => (databaseUnavailable ? sent.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)) : sent);
    try {
      const entry = await current.entry;
      const result = await entry.render({
        // Canonical and Open Graph URLs are absolute: under PUBLIC_URL when set (behind a proxy), else as asked (./request-origin.ts).
        url: `${publicUrl ?? requestOrigin(request)}${request.url}`,
        language: contextValue.language,
        template: current.template,
        log: (message, error) => request.log.error({ err: error }, message),
        async execute({ id, name, variables }) {
          const response = await apollo.executeOperation(
            { operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: id } } },
            { contextValue },
          );
          if (response.body.kind !== 'single') throw new Error(`${name}: incremental delivery is not used`);
          const { errors } = response.body.singleResult;
          if (errors?.some((error) => error.extensions?.code === SERVICE_UNAVAILABLE.code)) databaseUnavailable = true;
          return response.body.singleResult;
        },
      });
      if ('location' in result) return reply.redirect(result.location, result.status);
      return unavailable(reply.code(result.status)).type('text/html; charset=utf-8').send(result.html);
    } catch (error) {
      // The page still works: the browser renders it from the plain shell, as before server rendering.
      request.log.error({ err: error }, 'server rendering failed; sent the client-rendered shell');
      return unavailable(reply).sendFile('index.html');
    }
  };
}
