import { hashPassword } from '../src/modules/auth/password.js';
import { User, UserRole } from '../src/modules/users/user.entity.js';
import type { GraphQLBody, TestApp } from './test-app.js';

/** Who calls: the seeded admin, a signed-in account without the admin role, or nobody signed in. */
export type Caller = 'admin' | 'user' | 'anonymous';

/** The admin area's tests' calls to one test app, as each kind of caller, in German unless told otherwise. */
export interface AdminCallers {
  /** Bearer tokens of the signed-in callers. */
  tokens: Record<Exclude<Caller, 'anonymous'>, string>;
  /** The request headers of a caller: its language and, when signed in, its token. */
  headersFor(caller: Caller, language?: string): Record<string, string>;
  /** POSTs a GraphQL operation; its HTTP status and body, whatever they are. */
  post(
    query: string,
    variables?: Record<string, unknown>,
    caller?: Caller,
    language?: string,
  ): Promise<{ status: number; body: GraphQLBody }>;
  /** A GraphQL call that must not fail as a whole (status 200, no errors); returns its body. */
  gql(query: string, variables?: Record<string, unknown>, caller?: Caller, language?: string): Promise<GraphQLBody>;
  /** An admin's GraphQL call that must not fail as a whole; returns its data. */
  admin(query: string, variables?: Record<string, unknown>, language?: string): Promise<any>;
  /** A REST call with a JSON body (if any); its status and parsed JSON body (null when empty). */
  rest(method: string, path: string, caller?: Caller, body?: unknown, language?: string): Promise<{ status: number; body: any }>;
  /** Runs SQL on the test app's database. */
  sql<T = Record<string, any>>(query: string, params?: unknown[]): Promise<T[]>;
}

const SIGN_IN = 'mutation($input: SignInInput!) { signIn(input: $input) { token errors { code } } }';

/**
 * Inserts an account `username` without the admin role (password `<username>-password`), signs it and the seeded
 * admin in, and returns the calls as 'admin', 'user' or 'anonymous' against `t`.
 */
export async function adminCallers(t: TestApp, { username }: { username: string }): Promise<AdminCallers> {
  const tokens: AdminCallers['tokens'] = { admin: '', user: '' };

  const headersFor: AdminCallers['headersFor'] = (caller, language = 'de') => ({
    'accept-language': language,
    ...(caller === 'anonymous' ? {} : { authorization: `Bearer ${tokens[caller]}` }),
  });

  const post: AdminCallers['post'] = async (query, variables = {}, caller = 'admin', language = 'de') => {
    const response = await fetch(`${t.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headersFor(caller, language) },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, body: (await response.json()) as GraphQLBody };
  };

  const gql: AdminCallers['gql'] = async (query, variables = {}, caller = 'admin', language = 'de') => {
    const { status, body } = await post(query, variables, caller, language);
    expect([status, body.errors]).toEqual([200, undefined]);
    return body;
  };

  const rest: AdminCallers['rest'] = async (method, path, caller = 'admin', body, language = 'de') => {
    const response = await fetch(`${t.baseUrl}${path}`, {
      method,
      headers: { ...headersFor(caller, language), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };

  const sql = <T = Record<string, any>>(query: string, params: unknown[] = []): Promise<T[]> =>
    t.database.orm.em.fork().getConnection().execute(query, params);

  const signIn = async (name: string, password: string): Promise<string> => {
    const body = await gql(SIGN_IN, { input: { username: name, password } }, 'anonymous');
    expect(body.data.signIn.errors).toEqual([]);
    return body.data.signIn.token;
  };

  await t.database.orm.em.fork().insert(User, { username, passwordHash: await hashPassword(`${username}-password`), role: UserRole.USER });
  tokens.admin = await signIn('admin', process.env.TEST_ADMIN_PASSWORD!);
  tokens.user = await signIn(username, `${username}-password`);

  return {
    tokens,
    headersFor,
    post,
    gql,
    admin: async (query, variables = {}, language = 'de') => (await gql(query, variables, 'admin', language)).data,
    rest,
    sql,
  };
}
