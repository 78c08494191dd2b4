import { type AdminCallers, adminCallers } from './admin-callers.js';
import { type TestApp, startTestApp } from './test-app.js';

/** Staff see an unsaved legal text as its page would show it: nothing is saved, so nothing goes live to be looked at. */
let t: TestApp;
let callers: AdminCallers;
beforeAll(async () => {
  t = await startTestApp();
  callers = await adminCallers(t, { username: 'legal-preview-staff' });
});
afterAll(() => t.close());

const PREVIEW = `query($language: Language!, $markdown: String!) { adminLegalTextPreview(language: $language, markdown: $markdown) { html unfilled } }`;
const versions = async () => (await callers.sql<{ n: number }>('select count(*)::int as n from legal_text_versions'))[0].n;

it('renders the typed text with its open notes and saves nothing; admins only; too long is refused in words', async () => {
  const before = await versions();
  const { adminLegalTextPreview } = (
    await callers.gql(PREVIEW, { language: 'DE', markdown: '## Impressum\n\nTelefon: [noch offen]\n\n<script>alert(1)</script>' })
  ).data;
  expect(adminLegalTextPreview.unfilled).toEqual(['[noch offen]']);
  expect(adminLegalTextPreview.html).toContain('<mark data-legal-placeholder="">[noch offen]</mark>');
  expect(adminLegalTextPreview.html).not.toContain('<script');
  expect(await versions()).toBe(before);
  const page = (await callers.gql(`{ legalPage(document: IMPRINT, language: DE) { html } }`, {}, 'anonymous')).data.legalPage.html;
  expect(page).not.toContain('[noch offen]');

  // Refused alone: the field null in a partial answer (200), with the refusal's code.
  for (const [caller, code] of [
    ['anonymous', 'UNAUTHENTICATED'],
    ['user', 'FORBIDDEN'],
  ] as const) {
    const refused = await callers.post(PREVIEW, { language: 'DE', markdown: '## x\n\nText' }, caller);
    expect([refused.status, refused.body.data, refused.body.errors?.[0]?.extensions?.code]).toEqual([
      200,
      { adminLegalTextPreview: null },
      code,
    ]);
  }
  const long = await callers.post(PREVIEW, { language: 'EN', markdown: 'x'.repeat(50_001) }, 'admin', 'en');
  expect([long.status, long.body.errors?.[0]?.extensions?.code, long.body.errors?.[0]?.message]).toEqual([
    400,
    'BAD_USER_INPUT',
    'markdown: Please enter at most 50000 characters.',
  ]);
});
