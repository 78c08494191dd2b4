import { type ExecutionResult, execute, parse } from 'graphql';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '../src/context/language.js';
import { type SessionUser, createRequestContext } from '../src/context/request-context.js';
import { getSchema } from '../src/graphql/schema.js';
import { DEFAULT_SHOP_SETTINGS, SHOP_SETTINGS_KEY, readShopSettings } from '../src/modules/settings/shop-settings.service.js';
import { Setting } from '../src/modules/settings/setting.entity.js';
import { includedVatCents, vatNote } from '../src/modules/settings/vat-note.js';
import { type TestApp, startTestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const READ = `{ shopSettings { vatMode placeHoldMinutes bankTransfer { accountHolder iban bic bankName paymentDays ready isDemo } minParticipantsWarningDays } }`;

const UPDATE = `mutation($input: UpdateShopSettingsInput!) {
  updateShopSettings(input: $input) {
    shopSettings { vatMode placeHoldMinutes bankTransfer { accountHolder iban bic bankName paymentDays ready isDemo } minParticipantsWarningDays }
    errors { field code message }
  }
}`;

/** The migration's values: bank transfer not ready. */
const defaults = {
  vatMode: 'SMALL_BUSINESS',
  placeHoldMinutes: 15,
  bankTransfer: {
    accountHolder: 'H2O Gersthofen',
    iban: 'DE00000000000000000000',
    bic: '',
    bankName: '',
    paymentDays: 7,
    ready: false,
    isDemo: false,
  },
  minParticipantsWarningDays: 7,
};

/** What a new installation with the demo data answers (issue 27): the demo account, ready and marked as the demo's. */
const demoDefaults = {
  ...defaults,
  bankTransfer: {
    accountHolder: 'H2O Gersthofen (DEMO)',
    iban: 'DE36000000000000000000',
    bic: 'DEMODEFFXXX',
    bankName: 'DEMO-Bank (nur für die Demo)',
    paymentDays: 7,
    ready: true,
    isDemo: true,
  },
};

// A real-form account (the well-known example IBAN of the German banks' documentation), typed as people copy it.
const valid = {
  vatMode: 'INCLUDED_19',
  placeHoldMinutes: 20,
  bankTransfer: {
    accountHolder: ' H2O Gersthofen GmbH ',
    iban: 'de89 3704 0044 0532 0130 00',
    bic: 'cobadeff xxx',
    bankName: 'Commerzbank',
    paymentDays: 10,
  },
  minParticipantsWarningDays: 10,
};
const saved = {
  vatMode: 'INCLUDED_19',
  placeHoldMinutes: 20,
  bankTransfer: {
    accountHolder: 'H2O Gersthofen GmbH',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    bankName: 'Commerzbank',
    paymentDays: 10,
    ready: true,
    isDemo: false,
  },
  minParticipantsWarningDays: 10,
};

async function graphqlAs(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

/** Log lines of the operations run by executeAs, to check what an update tells the log. */
const logged: { obj: object; msg?: string }[] = [];
const recordingLog = { info: (obj: object, msg?: string) => logged.push({ obj, msg }), warn() {}, error() {} };

/** Runs an operation on the app's own schema with a request context of the test's choosing (see courses-notice.test.ts). */
async function executeAs(user: SessionUser, source: string, variables: Record<string, unknown>, language: Language = 'de') {
  const contextValue = createRequestContext(t.database.orm.em, {
    requestId: 'test',
    clientAddress: '127.0.0.1',
    appSettings: t.app.appSettings,
    language,
    user,
    log: recordingLog,
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

const stored = async () => (await t.database.orm.em.fork().findOne(Setting, { key: SHOP_SETTINGS_KEY }))?.value;
const setStored = (value: unknown) => t.database.orm.em.fork().upsert(Setting, { key: SHOP_SETTINGS_KEY, value, updatedAt: new Date() });

describe('shopSettings (public read)', () => {
  it("answers the demo data's values to anonymous GET requests, cacheably; the demo account is ready and marked", async () => {
    const response = await fetch(`${t.baseUrl}/graphql?query=${encodeURIComponent(READ)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=30');
    expect(((await response.json()) as any).data.shopSettings).toEqual(demoDefaults);
  });
});

describe('readShopSettings', () => {
  // Back to what the migration stored, for the tests below.
  afterAll(() => setStored(DEFAULT_SHOP_SETTINGS));

  it('gives the defaults when the row is missing', async () => {
    await t.database.orm.em.fork().nativeDelete(Setting, { key: SHOP_SETTINGS_KEY });
    expect(await readShopSettings(t.database.orm.em.fork())).toEqual(defaults);
    expect((await graphqlAs({ query: READ })).body.data.shopSettings).toEqual(defaults);
  });

  it.each([
    ['a string', 'nonsense'],
    ['a list', [1, 2]],
    ['a number', 42],
  ])('gives the defaults, without throwing, when the stored value is %s', async (_, value) => {
    await setStored(value);
    expect(await readShopSettings(t.database.orm.em.fork())).toEqual(defaults);
  });

  it('keeps what is usable of a partial or odd value and takes the defaults for the rest', async () => {
    await setStored({ vatMode: 'INCLUDED_19', placeHoldMinutes: 600, bankTransfer: { iban: 42, bankName: 'Sparkasse', paymentDays: 2.5 } });
    expect(await readShopSettings(t.database.orm.em.fork())).toEqual({
      vatMode: 'INCLUDED_19',
      placeHoldMinutes: 15,
      bankTransfer: { ...defaults.bankTransfer, bankName: 'Sparkasse' },
      minParticipantsWarningDays: 7,
    });
    await setStored({ vatMode: 'VAT_FREE', placeHoldMinutes: '30' });
    expect((await readShopSettings(t.database.orm.em.fork())).vatMode).toBe('SMALL_BUSINESS');
    expect((await readShopSettings(t.database.orm.em.fork())).placeHoldMinutes).toBe(15);
  });

  it("counts a hand-written valid account as ready, in the same clean form an admin's would have", async () => {
    await setStored({ ...valid, bankTransfer: { ...valid.bankTransfer } });
    expect(await readShopSettings(t.database.orm.em.fork())).toEqual(saved);
    await setStored({ ...valid, bankTransfer: { ...valid.bankTransfer, iban: 'DE89 3704 0044 0532 0130 01' } });
    expect((await readShopSettings(t.database.orm.em.fork())).bankTransfer).toMatchObject({
      iban: 'DE89 3704 0044 0532 0130 01',
      ready: false,
    });
  });
});

describe('updateShopSettings (admins only)', () => {
  it('refuses anonymous callers as UNAUTHENTICATED and changes nothing', async () => {
    const before = await stored();
    const { status, body } = await graphqlAs({ query: UPDATE, variables: { input: valid } });
    expect(status).toBe(401);
    expect(body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    // Refused before it runs: no data at all.
    expect(body.data).toBeUndefined();
    expect(await stored()).toEqual(before);
  });

  it('refuses a signed-in user without the admin role as FORBIDDEN and changes nothing', async () => {
    const before = await stored();
    const result = await executeAs(member, UPDATE, { input: valid });
    expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(result.data).toBeNull();
    expect(await stored()).toEqual(before);
  });

  it("refuses a wrong IBAN, BIC, times out of range and a short account holder, in the request's language, and changes nothing", async () => {
    const before = await stored();
    const input = {
      vatMode: 'INCLUDED_19',
      placeHoldMinutes: 61,
      bankTransfer: { accountHolder: 'H', iban: 'DE89 3704 0044 0532 0130 01', bic: 'COBA-DE', bankName: 'Commerzbank', paymentDays: 0 },
    };
    const german = await executeAs(admin, UPDATE, { input });
    expect(german.errors).toBeUndefined();
    expect(german.data.updateShopSettings).toEqual({
      shopSettings: null,
      errors: [
        { field: 'placeHoldMinutes', code: 'OUT_OF_RANGE', message: 'Bitte geben Sie eine ganze Zahl von 5 bis 60 ein.' },
        { field: 'bankTransfer.accountHolder', code: 'TOO_SHORT', message: 'Bitte geben Sie mindestens 2 Zeichen ein.' },
        {
          field: 'bankTransfer.iban',
          code: 'INVALID_IBAN',
          message: 'Diese IBAN ist ungültig. Bitte prüfen Sie sie auf Tippfehler (Beispiel: DE89 3704 0044 0532 0130 00).',
        },
        {
          field: 'bankTransfer.bic',
          code: 'INVALID_BIC',
          message: 'Bitte geben Sie einen gültigen BIC mit 8 oder 11 Zeichen ein (z. B. COBADEFFXXX).',
        },
        { field: 'bankTransfer.paymentDays', code: 'OUT_OF_RANGE', message: 'Bitte geben Sie eine ganze Zahl von 1 bis 30 ein.' },
      ],
    });
    const english = await executeAs(admin, UPDATE, { input: { ...valid, placeHoldMinutes: 4 } }, 'en');
    expect(english.data.updateShopSettings.errors).toEqual([
      { field: 'placeHoldMinutes', code: 'OUT_OF_RANGE', message: 'Please enter a whole number from 5 to 60.' },
    ]);
    const blank = await executeAs(
      admin,
      UPDATE,
      { input: { ...valid, bankTransfer: { ...valid.bankTransfer, iban: '  ', bankName: ' ' } } },
      'en',
    );
    expect(blank.data.updateShopSettings.errors.map(({ field, code }: { field: string; code: string }) => [field, code])).toEqual([
      ['bankTransfer.iban', 'REQUIRED'],
      ['bankTransfer.bankName', 'REQUIRED'],
    ]);
    expect(await stored()).toEqual(before);
  });

  it('refuses an unknown VAT mode and a fractional number before they reach the service', async () => {
    for (const input of [
      { ...valid, vatMode: 'VAT_FREE' },
      { ...valid, placeHoldMinutes: 15.5 },
    ]) {
      const { status, body } = await graphqlAs({ query: UPDATE, variables: { input } });
      expect([status, body.errors[0].extensions.code]).toEqual([400, 'BAD_USER_INPUT']);
    }
  });

  it('lets an admin save every setting, cleaned; visitors read them at once, and the log names the changed fields only', async () => {
    logged.length = 0;
    const result = await executeAs(admin, UPDATE, { input: valid }, 'en');
    expect(result.errors).toBeUndefined();
    expect(result.data.updateShopSettings).toEqual({ shopSettings: saved, errors: [] });
    const { ready: _, isDemo: _isDemo, ...storedBank } = saved.bankTransfer;
    expect(await stored()).toEqual({ ...saved, bankTransfer: storedBank });
    expect((await graphqlAs({ query: READ })).body.data.shopSettings).toEqual(saved);
    expect(logged).toHaveLength(1);
    expect(logged[0].obj).toMatchObject({
      settingKey: 'shop_settings',
      userId: 1,
      changed: [
        'vatMode',
        'placeHoldMinutes',
        'minParticipantsWarningDays',
        'bankTransfer.accountHolder',
        'bankTransfer.iban',
        'bankTransfer.bic',
        'bankTransfer.bankName',
        'bankTransfer.paymentDays',
      ],
    });
    expect(JSON.stringify(logged)).not.toMatch(/DE89|COBADEFF|Commerzbank/);
  });

  it('lets an admin signed in over HTTP change them with the session cookie from signIn', async () => {
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
    const input = { ...valid, vatMode: 'SMALL_BUSINESS', placeHoldMinutes: 30 };
    const { status, body } = await graphqlAs({ query: UPDATE, variables: { input } }, { cookie });
    expect(status).toBe(200);
    expect(body.data.updateShopSettings).toEqual({
      shopSettings: { ...saved, vatMode: 'SMALL_BUSINESS', placeHoldMinutes: 30 },
      errors: [],
    });
    const anonymous = (await graphqlAs({ query: '{ shopSettings { vatMode placeHoldMinutes } }' })).body.data.shopSettings;
    expect(anonymous).toEqual({ vatMode: 'SMALL_BUSINESS', placeHoldMinutes: 30 });
  });

  it('records each change in the audit log (who, the changed fields before and after); a refused or unchanged save records nothing', async () => {
    const auditRows = () =>
      t.database.orm.em
        .fork()
        .getConnection()
        .execute(`select entity_id, action, actor_id, before, after from audit_events where entity_type = 'shopSettings' order by id`);
    const current = (await executeAs(admin, READ, {})).data.shopSettings;
    const { ready: _ready, isDemo: _isDemo, ...bank } = current.bankTransfer;
    const rows = (await auditRows()).length;
    const result = await executeAs(admin, UPDATE, {
      input: { ...current, bankTransfer: { ...bank, paymentDays: bank.paymentDays === 14 ? 15 : 14 } },
    });
    expect(result.data.updateShopSettings.errors).toEqual([]);
    const recorded = await auditRows();
    expect(recorded).toHaveLength(rows + 1);
    expect(recorded.at(-1)).toEqual({
      entity_id: 1,
      action: 'updated',
      actor_id: 1,
      before: { 'bankTransfer.paymentDays': bank.paymentDays },
      after: { 'bankTransfer.paymentDays': bank.paymentDays === 14 ? 15 : 14 },
    });
    await executeAs(admin, UPDATE, { input: { ...current, placeHoldMinutes: 1 } });
    await executeAs(admin, UPDATE, { input: { ...current, bankTransfer: { ...bank, paymentDays: bank.paymentDays === 14 ? 15 : 14 } } });
    expect(await auditRows()).toHaveLength(rows + 1);
  });
});

describe('vatNote (mails)', () => {
  const webCatalogue = (language: Language) =>
    JSON.parse(readFileSync(join(import.meta.dirname, `../../web/src/i18n/locales/${language}.json`), 'utf8')) as Record<string, string>;

  it("says the same as the site's price note, in both languages", () => {
    expect(vatNote('INCLUDED_19', 'de')).toBe('inkl. 19 % MwSt.');
    expect(vatNote('SMALL_BUSINESS', 'de')).toBe('Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.');
    expect(vatNote('INCLUDED_19', 'en')).toBe('incl. 19% VAT');
    expect(vatNote('SMALL_BUSINESS', 'en')).toBe('No VAT is charged (small business, § 19 UStG).');
    for (const language of ['de', 'en'] as const) {
      expect(vatNote('INCLUDED_19', language)).toBe(webCatalogue(language)['vatNote.included19']);
      expect(vatNote('SMALL_BUSINESS', language)).toBe(webCatalogue(language)['vatNote.smallBusiness']);
    }
  });

  it('computes the VAT contained in a gross price only when prices include it', () => {
    expect(includedVatCents(16000, 'INCLUDED_19')).toBe(2555);
    expect(includedVatCents(11900, 'INCLUDED_19')).toBe(1900);
    expect(includedVatCents(16000, 'SMALL_BUSINESS')).toBe(0);
  });
});
