import { act, fireEvent, screen, within } from '@testing-library/react';
import { answer, variableProblems, whenSent } from '../../../test/relayMock';
import { answerAdminViewer, renderAdminView } from '../../../test/adminTestData';
import { adminNewsletterLoader } from './adminNewsletterLoader';
import { AdminNewsletterPage } from './AdminNewsletterPage';
import { PROGRESS_POLL_MS } from './IssueProgress';

const progress = (total: number, sent: number, failed = 0, caught = 0) => ({
  total,
  sent,
  caught,
  failed,
  percent: total ? Math.floor(((sent + caught + failed) * 100) / total) : 0,
});

const draft = {
  id: 'issue-1',
  audience: 'ALL',
  subjectDe: 'Wintertermine',
  bodyDe: 'Neue **Kurse**',
  subjectEn: 'Winter dates',
  bodyEn: 'New **courses**',
  postIds: [] as string[],
  status: 'DRAFT',
  createdAt: '2026-11-20T10:00:00.000Z',
  progress: progress(0, 0),
};
const sending = { ...draft, id: 'issue-2', subjectDe: 'Herbstferien', status: 'SENDING', progress: progress(2000, 500, 10) };

/** /admin/newsletter as an admin, answered with these issues, two subscribers and one post. */
async function openNewsletter(issues: object[] = [draft, sending], language: 'de' | 'en' = 'de') {
  const view = renderAdminView({
    url: '/admin/newsletter',
    path: 'newsletter',
    loader: adminNewsletterLoader,
    Component: AdminNewsletterPage,
    language,
  });
  await answerAdminViewer(view.environment);
  await answer(view.environment, 'AdminNewsletterPageQuery', {
    NewsletterIssueConnection: () => ({ edges: issues.map((node) => ({ node })) }),
    NewsletterSubscriberConnection: () => ({
      totalCount: 2,
      edges: [
        { cursor: 'c1', node: { email: 'anna@example.org', language: 'DE', confirmedAt: '2026-11-01T09:00:00.000Z' } },
        { cursor: 'c2', node: { email: 'ben@example.org', language: 'EN', confirmedAt: '2026-11-02T09:00:00.000Z' } },
      ],
      pageInfo: { hasNextPage: false, endCursor: 'c2' },
    }),
    BlogPostConnection: () => ({ edges: [{ node: { id: 'post-1', title: 'Seepferdchen-Tipps' } }] }),
  });
  return view;
}

afterEach(() => jest.restoreAllMocks());

describe('admin newsletter', () => {
  it('lists issues with status and progress, the subscribers and the CSV export (German)', async () => {
    await openNewsletter();
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeInTheDocument();
    const rows = screen.getAllByTestId('newsletter-issue-row');
    expect(within(rows[0]).getByTestId('newsletter-issue-status')).toHaveTextContent('Entwurf');
    expect(within(rows[1]).getByTestId('newsletter-issue-status')).toHaveTextContent('Wird gesendet');
    expect(within(rows[1]).getByTestId('newsletter-progress-text')).toHaveTextContent(
      '500 von 2.000 E-Mails gesendet, 10 fehlgeschlagen (25 %)',
    );
    expect(within(rows[1]).getByRole('meter', { name: 'Versandfortschritt' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getAllByTestId('newsletter-subscriber-row').map((row) => row.textContent)).toEqual([
      expect.stringContaining('anna@example.org'),
      expect.stringContaining('ben@example.org'),
    ]);
    expect(screen.getByTestId('newsletter-subscribers-count')).toHaveTextContent('2 bestätigte Abonnenten');
    expect(screen.getByTestId('newsletter-export')).toHaveAttribute('href', '/api/admin/newsletter/subscribers.csv');
  });

  it('shows the same in English', async () => {
    await openNewsletter([sending], 'en');
    expect(screen.getByTestId('newsletter-issue-status')).toHaveTextContent('Sending');
    expect(screen.getByTestId('newsletter-progress-text')).toHaveTextContent('500 of 2,000 e-mails sent, 10 failed (25 %)');
    expect(screen.getByTestId('newsletter-export')).toHaveTextContent('Export as CSV');
  });

  it("polls a sending issue's progress until it is sent", async () => {
    jest.useFakeTimers();
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    try {
      const { environment } = await openNewsletter([sending]);
      await act(async () => {
        jest.advanceTimersByTime(PROGRESS_POLL_MS);
      });
      const poll = await answer(environment, 'IssueProgressQuery', {
        NewsletterIssue: () => ({ status: 'SENT', progress: progress(2000, 1990, 10) }),
      });
      expect(poll.request.variables).toEqual({ id: 'issue-2' });
      // Done: the list is asked for again and shows the issue sent, its bar full.
      await answer(environment, 'AdminNewsletterPageQuery', {
        NewsletterIssueConnection: () => ({ edges: [{ node: { ...sending, status: 'SENT', progress: progress(2000, 1990, 10) } }] }),
      });
      expect(screen.getByTestId('newsletter-issue-status')).toHaveTextContent('Gesendet');
      expect(screen.getByTestId('newsletter-progress-text')).toHaveTextContent(
        '1.990 von 2.000 E-Mails gesendet, 10 fehlgeschlagen (100 %)',
      );
      expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '100');
    } finally {
      jest.useRealTimers();
    }
  });

  it('composes a draft, shows refusals at their fields, previews it in a sandboxed frame and sends it after confirming', async () => {
    const { environment } = await openNewsletter([draft]);
    fireEvent.click(screen.getByTestId('newsletter-issue-open'));
    const composer = screen.getByTestId('newsletter-composer');
    expect(within(composer).getByLabelText('Betreff (Deutsch)')).toHaveValue('Wintertermine');
    fireEvent.change(within(composer).getByLabelText('Betreff (Englisch)'), { target: { value: '' } });
    fireEvent.click(within(composer).getByRole('checkbox', { name: 'Seepferdchen-Tipps' }));

    // Saved with the English subject missing: the server's message at the field.
    fireEvent.click(within(composer).getByTestId('newsletter-save'));
    const saved = await whenSent(environment, 'useSaveNewsletterIssueMutation');
    // Only the input's fields: the list's read-only ones (progress, createdAt) would be refused by the server.
    expect(saved.request.variables.input).toEqual({
      issueId: 'issue-1',
      audience: 'ALL',
      subjectDe: 'Wintertermine',
      bodyDe: 'Neue **Kurse**',
      subjectEn: '',
      bodyEn: 'New **courses**',
      postIds: ['post-1'],
    });
    expect(variableProblems(saved)).toEqual([]);
    await answer(environment, 'useSaveNewsletterIssueMutation', {
      NewsletterIssuePayload: () => ({
        issue: null,
        errors: [{ field: 'subjectEn', code: 'TOO_LONG', message: 'Bitte geben Sie höchstens 200 Zeichen ein.' }],
      }),
    });
    expect(within(composer).getByLabelText('Betreff (Englisch)')).toHaveAttribute('aria-invalid', 'true');
    expect(composer).toHaveTextContent('Bitte geben Sie höchstens 200 Zeichen ein.');

    // The preview saves first, then shows the mail as the server renders it.
    fireEvent.change(within(composer).getByLabelText('Betreff (Englisch)'), { target: { value: 'Winter dates' } });
    fireEvent.click(within(composer).getByTestId('newsletter-preview-en'));
    await answer(environment, 'useSaveNewsletterIssueMutation', {
      NewsletterIssuePayload: () => ({ issue: { ...draft, postIds: ['post-1'] }, errors: [] }),
    });
    const preview = await answer(environment, 'NewsletterComposerPreviewQuery', {
      MailPreview: () => ({ subject: 'Winter dates', html: '<p>New <strong>courses</strong></p>' }),
    });
    expect(preview.request.variables).toEqual({ id: 'issue-1', language: 'EN' });
    expect(screen.getByTestId('newsletter-preview-subject')).toHaveTextContent('Winter dates');
    const frame = screen.getByTitle('Vorschau der E-Mail');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<p>New <strong>courses</strong></p>');

    // Send to all: asked first, then saved and sent.
    fireEvent.click(within(composer).getByTestId('newsletter-send'));
    const dialog = screen.getByTestId('newsletter-confirm');
    expect(dialog).toHaveTextContent('Ausgabe an alle senden?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'An alle senden' }));
    await answer(environment, 'useSaveNewsletterIssueMutation', {
      NewsletterIssuePayload: () => ({ issue: { ...draft, postIds: ['post-1'] }, errors: [] }),
    });
    const send = await answer(environment, 'useSendNewsletterIssueMutation', {
      NewsletterIssuePayload: () => ({ issue: { ...draft, status: 'SENDING' }, errors: [] }),
    });
    expect(send.request.variables).toEqual({ input: { issueId: 'issue-1' } });
    expect(screen.getByTestId('toast')).toHaveTextContent('Der Versand hat begonnen.');
    // The page asks for the list again, which shows the issue sending.
    await whenSent(environment, 'AdminNewsletterPageQuery');
  });

  it("previews and sends a reopened saved draft: the save sends only what the schema's input takes", async () => {
    const { environment } = await openNewsletter([draft]);
    fireEvent.click(screen.getByTestId('newsletter-issue-open'));
    fireEvent.click(screen.getByTestId('newsletter-preview-de'));
    const saved = await whenSent(environment, 'useSaveNewsletterIssueMutation');
    expect(variableProblems(saved)).toEqual([]);
    await answer(environment, 'useSaveNewsletterIssueMutation', { NewsletterIssuePayload: () => ({ issue: draft, errors: [] }) });
    await answer(environment, 'NewsletterComposerPreviewQuery', {
      MailPreview: () => ({ subject: 'Wintertermine', html: '<p>Neue Kurse</p>' }),
    });
    expect(screen.getByTestId('newsletter-preview-subject')).toHaveTextContent('Wintertermine');

    fireEvent.click(screen.getByTestId('newsletter-send'));
    fireEvent.click(within(screen.getByTestId('newsletter-confirm')).getByRole('button', { name: 'An alle senden' }));
    const again = await whenSent(environment, 'useSaveNewsletterIssueMutation');
    expect(variableProblems(again)).toEqual([]);
  });

  it('lists a new issue as soon as its draft is saved, without a reload', async () => {
    const { environment } = await openNewsletter([]);
    expect(screen.getByTestId('newsletter-issues-empty')).toHaveTextContent('Noch keine Ausgabe geschrieben.');
    fireEvent.click(screen.getByTestId('newsletter-new'));
    fireEvent.change(screen.getByLabelText('Betreff (Deutsch)'), { target: { value: 'Frohe Feiertage' } });
    fireEvent.click(screen.getByTestId('newsletter-save'));
    const saved = await whenSent(environment, 'useSaveNewsletterIssueMutation');
    expect(variableProblems(saved)).toEqual([]);
    await answer(environment, 'useSaveNewsletterIssueMutation', {
      NewsletterIssuePayload: () => ({ issue: { ...draft, id: 'issue-9', subjectDe: 'Frohe Feiertage' }, errors: [] }),
    });
    expect(screen.getByTestId('toast')).toHaveTextContent('Entwurf gespeichert');
    expect(screen.queryByTestId('newsletter-issues-empty')).not.toBeInTheDocument();
    const rows = screen.getAllByTestId('newsletter-issue-row');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Frohe Feiertage')]);
    expect(within(rows[0]).getByTestId('newsletter-issue-status')).toHaveTextContent('Entwurf');
    // Saved again: still one row, changed in place.
    fireEvent.change(screen.getByLabelText('Betreff (Deutsch)'), { target: { value: 'Frohe Weihnachten' } });
    fireEvent.click(screen.getByTestId('newsletter-save'));
    const second = await whenSent(environment, 'useSaveNewsletterIssueMutation');
    expect(second.request.variables.input.issueId).toBe('issue-9');
    await answer(environment, 'useSaveNewsletterIssueMutation', {
      NewsletterIssuePayload: () => ({ issue: { ...draft, id: 'issue-9', subjectDe: 'Frohe Weihnachten' }, errors: [] }),
    });
    expect(screen.getAllByTestId('newsletter-issue-row').map((row) => row.textContent)).toEqual([
      expect.stringContaining('Frohe Weihnachten'),
    ]);
  });

  it('never calls an issue sent whose mails the mail catcher kept (German)', async () => {
    const caught = { ...sending, status: 'CAUGHT', progress: progress(2, 0, 0, 2) };
    await openNewsletter([caught]);
    expect(screen.getByTestId('newsletter-issue-status')).toHaveTextContent('Abgefangen (kein Mailserver, nicht zugestellt)');
    expect(screen.getByTestId('newsletter-progress-text')).toHaveTextContent(
      '0 von 2 E-Mails gesendet, 2 abgefangen (nicht zugestellt), 0 fehlgeschlagen (100 %)',
    );
    expect(screen.getByTestId('newsletter-issue-status')).not.toHaveTextContent('Gesendet');
  });

  it('never calls an issue sent whose mails the mail catcher kept (English)', async () => {
    await openNewsletter([{ ...sending, status: 'CAUGHT', progress: progress(1, 0, 0, 1) }], 'en');
    expect(screen.getByTestId('newsletter-issue-status')).toHaveTextContent('Caught (no mail server, not delivered)');
    expect(screen.getByTestId('newsletter-progress-text')).toHaveTextContent(
      '0 of 1 e-mail sent, 1 caught (not delivered), 0 failed (100 %)',
    );
  });

  it('opens a sent issue read-only', async () => {
    await openNewsletter([sending]);
    fireEvent.click(screen.getByTestId('newsletter-issue-open'));
    expect(screen.getByTestId('newsletter-read-only')).toBeInTheDocument();
    expect(screen.getByLabelText('Betreff (Deutsch)')).toBeDisabled();
    expect(screen.queryByTestId('newsletter-send')).not.toBeInTheDocument();
    expect(screen.queryByTestId('newsletter-save')).not.toBeInTheDocument();
  });
});
