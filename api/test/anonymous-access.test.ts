import { type TestApp, startTestApp } from './test-app.js';

/**
 * An anonymous document that asks for a field only signed-in staff may read is refused before anything runs
 * (api/src/graphql/anonymous-access.ts): 401 UNAUTHENTICATED in the caller's language, no resolver has read the
 * database, and a mutation written before the refused field in the same document has not happened.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function post(query: string, language = 'de') {
  const response = await fetch(`${t.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: { message: string; extensions: { code: string } }[] } };
}

const count = async (table: string) => Number((await t.database.orm.em.fork().getConnection().execute(`select count(*) as n from ${table}`))[0].n);

it('refuses a nested staff-only field before any resolver runs, in the caller\'s language', async () => {
  const nested = '{ services { title auditTrail { action at } } }';
  expect(await post(nested)).toEqual({ status: 401, body: { errors: [{ message: 'Bitte melden Sie sich an.', path: ['services'], extensions: { code: 'UNAUTHENTICATED' } }] } });
  const english = await post(`fragment Audit on Service { auditTrail { action } } query { services { ...Audit } }`, 'en');
  expect(english).toMatchObject({ status: 401, body: { errors: [{ message: expect.stringMatching(/sign in/i), extensions: { code: 'UNAUTHENTICATED' } }] } });
  expect(english.body.data).toBeUndefined();
  // What anyone may read is answered as before.
  expect(await post('{ services { title } }')).toMatchObject({ status: 200, body: { data: { services: expect.any(Array) } } });
});

it('runs no mutation of a document whose later field needs a sign-in', async () => {
  const before = await count('contact_messages');
  const document = `mutation {
    submitContactMessage(input: { name: "Vor Dem Fehler", email: "vor@example.org", subject: "Frage", message: "Gibt es noch Plätze?", privacyAccepted: true }) { errors { code } }
    updateCoursesNotice(input: { de: { title: "x", text: "y" }, en: { title: "x", text: "y" } }) { errors { code } }
  }`;
  expect(await post(document)).toMatchObject({ status: 401, body: { errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] } });
  expect(await count('contact_messages')).toBe(before);
});
