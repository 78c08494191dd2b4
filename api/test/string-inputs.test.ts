import 'reflect-metadata';
import {
  type GraphQLField,
  type GraphQLInputType,
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isRequiredInputField,
  isScalarType,
} from 'graphql';
import { toGlobalId } from '../src/graphql/node.js';
import { getSchema } from '../src/graphql/schema.js';
import { domainModules } from '../src/modules/modules.js';
import { type AdminCallers, type Caller, adminCallers } from './admin-callers.js';
import { enableBankTransfer, startTestApp, type TestApp } from './test-app.js';
import { createTestCourse } from './test-course.js';

/**
 * Issue 21, point 4: a client's mistake is never an internal error. Every input of type String (and the string
 * based ID and LocalDate) that any Query or Mutation field takes, as an argument or inside an input object or a
 * list, gets a 60 KB text, an empty text and control characters, as the signed-in admin (so admin mutations reach
 * their validation) and as an anonymous visitor. No answer may be a 5xx or carry INTERNAL_SERVER_ERROR. The
 * targets are read from the executable schema, so a field added later is swept without touching this file.
 * (It found placeOrder's idempotency key rule without a message id, and lone surrogates reaching jsonb columns.)
 */
const BAD_VALUES: Record<string, string> = {
  '60 KB': 'x'.repeat(60 * 1024), // within the 64 KiB body limit; only variables can carry it (32 KiB per document)
  empty: '',
  'bell (U+0007)': 'ab\u0007cd',
  'NUL (U+0000)': 'ab\u0000cd',
  'lone surrogate': 'ab\ud800cd',
  'escape and DEL': 'ab\u001b[31m\u007fcd',
};
const SWEPT_SCALARS = new Set(['String', 'ID', 'LocalDate']);
/** Calls at once: enough to keep the server busy, few enough for a shared two-core machine. */
const CONCURRENCY = 6;

interface Target {
  root: GraphQLField<unknown, unknown>;
  operationType: 'query' | 'mutation';
  /** Argument name, then input field names; `[]` steps into a list's first item. */
  path: string[];
  /** `Mutation.placeOrder(input).items[].participants[].firstName` */
  label: string;
}

/** Every path from a root field's arguments to a String/ID/LocalDate, through input objects and lists. */
function targetsOf(root: GraphQLField<unknown, unknown>, operationType: Target['operationType']): Target[] {
  const typeName = operationType === 'query' ? 'Query' : 'Mutation';
  const found: Target[] = [];
  const walk = (type: GraphQLInputType, path: string[], label: string, seen: Set<string>) => {
    const inner = isNonNullType(type) ? type.ofType : type;
    if (isListType(inner)) return walk(inner.ofType, [...path, '[]'], `${label}[]`, seen);
    if (isScalarType(inner) && SWEPT_SCALARS.has(inner.name)) found.push({ root, operationType, path, label });
    if (isInputObjectType(inner) && !seen.has(inner.name)) {
      for (const field of Object.values(inner.getFields()))
        walk(field.type, [...path, field.name], `${label}.${field.name}`, new Set([...seen, inner.name]));
    }
  };
  for (const arg of root.args) walk(arg.type, [arg.name], `${typeName}.${root.name}(${arg.name})`, new Set());
  return found;
}

/** Every target of the executable schema, Query's then Mutation's. */
async function allTargets(): Promise<Target[]> {
  const schema = await getSchema();
  return (['query', 'mutation'] as const).flatMap((operationType) => {
    const type = operationType === 'query' ? schema.getQueryType() : schema.getMutationType();
    return Object.values(type!.getFields()).flatMap((root) => targetsOf(root, operationType));
  });
}

/** Global ids of real rows, by node type (filled in beforeAll); an ID input gets the one its name points to. */
const realIds = new Map<string, string>();

/** The node type an ID input names: the longest node type name in the field's name, else in its input type's (or root field's) name. */
function nodeTypeFor(fieldName: string, owner: string): string {
  const types = [...realIds.keys()].sort((a, b) => b.length - a.length);
  const within = (name: string) => types.find((type) => name.toLowerCase().includes(type.toLowerCase()));
  // `node(id:)` names no type: any real object's id will do.
  return within(fieldName) ?? within(owner) ?? 'Course';
}

let keys = 0;
/** A valid text for a required String input, by its name (the rest of the input must pass so the swept field is what is judged). */
function plausibleText(fieldName: string): string {
  const name = fieldName.toLowerCase();
  if (name.includes('email')) return 'anna@example.org';
  if (name === 'phone') return '0821 123456';
  if (name === 'zipcode') return '86368';
  if (name === 'idempotencykey') return `string-sweep-${++keys}-abcdefgh`;
  if (name === 'iban') return 'DE89370400440532013000';
  if (name === 'bic') return 'COBADEFFXXX';
  if (name === 'slug') return 'string-sweep';
  // A new name each time: failed sign-ins in a row for one name are slowed down and then refused.
  if (name === 'username') return `string-sweep-${++keys}`;
  if (['content', 'description', 'message', 'summary'].includes(name))
    return 'Ein Text, lang genug für jedes Textfeld mit einer Mindestlänge.';
  return 'Gersthofen Test';
}

/** A valid value of `type`: required input fields filled in, recursively; `fieldName`/`owner` say what a scalar is for. */
function validValue(type: GraphQLInputType, fieldName: string, owner: string): unknown {
  if (isNonNullType(type)) return validValue(type.ofType, fieldName, owner);
  if (isListType(type)) return [validValue(type.ofType, fieldName, owner)];
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter(isRequiredInputField);
    return Object.fromEntries(fields.map((field) => [field.name, validValue(field.type, field.name, type.name)]));
  }
  switch (getNamedType(type).name) {
    case 'String':
      return plausibleText(fieldName);
    case 'ID':
      return realIds.get(nodeTypeFor(fieldName, owner));
    case 'Int':
      return fieldName.endsWith('Minutes') ? 15 : 1;
    case 'Float':
      return 1;
    case 'Boolean':
      return true;
    case 'LocalDate':
      return '2099-05-01';
    case 'DateTimeISO':
      // Issue 27: when a trainer's mark was made (saveTrainerMarks).
      return '2026-01-01T10:00:00.000Z';
    default:
      throw new Error(`No valid value for the scalar ${getNamedType(type).name}: add one to validValue in string-inputs.test.ts.`);
  }
}

/** `current` with `bad` put at `path` (input objects and list items on the way filled with valid values). */
function withValueAt(type: GraphQLInputType, current: unknown, path: string[], bad: string, fieldName: string, owner: string): unknown {
  if (isNonNullType(type)) return withValueAt(type.ofType, current, path, bad, fieldName, owner);
  if (path.length === 0) return bad;
  if (isListType(type)) {
    const item = Array.isArray(current) && current.length > 0 ? current[0] : validValue(type.ofType, fieldName, owner);
    return [withValueAt(type.ofType, item, path.slice(1), bad, fieldName, owner)];
  }
  if (!isInputObjectType(type)) throw new Error(`Cannot step into ${String(type)} at ${path.join('.')}`);
  const field = type.getFields()[path[0]];
  const object = {
    ...((current as Record<string, unknown> | undefined) ?? (validValue(type, fieldName, owner) as Record<string, unknown>)),
  };
  object[field.name] = withValueAt(
    field.type,
    object[field.name] ?? validValue(field.type, field.name, type.name),
    path.slice(1),
    bad,
    field.name,
    type.name,
  );
  return object;
}

/** The operation calling the target's root field with `bad` at its path and every other required argument valid. */
function operation({ root, operationType, path }: Target, bad: string) {
  const args = root.args.filter((arg) => arg.name === path[0] || (isNonNullType(arg.type) && arg.defaultValue === undefined));
  const variables = Object.fromEntries(
    args.map((arg) => [
      arg.name,
      arg.name === path[0]
        ? withValueAt(arg.type, undefined, path.slice(1), bad, arg.name, root.name)
        : validValue(arg.type, arg.name, root.name),
    ]),
  );
  const returned = getNamedType(root.type);
  const hasErrors = isObjectType(returned) && 'errors' in returned.getFields();
  const selection = isCompositeType(returned) ? ` { __typename${hasErrors ? ' errors { field code }' : ''} }` : '';
  const definitions = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const call = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return {
    query: `${operationType} Sweep${definitions ? `(${definitions})` : ''} { ${root.name}${call ? `(${call})` : ''}${selection} }`,
    variables,
  };
}

/** Runs `work` over `items`, `limit` at a time. */
async function inBatches<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

let t: TestApp;
let targets: Target[];
let callers: AdminCallers;
let courseId: number;

const sql = <T = Record<string, any>>(query: string, params: unknown[] = []) => callers.sql<T>(query, params);
const orderCount = async () => Number((await sql<{ n: string }>('select count(*) as n from orders'))[0].n);
const CUSTOMER = {
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna@example.org',
  phone: '0821 123456',
  address: 'Hauptstraße 1',
  city: 'Gersthofen',
  zipCode: '86368',
};
const PLACE_ORDER =
  'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { accessKey order { id orderNumber } errors { field code message } } }';
const orderInput = (idempotencyKey: string) => ({
  idempotencyKey,
  customer: CUSTOMER,
  paymentMethod: 'BANK_TRANSFER',
  legalTermsAccepted: true,
  items: [{ courseId, quantity: 1, participants: [{ firstName: 'Mia', lastName: 'Muster' }] }],
});

beforeAll(async () => {
  targets = await allTargets();
  t = await startTestApp();
  callers = await adminCallers(t, { username: 'string-sweep-user' });
  await enableBankTransfer(t);
  courseId = await createTestCourse(t, { title: 'Sweep-Kurs', places: 50, priceCents: 9_900 });

  // One row of each kind an ID input can name, made as clients make them: an order (and its mail), a contact
  // message, a course request, a cart with an item and a participant; the order's child redeems a swim voucher.
  // A partner's webhook endpoint: the order below makes its delivery.
  const webhook = await callers.admin(
    'mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { errors { code } } }',
    { input: { name: 'Partner', url: 'https://partner.example.com/hook', eventTypes: ['order.created'] } },
  );
  expect(webhook.createWebhookEndpoint.errors).toEqual([]);
  const placed = await callers.gql(
    PLACE_ORDER,
    { input: { ...orderInput('string-sweep-first-order'), vouchers: [{ courseId, participantIndex: 0 }] } },
    'anonymous',
  );
  expect(placed.data.placeOrder.errors).toEqual([]);
  const contact = await callers.gql(
    'mutation($input: SubmitContactMessageInput!) { submitContactMessage(input: $input) { errors { code } } }',
    { input: { name: 'Anna Muster', email: 'anna@example.org', subject: 'Frage', message: 'Eine Frage zum Kurs.', privacyAccepted: true } },
    'anonymous',
  );
  expect(contact.data.submitContactMessage.errors).toEqual([]);
  const request = await callers.gql(
    'mutation($input: SubmitCourseRequestInput!) { submitCourseRequest(input: $input) { errors { code } } }',
    { input: { courseId, name: 'Anna Muster', email: 'anna@example.org', privacyAccepted: true } },
    'anonymous',
  );
  expect(request.data.submitCourseRequest.errors).toEqual([]);
  const cart = await callers.gql(
    'mutation($input: AddCourseToCartInput!) { addCourseToCart(input: $input) { errors { code } } }',
    { input: { courseId } },
    'anonymous',
  );
  expect(cart.data.addCourseToCart.errors).toEqual([]);
  // A refund (issue 24): the order paid, then a part of it refunded.
  const orderId = placed.data.placeOrder.order.id;
  await callers.admin('mutation($input: MarkOrderPaidInput!) { markOrderPaid(input: $input) { errors { code } } }', { input: { orderId } });
  const refund = await callers.admin('mutation($input: RefundOrderInput!) { refundOrder(input: $input) { errors { code } } }', {
    input: { orderId, amountCents: 100 },
  });
  expect(refund.refundOrder.errors).toEqual([]);
  // A newsletter issue (issue 27), a draft.
  const issue = await callers.admin(
    'mutation($input: SaveNewsletterIssueInput!) { saveNewsletterIssue(input: $input) { errors { code } } }',
    { input: { audience: 'ALL', subjectDe: 'Neuigkeiten', bodyDe: 'Text', subjectEn: 'News', bodyEn: 'Text' } },
  );
  expect(issue.saveNewsletterIssue.errors).toEqual([]);

  const em = t.database.orm.em.fork();
  for (const module of domainModules) {
    for (const node of module.nodes ?? []) {
      // The node type's entity: the entity of that name (a staff module may serve another domain's entity: Mail), else
      // its module's only one (Service: ServiceOffering).
      const entity =
        domainModules.flatMap((owner) => owner.entities ?? []).find((candidate) => candidate.name === node.typeName) ??
        (module.entities?.length === 1 ? module.entities[0] : undefined);
      if (!entity) throw new Error(`No entity for the node type ${node.typeName}`);
      const row = (await em.find(entity as new () => { id: number }, { id: { $gt: 0 } }, { orderBy: { id: 'asc' }, limit: 1 }))[0];
      if (!row) throw new Error(`No ${node.typeName} row to name in ID inputs: make one in beforeAll.`);
      realIds.set(node.typeName, toGlobalId(node.typeName, row.id));
    }
  }
});
afterAll(() => t?.close());

describe('every String input of the schema, sent a 60 KB text, an empty text and control characters', () => {
  it('finds the inputs to sweep (the sweep is not vacuous)', () => {
    const labels = targets.map((target) => target.label);
    const fields = new Set(targets.map((target) => target.root.name));
    expect(labels).toEqual(
      expect.arrayContaining([
        'Mutation.placeOrder(input).idempotencyKey',
        'Mutation.placeOrder(input).items[].participants[].firstName',
        'Mutation.createBlogPost(input).tags[]',
        'Query.courses(filter).search',
        'Query.adminOrder(id)',
      ]),
    );
    // 147 inputs on 56 fields when this was written; a schema that lost most of them means the walk broke.
    expect(labels.length).toBeGreaterThanOrEqual(140);
    expect(fields.size).toBeGreaterThanOrEqual(50);
  });

  it('answers none of them with a 5xx or INTERNAL_SERVER_ERROR, as the admin or as a visitor', async () => {
    // Visitors are swept on the fields they may call: those whose valid call does not ask them to sign in.
    const publicFields = new Set<string>();
    await inBatches([...new Set(targets.map((target) => target.root))], CONCURRENCY, async (root) => {
      const { query, variables } = operation(
        targets.find((target) => target.root === root)!,
        'x',
      );
      const { body } = await callers.post(query, variables, 'anonymous');
      if (!(body.errors ?? []).some((error: any) => error.extensions?.code === 'UNAUTHENTICATED')) publicFields.add(root.name);
    });
    expect([publicFields.has('placeOrder'), publicFields.has('updateCourse')]).toEqual([true, false]);

    const calls = targets.flatMap((target) =>
      Object.entries(BAD_VALUES).flatMap(([valueName, bad]) =>
        (publicFields.has(target.root.name) ? ['admin', 'anonymous'] : ['admin']).map((caller) => ({
          target,
          valueName,
          bad,
          caller: caller as Caller,
        })),
      ),
    );
    const failures: string[] = [];
    let fieldErrors = 0;
    await inBatches(calls, CONCURRENCY, async ({ target, valueName, bad, caller }) => {
      const call = `${target.label} = ${valueName} as ${caller}`;
      const { query, variables } = operation(target, bad);
      const answer = await callers.post(query, variables, caller).catch((error: Error) => error);
      if (answer instanceof Error) return void failures.push(`${call}: no JSON answer (${answer.message})`);
      const { status, body } = answer;
      const internal = (body.errors ?? []).filter(
        (error: any) => (error.extensions?.code ?? 'INTERNAL_SERVER_ERROR') === 'INTERNAL_SERVER_ERROR',
      );
      if (status >= 500 || internal.length > 0)
        failures.push(`${call}: HTTP ${status} ${internal.map((error: any) => error.message).join(' | ')}`);
      if (body.data?.[target.root.name]?.errors?.length) fieldErrors++;
    });
    expect(failures).toEqual([]);
    // The values reached the services' validation: a good share of the answers are the payloads' field errors
    // (693 of 1,176 calls when this was written).
    expect(fieldErrors).toBeGreaterThan(calls.length / 4);
  }, 240_000); // a hang guard: over a thousand calls take 30 s on a quiet machine, several times that under a loaded one
});

describe('issue 21, row 5: placeOrder with a malformed idempotency key', () => {
  const malformed: Record<string, string> = {
    'too short': 'abc',
    '60 KB': 'k'.repeat(60 * 1024),
    'SQL-ish': "x'--",
    'quote and comment, long enough': "abcdefghijklmnop'--",
    'space inside': 'abcdefgh ijklmnopq',
  };
  for (const [name, key] of Object.entries(malformed)) {
    it(`refuses a key ${name} on idempotencyKey, in the request's language, storing nothing`, async () => {
      const before = await orderCount();
      for (const [language, text] of [
        ['de', /Bestellschlüssel/],
        ['en', /order key/],
      ] as const) {
        const { status, body } = await callers.post(PLACE_ORDER, { input: orderInput(key) }, 'anonymous', language);
        expect({ status, errors: body.errors }).toEqual({ status: 200, errors: undefined });
        expect(body.data.placeOrder).toEqual({
          accessKey: null,
          order: null,
          errors: [{ field: 'idempotencyKey', code: 'IDEMPOTENCY_KEY_INVALID', message: expect.stringMatching(text) }],
        });
      }
      expect(await orderCount()).toBe(before);
    });
  }

  it('places the same order with a well-formed key (so "storing nothing" above can fail)', async () => {
    const before = await orderCount();
    const { body } = await callers.post(PLACE_ORDER, { input: orderInput('a-well-formed-key-0001') }, 'anonymous');
    expect(body.data.placeOrder.errors).toEqual([]);
    expect(body.data.placeOrder.order.orderNumber).toMatch(/^H2O-/);
    expect(await orderCount()).toBe(before + 1);
  });
});
