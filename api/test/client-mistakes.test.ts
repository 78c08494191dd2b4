import { connect } from 'node:net';
import { resolve } from 'node:path';
import { findFreePort } from '../src/util/free-port.js';
import { type AppProcess, startAppProcess } from './app-process.js';
import { cloneTestDatabase } from './test-app.js';

/**
 * Every mistake a client can make answers a 4xx with a code and a message that says what to fix, on
 * both doors, and none of them is logged as a server error. Runs against the app as production runs
 * it (a process of its own, NODE_ENV=production, JSON logs) so masking and log levels are the real ones.
 */
let app: AppProcess;
let base: string;

beforeAll(async () => {
  const port = await findFreePort();
  const { DATABASE_URL: _inherited, ...env } = process.env;
  app = await startAppProcess(process.execPath, ['--import', '@swc-node/register/esm-register', 'api/src/main.ts'], {
    cwd: resolve(import.meta.dirname, '../..'),
    env: {
      ...env,
      DATABASE_URL: await cloneTestDatabase(),
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: '/nonexistent',
    },
  });
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => app?.stop());

const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const gql = (query: string, variables?: unknown) => json({ query, variables });
const b64 = (text: string) => Buffer.from(text).toString('base64');

type Case = [name: string, path: string, init: RequestInit | undefined, status: number, code: string, message?: RegExp];

/** `/graphql` answers in GraphQL's shape: `{ errors: [{ message, extensions: { code } }] }`. */
const graphqlCases: Case[] = [
  [
    'variable of the wrong type',
    '/graphql',
    gql('query($id:Int!){course(databaseId:$id){title}}', { id: '1' }),
    400,
    'BAD_USER_INPUT',
    /\$id.*Int/,
  ],
  ['missing variable', '/graphql', gql('query($id:Int!){course(databaseId:$id){title}}', {}), 400, 'BAD_USER_INPUT', /\$id.*not provided/],
  [
    'unknown input field',
    '/graphql',
    gql('query($f:CourseFilter){courses(filter:$f){totalCount}}', { f: { colour: 'blue' } }),
    400,
    'BAD_USER_INPUT',
    /colour/,
  ],
  [
    'overflowing number in a variable',
    '/graphql',
    gql('query($id:Int!){course(databaseId:$id){title}}', { id: 2147483648 }),
    400,
    'BAD_USER_INPUT',
    /32-bit/,
  ],
  ['overflowing number literal', '/graphql', gql('{course(databaseId:2147483648){title}}'), 400, 'GRAPHQL_VALIDATION_FAILED', /32-bit/],
  ['unknown field', '/graphql', gql('{courses{edges{node{colour}}}}'), 400, 'GRAPHQL_VALIDATION_FAILED', /colour/],
  ['syntax error', '/graphql', gql('{courses{'), 400, 'GRAPHQL_PARSE_FAILED', /Syntax Error/],
  ['no query at all', '/graphql', json({}), 400, 'BAD_REQUEST', /body|query/],
  [
    'NUL character in a variable',
    '/graphql',
    gql('query($s:String!){blogPost(slug:$s){title}}', { s: 'a\u0000' }),
    400,
    'BAD_USER_INPUT',
    /NUL/,
  ],
  ['NUL character in a literal', '/graphql', gql('{blogPost(slug:"a\\u0000"){title}}'), 400, 'BAD_USER_INPUT', /NUL/],
  ['cursor that is not one', '/graphql', gql('{courses(after:"garbage"){totalCount}}'), 400, 'BAD_USER_INPUT', /kein Cursor/],
  [
    'crafted cursor offset',
    '/graphql',
    gql(`{courses(after:"${b64('offset:99999999999999999999')}"){totalCount}}`),
    400,
    'BAD_USER_INPUT',
    /kein Cursor/,
  ],
  ['page larger than allowed', '/graphql', gql('{courses(first:201){totalCount}}'), 400, 'BAD_USER_INPUT', /200/],
  [
    'body that is not JSON',
    '/graphql',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": ' },
    400,
    'INVALID_JSON',
    /JSON/,
  ],
  [
    'body of another media type',
    '/graphql',
    { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{ services { title } }' },
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    /application\/json/,
  ],
  ['body too large', '/graphql', gql(`{ services { title } } # ${'x'.repeat(70_000)}`), 413, 'PAYLOAD_TOO_LARGE', /65\.536 Bytes/],
  ['document too large', '/graphql', gql(`{ services { title } } # ${'x'.repeat(40_000)}`), 413, 'QUERY_TOO_LARGE', /höchstens 32\.768/],
  ['too many tokens', '/graphql', gql(`{ ${'a '.repeat(6000)} }`), 400, 'QUERY_TOO_LARGE', /mehr als 5\.000 Tokens/],
  [
    'too many operations',
    '/graphql',
    gql(Array.from({ length: 6 }, (_, i) => `query q${i} { __typename }`).join(' ')),
    400,
    'TOO_MANY_OPERATIONS',
    /höchstens 5 sind erlaubt/,
  ],
  [
    'too deep',
    '/graphql',
    gql(`{ __type(name: "Course") { fields { type ${'{ ofType '.repeat(9)}{ name }${' }'.repeat(9)} } } }`),
    400,
    'QUERY_TOO_DEEP',
    /10/,
  ],
  [
    'too many fields in one selection set',
    '/graphql',
    gql(`{ ${'coursesNotice { title } '.repeat(1_200)}}`),
    400,
    'TOO_MANY_FIELDS',
    /höchstens 100/,
  ],
  [
    'too many fields in all',
    '/graphql',
    gql(`{ ${`coursesNotice { ${'title '.repeat(99)}} `.repeat(6)}}`),
    400,
    'TOO_MANY_FIELDS',
    /höchstens 500/,
  ],
  [
    'too many fragments',
    '/graphql',
    gql(
      `{ ${Array.from({ length: 51 }, (_, i) => `coursesNotice { ...F${i} }`).join(' ')} } ${Array.from({ length: 51 }, (_, i) => `fragment F${i} on CoursesNotice { title }`).join(' ')}`,
    ),
    400,
    'TOO_MANY_FRAGMENTS',
    /höchstens 50/,
  ],
  [
    'too many variables',
    '/graphql',
    gql(`query(${Array.from({ length: 51 }, (_, i) => `$v${i}: Int`).join(' ')}) { __typename }`),
    400,
    'TOO_MANY_VARIABLES',
    /höchstens 50/,
  ],
  [
    'too many aliases',
    '/graphql',
    gql(`{ ${Array.from({ length: 31 }, (_, i) => `a${i}: services { title }`).join(' ')} }`),
    400,
    'TOO_MANY_ALIASES',
    /30/,
  ],
  [
    'too costly',
    '/graphql',
    gql(
      `{ ${Array.from({ length: 20 }, (_, i) => `p${i}: courses(first: 200) { edges { node { id title description level ageGroup priceCents } } }`).join(' ')} }`,
    ),
    400,
    'QUERY_TOO_COMPLEX',
    /höchstens 50\.000/,
  ],
  [
    'too costly through a variable',
    '/graphql',
    gql(
      `query($n:Int){ ${Array.from({ length: 20 }, (_, i) => `p${i}: courses(first: $n) { edges { node { id title description level ageGroup priceCents } } }`).join(' ')} }`,
      { n: 200 },
    ),
    400,
    'QUERY_TOO_COMPLEX',
    /höchstens 50\.000/,
  ],
  ['wrong method', '/graphql', { method: 'PUT' }, 405, 'METHOD_NOT_ALLOWED', /GET, HEAD oder POST/],
];

/** `/api` answers `{ code, message }`. */
const restCases: Case[] = [
  ['repeated query parameter', '/api/courses?level=Anf%C3%A4nger&level=Profi', undefined, 400, 'INVALID_PARAMETER', /nur einmal/],
  ['repeated search', '/api/courses?search=a&search=b', undefined, 400, 'INVALID_PARAMETER', /nur einmal/],
  ['overflowing price', '/api/courses?maxPrice=99999999', undefined, 400, 'BAD_REQUEST', /\(maxPriceCents\) ist ungültig/],
  ['overflowing id', '/api/courses/2147483648', undefined, 400, 'BAD_REQUEST', /\(id\) ist ungültig/],
  ['id that is not a number', '/api/courses/abc', undefined, 400, 'INVALID_ID', /ganze Zahl ab 1/],
  ['unknown filter value', '/api/courses?level=Meister', undefined, 400, 'INVALID_FILTER', /Anfänger/],
  ['malformed percent-encoding in the path', '/api/orders/%E0%A4%A', { method: 'DELETE' }, 400, 'BAD_REQUEST', /Prozent-Kodierung/],
  ['path parameter of 500 characters', `/api/orders/${'1'.repeat(500)}`, { method: 'DELETE' }, 414, 'URI_TOO_LONG', /200 Zeichen/],
  ['unknown path', '/api/nothing-here', undefined, 404, 'NOT_FOUND', /Unter dieser Adresse gibt es nichts/],
  ['unknown path, another method', '/api/nothing-here', { method: 'PATCH' }, 404, 'NOT_FOUND', /Unter dieser Adresse gibt es nichts/],
  [
    'field of the wrong type in the body',
    '/api/contact',
    json({ name: 'Anna', email: 'a@example.org', subject: { $gt: '' }, message: 'Eine Frage zum Kurs.' }),
    400,
    'VALIDATION_FAILED',
    /^subject: Dieses Feld nimmt einen Text an/,
  ],
  [
    'out-of-range number in the body',
    '/api/reviews',
    json({ courseId: 10, name: 'Petra', email: 'p@example.org', rating: 1e308, content: 'Sehr gut, viel gelernt.' }),
    400,
    'VALIDATION_FAILED',
    /^rating: Dieses Feld nimmt eine ganze Zahl/,
  ],
  ['NUL character in the query string', '/api/courses?search=%00', undefined, 400, 'INVALID_PARAMETER', /NUL/],
  ['NUL character in the path', '/api/blog/a%00', undefined, 400, 'INVALID_PARAMETER', /NUL/],
  [
    'NUL character in the body',
    '/api/contact',
    json({ name: 'A\u0000', email: 'a@example.org', message: 'Hello there, a question.' }),
    400,
    'INVALID_PARAMETER',
    /NUL/,
  ],
  [
    'body that is not JSON',
    '/api/contact',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":' },
    400,
    'INVALID_JSON',
    /JSON/,
  ],
  [
    'body of another media type',
    '/api/contact',
    { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'name=A' },
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    /application\/json/,
  ],
  ['body too large', '/api/contact', json({ message: 'x'.repeat(70_000) }), 413, 'PAYLOAD_TOO_LARGE', /65\.536 Bytes/],
  ['wrong method on a list', '/api/courses', { method: 'DELETE' }, 405, 'METHOD_NOT_ALLOWED', /GET/],
  ['wrong method on a write', '/api/reviews', { method: 'GET' }, 405, 'METHOD_NOT_ALLOWED', /POST/],
];

describe.each([...graphqlCases, ...restCases])('%s', (_name, path, init, status, code, message) => {
  it(`answers ${status} ${code}`, async () => {
    const response = await fetch(base + path, init);
    const body = (await response.json()) as any;
    expect(response.status).toBe(status);
    const error = path.startsWith('/graphql') ? body.errors?.[0] : body;
    expect({ code: error?.extensions?.code ?? error?.code, message: error?.message }).toEqual({
      code,
      message: expect.stringMatching(message!),
    });
    if (status === 405) expect(response.headers.get('allow')).toMatch(/GET|POST/);
  });
});

/** The same refusals for a client that asks for English (Accept-Language; German is the fallback above). */
const english = (init: RequestInit = {}): RequestInit => ({ ...init, headers: { ...(init.headers as object), 'accept-language': 'en' } });
const englishCases: Case[] = [
  [
    'cursor that is not one',
    '/graphql',
    english(gql('{courses(after:"garbage"){totalCount}}')),
    400,
    'BAD_USER_INPUT',
    /^"after" is not a cursor of this list\.$/,
  ],
  [
    'page larger than allowed',
    '/graphql',
    english(gql('{courses(first:201){totalCount}}')),
    400,
    'BAD_USER_INPUT',
    /^"first" must be between 0 and 200\.$/,
  ],
  ['too many tokens', '/graphql', english(gql(`{ ${'a '.repeat(6000)} }`)), 400, 'QUERY_TOO_LARGE', /more than 5,000 tokens/],
  [
    'too costly',
    '/graphql',
    english(
      gql(
        `{ ${Array.from({ length: 20 }, (_, i) => `p${i}: courses(first: 200) { edges { node { id title description level ageGroup priceCents } } }`).join(' ')} }`,
      ),
    ),
    400,
    'QUERY_TOO_COMPLEX',
    /at most 50,000 are allowed/,
  ],
  ['wrong method', '/graphql', english({ method: 'PUT' }), 405, 'METHOD_NOT_ALLOWED', /GET, HEAD, or POST/],
  ['body too large', '/graphql', english(gql(`{ services { title } } # ${'x'.repeat(70_000)}`)), 413, 'PAYLOAD_TOO_LARGE', /65,536 bytes/],
  ['id that is not a number', '/api/courses/abc', english(), 400, 'INVALID_ID', /whole number from 1/],
  ['NUL character in the query string', '/api/courses?search=%00', english(), 400, 'INVALID_PARAMETER', /NUL character/],
  ['unknown filter value', '/api/courses?level=Meister', english(), 400, 'INVALID_FILTER', /^Unknown level: give one of Anfänger/],
];

describe.each(englishCases)('in English: %s', (_name, path, init, status, code, message) => {
  it(`answers ${status} ${code}`, async () => {
    const response = await fetch(base + path, init);
    const body = (await response.json()) as any;
    const error = path.startsWith('/graphql') ? body.errors?.[0] : body;
    expect([response.status, error?.extensions?.code ?? error?.code]).toEqual([status, code]);
    expect(error?.message).toMatch(message!);
  });
});

/** Refusals that used to repeat a part of the request; `MARK` stands for what an attacker would put there. */
const MARK = 'zq7echo';
const echoCases: [name: string, path: string, init?: RequestInit][] = [
  ['malformed percent-encoding', `/api/orders/${MARK}%E0%A4%A`, { method: 'DELETE' }],
  ['malformed percent-encoding on a page path', `/kurse/${MARK}%E0%A4%A`],
  ['over-long path parameter', `/api/blog/${MARK.repeat(80)}`],
  ['unknown path', `/api/${MARK}`],
  ['unknown path under /graphql', `/graphql/${MARK}`],
  ['id that is no number', `/api/courses/${MARK}`],
  ['id that is no number in a write', `/api/orders/${MARK}/status`, { ...json({ status: 'confirmed' }), method: 'PUT' }],
  ['unknown filter value', `/api/courses?ageGroup=${MARK}`],
  ['repeated query parameter', `/api/courses?${MARK}=1&${MARK}=2`],
  ['overflowing id', '/api/courses/21474836470'],
  ['unknown payment method', '/api/orders', json({ paymentMethod: MARK, items: [{ courseId: 1, quantity: 1 }] })],
];

describe.each(echoCases)('a refused %s', (_name, path, init) => {
  it("answers in the API's shape and repeats nothing of the request", async () => {
    const response = await fetch(base + path, init);
    const text = await response.text();
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(Object.keys(JSON.parse(text)).sort()).toEqual(['code', 'message']);
    expect(text).not.toContain(MARK);
    expect(text).not.toMatch(/%E0|21474836470|FST_ERR/);
  });
});

/** What the server answers to `raw` sent as is over a new connection (until it closes the connection). */
function rawExchange(raw: string): Promise<string> {
  return new Promise((done, fail) => {
    const socket = connect(Number(new URL(base).port), '127.0.0.1', () => socket.write(raw));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => done(answer));
    socket.on('error', fail);
  });
}

it.each([
  ['a header line without a colon', `GET /api/courses HTTP/1.1\r\nHost: x\r\n${MARK} header\r\n\r\n`, 400, 'BAD_REQUEST'],
  ['header fields too large', `GET /api/courses HTTP/1.1\r\nHost: x\r\nX-${MARK}: ${'a'.repeat(20_000)}\r\n\r\n`, 431, 'HEADERS_TOO_LARGE'],
])("answers a request Node's parser refuses (%s) in the API's shape", async (_name, raw, status, code) => {
  const answer = await rawExchange(raw);
  const [head, body] = answer.split('\r\n\r\n');
  expect(head).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
  expect(head).toMatch(/content-type: application\/json/i);
  expect(JSON.parse(body)).toEqual({ code, message: expect.any(String) });
  expect(answer).not.toContain(MARK);
});

it('logs none of these as a server error', () => {
  const errorLines = app
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line))
    .filter((entry) => entry.level >= 50);
  expect(errorLines).toEqual([]);
});
