import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  TypeInfo,
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isRequiredInputField,
  isScalarType,
  parse,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import { readFileSync } from 'node:fs';
import { getMetadataStorage } from 'type-graphql';
import { NodeResolver } from '../src/graphql/node.resolver.js';
import { getSchema } from '../src/graphql/schema.js';
import { hashPassword } from '../src/modules/auth/password.js';
import { domainModules } from '../src/modules/modules.js';
import { ROLE_SETS } from '../src/modules/users/roles.js';
import { User, UserRole } from '../src/modules/users/user.entity.js';
import { restRoutes } from '../src/rest/routes.js';
import { type TestApp, startTestApp } from './test-app.js';

/**
 * Issue 14: every root field of the schema is either protected by `@Authorized` (read from type-graphql's own
 * metadata) or listed below as public with its reason, and each protected one refuses an anonymous caller
 * (UNAUTHENTICATED) and a signed-in user without the role (FORBIDDEN) on /graphql (a query field: null with the error,
 * HTTP 200; a mutation document: refused whole, 401/403) and on every REST row that runs it (401/403), changing nothing. The operations are built from the schema, so a field added later is
 * covered without touching this file — and one added without protection fails it.
 */
const PUBLIC_FIELDS: Record<string, string> = {
  'Query.viewer': 'says who is signed in (null when nobody is): the admin pages ask before showing the login',
  'Query.blogPosts': 'public read: published articles',
  'Query.blogPost': 'public read: one published article',
  'Query.blogCategories': 'public read: categories of published articles',
  'Query.cart': "own cart: found by the caller's cart cookie only",
  'Query.orderByAccessKey': "own order: the order's 256-bit access key is the credential (given to its customer only)",
  'Query.waitlistOffer': "own waitlist offer: needs the offer mail's signed token; null for anything else, private, read only",
  'Query.courses': 'public read: courses on offer',
  'Query.course': 'public read: one course on offer',
  'Query.courseFilterOptions': 'public read: filter menus of the course list',
  'Query.services': 'public read: services',
  'Query.service': 'public read: one service',
  'Query.coursesNotice': 'public read: the notice box above the course list',
  'Query.siteMode': 'public read: whether the site is a demo, which every page says in its banner',
  'Query.publicBusinessProfile':
    "public read: the school's name, address and contact as the imprint shows them (never the notification addresses or the tax number)",
  'Query.shopSettings':
    'public read: VAT display, place-hold time and the bank account for transfers, which pages, checkout and order mails show anyway',
  'Query.followUpSettings':
    'public read: reminder days, review-invitation days and the months personal data are kept, which the privacy policy states (issue 26)',
  'Query.testimonials': 'public read: approved reviews',
  'Query.legalPage': 'public read: the imprint, privacy policy and terms as the site shows them (issue 27)',
  'Query.node':
    'public read: loads a type with `readableBy` roles only for those roles, the others (NODE_TYPES_FOR_ANYONE) through their public or own visibility',
  'Mutation.signIn': 'sign-in',
  'Mutation.signOut': "sign-out: ends the caller's own session",
  'Mutation.submitCourseRequest': 'public form: course request',
  'Mutation.addCourseToCart': "own cart: the caller's cart cookie",
  'Mutation.setCartItemQuantity': "own cart: ids outside the caller's cart are refused",
  'Mutation.removeCartItem': "own cart: ids outside the caller's cart are refused",
  'Mutation.clearCart': "own cart: the caller's cart cookie",
  'Mutation.setCartParticipant': "own cart: ids outside the caller's cart are refused",
  'Mutation.holdCartPlaces': "own cart: holds the places of the caller's cart cookie's cart",
  'Mutation.placeOrder': "checkout: anyone may order; prices, places and statuses are the server's own",
  'Mutation.startOrderPayment': "own order: needs the order's 256-bit access key",
  'Mutation.changeOrderParticipants': "own order: needs the order's 256-bit access key",
  'Mutation.requestOrderCancellation': "own order: needs the order's 256-bit access key",
  'Mutation.sendOrderLinks':
    'public write: mails links only to the address the orders were placed with, limited per recipient; the same answer for every address',
  'Mutation.completePayPalPayment': "own order: needs the order's access key and its own PayPal order id",
  'Mutation.giveRefundAccount': "own order: needs the order's 256-bit access key; only sets the account of refunds owed to it (issue 24)",
  'Mutation.submitContactMessage': 'public form: contact',
  'Mutation.subscribeToNewsletter': 'public form: newsletter sign-up (double opt-in)',
  'Mutation.confirmNewsletterSubscription': "newsletter: needs the confirmation mail's signed token",
  'Mutation.unsubscribeFromNewsletter': "newsletter: needs the unsubscribe link's signed token",
  'Mutation.submitReview': 'public form: review (hidden until staff approve it)',
  'Mutation.joinWaitlist': 'public form: waitlist sign-up of a full course (double opt-in; the same answer for every address)',
  'Mutation.confirmWaitlistEntry': "waitlist: needs the confirmation mail's signed token",
  'Mutation.acceptWaitlistOffer': "waitlist: needs the offer mail's signed token; fills the caller's own cart",
  'Mutation.declineWaitlistOffer': "waitlist: needs the offer mail's signed token",
  'Mutation.leaveWaitlist': "waitlist: needs the leave link's signed token",
  'Mutation.acceptStaffInvitation': "staff invitation: needs the invitation mail's signed, single-use token (issue 27)",
  'Mutation.requestPasswordReset':
    "password reset: the same answer for every address; the link goes only to the account's own address; limited per client address",
  'Mutation.resetPassword': "password reset: needs the reset mail's signed token, valid once (bound to the old password)",
};

/** The signed-in roles (issue 27, api/src/modules/users/roles.ts), each probed against every protected field. */
const SIGNED_IN_ROLES = ['user', 'trainer', 'staff', 'admin'] as const;
type Caller = 'anonymous' | (typeof SIGNED_IN_ROLES)[number];

/**
 * `node(id:)` is public, so a type it loads for anyone must be public (its loader applies the public visibility) or the
 * caller's own (its loader finds it through the caller's cart cookie or session): a type whose `load` is added later
 * without `readableBy` roles has to be listed here on purpose. api/test/node-refetch.test.ts fetches each as every role.
 */
const NODE_TYPES_FOR_ANYONE: Record<string, string> = {
  BlogPost: 'public: published articles only',
  Course: 'public: courses on offer only',
  Service: 'public',
  Testimonial: 'public: approved reviews only',
  CartItem: "own: an item of the caller's cart cookie's cart only",
  CartParticipant: "own: a participant of the caller's cart cookie's cart only",
  User: 'own: the signed-in account itself (admins: every account, as the staff list shows them)',
};

/** Placeholder values of each scalar for generated arguments; a new custom scalar adds its own here. */
const SCALAR_PLACEHOLDERS: Record<string, unknown> = {
  String: 'x',
  ID: 'x',
  Int: 1,
  Float: 1,
  Boolean: true,
  LocalDate: '2026-01-01',
  DateTimeISO: '2026-01-01T00:00:00.000Z',
};

const schema = await getSchema();
const rootTypes = [schema.getQueryType(), schema.getMutationType()].filter((type): type is GraphQLObjectType => !!type);

/** The roles `@Authorized` gives each root field (`Query.x`), from type-graphql's metadata; absent: not protected. */
function rolesByRootField(): Map<string, string[]> {
  const storage = getMetadataStorage();
  // The resolvers of this schema, as schema.ts gathers them: metadata of other classes (none today) must not count.
  const resolvers = [
    NodeResolver,
    ...domainModules.flatMap((module) => [...(module.resolvers ?? []), ...(module.nodes ?? []).map((node) => node.resolver)]),
  ];
  // A handler may be declared on a base class of a resolver (type-graphql's resolver inheritance).
  const inSchema = (target: { prototype: object }) =>
    resolvers.some((resolver) => resolver === target || Object.prototype.isPrototypeOf.call(target.prototype, resolver.prototype));
  const roles = new Map<string, string[]>();
  for (const [typeName, handlers] of [
    ['Query', storage.queries],
    ['Mutation', storage.mutations],
    // Probed over /graphql/stream by api/test/live-updates.test.ts; here for the README's table.
    ['Subscription', storage.subscriptions],
  ] as const) {
    for (const handler of handlers.filter((h) => inSchema(h.target))) {
      // As type-graphql decides it (MetadataStorage.findFieldRoles): the method's own @Authorized, else its class's.
      const authorized =
        storage.authorizedFields.find((a) => a.target === handler.target && a.fieldName === handler.methodName) ??
        storage.authorizedResolver.find((a) => a.target === handler.target);
      if (authorized) roles.set(`${typeName}.${handler.schemaName}`, authorized.roles.map(String));
    }
  }
  return roles;
}

interface RootField {
  name: string;
  coordinate: string;
  operationType: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
}
const rootFields: RootField[] = rootTypes.flatMap((type) =>
  Object.values(type.getFields()).map((field) => ({
    name: field.name,
    coordinate: `${type.name}.${field.name}`,
    operationType: type === schema.getMutationType() ? ('mutation' as const) : ('query' as const),
    field,
  })),
);
const roles = rolesByRootField();
const protectedFields = rootFields.filter((field) => roles.has(field.coordinate));

/** A value of the right type for a required argument: required input fields filled in, recursively. */
function placeholder(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return placeholder(type.ofType);
  if (isListType(type)) return [placeholder(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0].name; // variables carry enum values by name
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter(isRequiredInputField);
    return Object.fromEntries(fields.map((field) => [field.name, placeholder(field.type)]));
  }
  if (isScalarType(type) && type.name in SCALAR_PLACEHOLDERS) return SCALAR_PLACEHOLDERS[type.name];
  throw new Error(`No placeholder for the scalar ${type.name}: add one to SCALAR_PLACEHOLDERS in authorization.test.ts.`);
}

/** A valid operation calling just this field: its required arguments as variables, `__typename` as selection. */
function probe({ name, operationType, field }: RootField) {
  const args = field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  const definitions = args.map((arg, i) => `$a${i}: ${String(arg.type)}`).join(', ');
  const call = args.map((arg, i) => `${arg.name}: $a${i}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  return {
    query: `${operationType} Probe${definitions ? `(${definitions})` : ''} { ${name}${call ? `(${call})` : ''}${selection} }`,
    variables: Object.fromEntries(args.map((arg, i) => [`a${i}`, placeholder(arg.type)])),
  };
}

/** Names of the root fields (`Query.x`, `Mutation.y`) an operation runs, fragments included. */
function rootFieldsOf(operation: string): Set<string> {
  const typeInfo = new TypeInfo(schema);
  const found = new Set<string>();
  visit(
    parse(operation),
    visitWithTypeInfo(typeInfo, {
      Field() {
        const parent = typeInfo.getParentType();
        if (parent && rootTypes.includes(parent as GraphQLObjectType)) found.add(`${parent.name}.${typeInfo.getFieldDef()!.name}`);
      },
    }),
  );
  return found;
}

/** Whether a signed-in role gets past a field's `@Authorized` (as type-graphql and auth-checker.ts decide it). */
const mayUse = (coordinate: string, role: Caller) =>
  role !== 'anonymous' && (roles.get(coordinate)!.length === 0 || roles.get(coordinate)!.includes(role));

/** Whom a field refuses, and how: the anonymous caller always; each signed-in role the field does not let in. */
function refusals(coordinate: string): { caller: Caller; status: number; code: string }[] {
  return [
    { caller: 'anonymous' as const, status: 401, code: 'UNAUTHENTICATED' },
    ...SIGNED_IN_ROLES.filter((role) => !mayUse(coordinate, role)).map((role) => ({ caller: role, status: 403, code: 'FORBIDDEN' })),
  ];
}

/** What the run checked, printed at the end (the issue's note gives these counts). */
const counts = { graphqlRefusals: 0, graphqlAdmissions: 0, restRefusals: 0, restRows: 0 };

let t: TestApp;
const tokens: Record<Caller, string | null> = { anonymous: null, user: null, trainer: null, staff: null, admin: null };
const headersOf = (caller: Caller): Record<string, string> => (tokens[caller] ? { authorization: `Bearer ${tokens[caller]}` } : {});

async function signIn(username: string, password: string) {
  const answer = await graphql(
    'mutation($input: SignInInput!) { signIn(input: $input) { token errors { code } } }',
    { input: { username, password } },
    'anonymous',
  );
  expect(answer.body.data.signIn.errors).toEqual([]);
  return answer.body.data.signIn.token as string;
}

async function graphql(query: string, variables: Record<string, unknown>, caller: Caller) {
  const response = await fetch(`${t.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headersOf(caller) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: any[] } };
}

/** A checksum of every table's contents (ours and the job queue's), to prove a refused call changed nothing. */
async function databaseChecksums(): Promise<Record<string, string>> {
  const connection = t.database.orm.em.getConnection();
  const tables: { name: string }[] = await connection.execute(
    `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1`,
  );
  // A session's `last_seen_at` follows its use (every few minutes): using it is no change an admin field makes.
  const rows = (name: string) =>
    name === 'public.sessions' ? `(select id, user_id, created_at, expires_at, revoked_at, user_agent from ${name})` : name;
  const sums: { name: string; sum: string }[] = await connection.execute(
    tables
      .map(
        ({ name }) =>
          `select '${name}' as name, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as sum from ${rows(name)} t`,
      )
      .join(' union all '),
  );
  return Object.fromEntries(sums.map(({ name, sum }) => [name, sum]));
}

beforeAll(async () => {
  t = await startTestApp();
  const passwordHash = await hashPassword('authz-role-password');
  for (const role of ['user', 'trainer', 'staff'] as const) {
    await t.database.orm.em.fork().insert(User, { username: `authz-${role}`, passwordHash, role: role as UserRole });
    tokens[role] = await signIn(`authz-${role}`, 'authz-role-password');
  }
  tokens.admin = await signIn('admin', process.env.TEST_ADMIN_PASSWORD!);
});
afterAll(async () => {
  const sets = new Map<string, number>();
  for (const field of protectedFields) {
    const set = roles.get(field.coordinate)!.join('+') || 'any signed-in';
    sets.set(set, (sets.get(set) ?? 0) + 1);
  }
  const byRoles = [...sets].map(([set, n]) => `${set}: ${n}`);
  console.log(
    `authorization: ${protectedFields.length} protected root fields (${byRoles.join(', ')}), ${Object.keys(PUBLIC_FIELDS).length} public; ` +
      `/graphql: ${counts.graphqlRefusals} refusals and ${counts.graphqlAdmissions} admissions checked; REST: ${counts.restRows} protected rows, ${counts.restRefusals} refusals checked`,
  );
  await t?.close();
});

describe('the schema: every root field is protected or public on purpose', () => {
  it('lists every unprotected Query and Mutation field in PUBLIC_FIELDS', () => {
    const unlisted = rootFields
      .filter((field) => !roles.has(field.coordinate) && !(field.coordinate in PUBLIC_FIELDS))
      .map((field) => field.coordinate);
    expect({
      unlisted,
      fix: unlisted.length
        ? 'Protect each with @Authorized(STAFF_ROLES) or @Authorized(ADMIN_ONLY) (api/src/modules/users/roles.ts) on its resolver method, or add it to PUBLIC_FIELDS in api/test/authorization.test.ts with the reason anyone may call it.'
        : null,
    }).toEqual({ unlisted: [], fix: null });
  });

  it('lists no field in PUBLIC_FIELDS that is gone or protected (the list stays honest)', () => {
    const existing = new Set(rootFields.map((field) => field.coordinate));
    expect(Object.keys(PUBLIC_FIELDS).filter((coordinate) => !existing.has(coordinate))).toEqual([]);
    expect(Object.keys(PUBLIC_FIELDS).filter((coordinate) => roles.has(coordinate))).toEqual([]);
  });

  it('finds the admin fields through the metadata (the classification is not vacuous)', () => {
    expect(protectedFields.map((field) => field.coordinate)).toEqual(
      expect.arrayContaining(['Query.coursesNoticeTexts', 'Mutation.updateCoursesNotice', 'Mutation.issueInvoice']),
    );
    expect(roles.get('Mutation.updateCoursesNotice')).toEqual(['admin']);
    // Issue 27's matrix (api/src/modules/users/roles.ts): settings, staff, outbox, jobs, retention and deleting for good are the admin's alone.
    const adminOnly = [
      'Query.businessProfile',
      'Mutation.updateShopSettings',
      'Query.staffAccounts',
      'Mutation.inviteStaff',
      'Mutation.deactivateStaffAccount',
      'Query.adminMails',
      'Query.scheduledJobs',
      'Mutation.anonymiseCourseData',
      'Mutation.deleteOrder',
      'Mutation.deleteCourse',
      'Mutation.sendTestEmail',
      'Mutation.sendTestReviewInvitation',
    ];
    for (const coordinate of adminOnly) expect([coordinate, roles.get(coordinate)]).toEqual([coordinate, ['admin']]);
    const staff = [
      'Query.adminOrders',
      'Mutation.confirmOrder',
      'Query.adminCourses',
      'Mutation.updateCourse',
      'Query.courseParticipants',
      'Query.adminBookings',
      'Query.adminContactMessages',
      'Mutation.approveTestimonial',
      'Query.adminDashboardStats',
    ];
    for (const coordinate of staff) expect([coordinate, roles.get(coordinate)]).toEqual([coordinate, ['admin', 'staff']]);
    // Every signed-in account manages its own password, e-mail and sessions.
    for (const coordinate of [
      'Mutation.changePassword',
      'Mutation.setAccountEmail',
      'Query.accountSessions',
      'Mutation.endOtherAccountSessions',
    ])
      expect([coordinate, roles.get(coordinate)]).toEqual([coordinate, []]);
    // Issue 24 (booking requests become orders, orders completed afterwards, swim vouchers): admins only.
    const issue24 = [
      'Mutation.convertBookingToOrder',
      'Mutation.updateOrderCustomer',
      'Mutation.updateOrderParticipants',
      'Query.adminVouchers',
      'Mutation.announceOrderVoucher',
      'Mutation.markVoucherPayoutReceived',
      'Mutation.markVoucherRefunded',
    ];
    expect(protectedFields.map((field) => field.coordinate)).toEqual(expect.arrayContaining(issue24));
    for (const coordinate of issue24) expect([coordinate, roles.get(coordinate)]).toEqual([coordinate, ['admin', 'staff']]);
  });

  it("matches the README's role table: each row names exactly the root fields of its role set", () => {
    // The table under "### Roles": `| who (`SET`) | topic: `field`, `field`; … |`. Only its backticked names count.
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('\n### Roles\n'), readme.indexOf('\n### Signing in\n'));
    const SETS: Record<string, string> = {
      ADMIN_ONLY: 'admin',
      STAFF_ROLES: 'admin+staff',
      TRAINER_ROLES: 'admin+trainer',
      '@Authorized()': '',
    };
    const documented = new Map<string, string[]>();
    for (const [, who, fields] of section.matchAll(/^\| ([^|]*) \| ([^|]*) \|$/gm)) {
      const set = Object.keys(SETS).find((name) => who.includes(`(\`${name}\`)`));
      if (!set) continue;
      documented.set(SETS[set], [...fields.matchAll(/`(\w+)`/g)].map(([, name]) => name).sort());
    }
    const inCode = new Map<string, string[]>();
    for (const [coordinate, fieldRoles] of roles) {
      const set = fieldRoles.join('+');
      inCode.set(set, [...(inCode.get(set) ?? []), coordinate.split('.')[1]].sort());
    }
    expect(documented.size).toBe(4);
    expect(Object.fromEntries(documented)).toEqual(Object.fromEntries(inCode));
  });

  it("gives the web the server's role sets: what it shows each role (web/src/pages/admin/session/permissions.ts) is what the server lets in", () => {
    // The web file is read as text: it is the browser's code (its imports do not resolve here).
    const web = readFileSync(new URL('../../web/src/pages/admin/session/permissions.ts', import.meta.url), 'utf8');
    for (const [name, roles] of Object.entries(ROLE_SETS).filter(([name]) => name !== 'TRAINER_ROLES')) {
      const declared = new RegExp(`export const ${name}: readonly UserRole\\[\\] = \\[([^\\]]*)\\]`).exec(web);
      expect([name, declared && [...declared[1].matchAll(/'(\w+)'/g)].map(([, role]) => role.toLowerCase())]).toEqual([name, [...roles]]);
    }
  });

  it("lets trainers in only on the trainer's phone view (issue 27); every other field refuses them", () => {
    const trainerFields = protectedFields
      .filter((field) => roles.get(field.coordinate)!.includes('trainer'))
      .map((field) => field.coordinate);
    expect(trainerFields.sort()).toEqual(['Mutation.saveTrainerMarks', 'Query.trainerCourses', 'Query.trainerRoster']);
    for (const coordinate of trainerFields) expect([coordinate, roles.get(coordinate)]).toEqual([coordinate, ['admin', 'trainer']]);
    for (const coordinate of ['Query.badges', 'Mutation.saveBadge']) {
      expect([coordinate, roles.get(coordinate)]).toEqual([coordinate, ['admin']]);
    }
    // Staff plan the courses, so they assign who teaches them (the course dialog's "Trainer" tab).
    for (const coordinate of ['Query.trainerAccounts', 'Query.courseTrainers', 'Mutation.setCourseTrainers']) {
      expect([coordinate, roles.get(coordinate)]).toEqual([coordinate, ['admin', 'staff']]);
    }
  });

  it('lets node(id:) load for anyone only public or own types; every other type names the roles of the queries that read it', () => {
    const nodes = domainModules.flatMap((module) => module.nodes ?? []).filter((node) => node.load);
    // A new loader without roles must apply its type's public visibility (as `testimonial.findVisible` does) before it is listed.
    expect(
      nodes
        .filter((node) => !node.readableBy)
        .map((node) => node.typeName)
        .sort(),
    ).toEqual(Object.keys(NODE_TYPES_FOR_ANYONE).sort());
    const sets = Object.values(ROLE_SETS).map((set) => [...set].sort().join('+'));
    for (const node of nodes.filter((node) => node.readableBy))
      expect([node.typeName, sets.includes([...node.readableBy!].sort().join('+'))]).toEqual([node.typeName, true]);
  });
});

describe('/graphql refuses every protected field to anonymous callers and every role without it (user, trainer, staff), changing nothing', () => {
  for (const root of protectedFields) {
    it(`${root.coordinate} (roles: ${roles.get(root.coordinate)!.join(', ') || 'any signed-in user'})`, async () => {
      const { query, variables } = probe(root);
      const before = await databaseChecksums();
      for (const { caller, status, code } of refusals(root.coordinate)) {
        const answer = await graphql(query, variables, caller);
        // A query field is refused alone: null at its path, HTTP 200 as for any partial answer. A mutation document
        // with a refused field is refused whole before any field runs: no data, the refusal's status, no path.
        const error = answer.body.errors?.find((e) => (root.operationType === 'query' ? e.path?.[0] === root.name : !e.path));
        expect({ caller, status: answer.status, code: error?.extensions?.code, data: answer.body.data?.[root.name] ?? null }).toEqual({
          caller,
          status: root.operationType === 'query' ? 200 : status,
          code,
          data: null,
        });
        if (root.operationType === 'query') expect(answer.body.data).toEqual({ [root.name]: null });
        else expect(answer.body.data).toBeUndefined();
        counts.graphqlRefusals++;
      }
      expect(await databaseChecksums()).toEqual(before);
    });
  }

  // Past authorization, the training service refuses a trainer the courses not assigned to them (FORBIDDEN too):
  // api/test/trainer.test.ts checks that with assigned and unassigned trainers; here the trainer teaches nothing.
  const COURSE_CHECKED_FOR_TRAINERS = new Set(['Query.trainerRoster']);

  it('lets each signed-in role past authorization on every query its set names (admin: all; staff: STAFF_ROLES; trainer: TRAINER_ROLES)', async () => {
    for (const role of SIGNED_IN_ROLES) {
      const queries = protectedFields.filter(
        (field) =>
          field.operationType === 'query' &&
          mayUse(field.coordinate, role) &&
          !(role === 'trainer' && COURSE_CHECKED_FOR_TRAINERS.has(field.coordinate)),
      );
      expect([role, queries.length > 0]).toEqual([role, true]);
      for (const root of queries) {
        const { query, variables } = probe(root);
        const answer = await graphql(query, variables, role);
        const codes = (answer.body.errors ?? []).map((e) => e.extensions?.code);
        expect({
          role,
          field: root.coordinate,
          refused: codes.filter((code) => code === 'UNAUTHENTICATED' || code === 'FORBIDDEN'),
        }).toEqual({ role, field: root.coordinate, refused: [] });
        counts.graphqlAdmissions++;
      }
    }
    // And the data is there, as the admins' editor reads it.
    const texts = await graphql('{ coursesNoticeTexts { de { title } en { title } } }', {}, 'admin');
    expect(texts.status).toBe(200);
    expect(texts.body.errors).toBeUndefined();
    expect(texts.body.data.coursesNoticeTexts).toHaveProperty('de');
  });

  it('sees a change in the checksums when the admin makes one (so "nothing changed" above can fail)', async () => {
    const before = await databaseChecksums();
    const update = await graphql(
      'mutation($input: UpdateCoursesNoticeInput!) { updateCoursesNotice(input: $input) { errors { code } } }',
      { input: { de: { title: 'Prüfsumme', text: 'Geändert' }, en: { title: 'Checksum', text: 'Changed' } } },
      'admin',
    );
    expect(update.body.data.updateCoursesNotice.errors).toEqual([]);
    const after = await databaseChecksums();
    expect(Object.keys(after).filter((table) => after[table] !== before[table])).toEqual(['public.settings']);
  });
});

describe('the REST door refuses every row that runs a protected field', () => {
  const protectedCoordinates = new Set(protectedFields.map((field) => field.coordinate));
  const protectedRows = restRoutes.filter((route) =>
    [...rootFieldsOf(route.operation)].some((coordinate) => protectedCoordinates.has(coordinate)),
  );

  it('detects the protected fields an operation runs (so a future admin row is found)', () => {
    // The detection runs on every row, and on each protected field's own probe here, so a row with an admin
    // operation (GET /api/admin/courses, the course writes, …) lands in `protectedRows` and is tested below.
    expect(protectedRows.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining(['GET /api/admin/courses', 'POST /api/courses', 'GET /api/admin/orders/:id/invoices/:number.pdf']),
    );
    for (const root of protectedFields) expect([...rootFieldsOf(probe(root).query)]).toEqual([root.coordinate]);
    for (const route of restRoutes.filter((row) => !protectedRows.includes(row))) {
      for (const coordinate of rootFieldsOf(route.operation))
        expect([`${route.method} ${route.path}`, coordinate in PUBLIC_FIELDS]).toEqual([`${route.method} ${route.path}`, true]);
    }
  });

  it('answers 401 UNAUTHENTICATED and 403 FORBIDDEN in its { code, message } shape, changing nothing', async () => {
    for (const route of protectedRows) {
      const coordinates = [...rootFieldsOf(route.operation)].filter((coordinate) => protectedCoordinates.has(coordinate));
      // A role is refused when any protected field of the row refuses it.
      counts.restRows++;
      const expected = coordinates.flatMap(refusals).filter((r, i, all) => all.findIndex((o) => o.caller === r.caller) === i);
      const before = await databaseChecksums();
      for (const { caller, status, code } of expected) {
        // A `whenQuery` row answers only with its query parameters (GET /api/blog?all=true), a `whenBody` row only with
        // its body values (PUT /api/orders/{id}/status { status: 'confirmed' } runs confirmOrder).
        const query = route.whenQuery ? `?${new URLSearchParams(route.whenQuery)}` : '';
        const body = Object.fromEntries(Object.entries(route.whenBody ?? {}).map(([name, values]) => [name, values[0]]));
        const response = await fetch(`${t.baseUrl}${route.path.replace(/:\w+/g, '1')}${query}`, {
          method: route.method,
          headers: { ...headersOf(caller), ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }) },
          body: route.method === 'GET' ? undefined : JSON.stringify(body),
        });
        const row = `${route.method} ${route.path}`;
        expect({ row, caller, status: response.status, body: await response.json() }).toEqual({
          row,
          caller,
          status,
          body: { code, message: expect.any(String) },
        });
        counts.restRefusals++;
      }
      expect(await databaseChecksums()).toEqual(before);
    }
  });
});
