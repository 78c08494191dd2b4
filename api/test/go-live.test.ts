import type { ParsedMail } from 'mailparser';
import { PDFParse } from 'pdf-parse';
import { type AdminCallers, adminCallers } from './admin-callers.js';
import { type SmtpInbox, startSmtpInbox } from './smtp-inbox.js';
import { type TestApp, cloneTestDatabase, startTestApp } from './test-app.js';
import { createTestCourse } from './test-course.js';

/**
 * Demo mode and going live: a new installation is a demo (its mails say [DEMO], its invoices are marked, a production
 * server takes no orders), and an admin leaves demo mode only through the first-run checklist, each open condition
 * named and refused on the server. One database in demo mode (the tests' template is live: its row is deleted), one
 * app with the real job worker and a real SMTP server; a second app without SMTP_URL and production apps on it.
 */
let inbox: SmtpInbox;
let databaseUrl: string;
let t: TestApp;
let callers: AdminCallers;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  databaseUrl = await cloneTestDatabase();
  t = await startTestApp({
    databaseUrl,
    env: { SMTP_URL: inbox.url, JOB_POLL_INTERVAL_MS: '100', PUBLIC_URL: 'https://h2o.example' },
    jobWorker: true,
  });
  callers = await adminCallers(t, { username: 'go-live-user' });
  await callers.sql(`delete from settings where key = 'site_mode'`);
});
afterAll(async () => {
  await t?.close();
  await inbox?.stop();
});

const GO_LIVE = 'mutation { goLive { siteMode checklist { live canGoLive } errors { field code message } } }';
const REMOVE_DEMO = 'mutation { removeDemoData { checklist { items { key done reason details } } errors { field } } }';
const CHECKLIST = '{ adminSetupChecklist { live canGoLive items { key done reason details blocksGoLive } } }';
const SITE_MODE = '{ siteMode }';
const PROFILE = `mutation($input: UpdateBusinessProfileInput!) { updateBusinessProfile(input: $input) { businessProfile { owner } errors { field code message } } }`;
const SHOP = `mutation($input: UpdateShopSettingsInput!) { updateShopSettings(input: $input) { errors { field code message } } }`;
const SAVE_TEXT = `mutation($input: SaveLegalTextInput!) { saveLegalText(input: $input) { legalText { unfilled } errors { field code } } }`;
const CONTACT = 'mutation($input: SubmitContactMessageInput!) { submitContactMessage(input: $input) { errors { code } } }';
const PLACE =
  'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { accessKey order { id orderNumber } errors { field code message } } }';

const COMPLETE_PROFILE = {
  legalName: 'H2O Gersthofen',
  owner: 'Inhaberin Jana Wasser',
  street: 'Schwimmbadstraße 7',
  postalCode: '86368',
  town: 'Gersthofen',
  country: 'DE',
  phone: '0821 4711',
  email: 'info@h2o-gersthofen.de',
  taxNumber: '102/234/56789',
  vatId: '',
  registerEntry: '',
  notificationEmails: ['buero@h2o.test'],
};
const REAL_ACCOUNT = {
  accountHolder: 'Jana Wasser',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
  bankName: 'Commerzbank',
  paymentDays: 7,
};

const goLiveErrors = async (language = 'de') => (await callers.admin(GO_LIVE, {}, language)).goLive;
const openConditions = async () => {
  const { adminSetupChecklist } = await callers.admin(CHECKLIST);
  return Object.fromEntries(
    (adminSetupChecklist.items as any[]).filter((item) => item.blocksGoLive).map((item) => [item.key, [item.reason, item.details]]),
  );
};
const to = (address: string) => (mail: ParsedMail) =>
  !Array.isArray(mail.to) && !!mail.to?.value.some((entry) => entry.address === address);
const contactMail = async (address: string, language: string) => {
  const answer = await callers.post(
    CONTACT,
    {
      input: {
        name: 'Anna Berger',
        email: address,
        subject: 'Frage',
        message: 'Ist im Dezember noch ein Platz frei?',
        privacyAccepted: true,
      },
    },
    'anonymous',
    language,
  );
  expect(answer.body.data.submitContactMessage.errors).toEqual([]);
  const [mail] = await inbox.waitFor(1, to(address));
  return mail;
};

let orders = 0;
const orderInput = (courseId: number) => ({
  idempotencyKey: `go-live-test-${Date.now()}-${++orders}-key`,
  customer: {
    firstName: 'Jürgen',
    lastName: 'Weiß',
    email: `kunde.${orders}@example.org`,
    phone: '0821 123456',
    address: 'Bahnhofstraße 5',
    city: 'Augsburg',
    zipCode: '86150',
  },
  paymentMethod: 'BANK_TRANSFER',
  legalTermsAccepted: true,
  items: [{ courseId, quantity: 1, participants: [{ firstName: 'Lena', lastName: 'Weiß' }] }],
});

async function paidInvoiceText(app: TestApp, courseId: number): Promise<string> {
  const placed = await callers.post(PLACE, { input: orderInput(courseId) }, 'anonymous');
  expect(placed.body.data.placeOrder.errors).toEqual([]);
  const { markOrderPaid } = await callers.admin(
    'mutation($input: MarkOrderPaidInput!) { markOrderPaid(input: $input) { order { invoices { downloadUrl } } errors { code } } }',
    {
      input: { orderId: placed.body.data.placeOrder.order.id },
    },
  );
  expect(markOrderPaid.errors).toEqual([]);
  const response = await fetch(`${app.baseUrl}${markOrderPaid.order.invoices[0].downloadUrl}`, { headers: callers.headersFor('admin') });
  expect(response.status).toBe(200);
  const parser = new PDFParse({ data: new Uint8Array(await response.arrayBuffer()) });
  try {
    return (await parser.getText()).text.replace(/[\u00a0\t ]+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

/** The order of a production server on this database, through GraphQL and the old REST door, in one language. */
async function productionOrders(production: TestApp, courseId: number, language: string) {
  const graphql = await fetch(`${production.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify({ query: PLACE, variables: { input: orderInput(courseId) } }),
  });
  const rest = await fetch(`${production.baseUrl}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify({
      customerFirstName: 'Otto',
      customerLastName: 'Altkunde',
      customerEmail: `otto.${++orders}@example.org`,
      customerPhone: '0821 654321',
      customerAddress: 'Bahnhofstraße 3',
      customerCity: 'Gersthofen',
      customerZipCode: '86368',
      totalAmount: 160,
      paymentMethod: 'invoice',
      paymentId: '',
      paymentStatus: 'pending',
      orderStatus: 'pending',
      items: [{ courseId, price: 160, quantity: 1, participants: [{ firstName: 'Lina', lastName: 'Altkunde' }] }],
    }),
  });
  return { graphql: ((await graphql.json()) as any).data.placeOrder, rest: { status: rest.status, body: (await rest.json()) as any } };
}

describe('a new installation in demo mode', () => {
  it('says DEMO publicly (siteMode), to anyone', async () => {
    expect((await t.graphql(SITE_MODE)).data).toEqual({ siteMode: 'DEMO' });
  });

  it('puts [DEMO] in every mail subject and says why in the mail, in German and English (real SMTP server)', async () => {
    const de = await contactMail('demo.de@example.org', 'de');
    expect(de.subject).toMatch(/^\[DEMO\] \S/);
    expect(de.text).toContain('DEMO: Diese E-Mail stammt aus einer Demo der Website');
    const en = await contactMail('demo.en@example.org', 'en');
    expect(en.subject).toMatch(/^\[DEMO\] \S/);
    expect(en.text).toContain('DEMO: this e-mail comes from a demo of the website');
  });

  it('marks the invoices it issues as DEMO, no valid invoice (paid into the demo bank account)', async () => {
    const text = await paidInvoiceText(t, await createTestCourse(t, { title: 'Seepferdchen Demo', places: 5, priceCents: 10_000 }));
    expect(text).toContain('DEMO – keine gültige Rechnung');
  });

  it("refuses orders on a production server (GraphQL and REST, in the request's language) unless ALLOW_DEMO_ORDERS=1", async () => {
    const courseId = await createTestCourse(t, { title: 'Kraulen Produktion', places: 20, priceCents: 16_000 });
    const env = { NODE_ENV: 'production', PUBLIC_URL: 'https://h2o.example' };
    const production = await startTestApp({ databaseUrl, env });
    try {
      const de = await productionOrders(production, courseId, 'de');
      const refusalDe =
        'Diese Website ist eine Demo und nimmt noch keine Bestellungen an. Bitte wenden Sie sich direkt an die Schwimmschule.';
      expect(de.graphql).toEqual({ accessKey: null, order: null, errors: [{ field: 'siteMode', code: 'DEMO_MODE', message: refusalDe }] });
      expect([de.rest.status, de.rest.body.code, de.rest.body.errors]).toEqual([
        400,
        'VALIDATION_FAILED',
        [{ field: 'siteMode', code: 'DEMO_MODE', message: refusalDe }],
      ]);
      const en = await productionOrders(production, courseId, 'en');
      expect(en.graphql.errors).toEqual([
        {
          field: 'siteMode',
          code: 'DEMO_MODE',
          message: 'This website is a demo and does not take orders yet. Please contact the swimming school directly.',
        },
      ]);
      expect(en.rest.status).toBe(400);
    } finally {
      await production.close();
    }
    expect(await callers.sql('select count(*)::int as n from order_items where course_id = ?', [courseId])).toEqual([{ n: 0 }]);

    const allowed = await startTestApp({ databaseUrl, env: { ...env, ALLOW_DEMO_ORDERS: '1' } });
    try {
      const placed = await productionOrders(allowed, courseId, 'de');
      expect(placed.graphql.errors).toEqual([]);
      expect(placed.rest.status).toBe(201);
    } finally {
      await allowed.close();
    }
    // Outside production (npm start, a demo) orders are taken in demo mode: the test above placed one.
  });
});

describe('going live through the checklist', () => {
  it('is refused to anyone but an admin, and changes nothing', async () => {
    for (const [caller, status, code] of [
      ['anonymous', 401, 'UNAUTHENTICATED'],
      ['user', 403, 'FORBIDDEN'],
    ] as const) {
      for (const operation of [GO_LIVE, REMOVE_DEMO]) {
        const answer = await callers.post(operation, {}, caller);
        expect([answer.status, answer.body.data ?? null, answer.body.errors?.[0]?.extensions?.code]).toEqual([status, null, code]);
      }
    }
    expect((await t.graphql(SITE_MODE)).data.siteMode).toBe('DEMO');
    expect(await openConditions()).toHaveProperty('DEMO_DATA');
  });

  it('names every open condition with a translated reason, and refuses until each is met', async () => {
    const first = await goLiveErrors();
    expect(first.siteMode).toBe('DEMO');
    expect(first.errors.map((error: any) => error.field).sort()).toEqual(['BANK_ACCOUNT', 'BUSINESS_PROFILE', 'DEMO_DATA', 'LEGAL_TEXTS']);
    expect(first.errors.every((error: any) => error.code === 'GO_LIVE_CONDITION_OPEN')).toBe(true);
    expect(first.errors.find((error: any) => error.field === 'LEGAL_TEXTS').message).toBe(
      'Impressum, Datenschutzerklärung oder AGB enthalten noch Platzhalter in eckigen Klammern.',
    );
    const english = await goLiveErrors('en');
    expect(english.errors.find((error: any) => error.field === 'DEMO_DATA').message).toBe(
      'The demo data is still on the site (example courses, reviews, articles or the demo bank account).',
    );
    expect(english.errors.find((error: any) => error.field === 'BUSINESS_PROFILE').message).toContain('the owner or legal form');

    // The business profile: the owner or legal form, and the register entry of a registered legal form.
    expect((await callers.admin(PROFILE, { input: { ...COMPLETE_PROFILE, owner: '' } })).updateBusinessProfile.errors).toEqual([]);
    expect((await openConditions()).BUSINESS_PROFILE).toEqual(['MISSING_FIELDS', ['owner']]);
    await callers.admin(PROFILE, { input: { ...COMPLETE_PROFILE, owner: 'H2O Schwimmschule GmbH, vertreten durch Jana Wasser' } });
    expect((await openConditions()).BUSINESS_PROFILE).toEqual(['MISSING_FIELDS', ['registerEntry']]);
    await callers.admin(PROFILE, { input: { ...COMPLETE_PROFILE, taxNumber: '' } });
    expect((await openConditions()).BUSINESS_PROFILE).toEqual(['MISSING_FIELDS', ['taxNumber']]);
    // An old client that does not know the owner keeps the stored one.
    await callers.admin(PROFILE, { input: COMPLETE_PROFILE });
    const { owner: _owner, ...withoutOwner } = COMPLETE_PROFILE;
    expect((await callers.admin(PROFILE, { input: withoutOwner })).updateBusinessProfile.businessProfile.owner).toBe(
      'Inhaberin Jana Wasser',
    );
    expect(await openConditions()).not.toHaveProperty('BUSINESS_PROFILE');

    // The demo data: taken off the site; the demo bank account goes with it, so a real way to be paid is asked.
    const shownDemoCourses = await callers.sql<{ id: number }>(
      `select id from courses where is_active and id = any(select jsonb_array_elements_text(value->'courses')::int from settings where key = 'demo_data_rows')`,
    );
    expect(shownDemoCourses.length).toBeGreaterThan(0);
    expect((await openConditions()).DEMO_DATA).toEqual([
      'DEMO_LEFT',
      expect.arrayContaining(['bankAccount', `courses:${shownDemoCourses.length}`]),
    ]);
    expect((await openConditions()).BANK_ACCOUNT).toEqual(['DEMO_ACCOUNT', []]);
    const removed = (await callers.admin(REMOVE_DEMO)).removeDemoData.checklist.items;
    expect(removed.find((item: any) => item.key === 'DEMO_DATA')).toMatchObject({ done: true, reason: null });
    expect(removed.find((item: any) => item.key === 'BANK_ACCOUNT')).toMatchObject({ done: false, reason: 'NOT_SET' });
    const publicCourses = (await t.graphql('{ courses(first: 100) { edges { node { databaseId } } } }')).data.courses.edges.map(
      (edge: any) => edge.node.databaseId,
    );
    for (const { id } of shownDemoCourses) expect(publicCourses).not.toContain(id);
    expect(
      (
        await callers.admin(SHOP, {
          input: {
            vatMode: 'SMALL_BUSINESS',
            placeHoldMinutes: 15,
            bankTransfer: { ...REAL_ACCOUNT, iban: 'DE89 3704 0044 0532 0130 01' },
          },
        })
      ).updateShopSettings.errors,
    ).toEqual([{ field: 'bankTransfer.iban', code: 'INVALID_IBAN', message: expect.any(String) }]);
    expect(await openConditions()).toHaveProperty('BANK_ACCOUNT');
    expect(
      (await callers.admin(SHOP, { input: { vatMode: 'SMALL_BUSINESS', placeHoldMinutes: 15, bankTransfer: REAL_ACCOUNT } }))
        .updateShopSettings.errors,
    ).toEqual([]);
    expect(Object.keys(await openConditions())).toEqual(['LEGAL_TEXTS']);

    // The legal texts: no bracketed note left in any of them, in either language.
    for (const document of ['IMPRINT', 'PRIVACY', 'TERMS']) {
      for (const language of ['DE', 'EN']) {
        const markdown = `## ${document} {#anbieter}\n\n{{legalName}}, {{owner}}, {{street}}, {{postalCode}} {{town}}. [Noch auszufüllen]`;
        expect((await callers.admin(SAVE_TEXT, { input: { document, language, markdown } })).saveLegalText.legalText.unfilled).toEqual([
          '[Noch auszufüllen]',
        ]);
      }
    }
    expect((await goLiveErrors()).errors.map((error: any) => error.field)).toEqual(['LEGAL_TEXTS']);
    for (const document of ['IMPRINT', 'PRIVACY', 'TERMS']) {
      for (const language of ['DE', 'EN']) {
        const filled = `## ${document} {#anbieter}\n\n{{legalName}}, {{owner}}, {{street}}, {{postalCode}} {{town}}.`;
        expect(
          (await callers.admin(SAVE_TEXT, { input: { document, language, markdown: filled } })).saveLegalText.legalText.unfilled,
        ).toEqual([]);
      }
    }
    expect(await openConditions()).toEqual({});
    expect((await callers.admin(CHECKLIST)).adminSetupChecklist).toMatchObject({ live: false, canGoLive: true });
  });

  it('is refused by a server without a mail server (SMTP_URL): nobody would get a mail', async () => {
    const withoutSmtp = await startTestApp({ databaseUrl });
    try {
      const other = await adminCallers(withoutSmtp, { username: 'go-live-other' });
      const refused = (await other.admin(GO_LIVE, {}, 'en')).goLive;
      expect(refused).toMatchObject({ siteMode: 'DEMO', checklist: { live: false, canGoLive: false } });
      expect(refused.errors).toEqual([
        {
          field: 'SMTP',
          code: 'GO_LIVE_CONDITION_OPEN',
          message: 'No mail server is configured (SMTP_URL): confirmations and invoices would reach nobody.',
        },
      ]);
    } finally {
      await withoutSmtp.close();
    }
    expect((await t.graphql(SITE_MODE)).data.siteMode).toBe('DEMO');
  });

  it('goes live once every condition is met: no DEMO in mails, invoices with the whole issuer block, production takes orders', async () => {
    const live = (await callers.admin(GO_LIVE)).goLive;
    expect(live).toEqual({ siteMode: 'LIVE', checklist: { live: true, canGoLive: true }, errors: [] });
    expect((await t.graphql(SITE_MODE)).data.siteMode).toBe('LIVE');
    expect(await callers.sql(`select after from audit_events where entity_type = 'siteMode' order by id desc limit 1`)).toEqual([
      { after: { mode: 'LIVE' } },
    ]);

    // Live, it stays so: no bracketed placeholder saved into a legal text, no demo account entered again.
    const bracketed = await callers.admin(
      SAVE_TEXT,
      { input: { document: 'IMPRINT', language: 'EN', markdown: '## Imprint {#anbieter}\n\n{{legalName}}, [to be filled in]' } },
      'en',
    );
    expect(bracketed.saveLegalText).toEqual({ legalText: null, errors: [{ field: 'markdown', code: 'GO_LIVE_CONDITION_OPEN' }] });
    const demoAccount = {
      accountHolder: 'H2O Gersthofen (DEMO)',
      iban: 'DE36000000000000000000',
      bic: 'DEMODEFFXXX',
      bankName: 'DEMO-Bank',
      paymentDays: 7,
    };
    expect(
      (await callers.admin(SHOP, { input: { vatMode: 'SMALL_BUSINESS', placeHoldMinutes: 15, bankTransfer: demoAccount } }, 'en'))
        .updateShopSettings.errors,
    ).toEqual([
      {
        field: 'bankTransfer.iban',
        code: 'INVALID_IBAN',
        message: "The website is live: it cannot use the demo's bank account. Please enter your own.",
      },
    ]);

    for (const language of ['de', 'en']) {
      const mail = await contactMail(`live.${language}@example.org`, language);
      expect(mail.subject).not.toContain('DEMO');
      expect(mail.text).not.toContain('DEMO');
    }

    const text = await paidInvoiceText(t, await createTestCourse(t, { title: 'Seepferdchen Live', places: 5, priceCents: 10_000 }));
    expect(text).not.toContain('DEMO');
    for (const expected of [
      'H2O Gersthofen',
      'Inhaberin Jana Wasser',
      'Schwimmbadstraße 7',
      '86368 Gersthofen',
      'Steuernummer: 102/234/56789',
    ])
      expect(text).toContain(expected);

    const production = await startTestApp({ databaseUrl, env: { NODE_ENV: 'production', PUBLIC_URL: 'https://h2o.example' } });
    try {
      const placed = await productionOrders(
        production,
        await createTestCourse(t, { title: 'Kraulen Live', places: 5, priceCents: 16_000 }),
        'de',
      );
      expect([placed.graphql.errors, placed.rest.status]).toEqual([[], 201]);
    } finally {
      await production.close();
    }
  });
});
