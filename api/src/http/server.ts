import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import helmet from '@fastify/helmet';
import type { MikroORM } from '@mikro-orm/postgresql';
import Fastify, { type FastifyInstance, type RouteHandlerMethod } from 'fastify';
import { appSettingsFrom } from '../app-settings.js';
import type { AppConfig } from '../config.js';
import cookie from '@fastify/cookie';
import type { RequestContext } from '../context/request-context.js';
import { errorsInRequestLanguage, logUnexpectedErrors, maskUnexpectedErrors, serviceUnavailableStatus } from '../graphql/errors.js';
import { compiledExecution } from '../graphql/compiled-execution.js';
import { introspectionCachePlugin } from '../graphql/introspection.js';
import { documentStore, limitRefusalRule, parseOptions, queryLimitsPlugin } from '../graphql/limits.js';
import { persistedQueries } from '../graphql/persisted-queries.js';
import { getSchema, schemaResolvers } from '../graphql/schema.js';
import { partialAnswerStatus } from '../graphql/refusal-status.js';
import { mutationRefusals } from './mutation-refusals.js';
import { registerRestRoutes } from '../rest/rest-runner.js';
import { restRoutes } from '../rest/routes.js';
import { registerSeoRoutes } from '../modules/seo/seo.routes.js';
import { createPayments } from '../modules/payments/payments.js';
import { type StartupState, registerHealthRoutes } from './health.js';
import { genReqId, loggerOptions } from './logger.js';
import {
  BODY_LIMIT,
  MAX_PATH_PARAMETER,
  clientErrorHandler,
  frameworkErrors,
  registerErrorHandler,
  registerMethodNotAllowed,
} from './client-errors.js';
import { registerCompression } from './compression.js';
import { registerCors } from './cors.js';
import { graphqlTransport, refuseOversizedAnswers, sendGraphQLError } from './graphql-transport.js';
import { withGraphiQLPage } from './graphiql-page.js';
import { cachingHeaders, negotiatedByAccept, registerAnswerHeaders } from './http-caching.js';
import { createRateLimits } from './rate-limits.js';
import { contextFromRequest, registerAppSettings, registerPayments } from './context-from-request.js';
import { registerSessions } from './session.js';
import { registerPartnerKeys } from './partner-keys.js';
import { registerSameSiteWrites } from './same-site-writes.js';
import { registerSchemaSdl } from './schema-sdl.js';
import { registerGraphQLStream } from './graphql-stream/graphql-stream.js';
import { GRAPHQL_STREAM_PATH } from './graphql-stream/stream-path.js';
import { createPageHandler } from './page-renderer.js';
import { createRenderGate } from './render-gate.js';
import { listenForPageChanges } from './page-cache/invalidation-listener.js';
import type { PageCacheWithListener } from './page-renderer.js';
import { PageCache } from './page-cache/page-cache.js';
import { registerWebClient } from './web-client.js';
import { webClientScriptSources } from './inline-scripts.js';

/** Builds the one HTTP server: /graphql, the REST door under /api, /health, /ready and the web client. */
export async function createServer(config: AppConfig, orm: MikroORM, startup?: StartupState): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    genReqId,
    trustProxy: config.trustProxy,
    // Old clients call both /api/courses and /api/courses/.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PATH_PARAMETER },
    bodyLimit: BODY_LIMIT,
    // A malformed or over-long path, a request Node cannot parse: the API's error shape, not fastify's (which quotes the URL).
    frameworkErrors,
    clientErrorHandler,
  });
  registerErrorHandler(app);
  // Keys and mail settings of this server: every request's context carries them, and its job worker gets them (app.appSettings).
  registerAppSettings(app, appSettingsFrom(config));
  // Both doors read JSON only; without this, a text/plain body would reach them as a string.
  app.removeContentTypeParser('text/plain');
  // The request id is in every log line of the request; handing it back lets support find them.
  // The server's time for the answer (Server-Timing, exposed to other origins too): a partner's program can tell its
  // own network's delay from ours. Only reported; the request budget charges the document's cost, never the time.
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('server-timing', `app;dur=${Math.round(reply.elapsedTime)}`);
  });
  closeKeptAliveConnectionsWhenStopping(app, startup);
  // Read for the language choice now, and for the session later.
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The built index.html's own inline scripts by their hash (./inline-scripts.ts), no other inline script.
        scriptSrc: ["'self'", webClientScriptSources(config.webDistDir)],
        // styled-components injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(config.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: config.production,
  });
  await registerCors(app, restRoutes);
  // Cookie-authenticated writes from other sites are refused before anything else looks at them.
  registerSameSiteWrites(app, config.publicUrl);
  // Before the routes: it hooks each route as it is registered.
  await registerCompression(app);
  // Which partner key a request came with: its budget is the key's own (onRequest, before the rate limits' route hooks).
  registerPartnerKeys(app, orm.em);
  // Before the routes: it adds its hook to /graphql and /api routes as they are registered.
  const rateLimits = createRateLimits(config.rateLimits, orm, app.log);
  rateLimits.register(app);
  // Who is signed in, checked on /graphql and /api before any handler (after the rate limits).
  registerAnswerHeaders(app);
  registerSessions(app, orm.em);

  const schema = await getSchema();
  const apollo = new ApolloServer<RequestContext>({
    // The schema, with repeated operations run compiled (../graphql/compiled-execution.ts).
    gateway: compiledExecution(schema),
    introspection: true,
    // main.ts owns the signals: Apollo's own SIGTERM handler would stop it while requests are still in flight.
    stopOnTerminationSignals: false,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    // The limit rules run before graphql-js's own, in queryLimitsPlugin; this one reports their refusal.
    validationRules: [limitRefusalRule],
    parseOptions,
    documentStore: documentStore(),
    persistedQueries: persistedQueries(app.log),
    // Never on by default: `npm start` (NODE_ENV unset) is what people run and third parties call, and a
    // stack names files and paths. Opt in with NODE_ENV=development; the log has the stack anyway.
    includeStacktraceInErrorResponses: config.development,
    formatError: maskUnexpectedErrors(config.production),
    plugins: [
      fastifyApolloDrainPlugin(app),
      // Apollo's cache-control plugin visits every resolved field; we set no cache hints.
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginLandingPageDisabled(),
      queryLimitsPlugin(schema),
      rateLimits.apolloPlugin(),
      // After the rate limits: a refused mutation document spends its writes, as a refused field did.
      mutationRefusals(schemaResolvers()),
      // After the limits and the rate limits: a cached answer is still counted and still needs a valid request.
      introspectionCachePlugin(schema),
      logUnexpectedErrors(),
      errorsInRequestLanguage(),
      serviceUnavailableStatus(),
      partialAnswerStatus(),
    ],
  });
  await apollo.start();
  app.route({
    url: '/graphql',
    method: ['GET', 'POST'],
    ...graphqlTransport,
    onSend: [refuseOversizedAnswers, cachingHeaders, negotiatedByAccept],
    // Apollo's handler is typed for its own reply generic; the route's hooks use fastify's defaults.
    handler: withGraphiQLPage(
      fastifyApolloHandler(apollo, {
        context: async (request, reply) => contextFromRequest(request, orm.em, { reply }),
      }) as RouteHandlerMethod,
      config.webDistDir,
    ),
  });
  registerMethodNotAllowed(app, '/graphql', ['GET', 'POST'], sendGraphQLError);
  // Subscriptions (live updates) as Server-Sent Events, with this instance's listener for domain events.
  registerGraphQLStream(app, { schema, orm, config });
  registerMethodNotAllowed(app, GRAPHQL_STREAM_PATH, ['GET', 'POST'], sendGraphQLError);
  await registerSchemaSdl(app);

  registerRestRoutes(app, schema, orm.em, restRoutes);
  registerHealthRoutes(app, orm, startup);
  registerSeoRoutes(app, orm.em, config.publicUrl);
  // PayPal, or without credentials (outside production) the local PayPal stand-in on this server (its own routes).
  registerPayments(app, await createPayments(app, config, orm));
  const renderPage = config.webDistDir
    ? createPageHandler(config.webDistDir, apollo, orm.em, config.publicUrl, {
        cache: startPageCache(app, orm, config),
        limitRendering: rateLimits.limitPages,
        renderGate: createRenderGate(config.rendering),
        onGateRefusal: rateLimits.givePageBack,
      })
    : undefined;
  await registerWebClient(app, config.webDistDir, renderPage);
  return app;
}

/** The rendered-page cache and its connection for the database's change notifications (closed with the app). */
function startPageCache(app: FastifyInstance, orm: MikroORM, config: AppConfig): PageCacheWithListener | null {
  if (!config.pageCache) return null;
  const cache = new PageCache();
  const listener = listenForPageChanges(() => orm.config.get('clientUrl') as string, cache, app.log);
  app.addHook('onClose', async () => listener.stop());
  return { cache, listener };
}

/**
 * Once the app is stopping (SIGTERM: main.ts sets `startup.stopping` and drains before app.close()), every answer
 * says `Connection: close`: the client opens its next request elsewhere, and the socket ends right after this
 * answer, by the server and at a moment the client expects, instead of being closed while idle, which races a
 * request the client is sending on it (a reset). It also keeps server.close() from waiting for the keep-alive
 * timeout (72 s). Requests that arrive once app.close() has begun get fastify's 503 (return503OnClosing).
 */
function closeKeptAliveConnectionsWhenStopping(app: FastifyInstance, startup: StartupState | undefined) {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing || startup?.stopping) reply.header('connection', 'close');
  });
}
