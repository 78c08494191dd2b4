import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answerAdminViewer, renderAdminView } from '../../../test/adminTestData';
import { answer, fail, whenSent } from '../../../test/relayMock';
import { adminDashboardLoader } from '../dashboard/adminDashboardLoader';
import { AdminDashboardPage } from '../dashboard/AdminDashboardPage';
import { adminLegalLoader } from './adminLegalLoader';
import { AdminLegalPage } from './AdminLegalPage';

/** In the browser's components: the legal texts' editor and the dashboard's first-run checklist. */

const text = (document: string, language: string, overrides: Record<string, unknown> = {}) => ({
  document,
  language,
  markdown: `## ${document} ${language}\n\nTelefon: {{phone}}`,
  html: `<h2>${document} ${language}</h2><p>Telefon: <mark data-legal-placeholder="">[Telefonnummer]</mark></p>`,
  unfilled: ['[Telefonnummer]'],
  reviewed: false,
  updatedAt: null,
  updatedBy: null,
  versions: [],
  ...overrides,
});

const TEXTS = ['IMPRINT', 'PRIVACY', 'TERMS'].flatMap((document) => ['DE', 'EN'].map((language) => text(document, language)));
TEXTS[0] = text('IMPRINT', 'DE', {
  unfilled: [],
  reviewed: true,
  updatedAt: '2026-11-20T10:00:00.000Z',
  updatedBy: 'chefin',
  html: '<h2>Impressum</h2><p>Telefon: 0821 555123</p>',
  versions: [
    { number: 7, createdAt: '2026-11-20T10:00:00.000Z', authorName: 'chefin', restoredFromId: null },
    { number: 3, createdAt: '2026-11-19T09:00:00.000Z', authorName: 'admin', restoredFromId: null },
  ],
});

async function openEditor() {
  const view = renderAdminView({ url: '/admin/legal', path: 'legal', loader: adminLegalLoader, Component: AdminLegalPage });
  await answerAdminViewer(view.environment);
  await answer(view.environment, 'AdminLegalPageQuery', {
    Query: () => ({
      adminLegalTexts: TEXTS,
      adminLegalPlaceholders: [
        { name: 'legalName', label: 'Name des Unternehmens', valueDe: 'H2O Gersthofen', valueEn: 'H2O Gersthofen' },
        { name: 'phone', label: 'Telefonnummer', valueDe: '', valueEn: '' },
      ],
    }),
  });
  await screen.findByTestId('legal-editor');
  return view;
}

describe('legal texts editor', () => {
  it('shows the chosen text with its state, history and the placeholders; saving sends the Markdown and reloads', async () => {
    const { environment } = await openEditor();
    expect(screen.getByTestId('legal-reviewed')).toHaveTextContent('Geprüft: zuletzt gespeichert am');
    expect(screen.getByTestId('legal-reviewed')).toHaveTextContent('chefin');
    expect(screen.getByTestId('legal-unfilled')).toHaveTextContent('Keine offenen Platzhalter.');
    expect(within(screen.getByTestId('legal-versions')).getAllByRole('listitem')).toHaveLength(2);
    const placeholders = screen.getByTestId('legal-placeholders');
    expect(within(placeholders).getByText('{{legalName}}')).toBeInTheDocument();
    expect(within(placeholders).getAllByText('leer – die Seite zeigt [ … ]')).toHaveLength(2);
    // Pages and languages with something open are marked.
    expect(screen.getByTestId('legal-document-PRIVACY')).toHaveAttribute('data-flagged', 'true');
    expect(screen.getByTestId('legal-language-DE')).toHaveAttribute('data-flagged', 'false');

    fireEvent.click(screen.getByTestId('legal-language-EN'));
    expect(screen.getByTestId('legal-unfilled')).toHaveTextContent('Ein Platzhalter ist noch nicht ausgefüllt:[Telefonnummer]');
    expect(screen.getByTestId('legal-reviewed')).toHaveTextContent('Noch nicht geprüft');
    fireEvent.change(screen.getByLabelText('Text (Markdown)'), { target: { value: '## Imprint\n\nPhone: {{phone}}' } });
    fireEvent.click(screen.getByTestId('legal-save'));
    const save = await whenSent(environment, 'useSaveLegalTextMutation');
    expect(save.request.variables).toEqual({ input: { document: 'IMPRINT', language: 'EN', markdown: '## Imprint\n\nPhone: {{phone}}' } });
    await act(async () => {
      environment.mock.resolve(save, {
        data: { saveLegalText: { legalText: { markdown: '## Imprint\n\nPhone: {{phone}}' }, errors: [] } },
      });
    });
    await answer(environment, 'AdminLegalPageQuery', { Query: () => ({ adminLegalTexts: TEXTS, adminLegalPlaceholders: [] }) });
    expect(await screen.findByTestId('legal-outcome')).toHaveTextContent('Veröffentlicht: Die Seite zeigt jetzt diese Version.');
  });

  it('shows a refusal in words and restores an older version by its number', async () => {
    const { environment } = await openEditor();
    fireEvent.click(screen.getByTestId('legal-save'));
    const save = await whenSent(environment, 'useSaveLegalTextMutation');
    await act(async () => {
      environment.mock.resolve(save, {
        data: {
          saveLegalText: {
            legalText: null,
            errors: [{ field: 'markdown', code: 'UNKNOWN_PLACEHOLDER', message: 'Unbekannter Platzhalter {{x}}.' }],
          },
        },
      });
    });
    expect(screen.getByTestId('legal-outcome')).toHaveTextContent('Unbekannter Platzhalter {{x}}.');
    expect(screen.getByTestId('legal-outcome')).toHaveAttribute('role', 'alert');
    expect(screen.queryByTestId('legal-restore-7')).toBeNull(); // the current version
    fireEvent.click(screen.getByTestId('legal-restore-3'));
    const restore = await whenSent(environment, 'useRestoreLegalTextVersionMutation');
    expect(restore.request.variables).toEqual({ versionId: 3 });
  });
});

describe('legal texts before publishing', () => {
  it('previews the typed text without saving it, while the published text stays as it is', async () => {
    const { environment } = await openEditor();
    fireEvent.change(screen.getByLabelText('Text (Markdown)'), { target: { value: '## Impressum\n\nTelefon: [noch offen]' } });
    expect(screen.getByTestId('legal-unpublished')).toHaveTextContent('Ihre Änderungen sind noch nicht veröffentlicht');
    fireEvent.click(screen.getByTestId('legal-preview-draft'));
    const preview = await answer(environment, 'LegalTextEditorPreviewQuery', {
      LegalTextPreview: () => ({
        html: '<h2>Impressum</h2><p>Telefon: <mark data-legal-placeholder="">[noch offen]</mark></p>',
        unfilled: ['[noch offen]'],
      }),
    });
    expect(preview.request.variables).toEqual({ language: 'DE', markdown: '## Impressum\n\nTelefon: [noch offen]' });
    expect(screen.getByTestId('legal-draft')).toHaveTextContent('Entwurf – noch nicht veröffentlicht');
    expect(screen.getByTestId('legal-draft-note')).toHaveTextContent('Ein Platzhalter ist noch nicht ausgefüllt: [noch offen]');
    expect(screen.getByTestId('legal-draft-preview').innerHTML).toContain('[noch offen]');
    // Nothing was saved: the page's text is still the published one.
    expect(screen.getByTestId('legal-preview').innerHTML).toBe('<h2>Impressum</h2><p>Telefon: 0821 555123</p>');
    expect(environment.mock.getAllOperations().map((operation) => operation.request.node.params.name)).not.toContain(
      'useSaveLegalTextMutation',
    );
    // Typing on: the preview says it is behind.
    fireEvent.change(screen.getByLabelText('Text (Markdown)'), { target: { value: '## Impressum\n\nTelefon: 0821 1' } });
    expect(screen.getByTestId('legal-draft-note')).toHaveTextContent('Der Text wurde seit dieser Vorschau geändert');
  });

  it('never calls a saved text with an open bracketed note reviewed', async () => {
    TEXTS[1] = text('IMPRINT', 'EN', {
      reviewed: true,
      updatedAt: '2026-11-21T10:00:00.000Z',
      updatedBy: 'chefin',
      unfilled: ['[noch offen]'],
    });
    try {
      await openEditor();
      fireEvent.click(screen.getByTestId('legal-language-EN'));
      const status = screen.getByTestId('legal-reviewed');
      expect(status).not.toHaveTextContent('Geprüft');
      expect(status).toHaveTextContent('aber noch nicht geprüft: eine Stelle in eckigen Klammern ist noch offen.');
    } finally {
      TEXTS[1] = text('IMPRINT', 'EN');
    }
  });
});

describe('first-run checklist on the dashboard', () => {
  const ITEMS = [
    { key: 'BUSINESS_PROFILE', done: false, reason: 'MISSING_FIELDS', details: ['street', 'taxNumber'] },
    { key: 'BANK_ACCOUNT', done: false, reason: 'DEMO_ACCOUNT', details: [] },
    { key: 'NOTIFICATION_ADDRESS', done: true, reason: null, details: [] },
    { key: 'LEGAL_TEXTS', done: false, reason: 'UNFILLED', details: ['imprint:de', 'terms:en'] },
    { key: 'FIRST_COURSE', done: true, reason: null, details: [] },
    { key: 'TEST_MAIL', done: false, reason: 'NOT_CONFIRMED', details: [] },
  ];

  async function openDashboard(url: string, done = false, language: 'de' | 'en' = 'de') {
    const view = renderAdminView({ url, path: '', loader: adminDashboardLoader, Component: AdminDashboardPage, language });
    await answerAdminViewer(view.environment);
    await answer(view.environment, 'AdminDashboardPageQuery', {
      SetupChecklist: () => ({ done, live: done, canGoLive: false, demoBankAccount: true, items: ITEMS }),
      OrderConnection: () => ({ totalCount: 0, edges: [], pageInfo: { hasNextPage: false, endCursor: null } }),
    });
    await screen.findByTestId('stat-cards');
    return view;
  }

  it('lists the steps from the server, each linking to where it is done, with why it is open, in both languages', async () => {
    await openDashboard('/admin');
    const list = screen.getByTestId('setup-checklist');
    expect(list).toHaveTextContent('4 Schritte von 6 sind noch offen.');
    expect(
      within(screen.getByTestId('setup-item-BANK_ACCOUNT')).getByRole('link', { name: 'Bankverbindung für Überweisungen eintragen' }),
    ).toHaveAttribute('href', '/admin/settings');
    expect(within(screen.getByTestId('setup-item-LEGAL_TEXTS')).getByRole('link')).toHaveAttribute('href', '/admin/legal');
    expect(within(screen.getByTestId('setup-item-TEST_MAIL')).getByRole('link')).toHaveAttribute('href', '/admin/mail');
    expect(screen.getByTestId('setup-reason-BUSINESS_PROFILE')).toHaveTextContent(
      'Es fehlen noch: Straße und Hausnummer, Steuernummer oder USt-IdNr..',
    );
    expect(screen.getByTestId('setup-reason-LEGAL_TEXTS')).toHaveTextContent(
      'Noch nicht ausgefüllte Platzhalter in: Impressum (DE), AGB (EN).',
    );
    expect(screen.getByTestId('setup-reason-BANK_ACCOUNT')).toHaveTextContent('noch das Demo-Konto');
    expect(screen.getByTestId('setup-item-FIRST_COURSE')).toHaveAttribute('data-done', 'true');
    expect(screen.queryByTestId('setup-reason-FIRST_COURSE')).toBeNull();
  });

  it('in English too, and gone once every step is done and the site is live', async () => {
    const first = await openDashboard('/admin', false, 'en');
    expect(screen.getByTestId('setup-checklist')).toHaveTextContent('4 steps of 6 are still open.');
    expect(screen.getByTestId('setup-reason-TEST_MAIL')).toHaveTextContent('Confirm that it arrived with the button in the e-mail.');
    first.unmount();
    await openDashboard('/admin', true);
    expect(screen.queryByTestId('setup-checklist')).toBeNull();
  });

  it("records the test mail's receipt from the mail's link once, and takes the token out of the address", async () => {
    const { environment, location } = await openDashboard('/admin?confirmTestMail=abc123');
    const confirm = await whenSent(environment, 'useConfirmTestMailMutation');
    expect(confirm.request.variables).toEqual({ token: 'abc123' });
    // Taking the token out is a navigation: the dashboard's loader runs again (sign-in check, then its query).
    await answerAdminViewer(environment);
    await waitFor(() => expect(location()).toBe('/admin'));
    await act(async () => {
      environment.mock.resolve(confirm, { data: { confirmTestMail: { confirmed: true, delivered: true, errors: [] } } });
    });
    expect(screen.getByTestId('test-mail-confirmation')).toHaveTextContent('Danke: Der Empfang der Test-E-Mail ist bestätigt.');
    await whenSent(environment, 'SetupChecklistRefetchQuery');
  });

  it('lists each reason why going live was refused on its own, and says when the request got no answer', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { environment } = await openDashboard('/admin');
    fireEvent.click(screen.getByTestId('go-live'));
    await answer(environment, 'useGoLiveMutation', {
      GoLivePayload: () => ({
        siteMode: 'DEMO',
        errors: [
          { field: null, code: 'NOT_READY', message: 'Das Impressum ist noch nicht ausgefüllt.' },
          { field: null, code: 'NOT_READY', message: 'Die Test-E-Mail ist noch nicht bestätigt.' },
        ],
      }),
    });
    const refused = await screen.findByTestId('go-live-refused');
    expect(refused).toHaveTextContent('Live gehen ist noch nicht möglich:');
    expect(
      within(refused)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Das Impressum ist noch nicht ausgefüllt.', 'Die Test-E-Mail ist noch nicht bestätigt.']);
    await whenSent(environment, 'SetupChecklistRefetchQuery');

    fireEvent.click(screen.getByTestId('go-live'));
    await fail(environment, 'useGoLiveMutation');
    expect(await screen.findByText('Das hat nicht geklappt. Bitte versuchen Sie es erneut.')).toBeInTheDocument();
    expect(screen.queryByTestId('go-live-refused')).toBeNull();
  });
});
