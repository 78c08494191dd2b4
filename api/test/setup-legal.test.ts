import { join } from 'node:path';
import type { ParsedMail } from 'mailparser';
import { renderLegalMarkdown } from '../src/modules/legal/legal-markdown.js';
import { DEFAULT_LEGAL_TEXTS } from '../src/modules/legal/legal-text.service.js';
import { DEFAULT_BUSINESS_PROFILE } from '../src/modules/settings/business-profile.js';
import { type AdminCallers, type Caller, adminCallers } from './admin-callers.js';
import { type SmtpInbox, startSmtpInbox } from './smtp-inbox.js';
import { type TestApp, startTestApp } from './test-app.js';
import { until } from './until.js';

/**
 * Issue 27, points 2 and 3: the first-run checklist (one admin query computed from the data) and the legal texts
 * staff edit as versioned Markdown, rendered on the server into the public pages (which the page cache keeps and
 * drops on a save). One app: the real job worker and SMTP server (the test mail), the built web client (the pages).
 */
const webDistDir = join(import.meta.dirname, '../../web/dist');
let inbox: SmtpInbox;
let t: TestApp;
let callers: AdminCallers;
const ADMIN_EMAIL = 'chefin@h2o.test';

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp({
    webDistDir,
    env: {
      SMTP_URL: inbox.url,
      MAIL_FROM: 'H2O Gersthofen <info@h2o.test>',
      JOB_POLL_INTERVAL_MS: '100',
      PUBLIC_URL: 'https://h2o.example',
    },
    jobWorker: true,
  });
  callers = await adminCallers(t, { username: 'setup-user' });
  // A fresh installation, not yet live (the tests' template is): a live site refuses texts with bracketed placeholders.
  await callers.sql(`delete from settings where key = 'site_mode'`);
});
afterAll(async () => {
  await t?.close();
  await inbox?.stop();
});

const CHECKLIST = '{ adminSetupChecklist { done demoBankAccount items { key done reason details } } }';
const TEXT = 'document language markdown html unfilled reviewed updatedBy versions { number authorName restoredFromId markdown }';
const SAVE = `mutation($input: SaveLegalTextInput!) { saveLegalText(input: $input) { legalText { ${TEXT} } errors { field code message } } }`;
const RESTORE = `mutation($id: Int!) { restoreLegalTextVersion(versionId: $id) { legalText { ${TEXT} } errors { field code message } } }`;
const TEXTS = `{ adminLegalTexts { ${TEXT} } }`;
const CONFIRM = 'mutation($token: String!) { confirmTestMail(token: $token) { confirmed delivered errors { field code message } } }';

const page = async (path: string, language: string) =>
  (await fetch(`${t.baseUrl}${path}`, { headers: { 'accept-language': language } })).text();
/** The legal text's article of a rendered page (the page's embedded data hold JSON arrays, never looked at). */
const article = (html: string) => /<article[^>]*data-testid="legal-[a-z]+"[^>]*>([\s\S]*?)<\/article>/.exec(html)?.[1] ?? '';
const openItems = (checklist: any) =>
  Object.fromEntries((checklist.items as any[]).filter((item) => !item.done).map((item) => [item.key, item.reason]));
const to = (address: string) => (mail: ParsedMail) =>
  mail.to !== undefined && !Array.isArray(mail.to) && mail.to.value.some((a) => a.address === address);

describe("the default legal texts (today's texts as Markdown)", () => {
  const facts = { profile: DEFAULT_BUSINESS_PROFILE, retentionMonths: 9 };
  const text = (document: 'imprint' | 'privacy' | 'terms', language: 'de' | 'en') =>
    renderLegalMarkdown(DEFAULT_LEGAL_TEXTS[document][language], facts, language);

  it('keep their sections, facts and rules, the same fragment ids in both languages, and the retention months of the setting', () => {
    for (const document of ['imprint', 'privacy', 'terms'] as const) {
      const ids = (language: 'de' | 'en') => [...text(document, language).html.matchAll(/<h2 id="([^"]+)"/g)].map((match) => match[1]);
      expect(ids('en')).toEqual(ids('de'));
      expect(ids('de').length).toBeGreaterThan(4);
      expect(text(document, 'en').html).toContain('the German version is legally binding');
    }
    const imprint = text('imprint', 'de');
    expect(imprint.html).toContain('86368 Gersthofen');
    expect(imprint.html).toContain('<a href="mailto:info@h2o-gersthofen.de" rel="noopener noreferrer">info@h2o-gersthofen.de</a>');
    expect(imprint.unfilled).toEqual(expect.arrayContaining(['[Straße und Hausnummer]', '[Telefonnummer]', '[Vor- und Nachname]']));
    expect(text('privacy', 'de').html).toContain('9 Monate nach dem letzten Kurstag löschen wir automatisch die Namen der Teilnehmenden');
    expect(text('privacy', 'en').html).toContain("9 months after a course's last day we automatically delete the participants' names");
    expect(renderLegalMarkdown(DEFAULT_LEGAL_TEXTS.privacy.de, { ...facts, retentionMonths: 1 }, 'de').html).toContain(
      'einen Monat nach dem letzten Kurstag',
    );
    for (const fact of [
      'Art. 6 Abs. 1 lit. b DSGVO',
      'Art. 77 DSGVO',
      'Bayerisches Landesamt für Datenschutzaufsicht',
      '§ 147 Abgabenordnung',
      'PayPal',
    ])
      expect(text('privacy', 'de').html).toContain(fact);
    // § 2 states the product's rule (confirmed when the payment is received); § 7 names no group size the courses' places could exceed.
    for (const rule of [
      'Nach dem Kauf ist eine Stornierung oder Rückerstattung der Kursgebühr ausgeschlossen.',
      'Ihre Buchung ist bestätigt, sobald Ihre Zahlung bei uns eingegangen ist',
      'Wie viele Plätze ein Kurs hat, steht bei jedem Kurs',
    ])
      expect(text('terms', 'de').html).toContain(rule);
    expect(text('terms', 'en').html).toContain('your booking is confirmed as soon as your payment has reached us');
    for (const language of ['de', 'en'] as const)
      expect(text('terms', language).html).not.toMatch(/höchstens \d+ bis \d+|at most \d+ to \d+/);
    expect(text('terms', 'en').html).toContain('<a href="/datenschutz">privacy policy</a>');
  });
});

describe('first-run checklist and legal texts', () => {
  it('on a fresh database: every item open, the demo bank account flagged (bank transfer works meanwhile)', async () => {
    const { adminSetupChecklist } = await callers.admin(CHECKLIST);
    expect(adminSetupChecklist.done).toBe(false);
    expect(adminSetupChecklist.demoBankAccount).toBe(true);
    expect(openItems(adminSetupChecklist)).toEqual({
      BUSINESS_PROFILE: 'MISSING_FIELDS',
      BANK_ACCOUNT: 'DEMO_ACCOUNT',
      // The tests' servers have no PayPal credentials: the local stand-in takes PayPal's place.
      PAYPAL: 'STAND_IN',
      NOTIFICATION_ADDRESS: 'NOT_SET',
      LEGAL_TEXTS: 'UNFILLED',
      FIRST_COURSE: 'NONE',
      TEST_MAIL: 'NOT_SENT_YET',
      DEMO_DATA: 'DEMO_LEFT',
    });
    expect(adminSetupChecklist.items.find((item: any) => item.key === 'LEGAL_TEXTS').details).toEqual([
      'imprint:de',
      'imprint:en',
      'privacy:de',
      'privacy:en',
      'terms:de',
      'terms:en',
    ]);
    const { data } = await callers.gql('{ shopSettings { bankTransfer { iban ready isDemo } } }', {}, 'anonymous');
    expect(data.shopSettings.bankTransfer).toEqual({ iban: 'DE36000000000000000000', ready: true, isDemo: true });
  });

  it('refuses anonymous callers and accounts without the admin role, changing nothing', async () => {
    const operations: [string, Record<string, unknown>][] = [
      [CHECKLIST, {}],
      [TEXTS, {}],
      ['{ adminLegalPlaceholders { name } }', {}],
      [SAVE, { input: { document: 'IMPRINT', language: 'DE', markdown: '## Gehackt\n\nDas ist nicht von uns.' } }],
      [RESTORE, { id: 1 }],
      [CONFIRM, { token: 'x' }],
    ];
    for (const [caller, code, status] of [
      ['anonymous', 'UNAUTHENTICATED', 401],
      ['user', 'FORBIDDEN', 403],
    ] as [Caller, string, number][]) {
      for (const [query, variables] of operations) {
        const { status: answered, body } = await callers.post(query, variables, caller);
        // A refused query field is null in a partial answer (200); a refused mutation document runs nothing (no data).
        const isQuery = query.trimStart().startsWith('{') || query.trimStart().startsWith('query');
        const refusedData = isQuery ? Object.fromEntries(Object.keys(body.data ?? {}).map((field) => [field, null])) : null;
        expect([answered, body.data ?? null, body.errors?.[0]?.extensions?.code]).toEqual([isQuery ? 200 : status, refusedData, code]);
        if (isQuery) expect(Object.keys(body.data)).toHaveLength(1);
      }
    }
    expect(await callers.sql('select count(*)::int as n from legal_text_versions')).toEqual([{ n: 0 }]);
  });

  it('saves hostile Markdown as a version but renders it harmless; refuses unknown placeholders and a huge text (4xx), keeping everything', async () => {
    const hostile = [
      '## Impressum {#anbieter}',
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(2)"> [klick](javascript:alert(3)) <a href="https://evil.example" onclick="alert(4)">weg</a>',
      '{{legalName}} `{{street}}` ![bild](https://evil.example/pixel.png)',
    ].join('\n\n');
    const { saveLegalText } = await callers.admin(SAVE, { input: { document: 'IMPRINT', language: 'DE', markdown: hostile } });
    expect(saveLegalText.errors).toEqual([]);
    const { html } = saveLegalText.legalText;
    for (const bad of ['<script', 'onerror', 'onclick', 'href="javascript:', '<img', 'evil.example']) expect(html).not.toContain(bad);
    expect(html).toContain('<h2 id="anbieter">Impressum</h2>');
    expect(html).toContain('H2O Gersthofen');
    expect(article(await page('/impressum', 'de'))).not.toContain('<script');

    const unknown = await callers.admin(SAVE, {
      input: { document: 'IMPRINT', language: 'DE', markdown: 'Hallo {{legalName}} und {{password}} – Text lang genug.' },
    });
    expect(unknown.saveLegalText).toEqual({
      legalText: null,
      errors: [
        {
          field: 'markdown',
          code: 'UNKNOWN_PLACEHOLDER',
          message: 'Unbekannter Platzhalter {{password}}. Erlaubt sind nur die Platzhalter der Liste neben dem Editor.',
        },
      ],
    });
    const long = await callers.admin(SAVE, { input: { document: 'IMPRINT', language: 'DE', markdown: 'a'.repeat(50_001) } }, 'en');
    expect(long.saveLegalText.errors).toEqual([{ field: 'markdown', code: 'TOO_LONG', message: 'Please enter at most 50000 characters.' }]);
    const huge = await callers.post(SAVE, { input: { document: 'IMPRINT', language: 'DE', markdown: 'a'.repeat(200_000) } });
    expect(huge.status).toBe(413);
    const notFound = await callers.admin(RESTORE, { id: 999_999 });
    expect(notFound.restoreLegalTextVersion.errors).toEqual([
      { field: 'versionId', code: 'VERSION_NOT_FOUND', message: 'Diese Version gibt es nicht (mehr).' },
    ]);
    expect(await callers.sql('select count(*)::int as n from legal_text_versions')).toEqual([{ n: 1 }]);
  });

  it('keeps every version (who, when), restores an older one as a new version, and the public page follows at once', async () => {
    const first = '## Angaben {#anbieter}\n\nErste Fassung von {{legalName}}.';
    const second = '## Angaben {#anbieter}\n\nZweite Fassung von {{legalName}}.';
    await callers.admin(SAVE, { input: { document: 'TERMS', language: 'EN', markdown: first } });
    expect(article(await page('/agb', 'en'))).toContain('Erste Fassung'); // now in the page cache
    const saved = (await callers.admin(SAVE, { input: { document: 'TERMS', language: 'EN', markdown: second } })).saveLegalText.legalText;
    expect(article(await page('/agb', 'en'))).toContain('Zweite Fassung');
    expect(saved.versions.map((version: any) => [version.markdown, version.authorName])).toEqual([
      [second, 'admin'],
      [first, 'admin'],
    ]);
    const restored = (await callers.admin(RESTORE, { id: saved.versions[1].number })).restoreLegalTextVersion.legalText;
    expect([restored.markdown, restored.versions[0].restoredFromId, restored.versions.length, restored.updatedBy]).toEqual([
      first,
      saved.versions[1].number,
      3,
      'admin',
    ]);
    expect(article(await page('/agb', 'en'))).toContain('Erste Fassung');
    expect(article(await page('/agb', 'de'))).toContain('Nach dem Kauf ist eine Stornierung'); // the German default is untouched
  });

  it('is done once the data say so: profile, real account, notification address, reviewed texts, a course, a test mail sent and confirmed, demo data off the site; then no legal page shows a bracketed placeholder', async () => {
    const [course] = (await callers.gql('{ courses(first: 1) { edges { node { id } } } }', {}, 'anonymous')).data.courses.edges;
    expect(
      (
        await callers.admin('mutation($input: DuplicateCourseInput!) { duplicateCourse(input: $input) { errors { code } } }', {
          input: { id: course.node.id },
        })
      ).duplicateCourse.errors,
    ).toEqual([]);
    expect((await callers.admin('mutation { removeDemoData { errors { field } } }')).removeDemoData.errors).toEqual([]);
    const profile = {
      legalName: 'H2O Gersthofen',
      owner: 'H2O Gersthofen e. K., Inhaberin Erika Muster',
      street: 'Badstraße 7',
      postalCode: '86368',
      town: 'Gersthofen',
      country: 'DE',
      phone: '0821 555123',
      email: 'info@h2o-gersthofen.de',
      taxNumber: '102/123/45678',
      vatId: 'DE123456789',
      registerEntry: 'Amtsgericht Augsburg, HRA 12345',
      notificationEmails: ['buero@h2o.test'],
    };
    const updated = await callers.admin(
      'mutation($input: UpdateBusinessProfileInput!) { updateBusinessProfile(input: $input) { errors { field } } }',
      { input: profile },
    );
    expect(updated.updateBusinessProfile.errors).toEqual([]);
    const shop = {
      vatMode: 'SMALL_BUSINESS',
      placeHoldMinutes: 15,
      bankTransfer: {
        accountHolder: 'H2O Gersthofen',
        iban: 'DE89 3704 0044 0532 0130 00',
        bic: 'COBADEFFXXX',
        bankName: 'Commerzbank',
        paymentDays: 7,
      },
    };
    const savedShop = await callers.admin(
      'mutation($input: UpdateShopSettingsInput!) { updateShopSettings(input: $input) { shopSettings { bankTransfer { isDemo } } errors { field } } }',
      { input: shop },
    );
    expect(savedShop.updateShopSettings).toEqual({ shopSettings: { bankTransfer: { isDemo: false } }, errors: [] });

    // Staff fill in each default's bracketed notes (here: with a made-up name) and save all six.
    const { adminLegalTexts } = await callers.admin(TEXTS);
    for (const text of adminLegalTexts) {
      const markdown: string = DEFAULT_LEGAL_TEXTS[text.document.toLowerCase() as 'imprint'][text.language.toLowerCase() as 'de'];
      const filled = markdown.replace(/\[([^\]\n]+)\](?!\()/g, 'Erika Muster');
      expect(
        (await callers.admin(SAVE, { input: { document: text.document, language: text.language, markdown: filled } })).saveLegalText.errors,
      ).toEqual([]);
    }

    expect(openItems((await callers.admin(CHECKLIST)).adminSetupChecklist)).toEqual({ PAYPAL: 'STAND_IN', TEST_MAIL: 'NOT_SENT_YET' });

    // The test mail, in both languages: sent through the mail server, then confirmed by its link.
    await callers.sql('update users set email = ? where username = ?', [ADMIN_EMAIL, 'admin']);
    for (const language of ['en', 'de'])
      expect((await callers.admin('mutation { sendTestEmail { success } }', {}, language)).sendTestEmail.success).toBe(true);
    const mails = await inbox.waitFor(2, to(ADMIN_EMAIL));
    // Not live yet: every mail says it comes from a demo.
    const english = mails.find((mail) => mail.subject === '[DEMO] Test e-mail from H2O Gersthofen')!;
    const german = mails.find((mail) => mail.subject === '[DEMO] Test-E-Mail von H2O Gersthofen')!;
    expect(english.text).toContain('Confirm receipt');
    expect(german.text).toContain('Empfang bestätigen');
    const link = (mail: ParsedMail) => new URL(/https:\/\/h2o\.example\/admin\?confirmTestMail=[\w-]+/.exec(mail.text ?? '')![0]);
    expect((await callers.admin(CONFIRM, { token: 'not-a-token' })).confirmTestMail).toEqual({
      confirmed: false,
      delivered: false,
      errors: [
        {
          field: 'token',
          code: 'INVALID_TOKEN',
          message: 'Dieser Bestätigungslink ist ungültig oder gehört zu einer anderen Test-E-Mail. Bitte senden Sie eine neue Test-E-Mail.',
        },
      ],
    });
    const token = link(german).searchParams.get('confirmTestMail');
    // The job marks the mail sent right after the server accepted it: wait for that state, as the dashboard would show it.
    await until(
      () => callers.sql(`select count(*)::int as n from mails where template = 'adminTestMail' and status = 'sent'`),
      ([{ n }]) => n === 2,
    );
    expect(openItems((await callers.admin(CHECKLIST)).adminSetupChecklist)).toEqual({ PAYPAL: 'STAND_IN', TEST_MAIL: 'NOT_CONFIRMED' });
    expect((await callers.admin(CONFIRM, { token })).confirmTestMail).toEqual({ confirmed: true, delivered: true, errors: [] });

    const { adminSetupChecklist } = await callers.admin(CHECKLIST);
    // PayPal is optional (bank transfer is a way to be paid): the list is done with the stand-in's step open.
    expect([adminSetupChecklist.done, adminSetupChecklist.demoBankAccount, openItems(adminSetupChecklist)]).toEqual([
      true,
      false,
      { PAYPAL: 'STAND_IN' },
    ]);

    for (const path of ['/impressum', '/datenschutz', '/agb']) {
      for (const language of ['de', 'en']) {
        const text = article(await page(path, language));
        expect([path, language, text.length > 500]).toEqual([path, language, true]);
        expect([path, language, text.match(/\[[^\]<]*\]/g), text.includes('data-legal-placeholder')]).toEqual([
          path,
          language,
          null,
          false,
        ]);
      }
    }
    expect(article(await page('/impressum', 'en'))).toContain('Telephone: 0821 555123');
    expect(article(await page('/datenschutz', 'de'))).toContain('6 Monate nach dem letzten Kurstag');
  });
});
