/**
 * The layers README.md's "How a domain is built" promises, and no import circle, checked by dependency-cruiser on every `npm test`
 * (api/test/layers.test.ts, which also keeps the short list of violations still to remove). Services,
 * repositories, rules and readers are plain code a job, a REST row or another service can call: they take the
 * request context, return rows and pages, and know nothing of GraphQL (global ids, connections, user errors) or
 * of fastify (requests, cookies, caching headers). The adapters around them (resolvers, GraphQL types, REST rows,
 * module registrations, HTTP routes) may import both. Paths are relative to the repository's root.
 */

/** Files whose role is to adapt a domain to GraphQL or HTTP, by the name's last part. */
const ADAPTER = '\\.(resolver|types|inputs|rest|module|routes)\\.ts$';
/** The registration every module's `<noun>.module.ts` fills in (it names Node definitions). */
const REGISTRATION = '^api/src/modules/domain-module\\.ts$';
/** The list of every domain's module (it imports each `<noun>.module.ts`). */
const MODULE_LIST = '^api/src/modules/modules\\.ts$';
const TEST = '\\.test\\.ts$';
/**
 * Entities are also the GraphQL object types (type-graphql's code-first decorators sit on the entity class),
 * so they may name the Node interface and the scalars their fields have, and nothing else of graphql/.
 */
const ENTITY = '^api/src/modules/.+\\.entity\\.ts$';
/**
 * The local PayPal stand-in is a workspace of its own (paypal-stand-in/, development and tests only). The app loads
 * it in one place (modules/payments/payments.ts) by a dynamic import of its package name held in a variable, which no
 * compiler and no cruise follows; layers.test.ts checks that only that file names the package.
 */
const STAND_IN = ['^paypal-stand-in/', '(^|/)@h2o/paypal-stand-in($|/)'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'services-never-import-graphql',
      comment: 'Global ids, connections and user errors belong to resolvers: a service takes database ids and returns rows and pages.',
      severity: 'error',
      from: { path: '^api/src/modules/', pathNot: [ADAPTER, REGISTRATION, TEST, ENTITY] },
      to: { path: '^api/src/graphql/' },
    },
    {
      name: 'entities-import-only-node-and-scalars',
      comment:
        "An entity is also its GraphQL object type: it may name the Node interface, its fields' scalars and the declared " +
        "texts' columns and fields (text-fields.ts), nothing else of graphql/.",
      severity: 'error',
      from: { path: ENTITY },
      to: { path: '^api/src/graphql/', pathNot: '^api/src/graphql/(node|scalars|text-fields)\\.ts$' },
    },
    {
      name: 'services-never-import-http',
      comment:
        'Services never see the HTTP request: what they need of it (session, cart cookie, origin, language) comes in the request context.',
      severity: 'error',
      from: { path: '^api/src/modules/', pathNot: [ADAPTER, REGISTRATION, TEST] },
      to: { path: '^api/src/http/' },
    },
    {
      name: 'graphql-and-modules-never-import-http',
      comment:
        'graphql/ and modules/ take what they need from the request context. The one exception, and why: ' +
        'modules/seo/seo.routes.ts serves sitemap.xml and robots.txt as fastify routes, with their caching headers and origin.',
      severity: 'error',
      from: { path: '^api/src/(graphql|modules)/', pathNot: '^api/src/modules/seo/seo\\.routes\\.ts$' },
      to: { path: '^api/src/http/' },
    },
    {
      name: 'app-never-imports-the-paypal-stand-in',
      comment:
        'The production build must not contain the stand-in: api/src never imports it (payments.ts loads it by name, outside production).',
      severity: 'error',
      from: { path: '^api/src/', pathNot: TEST },
      to: { path: STAND_IN },
    },
    {
      name: 'services-never-import-adapters',
      comment:
        'A *.types.ts, *.inputs.ts, resolver, REST row or module file adapts a domain to GraphQL or HTTP: services, repositories, ' +
        'rules, readers and entities never import one, not even a type of it. What both sides use (an enum, a shape) lives in a ' +
        'non-adapter file (the entity, the rules, the reader) and the adapter registers or implements it.',
      severity: 'error',
      from: { path: '^api/src/modules/', pathNot: [ADAPTER, REGISTRATION, MODULE_LIST, TEST] },
      to: { path: ADAPTER },
    },
    {
      name: 'mail-imports-no-domain',
      comment:
        'mail/ is a service the domains use: it renders, queues and sends, and knows no domain. Each domain registers its own ' +
        'templates and texts through its module (DomainModule.mails); mail/ may import only itself and the registration.',
      severity: 'error',
      from: { path: '^api/src/modules/mail/', pathNot: TEST },
      to: { path: '^api/src/modules/', pathNot: ['^api/src/modules/mail/', REGISTRATION] },
    },
    {
      name: 'no-circular',
      comment: "No import circle in api/src or web/src: a file that needs a neighbour's part moves that part into a file both import.",
      severity: 'error',
      from: { path: '^(api|web)/src/' },
      to: { circular: true },
    },
    {
      name: 'web-imports-only-shared-validation',
      comment:
        'The web client shares the validation schemas with the API (`@h2o/api/validation/*`) and nothing else of it (its browser tests start the real API).',
      severity: 'error',
      from: { path: '^web/src/' },
      to: { path: '^api/', pathNot: '^api/src/validation/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|__generated__)/' },
    // `import type` counts: a type from graphql/ in a service is the same dependency on the layer's shape.
    tsPreCompilationDeps: true,
    // `@h2o/api/validation/x` resolves through api/package.json's exports to api/src/validation/x.ts.
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'] },
  },
};
