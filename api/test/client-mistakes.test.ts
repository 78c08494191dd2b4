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
    env: { ...env, DATABASE_URL: await cloneTestDatabase(), PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'info', WEB_DIST_DIR: '/nonexistent' },
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
  ['variable of the wrong type', '/graphql', gql('query($id:Int!){course(databaseId:$id){title}}', { id: '1' }), 400, 'BAD_USER_INPUT', /\$id.*Int/],
  ['missing variable', '/graphql', gql('query($id:Int!){course(databaseId:$id){title}}', {}), 400, 'BAD_USER_INPUT', /\$id.*not provided/],
  ['unknown input field', '/graphql', gql('query($f:CourseFilter){courses(filter:$f){totalCount}}', { f: { colour: 'blue' } }), 400, 'BAD_USER_INPUT', /colour/],
  ['overflowing number in a variable', '/graphql', gql('query($id:Int!){course(databaseId:$id){title}}', { id: 2147483648 }), 400, 'BAD_USER_INPUT', /32-bit/],
  ['overflowing number literal', '/graphql', gql('{course(databaseId:2147483648){title}}'), 400, 'GRAPHQL_VALIDATION_FAILED', /32-bit/],
  ['unknown field', '/graphql', gql('{courses{edges{node{colour}}}}'), 400, 'GRAPHQL_VALIDATION_FAILED', /colour/],
  ['syntax error', '/graphql', gql('{courses{'), 400, 'GRAPHQL_PARSE_FAILED', /Syntax Error/],
  ['no query at all', '/graphql', json({}), 400, 'BAD_REQUEST', /body|query/],
  ['NUL character in a variable', '/graphql', gql('query($s:String!){blogPost(slug:$s){title}}', { s: 'a\u0000' }), 400, 'BAD_USER_INPUT', /NUL/],
  ['NUL character in a literal', '/graphql', gql('{blogPost(slug:"a\\u0000"){title}}'), 400, 'BAD_USER_INPUT', /NUL/],
  ['cursor that is not one', '/graphql', gql('{courses(after:"garbage"){totalCount}}'), 400, 'BAD_USER_INPUT', /cursor/],
  ['crafted cursor offset', '/graphql', gql(`{courses(after:"${b64('offset:99999999999999999999')}"){totalCount}}`), 400, 'BAD_USER_INPUT', /cursor/],
  ['page larger than allowed', '/graphql', gql('{courses(first:201){totalCount}}'), 400, 'BAD_USER_INPUT', /200/],
  ['body that is not JSON', '/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": ' }, 400, 'INVALID_JSON', /JSON/],
  ['body of another media type', '/graphql', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{ services { title } }' }, 415, 'UNSUPPORTED_MEDIA_TYPE', /application\/json/],
  ['body too large', '/graphql', gql(`{ services { title } } # ${'x'.repeat(70_000)}`), 413, 'PAYLOAD_TOO_LARGE', /bytes/],
  ['document too large', '/graphql', gql(`{ services { title } } # ${'x'.repeat(40_000)}`), 413, 'QUERY_TOO_LARGE', /at most 32768/],
  ['too many tokens', '/graphql', gql(`{ ${'a '.repeat(6000)} }`), 400, 'QUERY_TOO_LARGE', /tokens/],
  ['too many operations', '/graphql', gql(Array.from({ length: 6 }, (_, i) => `query q${i} { __typename }`).join(' ')), 400, 'TOO_MANY_OPERATIONS', /at most 5/],
  ['too deep', '/graphql', gql(`{ __type(name: "Course") { fields { type ${'{ ofType '.repeat(9)}{ name }${' }'.repeat(9)} } } }`), 400, 'QUERY_TOO_DEEP', /10/],
  ['too many fields in one selection set', '/graphql', gql(`{ ${'coursesNotice { title } '.repeat(1_200)}}`), 400, 'TOO_MANY_FIELDS', /höchstens 100/],
  ['too many fields in all', '/graphql', gql(`{ ${`coursesNotice { ${'title '.repeat(99)}} `.repeat(6)}}`), 400, 'TOO_MANY_FIELDS', /höchstens 500/],
  ['too many fragments', '/graphql', gql(`{ ${Array.from({ length: 51 }, (_, i) => `coursesNotice { ...F${i} }`).join(' ')} } ${Array.from({ length: 51 }, (_, i) => `fragment F${i} on CoursesNotice { title }`).join(' ')}`), 400, 'TOO_MANY_FRAGMENTS', /höchstens 50/],
  ['too many variables', '/graphql', gql(`query(${Array.from({ length: 51 }, (_, i) => `$v${i}: Int`).join(' ')}) { __typename }`), 400, 'TOO_MANY_VARIABLES', /höchstens 50/],
  ['too many aliases', '/graphql', gql(`{ ${Array.from({ length: 31 }, (_, i) => `a${i}: services { title }`).join(' ')} }`), 400, 'TOO_MANY_ALIASES', /30/],
  ['too costly', '/graphql', gql(`{ ${Array.from({ length: 20 }, (_, i) => `p${i}: courses(first: 200) { edges { node { id title description level ageGroup priceCents } } }`).join(' ')} }`), 400, 'QUERY_TOO_COMPLEX', /50000/],
  ['too costly through a variable', '/graphql', gql(`query($n:Int){ ${Array.from({ length: 20 }, (_, i) => `p${i}: courses(first: $n) { edges { node { id title description level ageGroup priceCents } } }`).join(' ')} }`, { n: 200 }), 400, 'QUERY_TOO_COMPLEX', /50000/],
  ['wrong method', '/graphql', { method: 'PUT' }, 405, 'METHOD_NOT_ALLOWED', /GET, HEAD or POST/],
];

/** `/api` answers `{ code, message }`. */
const restCases: Case[] = [
  ['repeated query parameter', '/api/courses?level=Anf%C3%A4nger&level=Profi', undefined, 400, 'INVALID_PARAMETER', /"level" once/],
  ['repeated search', '/api/courses?search=a&search=b', undefined, 400, 'INVALID_PARAMETER', /"search" once/],
  ['overflowing price', '/api/courses?maxPrice=99999999', undefined, 400, 'BAD_REQUEST', /32-bit|maxPrice/],
  ['overflowing id', '/api/courses/2147483648', undefined, 400, 'BAD_REQUEST', /32-bit|id/],
  ['id that is not a number', '/api/courses/abc', undefined, 400, 'INVALID_ID', /abc/],
  ['NUL character in the query string', '/api/courses?search=%00', undefined, 400, 'INVALID_PARAMETER', /NUL/],
  ['NUL character in the path', '/api/blog/a%00', undefined, 400, 'INVALID_PARAMETER', /NUL/],
  ['NUL character in the body', '/api/contact', json({ name: 'A\u0000', email: 'a@example.org', message: 'Hello there, a question.' }), 400, 'INVALID_PARAMETER', /NUL/],
  ['body that is not JSON', '/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":' }, 400, 'INVALID_JSON', /JSON/],
  ['body of another media type', '/api/contact', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'name=A' }, 415, 'UNSUPPORTED_MEDIA_TYPE', /application\/json/],
  ['body too large', '/api/contact', json({ message: 'x'.repeat(70_000) }), 413, 'PAYLOAD_TOO_LARGE', /bytes/],
  ['wrong method on a list', '/api/courses', { method: 'DELETE' }, 405, 'METHOD_NOT_ALLOWED', /GET/],
  ['wrong method on a write', '/api/reviews', { method: 'GET' }, 405, 'METHOD_NOT_ALLOWED', /POST/],
];

describe.each([...graphqlCases, ...restCases])('%s', (_name, path, init, status, code, message) => {
  it(`answers ${status} ${code}`, async () => {
    const response = await fetch(base + path, init);
    const body = (await response.json()) as any;
    expect(response.status).toBe(status);
    const error = path.startsWith('/graphql') ? body.errors?.[0] : body;
    expect({ code: error?.extensions?.code ?? error?.code, message: error?.message }).toEqual({ code, message: expect.stringMatching(message!) });
    if (status === 405) expect(response.headers.get('allow')).toMatch(/GET|POST/);
  });
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
