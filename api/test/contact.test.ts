import { ContactMessage } from '../src/modules/contact/contact-message.entity.js';
import { type TestApp, startTestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const valid = {
  name: 'Anna Berger',
  email: 'anna@example.org',
  subject: 'Kursanfrage Seepferdchen',
  message: 'Ist im Dezember noch ein Platz für meine Tochter frei?',
  privacyAccepted: true,
};

const SUBMIT = `mutation($input: SubmitContactMessageInput!) {
  submitContactMessage(input: $input) {
    contactMessage { id databaseId name email subject message createdAt }
    errors { field code message }
  }
}`;

const storedCount = () => t.database.orm.em.fork().count(ContactMessage);

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

describe('submitContactMessage (GraphQL)', () => {
  it('stores a valid message and returns it', async () => {
    const before = await storedCount();
    const { data, errors } = await t.graphql(SUBMIT, { input: { ...valid, name: '  Anna Berger  ' } });
    expect(errors).toBeUndefined();
    const payload = data.submitContactMessage;
    expect(payload.errors).toEqual([]);
    expect(payload.contactMessage).toMatchObject({
      name: 'Anna Berger',
      email: valid.email,
      subject: valid.subject,
      message: valid.message,
    });
    expect(payload.contactMessage.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await storedCount()).toBe(before + 1);
    const stored = await t.database.orm.em.fork().findOneOrFail(ContactMessage, payload.contactMessage.databaseId);
    expect(stored.name).toBe('Anna Berger');
  });

  it.each([
    ['name', 'A', 'TOO_SHORT', 'Bitte geben Sie mindestens 2 Zeichen ein.'],
    ['name', '   ', 'REQUIRED', 'Dieses Feld ist erforderlich.'],
    ['email', 'anna.example.org', 'INVALID_EMAIL', 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
    ['subject', 'K', 'TOO_SHORT', 'Bitte geben Sie mindestens 2 Zeichen ein.'],
    ['subject', 'Hallo\r\nBcc: spam@example.org', 'INVALID_CHARACTERS', 'Dieses Feld enthält unzulässige Zeichen.'],
    ['message', 'Zu kurz', 'TOO_SHORT', 'Bitte geben Sie mindestens 10 Zeichen ein.'],
    ['message', 'x'.repeat(5001), 'TOO_LONG', 'Bitte geben Sie höchstens 5000 Zeichen ein.'],
    ['message', 'Bitte rufen Sie mich an\u0007', 'INVALID_CHARACTERS', 'Dieses Feld enthält unzulässige Zeichen.'],
    ['privacyAccepted', false, 'MUST_ACCEPT', 'Sie müssen die Datenschutzerklärung akzeptieren.'],
  ])('refuses %s (%#) with %s and stores nothing', async (field, value, code, message) => {
    const before = await storedCount();
    const { data, errors } = await t.graphql(SUBMIT, { input: { ...valid, [field]: value } });
    expect(errors).toBeUndefined();
    expect(data.submitContactMessage).toEqual({ contactMessage: null, errors: [{ field, code, message }] });
    expect(await storedCount()).toBe(before);
  });

  it('refuses a NUL character anywhere in the variables as a bad request, before any field rule', async () => {
    const before = await storedCount();
    const response = await fetch(`${t.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: SUBMIT, variables: { input: { ...valid, message: 'Bitte rufen Sie mich an\u0000' } } }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as any).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await storedCount()).toBe(before);
  });

  it('reports every refused field at once, in form order', async () => {
    const { data } = await t.graphql(SUBMIT, { input: { name: '', email: '', subject: '', message: '', privacyAccepted: false } });
    expect(data.submitContactMessage.errors.map((error: any) => [error.field, error.code])).toEqual([
      ['name', 'REQUIRED'],
      ['email', 'REQUIRED'],
      ['subject', 'REQUIRED'],
      ['message', 'REQUIRED'],
      ['privacyAccepted', 'MUST_ACCEPT'],
    ]);
  });

  it('answers in the language of the request: the saved choice first, then the browser', async () => {
    const ask = async (headers: Record<string, string>) => {
      const response = await fetch(`${t.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query: SUBMIT, variables: { input: { ...valid, privacyAccepted: false } } }),
      });
      return ((await response.json()) as any).data.submitContactMessage.errors[0].message;
    };
    expect(await ask({ 'accept-language': 'en-GB,en;q=0.9' })).toBe('You must accept the privacy policy.');
    expect(await ask({ 'accept-language': 'de-DE' })).toBe('Sie müssen die Datenschutzerklärung akzeptieren.');
    expect(await ask({ 'accept-language': 'de-DE', cookie: 'lang=en' })).toBe('You must accept the privacy policy.');
    expect(await ask({})).toBe('Sie müssen die Datenschutzerklärung akzeptieren.');
  });

  it('refuses an input with a missing or mistyped field before running, and stores nothing', async () => {
    const before = await storedCount();
    const { name: _omitted, ...withoutName } = valid;
    const missing = await t.graphql(SUBMIT, { input: withoutName });
    expect(missing.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const mistyped = await t.graphql(SUBMIT, { input: { ...valid, privacyAccepted: 'yes' } });
    expect(mistyped.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await storedCount()).toBe(before);
  });

  it('does not make stored messages readable through node(id:)', async () => {
    const { data } = await t.graphql(SUBMIT, { input: valid });
    const { id } = data.submitContactMessage.contactMessage;
    const read = await t.graphql(`query($id: ID!) { node(id: $id) { id } }`, { id });
    expect(read.data.node).toBeNull();
  });
});

describe('POST /api/contact (REST)', () => {
  it('stores the SPEC §7 fields and answers 201 with the message', async () => {
    const before = await storedCount();
    const { status, body } = await post('/api/contact', valid);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      id: expect.any(Number),
      name: valid.name,
      email: valid.email,
      subject: valid.subject,
      message: valid.message,
    });
    expect(await storedCount()).toBe(before + 1);
  });

  it('answers 400 with each refused field and its code, and stores nothing', async () => {
    const before = await storedCount();
    const { status, body } = await post('/api/contact', { ...valid, email: 'nope', message: 'kurz' }, { 'accept-language': 'en' });
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'email: Please enter a valid email address. message: Please enter at least 10 characters.',
      errors: [
        { field: 'email', code: 'INVALID_EMAIL', message: 'Please enter a valid email address.' },
        { field: 'message', code: 'TOO_SHORT', message: 'Please enter at least 10 characters.' },
      ],
    });
    expect(await storedCount()).toBe(before);
  });

  const TEXT_FIELDS = ['name', 'email', 'subject', 'message'];
  it.each([
    // A body without privacyAccepted is the old form's (it asked in the browser): only the texts are missing.
    ['an empty object', {}, TEXT_FIELDS],
    ['an array', [valid], TEXT_FIELDS],
    ['a string', '"hallo"', TEXT_FIELDS],
    ['null', 'null', TEXT_FIELDS],
    [
      'wrong types',
      { name: 42, email: ['a@b.de'], subject: { x: 1 }, message: true, privacyAccepted: 'true' },
      [...TEXT_FIELDS, 'privacyAccepted'],
    ],
  ])('treats %s as missing fields: 400, nothing stored', async (_label, body, fields) => {
    const before = await storedCount();
    const response = await post('/api/contact', body);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.errors.map((error: any) => error.field)).toEqual(fields);
    expect(await storedCount()).toBe(before);
  });

  it("stores SPEC §7's exact four fields (the old form asked for the privacy consent in the browser): 201", async () => {
    const before = await storedCount();
    const { privacyAccepted: _asked, ...oldForm } = valid;
    const { status, body } = await post('/api/contact', oldForm);
    expect(status).toBe(201);
    const stored = await t.database.orm.em.fork().findOneOrFail(ContactMessage, body.id);
    expect(stored).toMatchObject(oldForm);
    expect(await storedCount()).toBe(before + 1);
  });

  it('still refuses an explicit privacyAccepted: false with MUST_ACCEPT, and GraphQL still requires the consent', async () => {
    const before = await storedCount();
    const refused = await post('/api/contact', { ...valid, privacyAccepted: false });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { field: 'privacyAccepted', code: 'MUST_ACCEPT', message: 'Sie müssen die Datenschutzerklärung akzeptieren.' },
    ]);
    const { privacyAccepted: _asked, ...withoutConsent } = valid;
    const graphql = await t.graphql(SUBMIT, { input: withoutConsent });
    expect(graphql.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await storedCount()).toBe(before);
  });

  it('refuses malformed JSON, other content types and oversized bodies with a 4xx', async () => {
    const before = await storedCount();
    expect((await post('/api/contact', '{"name": "An')).status).toBe(400);
    const form = await fetch(`${t.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Anna',
    });
    expect(form.status).toBe(415);
    expect((await post('/api/contact', { ...valid, message: 'x'.repeat(2_000_000) })).status).toBe(413);
    expect(await storedCount()).toBe(before);
  });

  it('stores a message sent twice twice (each is a message), and refuses nothing valid', async () => {
    const before = await storedCount();
    const [a, b] = await Promise.all([post('/api/contact', valid), post('/api/contact', valid)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).not.toBe(b.body.id);
    expect(await storedCount()).toBe(before + 2);
  });
});
