import { type ExecutionResult, execute, parse } from 'graphql';
import { join } from 'node:path';
import type { Language } from '../src/context/language.js';
import { type SessionUser, createRequestContext } from '../src/context/request-context.js';
import { getSchema } from '../src/graphql/schema.js';
import { COURSES_NOTICE_KEY } from '../src/modules/settings/courses-notice.service.js';
import { Setting } from '../src/modules/settings/setting.entity.js';
import { type TestApp, startTestApp } from './test-app.js';

// The built client with its server entry, for the course page as the server renders it (see ssr.test.ts).
const webDistDir = join(import.meta.dirname, '../../web/dist');

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ webDistDir });
});
afterAll(() => t.close());

const READ = `{ coursesNotice { title text } }`;

const UPDATE = `mutation($input: UpdateCoursesNoticeInput!) {
  updateCoursesNotice(input: $input) {
    coursesNotice { title text }
    errors { field code message }
  }
}`;

const valid = {
  de: { title: 'Neue Kurse', text: 'Ab Januar bieten wir samstags Kurse für Erwachsene an.' },
  en: { title: 'New courses', text: 'From January we offer courses for adults on Saturdays.' },
};

async function graphqlAs(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

const quiet = { info() {}, warn() {}, error() {} };

/**
 * Runs the operation on the app's own schema (resolvers, auth checker, service, database) with a request
 * context of the test's choosing, so each rule is tested without an account per role; one test below
 * goes the whole way over HTTP with a real sign-in.
 */
async function executeAs(user: SessionUser, source: string, variables: Record<string, unknown>, language: Language = 'de') {
  const contextValue = createRequestContext(t.database.orm.em, {
    requestId: 'test',
    clientAddress: '127.0.0.1',
    appSettings: t.app.appSettings,
    language,
    user,
    log: quiet,
  });
  return (await execute({
    schema: await getSchema(),
    document: parse(source),
    variableValues: variables,
    contextValue,
  })) as ExecutionResult<any>;
}

const admin: SessionUser = { id: 1, username: 'admin', role: 'admin' };
const member: SessionUser = { id: 2, username: 'anna', role: 'user' };

const storedNotice = async () => (await t.database.orm.em.fork().findOneOrFail(Setting, { key: COURSES_NOTICE_KEY })).value;

describe('coursesNotice (public read)', () => {
  it('says what is true today, in the language of the request, with no "autumn 2025" and no "by request only" while the cart is live', async () => {
    const german = await graphqlAs({ query: READ }, { 'accept-language': 'de-DE,de;q=0.9' });
    expect(german.body.errors).toBeUndefined();
    expect(german.body.data.coursesNotice.title).toBe('Hinweis zur Anmeldung');
    expect(german.body.data.coursesNotice.text).toMatch(/buchen Sie direkt online/);
    expect(german.body.data.coursesNotice.text).not.toMatch(/anfragen|führen wir gerade ein/);
    expect(german.body.data.coursesNotice.text).toMatch(/Mindestteilnehmerzahl/);
    const english = await graphqlAs({ query: READ }, { 'accept-language': 'en-US,en;q=0.9' });
    expect(english.body.data.coursesNotice.title).toBe('About booking');
    expect(english.body.data.coursesNotice.text).toMatch(/You book places online/);
    expect(english.body.data.coursesNotice.text).not.toMatch(/request a place|being introduced/);
    expect(english.body.data.coursesNotice.text).toMatch(/refund the fee in full/);
    for (const body of [german.body, english.body]) expect(body.data.coursesNotice.text).not.toMatch(/2025/);
  });

  it('follows the saved language over the browser, and answers anonymous GET requests cacheably', async () => {
    const response = await fetch(`${t.baseUrl}/graphql?query=${encodeURIComponent(READ)}`, {
      headers: { 'accept-language': 'de-DE', cookie: 'lang=en' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=30');
    expect(((await response.json()) as any).data.coursesNotice.title).toBe('About booking');
  });
});

describe('the course page', () => {
  it("renders the notice on the server in the visitor's language, with its record for hydration", async () => {
    const german = await (await fetch(`${t.baseUrl}/courses`, { headers: { 'accept-language': 'de-DE' } })).text();
    expect(german).toMatch(/<aside[^>]*data-testid="courses-notice"[^>]*>[\s\S]*Hinweis zur Anmeldung[\s\S]*buchen Sie direkt online/);
    expect(german).not.toContain('Herbst 2025');
    const records = /<script type="application\/json" id="relay-records">([\s\S]*?)<\/script>/.exec(german)?.[1] ?? '';
    expect(records).toContain('Mindestteilnehmerzahl');
    const english = await (await fetch(`${t.baseUrl}/courses?lang=en`)).text();
    expect(english).toMatch(/About booking[\s\S]*You book places online/);
    expect(english).not.toContain('autumn 2025');
  });
});

describe('updateCoursesNotice (admins only)', () => {
  it('refuses anonymous callers as UNAUTHENTICATED and changes nothing', async () => {
    const before = await storedNotice();
    const { status, body } = await graphqlAs({ query: UPDATE, variables: { input: valid } });
    expect(status).toBe(401);
    expect(body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    // Refused before it runs: no data at all.
    expect(body.data).toBeUndefined();
    expect(await storedNotice()).toEqual(before);
  });

  it('refuses a signed-in user without the admin role as FORBIDDEN and changes nothing', async () => {
    const before = await storedNotice();
    const result = await executeAs(member, UPDATE, { input: valid });
    expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(result.data).toBeNull();
    expect(await storedNotice()).toEqual(before);
  });

  it('refuses missing, blank, too long and multi-line texts with translated errors and changes nothing', async () => {
    const before = await storedNotice();
    const input = {
      de: { title: '   ', text: valid.de.text },
      en: { title: 'New\ncourses', text: 'x'.repeat(501) },
    };
    const german = await executeAs(admin, UPDATE, { input });
    expect(german.errors).toBeUndefined();
    expect(german.data.updateCoursesNotice).toEqual({
      coursesNotice: null,
      errors: [
        { field: 'de.title', code: 'REQUIRED', message: 'Dieses Feld ist erforderlich.' },
        { field: 'en.title', code: 'INVALID_CHARACTERS', message: 'Dieses Feld enthält unzulässige Zeichen.' },
        { field: 'en.text', code: 'TOO_LONG', message: 'Bitte geben Sie höchstens 500 Zeichen ein.' },
      ],
    });
    const english = await executeAs(admin, UPDATE, { input }, 'en');
    expect(english.data.updateCoursesNotice.errors[0].message).toBe('This field is required.');
    expect(await storedNotice()).toEqual(before);
  });

  it('refuses an input without one language before it reaches the service', async () => {
    const { status, body } = await graphqlAs({ query: UPDATE, variables: { input: { de: valid.de } } });
    expect(status).toBe(400);
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('lets an admin replace both languages, trimmed; visitors read the new text at once', async () => {
    const input = { de: { title: ` ${valid.de.title} `, text: `${valid.de.text}\n` }, en: valid.en };
    const result = await executeAs(admin, UPDATE, { input }, 'en');
    expect(result.errors).toBeUndefined();
    expect(result.data.updateCoursesNotice).toEqual({ coursesNotice: valid.en, errors: [] });
    expect(await storedNotice()).toEqual(valid);
    const german = await graphqlAs({ query: READ }, { 'accept-language': 'de' });
    expect(german.body.data.coursesNotice).toEqual(valid.de);
    const english = await graphqlAs({ query: READ }, { 'accept-language': 'en' });
    expect(english.body.data.coursesNotice).toEqual(valid.en);
    const page = await (await fetch(`${t.baseUrl}/courses?lang=de`)).text();
    expect(page).toContain(valid.de.text);
  });

  it('lets an admin signed in over HTTP replace it with the session cookie from signIn', async () => {
    const signIn = await fetch(`${t.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation($input: SignInInput!) { signIn(input: $input) { errors { code } } }',
        variables: { input: { username: 'admin', password: process.env.TEST_ADMIN_PASSWORD } },
      }),
    });
    expect(((await signIn.json()) as any).data.signIn.errors).toEqual([]);
    const cookie = signIn.headers
      .getSetCookie()
      .find((line) => line.startsWith('h2o_session='))!
      .split(';')[0];
    const input = {
      de: { title: 'Winterpause', text: 'Vom 22.12. bis 6.1. finden keine Kurse statt.' },
      en: { title: 'Winter break', text: 'No courses from 22 December to 6 January.' },
    };
    const { status, body } = await graphqlAs({ query: UPDATE, variables: { input } }, { cookie, 'accept-language': 'de' });
    expect(status).toBe(200);
    expect(body.data.updateCoursesNotice).toEqual({ coursesNotice: input.de, errors: [] });
    expect(await storedNotice()).toEqual(input);
    expect((await graphqlAs({ query: READ }, { 'accept-language': 'en' })).body.data.coursesNotice).toEqual(input.en);
    // The editor reads both languages; nobody else may.
    const TEXTS = '{ coursesNoticeTexts { de { title text } en { title text } } }';
    expect((await graphqlAs({ query: TEXTS }, { cookie })).body.data.coursesNoticeTexts).toEqual(input);
    const anonymous = await graphqlAs({ query: TEXTS });
    expect([anonymous.status, anonymous.body.errors[0].extensions.code, anonymous.body.data]).toEqual([
      200,
      'UNAUTHENTICATED',
      { coursesNoticeTexts: null },
    ]);
  });

  it('answers the German box, marked untranslated, on English requests when there is no English text; null when there is none', async () => {
    await t.database.orm.em
      .fork()
      .nativeUpdate(Setting, { key: COURSES_NOTICE_KEY }, { value: { de: valid.de, en: { title: 'Note', text: ' ' } } });
    const MARKED = '{ coursesNotice { title text untranslated } }';
    expect((await graphqlAs({ query: MARKED }, { 'accept-language': 'en' })).body.data.coursesNotice).toEqual({
      ...valid.de,
      untranslated: true,
    });
    expect((await graphqlAs({ query: MARKED }, { 'accept-language': 'de' })).body.data.coursesNotice).toEqual({
      ...valid.de,
      untranslated: false,
    });
    const english = await (await fetch(`${t.baseUrl}/courses?lang=en`)).text();
    expect(english).toContain('Swimming');
    expect(english).toMatch(/<aside[^>]*data-testid="courses-notice"[^>]*lang="de"|<aside[^>]*lang="de"[^>]*data-testid="courses-notice"/);
    await t.database.orm.em.fork().nativeDelete(Setting, { key: COURSES_NOTICE_KEY });
    expect((await graphqlAs({ query: READ }, { 'accept-language': 'de' })).body.data.coursesNotice).toBeNull();
  });
});
