import { PDFParse } from 'pdf-parse';
import { type AdminCallers, adminCallers } from './admin-callers.js';
import { type TestApp, cloneTestDatabase, enableBankTransfer, startTestApp } from './test-app.js';
import { createTestCourse } from './test-course.js';

/**
 * Issue 24, invoices (§14 UStG): issued when an order is paid (and by staff), numbered gaplessly per year even on two
 * instances at once, stored once (the same bytes on every download), cancelled by a Stornorechnung when an invoiced
 * order is cancelled or refunded; downloads by the order's access key (one 404 for every miss) and for staff.
 * The PDFs are read by text extraction, as a person's PDF reader would show them.
 */
const env = { APP_SECRET: 'invoices-test-secret-'.padEnd(64, 'x') };
let one: TestApp;
let two: TestApp;
let post: AdminCallers['post'], admin: AdminCallers['admin'], sql: AdminCallers['sql'], headersFor: AdminCallers['headersFor'];

const PROFILE = {
  legalName: 'H2O Gersthofen – Inh. Jörg Müller',
  street: 'Schwimmbadstraße 7',
  postalCode: '86368',
  town: 'Gersthofen',
  country: 'DE',
  phone: '0821 4711',
  email: 'info@h2o-gersthofen.de',
  taxNumber: '102/234/56789',
  vatId: 'DE123456789',
  registerEntry: '',
  notificationEmails: [],
};

const setVatMode = (mode: 'INCLUDED_19' | 'SMALL_BUSINESS') =>
  sql(`update settings set value = jsonb_set(value, '{vatMode}', to_jsonb(?::text)) where key = 'shop_settings'`, [mode]);

beforeAll(async () => {
  const databaseUrl = await cloneTestDatabase();
  one = await startTestApp({ env, databaseUrl });
  two = await startTestApp({ env, databaseUrl });
  ({ post, admin, sql, headersFor } = await adminCallers(one, { username: 'invoices-user' }));
  await enableBankTransfer(one);
  await sql(
    `insert into settings (key, value) values ('business_profile', ?::jsonb) on conflict (key) do update set value = excluded.value`,
    [JSON.stringify(PROFILE)],
  );
  await setVatMode('INCLUDED_19');
});
afterAll(async () => {
  await one?.close();
  await two?.close();
});

let keys = 0;
interface Placed {
  id: string;
  databaseId: number;
  orderNumber: string;
  accessKey: string;
}

async function newCourse(places = 5, priceCents = 12_900): Promise<number> {
  return createTestCourse(one, { title: `Seepferdchen Kurs ${++keys}`, places, priceCents, time: '12:15-13:00' });
}

/** A customer's bank-transfer order of two places in `courseId`. */
async function placeOrder(courseId: number, language = 'de'): Promise<Placed> {
  const answer = await post(
    `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { accessKey order { id databaseId orderNumber } errors { field code message } } }`,
    {
      input: {
        idempotencyKey: `invoices-test-${Date.now()}-${++keys}-key`,
        customer: {
          firstName: 'Jürgen',
          lastName: 'Weiß',
          email: 'juergen@example.org',
          phone: '0821 123456',
          address: 'Bahnhofstraße 5',
          city: 'Augsburg',
          zipCode: '86150',
        },
        paymentMethod: 'BANK_TRANSFER',
        legalTermsAccepted: true,
        items: [
          {
            courseId,
            quantity: 2,
            participants: [
              { firstName: 'Lena', lastName: 'Weiß' },
              { firstName: 'Tim', lastName: 'Weiß' },
            ],
          },
        ],
      },
    },
    'anonymous',
    language,
  );
  expect(answer.body.data.placeOrder.errors).toEqual([]);
  return { ...answer.body.data.placeOrder.order, accessKey: answer.body.data.placeOrder.accessKey };
}

const INVOICES = 'invoices { number kind issuedAt amountCents refersToNumber downloadUrl }';

const change = async (name: string, orderId: string) => {
  const type = name[0].toUpperCase() + name.slice(1);
  const data = await admin(`mutation($input: ${type}Input!) { ${name}(input: $input) { order { ${INVOICES} } errors { code } } }`, {
    input: { orderId },
  });
  expect(data[name].errors).toEqual([]);
  return data[name].order.invoices as any[];
};

/** The order's invoices as its customer reads them (by the access key, no sign-in). */
async function customerInvoices(order: Placed): Promise<any[]> {
  const answer = await post(
    `query($key: String!) { orderByAccessKey(accessKey: $key) { ${INVOICES} } }`,
    { key: order.accessKey },
    'anonymous',
  );
  return answer.body.data.orderByAccessKey.invoices;
}

async function download(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${one.baseUrl}${path}`, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes };
}

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    // Lines as a reader shows them; spaces normalised (the PDF keeps the amounts' no-break spaces).
    return (await parser.getText()).text.replace(/[\u00a0\t ]+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

const year = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(new Date()));

describe('the invoice of a paid order', () => {
  let order: Placed;
  let invoice: any;

  beforeAll(async () => {
    order = await placeOrder(await newCourse());
    expect(await customerInvoices(order)).toEqual([]);
    [invoice] = await change('markOrderPaid', order.id);
  });

  it('is issued when the payment becomes paid, with the next number of the year', async () => {
    expect(invoice).toMatchObject({
      kind: 'INVOICE',
      amountCents: 25_800,
      refersToNumber: null,
      downloadUrl: `/api/admin/orders/${order.databaseId}/invoices/${invoice.number}.pdf`,
    });
    expect(invoice.number).toMatch(new RegExp(`^${year}-\\d{5}$`));
    const [seen] = await customerInvoices(order);
    expect(seen).toEqual({ ...invoice, downloadUrl: `/api/orders/by-key/${order.accessKey}/invoices/${invoice.number}.pdf` });
  });

  it('says what §14 UStG asks: both parties, date, number, service and period, net, VAT and gross', async () => {
    const [seen] = await customerInvoices(order);
    const pdf = await download(seen.downloadUrl);
    expect([pdf.status, pdf.headers.get('content-type'), pdf.headers.get('cache-control')]).toEqual([
      200,
      'application/pdf',
      'private, no-store',
    ]);
    expect(pdf.headers.get('content-disposition')).toContain(`Rechnung-${invoice.number}.pdf`);
    const text = await pdfText(pdf.bytes);
    const today = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
      new Date(),
    );
    for (const expected of [
      'H2O Gersthofen – Inh. Jörg Müller',
      'Schwimmbadstraße 7',
      '86368 Gersthofen',
      'Steuernummer: 102/234/56789',
      'USt-IdNr.: DE123456789',
      'Jürgen Weiß',
      'Bahnhofstraße 5',
      '86150 Augsburg',
      `Rechnung ${invoice.number}`,
      `Rechnungsnummer ${invoice.number}`,
      `Rechnungsdatum ${today}`,
      `Bestellnummer ${order.orderNumber}`,
      'Leistungszeitraum 01.03.2099 – 01.04.2099',
      `Seepferdchen Kurs`,
      'Zeitraum: 01.03.2099 – 01.04.2099',
      '2 Teilnehmende',
      '129,00 €',
      'Nettobetrag 216,81 €',
      'Umsatzsteuer 19 % 41,19 €',
      'Gesamtbetrag (brutto) 258,00 €',
      'Der Betrag wurde bereits bezahlt.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('§ 19 UStG');
  });

  it('is the same bytes on every download, for the customer and for staff, whatever changed since', async () => {
    const first = await download(`/api/orders/by-key/${order.accessKey}/invoices/${invoice.number}.pdf`);
    await sql(`update settings set value = jsonb_set(value, '{legalName}', '"Ein neuer Name"') where key = 'business_profile'`);
    await setVatMode('SMALL_BUSINESS');
    try {
      const again = await download(`/api/orders/by-key/${order.accessKey}/invoices/${invoice.number}.pdf`);
      const staff = await download(invoice.downloadUrl, headersFor('admin'));
      expect(again.bytes.equals(first.bytes)).toBe(true);
      expect(staff.status).toBe(200);
      expect(staff.bytes.equals(first.bytes)).toBe(true);
      const stored = await sql<{ pdf: Buffer }>('select pdf from invoices where number = ?', [invoice.number]);
      expect(Buffer.from(stored[0].pdf).equals(first.bytes)).toBe(true);
    } finally {
      await sql(`update settings set value = ?::jsonb where key = 'business_profile'`, [JSON.stringify(PROFILE)]);
      await setVatMode('INCLUDED_19');
    }
  });

  it('gets a cancellation invoice (negative amounts, referring to it) when the order is cancelled, once even when refunded too', async () => {
    const invoices = await change('cancelOrder', order.id);
    expect(invoices).toHaveLength(2);
    const cancellation = invoices[1];
    expect(cancellation).toMatchObject({ kind: 'CANCELLATION', amountCents: -25_800, refersToNumber: invoice.number });
    expect(Number(cancellation.number.slice(5))).toBeGreaterThan(Number(invoice.number.slice(5)));
    const [, seen] = await customerInvoices(order);
    const text = await pdfText((await download(seen.downloadUrl)).bytes);
    for (const expected of [
      `Stornorechnung ${cancellation.number}`,
      `Storno zu Rechnung Nr. ${invoice.number}`,
      'Jürgen Weiß',
      '-129,00 €',
      'Nettobetrag -216,81 €',
      'Umsatzsteuer 19 % -41,19 €',
      'Gesamtbetrag (brutto) -258,00 €',
    ]) {
      expect(text).toContain(expected);
    }
    expect(await change('refundOrder', order.id)).toHaveLength(2);
  });

  it("answers one 404 for an unknown key, another order's key, an unknown number and a malformed key", async () => {
    const other = await placeOrder(await newCourse());
    const misses = [
      `/api/orders/by-key/${'A'.repeat(43)}/invoices/${invoice.number}.pdf`,
      `/api/orders/by-key/${other.accessKey}/invoices/${invoice.number}.pdf`,
      `/api/orders/by-key/${order.accessKey}/invoices/${year}-99999.pdf`,
      `/api/orders/by-key/not-a-key/invoices/${invoice.number}.pdf`,
    ];
    const answers = await Promise.all(
      misses.map(async (path) => {
        const response = await fetch(`${one.baseUrl}${path}`, { headers: { 'accept-language': 'de' } });
        return { status: response.status, body: await response.json() };
      }),
    );
    expect(answers).toEqual(misses.map(() => ({ status: 404, body: { code: 'NOT_FOUND', message: 'Diese Rechnung gibt es nicht.' } })));
  });
});

describe('an English customer under §19 UStG', () => {
  it('gets the invoice in English with the gross amount and the §19 sentence', async () => {
    await setVatMode('SMALL_BUSINESS');
    try {
      const order = await placeOrder(await newCourse(), 'en');
      const [invoice] = await change('markOrderPaid', order.id);
      const pdf = await download(invoice.downloadUrl, headersFor('admin', 'en'));
      expect(pdf.headers.get('content-disposition')).toContain(`Invoice-${invoice.number}.pdf`);
      // Named in the language it is written in, whatever language the download was asked in (a link carries none).
      const fromGermanBrowser = await download(invoice.downloadUrl, headersFor('admin', 'de'));
      expect(fromGermanBrowser.headers.get('content-disposition')).toContain(`Invoice-${invoice.number}.pdf`);
      expect(fromGermanBrowser.headers.get('content-disposition')).not.toContain('Rechnung');
      const text = await pdfText(pdf.bytes);
      for (const expected of [
        `Invoice ${invoice.number}`,
        'Billed to',
        'Invoice date',
        `Order number ${order.orderNumber}`,
        'Service period 01/03/2099 – 01/04/2099',
        '2 participants',
        '€129.00',
        'Total €258.00',
        'No VAT is charged (small business, § 19 UStG).',
        'Tax number: 102/234/56789',
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain('VAT 19%');
    } finally {
      await setVatMode('INCLUDED_19');
    }
  });
});

describe('issueInvoice: staff issue one by hand', () => {
  const ISSUE = `mutation($input: IssueInvoiceInput!) { issueInvoice(input: $input) { invoice { number kind } order { ${INVOICES} } errors { field code message } } }`;

  it('issues the invoice of an unpaid order once; paying it later issues no second one', async () => {
    const order = await placeOrder(await newCourse());
    const issued = (await admin(ISSUE, { input: { orderId: order.id } })).issueInvoice;
    expect(issued.errors).toEqual([]);
    expect(issued.invoice.kind).toBe('INVOICE');
    expect(issued.order.invoices.map((invoice: any) => invoice.number)).toEqual([issued.invoice.number]);
    const text = await pdfText((await download(issued.order.invoices[0].downloadUrl, headersFor('admin'))).bytes);
    expect(text).toContain('Bitte überweisen Sie den Betrag');

    const again = (await admin(ISSUE, { input: { orderId: order.id } }, 'en')).issueInvoice;
    expect(again.errors).toEqual([{ field: null, code: 'INVOICE_EXISTS', message: 'An invoice has already been issued for this order.' }]);
    expect((await change('markOrderPaid', order.id)).map((invoice) => invoice.number)).toEqual([issued.invoice.number]);
  });

  it('refuses a cancelled order and an unknown one, changing nothing', async () => {
    const order = await placeOrder(await newCourse());
    await change('cancelOrder', order.id);
    const before = await sql('select count(*)::int as n from invoices');
    const cancelled = (await admin(ISSUE, { input: { orderId: order.id } })).issueInvoice;
    expect(cancelled.errors).toEqual([
      { field: null, code: 'INVALID_TRANSITION', message: 'Diese Bestellung ist storniert; dafür wird keine Rechnung mehr ausgestellt.' },
    ]);
    const unknown = (await admin(ISSUE, { input: { orderId: 'T3JkZXI6OTk5OTk5' } })).issueInvoice;
    expect(unknown.errors.map((error: any) => error.code)).toEqual(['ORDER_NOT_FOUND']);
    expect(await sql('select count(*)::int as n from invoices')).toEqual(before);
  });

  it('is refused to anyone but admins, on /graphql and the staff download', async () => {
    const order = await placeOrder(await newCourse());
    const [invoice] = await change('markOrderPaid', order.id);
    for (const [caller, code, status] of [
      ['anonymous', 'UNAUTHENTICATED', 401],
      ['user', 'FORBIDDEN', 403],
    ] as const) {
      const answer = await post(ISSUE, { input: { orderId: order.id } }, caller);
      expect(answer.body.errors?.[0]?.extensions?.code).toBe(code);
      const pdf = await fetch(`${one.baseUrl}${invoice.downloadUrl}`, { headers: headersFor(caller) });
      expect([pdf.status, ((await pdf.json()) as any).code]).toEqual([status, code]);
    }
  });
});

describe('numbers: gapless per year, never shared', () => {
  it('gives 50 payments at once on two instances 50 distinct consecutive numbers', async () => {
    const courseId = await newCourse(120, 5_000);
    const orders: Placed[] = [];
    for (let i = 0; i < 50; i++) orders.push(await placeOrder(courseId));
    const markPaid = async (app: TestApp, order: Placed) => {
      const response = await fetch(`${app.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headersFor('admin') },
        body: JSON.stringify({
          query: `mutation($input: MarkOrderPaidInput!) { markOrderPaid(input: $input) { order { ${INVOICES} } errors { code } } }`,
          variables: { input: { orderId: order.id } },
        }),
      });
      const body = (await response.json()) as any;
      // Whole, so a failure says what it got (a top-level error, a user error, the HTTP status).
      expect({ status: response.status, errors: body.errors, markOrderPaid: body.data?.markOrderPaid?.errors }).toEqual({
        status: 200,
        errors: undefined,
        markOrderPaid: [],
      });
      return body.data.markOrderPaid.order.invoices[0].number as string;
    };
    const numbers = await Promise.all(orders.map((order, index) => markPaid(index % 2 === 0 ? one : two, order)));
    expect(new Set(numbers).size).toBe(50);
    // Every number of the year so far (these and the other tests'), in order: 1, 2, 3, … without a gap.
    const all = await sql<{ sequence: number; number: string }>('select sequence, number from invoices where year = ? order by sequence', [
      year,
    ]);
    expect(all.map((row) => row.sequence)).toEqual(all.map((_, index) => index + 1));
    expect(all.map((row) => row.number)).toEqual(expect.arrayContaining(numbers));
    const [counter] = await sql<{ last: number }>('select last from invoice_counters where year = ?', [year]);
    expect(counter.last).toBe(all.length);
  });
});
