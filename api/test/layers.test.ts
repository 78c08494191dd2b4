import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type ICruiseOptions, type ICruiseResult, cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { sourceFiles } from './source-imports.js';

/**
 * The layers README.md's "How a domain is built" promises, as dependency-cruiser rules in the repository's
 * .dependency-cruiser.cjs (which says each rule and its exceptions), checked on every `npm test`. The same
 * rules are run once over the real code and once over a few deliberately wrong files, so they cannot pass by
 * checking nothing.
 */
const repoRoot = join(import.meta.dirname, '../..');
const CODE = ['api/src', 'web/src'];

/**
 * Violations known and not yet removed, each with why: none (services read plain shapes that the adapters' GraphQL types
 * implement, and staff's side of mail and the review invitations are domains of their own). This list may only shrink (an
 * entry that no longer occurs fails the next test); a new entry is a new violation and wants a reason.
 */
const NOT_YET_LAYERED: string[] = [];

const options = async (): Promise<ICruiseOptions> => ({
  ...(await extractDepcruiseOptions(join(repoRoot, '.dependency-cruiser.cjs'))),
  validate: true,
});

/** Cruises `paths` under `baseDir` with the repository's rules. */
async function cruiseLayers(baseDir: string, paths: string[]): Promise<ICruiseResult> {
  return (await cruise(paths, { ...(await options()), baseDir })).output as ICruiseResult;
}

/** Each import that breaks a rule, as `from -> to`, with the rules it breaks: what a failing test shows. */
function violations(result: ICruiseResult): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const { from, to, rule } of result.summary.violations) {
    const key = `${from} -> ${to}`;
    found.set(key, [...(found.get(key) ?? []), rule.name]);
  }
  return found;
}

const shown = (found: Map<string, string[]>) => [...found].map(([key, rules]) => `${key}  (breaks ${rules.sort().join(', ')})`).sort();

describe('layers', () => {
  let result: ICruiseResult;
  beforeAll(async () => {
    result = await cruiseLayers(repoRoot, CODE);
  });

  it('reads the imports of api/src and web/src', () => {
    const internal = result.modules.flatMap((module) =>
      module.dependencies.filter((dependency) => dependency.resolved.startsWith('api/src/')),
    );
    expect(internal.length).toBeGreaterThan(1000);
    const modules = result.modules.find((module) => module.source === 'api/src/modules/modules.ts');
    expect(modules?.dependencies.map((dependency) => dependency.resolved)).toContain('api/src/modules/courses/course.module.ts');
    // The web's imports of the shared validation resolve through api/package.json's exports to the file itself.
    const webImports = result.modules.filter((module) => module.source.startsWith('web/src/')).flatMap((module) => module.dependencies);
    expect(webImports.map((dependency) => dependency.resolved)).toContain('api/src/validation/money.ts');
    expect(webImports.filter((dependency) => dependency.couldNotResolve && dependency.module.startsWith('@h2o/'))).toEqual([]);
  });

  it('services, repositories, rules and entities stay out of graphql/, http/ and the adapters; mail/ knows no domain; no import circle; the PayPal stand-in has one door; the web shares only validation', () => {
    const found = violations(result);
    for (const known of NOT_YET_LAYERED) found.delete(known);
    expect(shown(found)).toEqual([]);
  });

  it("only modules/payments/payments.ts names the PayPal stand-in's package (its dynamic import is invisible to the cruise)", () => {
    const naming = sourceFiles('api/src').filter(
      (file) => !file.endsWith('.test.ts') && readFileSync(file, 'utf8').includes('@h2o/paypal-stand-in'),
    );
    expect(naming.map((file) => file.slice(repoRoot.length + 1))).toEqual(['api/src/modules/payments/payments.ts']);
  });

  it('the list of violations still to remove holds only real ones', () => {
    const found = violations(result);
    expect(NOT_YET_LAYERED.filter((known) => !found.has(known))).toEqual([]);
  });

  it('the rules catch deliberate violations (an import circle among them), and let the adapters and the documented exceptions be', async () => {
    const files: Record<string, string> = {
      'api/src/graphql/connection.ts': 'export const connection = 1;',
      'api/src/graphql/scalars.ts': 'export const scalar = 1;',
      'api/src/graphql/errors.ts': 'export const error = 1;',
      'api/src/graphql/schema.ts': "import { session } from '../http/session.js';\nexport const schema = session;",
      'api/src/http/cookies.ts': 'export const cookies = 1;',
      'api/src/http/session.ts': 'export const session = 1;',
      'api/src/modules/blog/admin/blog-admin.service.ts':
        "import { connection } from '../../../graphql/connection.js';\nexport const service = connection;",
      'api/src/modules/blog/admin/blog-admin.resolver.ts':
        "import type { connection } from '../../../graphql/connection.js';\nexport type Resolver = typeof connection;",
      'api/src/modules/blog/blog-post.entity.ts':
        "import { scalar } from '../../graphql/scalars.js';\nimport { error } from '../../graphql/errors.js';\nexport const entity = [scalar, error];",
      'api/src/modules/cart/cart.reader.ts': "import { cookies } from '../../http/cookies.js';\nexport const reader = cookies;",
      'api/src/modules/seo/seo.routes.ts': "import { cookies } from '../../http/cookies.js';\nexport const routes = cookies;",
      'api/src/modules/payments/payments.ts':
        "import { standIn } from '../../../../paypal-stand-in/src/stand-in.js';\nexport const payments = standIn;",
      'paypal-stand-in/src/stand-in.ts': 'export const standIn = 1;',
      'api/src/validation/money.ts': 'export const money = 1;',
      'api/src/modules/courses/course.entity.ts': 'export const course = 1;',
      'web/src/CourseCard.tsx':
        "import { money } from '../../api/src/validation/money.js';\nimport { course } from '../../api/src/modules/courses/course.entity.js';\nexport const card = [money, course];",
      // A service that takes a GraphQL type's shape, even as a type only; the module list may name every module.
      'api/src/modules/cart/cart.types.ts': 'export type CartView = { id: number };',
      'api/src/modules/cart/cart.service.ts':
        "import type { CartView } from './cart.types.js';\nexport const service = (cart: CartView) => cart.id;",
      'api/src/modules/courses/course.module.ts': "import { course } from './course.entity.js';\nexport const courseModule = course;",
      'api/src/modules/modules.ts': "import { courseModule } from './courses/course.module.js';\nexport const modules = [courseModule];",
      // mail/ reaching into a domain; a domain's templates using mail/.
      'api/src/modules/mail/mail.render.ts': 'export const render = 1;',
      'api/src/modules/mail/mail.service.ts':
        "import { course } from '../courses/course.entity.js';\nimport { render } from './mail.render.js';\nexport const mail = [course, render];",
      'api/src/modules/refunds/refund.mail-templates.ts':
        "import { render } from '../mail/mail.render.js';\nexport const templates = render;",
      // Two files that import each other.
      'web/src/ui/Ping.tsx': "import { pong } from './Pong';\nexport const ping = () => pong;",
      'web/src/ui/Pong.tsx': "import { ping } from './Ping';\nexport const pong = () => ping;",
    };
    const baseDir = mkdtempSync(join(tmpdir(), 'layers-'));
    try {
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(baseDir, path)), { recursive: true });
        writeFileSync(join(baseDir, path), text);
      }
      const fixture = await cruiseLayers(baseDir, CODE);
      expect(fixture.modules.length).toBeGreaterThanOrEqual(Object.keys(files).length);
      expect(shown(violations(fixture))).toEqual([
        'api/src/graphql/schema.ts -> api/src/http/session.ts  (breaks graphql-and-modules-never-import-http)',
        'api/src/modules/blog/admin/blog-admin.service.ts -> api/src/graphql/connection.ts  (breaks services-never-import-graphql)',
        'api/src/modules/blog/blog-post.entity.ts -> api/src/graphql/errors.ts  (breaks entities-import-only-node-and-scalars)',
        'api/src/modules/cart/cart.reader.ts -> api/src/http/cookies.ts  (breaks graphql-and-modules-never-import-http, services-never-import-http)',
        'api/src/modules/cart/cart.service.ts -> api/src/modules/cart/cart.types.ts  (breaks services-never-import-adapters)',
        'api/src/modules/mail/mail.service.ts -> api/src/modules/courses/course.entity.ts  (breaks mail-imports-no-domain)',
        'api/src/modules/payments/payments.ts -> paypal-stand-in/src/stand-in.ts  (breaks app-never-imports-the-paypal-stand-in)',
        'web/src/CourseCard.tsx -> api/src/modules/courses/course.entity.ts  (breaks web-imports-only-shared-validation)',
        'web/src/ui/Ping.tsx -> web/src/ui/Pong.tsx  (breaks no-circular)',
      ]);
    } finally {
      rmSync(baseDir, { recursive: true, force: true });
    }
  });
});
