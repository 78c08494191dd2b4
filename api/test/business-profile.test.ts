import { type AdminCallers, adminCallers } from './admin-callers.js';
import { type TestApp, startTestApp } from './test-app.js';

/**
 * Issue 24: the business profile, edited by admins only (GraphQL and REST), checked field by field in the request's
 * language (a refusal changes nothing), and read publicly without where the office is notified.
 */
let t: TestApp;
let callers: AdminCallers;
beforeAll(async () => {
  t = await startTestApp();
  callers = await adminCallers(t, { username: 'profile-staff' });
});
afterAll(() => t.close());

const FIELDS = 'legalName owner street postalCode town country phone email taxNumber vatId registerEntry notificationEmails';
const UPDATE = `mutation($input: UpdateBusinessProfileInput!) { updateBusinessProfile(input: $input) { businessProfile { ${FIELDS} } errors { field code message } } }`;
const valid = {
  legalName: ' H2O Gersthofen – Inh. Erika Muster ',
  owner: ' Erika Muster ',
  street: 'Badstraße 7',
  postalCode: '86368',
  town: 'Gersthofen',
  country: 'de',
  phone: '0821 555123',
  email: 'info@h2o.test',
  taxNumber: '102/123/45678',
  vatId: 'de 123 456 789',
  registerEntry: '',
  notificationEmails: ['Buero@h2o.test', 'buero@h2o.test', 'chefin@h2o.test'],
};
const saved = {
  ...valid,
  legalName: 'H2O Gersthofen – Inh. Erika Muster',
  owner: 'Erika Muster',
  country: 'DE',
  vatId: 'DE123456789',
  notificationEmails: ['buero@h2o.test', 'chefin@h2o.test'],
};

const storedProfile = async () => (await callers.sql("select value from settings where key = 'business_profile'"))[0]?.value ?? null;
const auditCount = async () =>
  Number((await callers.sql("select count(*) as n from audit_events where entity_type = 'businessProfile'"))[0].n);

describe('the business profile', () => {
  it('reads the defaults before anyone saved one, publicly without the notification addresses or the tax number', async () => {
    const { body } = await callers.post(`{ publicBusinessProfile { legalName street postalCode town email } }`, {}, 'anonymous');
    expect(body.data.publicBusinessProfile).toEqual({
      legalName: 'H2O Gersthofen',
      street: '',
      postalCode: '86368',
      town: 'Gersthofen',
      email: 'info@h2o-gersthofen.de',
    });
    for (const field of ['notificationEmails', 'taxNumber']) {
      const { status, body: refused } = await callers.post(`{ publicBusinessProfile { ${field} } }`, {}, 'anonymous');
      expect([status, refused.errors?.[0]?.extensions?.code]).toEqual([400, 'GRAPHQL_VALIDATION_FAILED']);
    }
  });

  it("refuses invalid input with field errors in the request's language and changes nothing", async () => {
    const before = [await storedProfile(), await auditCount()];
    const input = {
      ...valid,
      legalName: 'X',
      email: 'not-an-address',
      vatId: 'DE12345',
      country: 'Deutschland',
      phone: 'call me',
      notificationEmails: ['a@h2o.test', 'b@h2o.test', 'c@h2o.test', 'd@h2o.test', 'e@h2o.test', 'f@h2o.test'],
    };
    const de = (await callers.admin(UPDATE, { input }, 'de')).updateBusinessProfile;
    expect(de.businessProfile).toBeNull();
    expect(de.errors).toEqual([
      { field: 'legalName', code: 'TOO_SHORT', message: 'Bitte geben Sie mindestens 2 Zeichen ein.' },
      { field: 'country', code: 'OUT_OF_RANGE', message: 'Bitte geben Sie das Land als zweistelligen Ländercode ein (z. B. DE).' },
      { field: 'phone', code: 'INVALID_CHARACTERS', message: expect.stringContaining('Telefonnummer') },
      { field: 'email', code: 'INVALID_EMAIL', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
      { field: 'vatId', code: 'INVALID_VAT_ID', message: expect.stringContaining('DE und neun Ziffern') },
      { field: 'notificationEmails', code: 'OUT_OF_RANGE', message: 'Bitte geben Sie höchstens 5 Adressen für Benachrichtigungen an.' },
    ]);
    const en = (await callers.admin(UPDATE, { input: { ...valid, notificationEmails: ['ok@h2o.test', 'nope'] } }, 'en'))
      .updateBusinessProfile;
    expect(en.errors).toEqual([{ field: 'notificationEmails.1', code: 'INVALID_EMAIL', message: 'Please enter a valid email address.' }]);
    // The REST door answers the same refusal as 400, in its shape.
    const rest = await callers.rest('PUT', '/api/admin/business-profile', 'admin', { ...valid, vatId: 'AT123' }, 'en');
    expect(rest.status).toBe(400);
    expect(rest.body.errors).toEqual([
      { field: 'vatId', code: 'INVALID_VAT_ID', message: expect.stringContaining('DE followed by nine digits') },
    ]);
    expect([await storedProfile(), await auditCount()]).toEqual(before);
  });

  it('is saved by an admin (cleaned: trimmed, upper-case codes, addresses once each) and the change is in the audit log', async () => {
    const data = (await callers.admin(UPDATE, { input: valid })).updateBusinessProfile;
    expect(data).toEqual({ businessProfile: saved, errors: [] });
    expect(await storedProfile()).toEqual(saved);
    const [audit] = await callers.sql("select after from audit_events where entity_type = 'businessProfile' order by id desc limit 1");
    expect(audit.after).toMatchObject({
      street: 'Badstraße 7',
      vatId: 'DE123456789',
      notificationEmails: 'buero@h2o.test, chefin@h2o.test',
    });
    const rest = await callers.rest('GET', '/api/admin/business-profile', 'admin');
    expect(rest).toEqual({ status: 200, body: saved });
    const { body } = await callers.post(`{ publicBusinessProfile { street vatId phone } }`, {}, 'anonymous');
    expect(body.data.publicBusinessProfile).toEqual({ street: 'Badstraße 7', vatId: 'DE123456789', phone: '0821 555123' });
  });

  it('refuses everyone but admins on GraphQL and REST, changing nothing', async () => {
    const before = await storedProfile();
    for (const [caller, status, code] of [
      ['anonymous', 401, 'UNAUTHENTICATED'],
      ['user', 403, 'FORBIDDEN'],
    ] as const) {
      const graphql = await callers.post(UPDATE, { input: { ...valid, street: 'Fremdweg 1' } }, caller);
      expect(graphql.body.errors?.map((error: any) => error.extensions.code)).toEqual([code]);
      const read = await callers.post(`{ businessProfile { notificationEmails } }`, {}, caller);
      expect(read.body.errors?.map((error: any) => error.extensions.code)).toEqual([code]);
      const put = await callers.rest('PUT', '/api/admin/business-profile', caller, { ...valid, street: 'Fremdweg 1' });
      expect([put.status, put.body.code]).toEqual([status, code]);
      const get = await callers.rest('GET', '/api/admin/business-profile', caller);
      expect([get.status, get.body.code]).toEqual([status, code]);
    }
    expect(await storedProfile()).toEqual(before);
  });
});
