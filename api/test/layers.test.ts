import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { importsOf, repoRoot, sourceFiles } from './source-imports.js';

/**
 * The layers README.md's "How a domain is built" promises, checked on every `npm test` (the project has no
 * eslint; TypeScript's scanner reads the imports). Services, repositories, rules and readers are plain
 * code a job, a REST row or another service can call: they take the request context, return rows and
 * pages, and know nothing of GraphQL (global ids, connections, user errors) or of fastify (requests,
 * cookies, caching headers). The adapters around them (resolvers, GraphQL types, REST rows, module
 * registrations, HTTP routes) may import both.
 */
const SRC = 'api/src';

/** Files whose role is to adapt a domain to GraphQL or HTTP, by the name's last part. */
const ADAPTER = /\.(?:resolver|types|inputs|rest|module|routes)\.ts$/;
/**
 * Entities are also the GraphQL object types (type-graphql's code-first decorators sit on the entity class),
 * so they may name the Node interface and the scalars their fields have, and nothing else of graphql/.
 */
const ENTITY = /\.entity\.ts$/;
const ENTITY_MAY_IMPORT = new Set(['graphql/node.ts', 'graphql/scalars.ts']);
/** The registration every module's `<noun>.module.ts` fills in (it names Node definitions). */
const REGISTRATION = new Set(['modules/domain-module.ts']);

/**
 * graphql/ and modules/ files that must reach into http/, and why. Keep it short: anything else takes
 * what it needs from the request context.
 */
const MAY_IMPORT_HTTP: Record<string, string> = {
  'modules/seo/seo.routes.ts': 'serves sitemap.xml and robots.txt as fastify routes, with their caching headers and origin',
};

/**
 * Violations that remain in the order lifecycle's folders (orders/, payments/, places/), which another
 * change of issue 22 is rewriting right now: listed so the rule holds everywhere else today. This list
 * may only shrink (an entry that no longer occurs fails the next test); a new entry is a new violation.
 */
const NOT_YET_LAYERED: string[] = [
  // The staff's order list builds its connection and reads global ids in the service.
  'modules/orders/admin/order-admin.service.ts -> graphql/connection.ts',
  'modules/orders/admin/order-admin.service.ts -> graphql/node.ts',
  // The participant list of a course names orders by their global ids.
  'modules/orders/admin/course-participants.ts -> graphql/node.ts',
];

/**
 * The local PayPal stand-in is a workspace of its own (development and tests only). The app loads it in one place,
 * outside production, by a dynamic import of its package name held in a variable (so `npm run build:api` never
 * compiles it); nothing else in api/src names or imports it.
 */
const STAND_IN_PACKAGE = '@h2o/paypal-stand-in';
const STAND_IN_FOLDER = 'paypal-stand-in/';
const STAND_IN_DOOR = 'modules/payments/payments.ts';

interface Import {
  from: string;
  to: string;
}

/** Every import between two files of api/src, as paths relative to it (`graphql/node.ts`). */
function internalImports(): Import[] {
  const src = resolve(repoRoot, SRC);
  return sourceFiles(SRC).flatMap((file) =>
    importsOf(file)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => ({
        from: relative(src, file),
        to: relative(src, resolve(dirname(file), specifier)).replace(/\.js$/, '.ts'),
      })),
  );
}

/**
 * Every file of api/src that reaches the stand-in: imports its package or a path into its folder (`../../paypal-
 * stand-in/…` relative to api/src becomes `../paypal-stand-in/…`), or names its package at all.
 */
function filesReachingTheStandIn(): Import[] {
  const src = resolve(repoRoot, SRC);
  return sourceFiles(SRC).flatMap((file) => {
    const from = relative(src, file);
    const imports = importsOf(file).map((specifier) => ({ from, to: specifier.startsWith('.') ? relative(src, resolve(dirname(file), specifier)) : specifier }));
    const named = readFileSync(file, 'utf8').includes(STAND_IN_PACKAGE) ? [{ from, to: STAND_IN_PACKAGE }] : [];
    return [...imports, ...named].filter(({ to }) => reachesTheStandIn(to));
  });
}

const reachesTheStandIn = (to: string) => to === STAND_IN_PACKAGE || to.startsWith(`${STAND_IN_PACKAGE}/`) || to.startsWith(`../${STAND_IN_FOLDER}`);

const isTest = (path: string) => path.endsWith('.test.ts');
const show = ({ from, to }: Import) => `${from} -> ${to}`;

/** The layer rules an import breaks; empty when it keeps them all. */
export function brokenRules({ from, to }: Import): string[] {
  const broken: string[] = [];
  const intoGraphql = to.startsWith('graphql/');
  const intoHttp = to.startsWith('http/');
  if (from.startsWith('modules/') && !isTest(from) && !ADAPTER.test(from) && !REGISTRATION.has(from)) {
    const entityTypeImport = ENTITY.test(from) && ENTITY_MAY_IMPORT.has(to);
    if ((intoGraphql && !entityTypeImport) || intoHttp) broken.push('services never import graphql/ or http/');
  }
  if ((from.startsWith('modules/') || from.startsWith('graphql/')) && intoHttp && !(from in MAY_IMPORT_HTTP)) {
    broken.push('graphql/ and modules/ never import http/');
  }
  if (reachesTheStandIn(to) && from !== STAND_IN_DOOR) broken.push(`only ${STAND_IN_DOOR} loads the PayPal stand-in`);
  return broken;
}

describe('layers', () => {
  const imports = internalImports();

  it('reads the imports of api/src', () => {
    expect(imports.length).toBeGreaterThan(500);
    expect(imports).toContainEqual({ from: 'modules/modules.ts', to: 'modules/courses/course.module.ts' });
  });

  it('services, repositories, rules and entities stay out of graphql/ and http/', () => {
    const violations = [...new Set(imports.filter((entry) => brokenRules(entry).length > 0).map(show))];
    expect(violations.filter((violation) => !NOT_YET_LAYERED.includes(violation))).toEqual([]);
  });

  it('the PayPal stand-in has one door, and the app does not import it there either (it names it in a variable)', () => {
    const reaching = filesReachingTheStandIn();
    expect(reaching.filter((entry) => brokenRules(entry).length > 0).map(show)).toEqual([]);
    expect(reaching).toEqual([{ from: STAND_IN_DOOR, to: STAND_IN_PACKAGE }]);
    expect(importsOf(resolve(repoRoot, SRC, STAND_IN_DOOR)).filter(reachesTheStandIn)).toEqual([]);
  });

  it('the list of violations still to remove holds only real ones', () => {
    const current = new Set(imports.filter((entry) => brokenRules(entry).length > 0).map(show));
    expect(NOT_YET_LAYERED.filter((violation) => !current.has(violation))).toEqual([]);
  });

  it('the rules catch a service that builds a connection, a reader that sets a cookie, and a back door to the stand-in', () => {
    expect(brokenRules({ from: 'modules/blog/admin/blog-admin.service.ts', to: 'graphql/connection.ts' })).toHaveLength(1);
    expect(brokenRules({ from: 'modules/cart/cart.reader.ts', to: 'http/cookies.ts' })).toHaveLength(2);
    expect(brokenRules({ from: 'graphql/schema.ts', to: 'http/session.ts' })).toHaveLength(1);
    expect(brokenRules({ from: 'modules/orders/order-payment.service.ts', to: '@h2o/paypal-stand-in' })).toHaveLength(1);
    expect(brokenRules({ from: 'http/server.ts', to: '../paypal-stand-in/src/stand-in.ts' })).toHaveLength(1);
    expect(brokenRules({ from: 'modules/blog/admin/blog-admin.resolver.ts', to: 'graphql/connection.ts' })).toEqual([]);
    expect(brokenRules({ from: 'modules/blog/blog-post.entity.ts', to: 'graphql/scalars.ts' })).toEqual([]);
    expect(brokenRules({ from: 'modules/blog/blog-post.entity.ts', to: 'graphql/errors.ts' })).toHaveLength(1);
  });
});
