import { join } from 'node:path';
import { type AdminCallers, adminCallers } from './admin-callers.js';
import { type TestApp, startTestApp } from './test-app.js';

// The built client with its server entry (web/dist/server), as `npm start` serves it (see ssr.test.ts).
const webDistDir = join(import.meta.dirname, '../../web/dist');

let t: TestApp;
let callers: AdminCallers;
beforeAll(async () => {
  t = await startTestApp({ webDistDir });
  callers = await adminCallers(t, { username: 'imprint-staff' });
});
afterAll(() => t?.close());

const page = async (path: string, language = 'de') =>
  (await fetch(`${t.baseUrl}${path}`, { headers: { 'accept-language': language } })).text();

/** The home page's LocalBusiness JSON-LD. */
function localBusiness(html: string): Record<string, any> {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]),
  );
  return scripts.find((data) => data['@type'] === 'LocalBusiness');
}

const UPDATE = `mutation($input: UpdateBusinessProfileInput!) { updateBusinessProfile(input: $input) { errors { field } } }`;

describe('the imprint and the organisation, rendered on the server from the business profile (issue 24)', () => {
  it('shows placeholders while no street is saved, and the saved street, phone and VAT id once staff entered them', async () => {
    const before = await page('/impressum');
    expect(before).toContain('Straße und Hausnummer');
    expect(before).not.toContain('Badstraße 7');

    const input = {
      legalName: 'H2O Gersthofen – Inh. Erika Muster',
      street: 'Badstraße 7',
      postalCode: '86368',
      town: 'Gersthofen',
      country: 'DE',
      phone: '0821 555123',
      email: 'info@h2o-gersthofen.de',
      taxNumber: '102/123/45678',
      vatId: 'DE123456789',
      registerEntry: '',
      notificationEmails: ['buero@h2o.test'],
    };
    expect((await callers.admin(UPDATE, { input })).updateBusinessProfile.errors).toEqual([]);

    for (const [language, phone] of [
      ['de', 'Telefon: 0821 555123'],
      ['en', 'Telephone: 0821 555123'],
    ] as const) {
      const html = await page('/impressum', language);
      expect(html).toContain('Badstraße 7');
      expect(html).toContain('H2O Gersthofen – Inh. Erika Muster');
      expect(html.replace(/<!-- -->/g, '')).toContain(phone);
      expect(html).toContain('DE123456789');
      // Never the office's inboxes or the tax number (the page's embedded records included).
      expect(html).not.toContain('buero@h2o.test');
      expect(html).not.toContain('102/123/45678');
    }
    expect(localBusiness(await page('/'))).toMatchObject({
      legalName: 'H2O Gersthofen – Inh. Erika Muster',
      telephone: '0821 555123',
      address: { streetAddress: 'Badstraße 7' },
    });
  });
});
