import { act, fireEvent, screen, within } from '@testing-library/react';
import { answer, whenSent } from '../../../test/relayMock';
import { answerAdminViewer, renderAdminView } from '../shared/adminTestData';
import { adminNewsletterLoader } from './adminNewsletterLoader';
import { AdminNewsletterPage } from './AdminNewsletterPage';
import { PROGRESS_POLL_MS } from './IssueProgress';

const progress = (total: number, sent: number, failed = 0) => ({ total, sent, failed, percent: total ? Math.floor(((sent + failed) * 100) / total) : 0 });

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
  const view = renderAdminView({ url: '/admin/newsletter', path: 'newsletter', loader: adminNewsletterLoader, Component: AdminNewsletterPage, language });
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
    expect(within(rows[1]).getByTestId('newsletter-progress-text')).toHaveTextContent('500 von 2000 gesendet, 10 fehlgeschlagen (25 %)');
    expect(within(rows[1]).getByRole('meter', { name: 'Versandfortschritt' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getAllByTestId('newsletter-subscriber-row').map((row) => row.textContent)).toEqual([expect.stringContaining('anna@example.org'), expect.stringContaining('ben@example.org')]);
    expect(screen.getByTestId('newsletter-subscribers-count')).toHaveTextContent('2 bestätigte Abonnenten');
    expect(screen.getByTestId('newsletter-export')).toHaveAttribute('href', '/api/admin/newsletter/subscribers.csv');
  });

  it('shows the same in English', async () => {
    await openNewsletter([sending], 'en');
    expect(screen.getByTestId('newsletter-issue-status')).toHaveTextContent('Sending');
    expect(screen.getByTestId('newsletter-progress-text')).toHaveTextContent('500 of 2000 sent, 10 failed (25 %)');
    expect(screen.getByTestId('newsletter-export')).toHaveTextContent('Export as CSV');
  });

  it('polls a sending issue\'s progress until it is sent', async () => {
    jest.useFakeTimers();
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    try {
      const { environment } = await openNewsletter([sending]);
      await act(async () => {
        jest.advanceTimersByTime(PROGRESS_POLL_MS);
      });
      const poll = await answer(environment, 'IssueProgressQuery', { NewsletterIssue: () => ({ status: 'SENT', progress: progress(2000, 1990, 10) }) });
      expect(poll.request.variables).toEqual({ id: 'issue-2' });
      // Done: the list is asked for again and shows the issue sent, its bar full.
      await answer(environment, 'AdminNewsletterPageQuery', {
        NewsletterIssueConnection: () => ({ edges: [{ node: { ...sending, status: 'SENT', progress: progress(2000, 1990, 10) } }] }),
      });
      expect(screen.getByTestId('newsletter-issue-status')).toHaveTextContent('Gesendet');
      expect(screen.getByTestId('newsletter-progress-text')).toHaveTextContent('1990 von 2000 gesendet, 10 fehlgeschlagen (100 %)');
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
    const saved = await whenSent(environment, 'NewsletterComposerSaveMutation');
    expect(saved.request.variables.input).toMatchObject({ issueId: 'issue-1', audience: 'ALL', subjectEn: '', postIds: ['post-1'] });
    await answer(environment, 'NewsletterComposerSaveMutation', {
      NewsletterIssuePayload: () => ({ issue: null, errors: [{ field: 'subjectEn', code: 'TOO_LONG', message: 'Bitte geben Sie höchstens 200 Zeichen ein.' }] }),
    });
    expect(within(composer).getByLabelText('Betreff (Englisch)')).toHaveAttribute('aria-invalid', 'true');
    expect(composer).toHaveTextContent('Bitte geben Sie höchstens 200 Zeichen ein.');

    // The preview saves first, then shows the mail as the server renders it.
    fireEvent.change(within(composer).getByLabelText('Betreff (Englisch)'), { target: { value: 'Winter dates' } });
    fireEvent.click(within(composer).getByTestId('newsletter-preview-en'));
    await answer(environment, 'NewsletterComposerSaveMutation', { NewsletterIssuePayload: () => ({ issue: { ...draft, postIds: ['post-1'] }, errors: [] }) });
    const preview = await answer(environment, 'NewsletterComposerPreviewQuery', { MailPreview: () => ({ subject: 'Winter dates', html: '<p>New <strong>courses</strong></p>' }) });
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
    await answer(environment, 'NewsletterComposerSaveMutation', { NewsletterIssuePayload: () => ({ issue: { ...draft, postIds: ['post-1'] }, errors: [] }) });
    const send = await answer(environment, 'NewsletterComposerSendMutation', { NewsletterIssuePayload: () => ({ issue: { ...draft, status: 'SENDING' }, errors: [] }) });
    expect(send.request.variables).toEqual({ input: { issueId: 'issue-1' } });
    expect(screen.getByTestId('toast')).toHaveTextContent('Der Versand hat begonnen.');
    // The page asks for the list again, which shows the issue sending.
    await whenSent(environment, 'AdminNewsletterPageQuery');
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
