import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import helmet from '@fastify/helmet';
import type { MikroORM } from '@mikro-orm/postgresql';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import cookie from '@fastify/cookie';
import type { RequestContext } from '../context/request-context.js';
import { logUnexpectedErrors, maskUnexpectedErrors } from '../graphql/errors.js';
import { QUERY_LIMITS, aliasLimitRule, complexityLimitPlugin, depthLimitRule } from '../graphql/limits.js';
import { getSchema } from '../graphql/schema.js';
import { registerRestRoutes } from '../rest/rest-runner.js';
import { restRoutes } from '../rest/routes.js';
import { type StartupState, registerHealthRoutes } from './health.js';
import { genReqId, loggerOptions } from './logger.js';
import { contextFromRequest } from './request-context.js';
import { registerWebClient } from './web-client.js';

/** Builds the one HTTP server: /graphql, the REST door under /api, /health, /ready and the web client. */
export async function createServer(config: AppConfig, orm: MikroORM, startup?: StartupState): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    genReqId,
    trustProxy: config.trustProxy,
    // Old clients call both /api/courses and /api/courses/.
    routerOptions: { ignoreTrailingSlash: true },
  });
  // The request id is in every log line of the request; handing it back lets support find them.
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Read for the language choice now, and for the session later.
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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

  const schema = await getSchema();
  const apollo = new ApolloServer<RequestContext>({
    schema,
    introspection: true,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    validationRules: [depthLimitRule(QUERY_LIMITS.maxDepth), aliasLimitRule(QUERY_LIMITS.maxAliases)],
    includeStacktraceInErrorResponses: !config.production,
    formatError: maskUnexpectedErrors(config.production),
    plugins: [
      fastifyApolloDrainPlugin(app),
      // Apollo's cache-control plugin visits every resolved field; we set no cache hints.
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginLandingPageDisabled(),
      complexityLimitPlugin(schema, QUERY_LIMITS.maxComplexity),
      logUnexpectedErrors(),
    ],
  });
  await apollo.start();
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: fastifyApolloHandler(apollo, { context: async (request) => contextFromRequest(request, orm.em) }),
  });

  registerRestRoutes(app, schema, orm.em, restRoutes);
  registerHealthRoutes(app, orm, startup);
  await registerWebClient(app, config.webDistDir);
  return app;
}
