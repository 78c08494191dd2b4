import { fireEvent, screen, within } from '@testing-library/react';
import { answerAdminViewer, renderAdminView } from '../../../test/adminTestData';
import { answer, fail, pendingNamed, whenSent } from '../../../test/relayMock';
import { adminMailLoader } from './adminMailLoader';
import { AdminMailPage } from './AdminMailPage';

interface TestMail {
  id: string;
  recipient: string;
  subject: string;
  template: string;
  language: string;
  status: 'QUEUED' | 'SENT' | 'CAUGHT' | 'FAILED' | 'NOT_SENT';
  attempts: number;
  lastError: string | null;
  serverResponse: string | null;
  createdAt: string;
  sentAt: string | null;
}

function mail(number: number, status: TestMail['status'], extra: Partial<TestMail> = {}): TestMail {
  return {
    id: `mail-${number}`,
    recipient: `maria${number}@example.org`,
    subject: `Ihre Bestellung H2O-000${number}`,
    template: 'orderConfirmation',
    language: 'de',
    status,
    attempts: status === 'QUEUED' ? 0 : 1,
    lastError: null,
    serverResponse: status === 'SENT' ? '250 2.0.0 Ok: queued as 4XyZ' : null,
    // 23:30 UTC is already the next day in Gersthofen.
    createdAt: '2026-11-29T23:30:00.000Z',
    sentAt: status === 'SENT' ? '2026-11-29T23:31:00.000Z' : null,
    ...extra,
  };
}

const sent = mail(1, 'SENT');
const failed = mail(2, 'FAILED', { attempts: 5, lastError: '550 Mailbox unavailable' });
const queued = mail(3, 'QUEUED', { attempts: 1, lastError: 'Connection timeout' });
const kept = mail(4, 'NOT_SENT', { template: 'reviewInvitation', language: 'en', subject: 'How was your course?' });
const caught = mail(5, 'CAUGHT', { attempts: 1, serverResponse: '250 Caught as #7', sentAt: '2026-11-29T23:31:00.000Z' });

const connection = (mails: TestMail[], { total = mails.length, hasNextPage = false } = {}) => ({
  MailConnection: () => ({
    totalCount: total,
    edges: mails.map((node) => ({ cursor: `cursor-${node.id}`, node })),
    pageInfo: { hasNextPage, endCursor: mails.length ? `cursor-${mails[mails.length - 1].id}` : null },
  }),
});

/** /admin/mail (or with a query string) signed in as admin, answered with these mails. */
async function openOutbox(
  mails: TestMail[] = [sent, failed, queued, kept],
  { url = '/admin/mail', language = 'de' as 'de' | 'en', total }: { url?: string; language?: 'de' | 'en'; total?: number } = {},
) {
  const view = renderAdminView({ url, path: 'mail', loader: adminMailLoader, Component: AdminMailPage, language });
  await answerAdminViewer(view.environment);
  const list = await answer(
    view.environment,
    'AdminMailPageQuery',
    connection(mails, { total, hasNextPage: total !== undefined && total > mails.length }),
  );
  return { ...view, list };
}

const rows = () => screen.queryAllByTestId('mail-row');
const row = (recipient: string) => rows().find((element) => element.textContent?.includes(recipient))!;
const status = (recipient: string) => within(row(recipient)).getByTestId('mail-status');
const toast = () => screen.getByTestId('toast');

/** The retry's answer: the mail as the server now has it, and its refusals. */
function retryPayload(changed: TestMail | null, errors: { field: string; code: string; message: string }[] = []) {
  return { RetryMailPayload: () => ({ errors, mail: changed }) };
}

// Failures are logged (console.error) where a test provokes them; each test quiets the console for itself.
afterEach(() => jest.restoreAllMocks());

describe('admin mail outbox', () => {
  it('lists the mails: recipient, subject with template and language, status badge, last error, attempts, German times', async () => {
    const { list } = await openOutbox();
    expect(list.request.variables).toEqual({ search: null, status: null });
    expect(screen.getByRole('heading', { level: 1, name: 'E-Mail-Ausgang' })).toBeInTheDocument();
    expect(rows()).toHaveLength(4);

    const first = row('maria1@example.org');
    expect(first).toHaveTextContent('Ihre Bestellung H2O-0001');
    expect(within(first).getByTestId('mail-language')).toHaveTextContent(/^de$/);
    expect(within(first).getByTestId('mail-language')).toHaveAttribute('title', 'orderConfirmation');
    expect(status('maria1@example.org')).toHaveTextContent('Versandt');
    expect(within(first).getByTestId('mail-server-response')).toHaveTextContent('Antwort des Mailservers: 250 2.0.0 Ok: queued as 4XyZ');
    expect(first).toHaveTextContent('30.11.2026, 00:30');
    expect(first).toHaveTextContent('30.11.2026, 00:31');
    // Sent: nothing to send again, only to read.
    expect(
      within(first)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Anzeigen']);

    expect(status('maria2@example.org')).toHaveTextContent('Fehlgeschlagen');
    expect(within(row('maria2@example.org')).getByTestId('mail-last-error')).toHaveTextContent('Letzter Fehler: 550 Mailbox unavailable');
    // Attempts, in their column.
    expect(within(row('maria2@example.org')).getAllByRole('cell')[3]).toHaveTextContent(/^5$/);
    expect(within(row('maria2@example.org')).getByRole('button', { name: 'Erneut senden' })).toBeEnabled();
    // Queued for its next attempt: the last error says why the first one failed; it goes by itself.
    expect(status('maria3@example.org')).toHaveTextContent('In der Warteschlange');
    expect(within(row('maria3@example.org')).getByTestId('mail-last-error')).toHaveTextContent('Letzter Fehler: Connection timeout');
    expect(within(row('maria3@example.org')).queryByRole('button', { name: 'Erneut senden' })).not.toBeInTheDocument();
    // Not sent (no mail server in production): may be sent again.
    expect(status('maria4@example.org')).toHaveTextContent('Nicht versandt: kein Mailserver konfiguriert');
    expect(within(row('maria4@example.org')).getByTestId('mail-language')).toHaveAttribute('title', 'reviewInvitation');
    expect(within(row('maria4@example.org')).getByRole('button', { name: 'Erneut senden' })).toBeInTheDocument();

    expect(screen.getByTestId('mail-count')).toHaveTextContent('4 von 4 E-Mails');
    expect(screen.queryByRole('button', { name: 'Weitere laden' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'E-Mail-Ausgang' })).toHaveAttribute('tabindex', '0');
  });

  it('loads the next page with "Weitere laden"', async () => {
    const { environment } = await openOutbox([sent, failed], { total: 3 });
    expect(screen.getByTestId('mail-count')).toHaveTextContent('2 von 3 E-Mails');
    fireEvent.click(screen.getByRole('button', { name: 'Weitere laden' }));
    const next = await answer(environment, 'AdminMailPagePaginationQuery', connection([queued], { total: 3 }));
    expect(next.request.variables).toMatchObject({ count: 20, cursor: 'cursor-mail-2' });
    expect(rows()).toHaveLength(3);
    expect(screen.getByTestId('mail-count')).toHaveTextContent('3 von 3 E-Mails');
  });

  it('reads search and status from the URL and puts changes there; the search runs after a pause in typing, or on Enter', async () => {
    const { environment, list, location } = await openOutbox([failed], { url: '/admin/mail?q=maria2&status=FAILED' });
    expect(list.request.variables).toEqual({ search: 'maria2', status: 'FAILED' });
    const search = screen.getByLabelText('Suche (Empfänger, Betreff, Vorlage)');
    const statusFilter = screen.getByLabelText('Status');
    expect(search).toHaveValue('maria2');
    expect(statusFilter).toHaveValue('FAILED');
    expect(
      within(statusFilter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Alle',
      'In der Warteschlange',
      'Versandt',
      'Abgefangen (kein Mailserver konfiguriert)',
      'Fehlgeschlagen',
      'Nicht versandt: kein Mailserver konfiguriert',
    ]);

    fireEvent.change(search, { target: { value: ' anna   bestellung ' } });
    // Nothing is asked while typing goes on; after the pause the list follows, without Enter.
    expect(pendingNamed(environment, 'adminSessionViewerQuery')).toHaveLength(0);
    await answerAdminViewer(environment);
    const searched = await answer(environment, 'AdminMailPageQuery', connection([]));
    expect(searched.request.variables).toEqual({ search: 'anna bestellung', status: 'FAILED' });
    expect(location()).toBe('/admin/mail?q=anna+++bestellung&status=FAILED');
    expect(screen.getByTestId('mail-empty')).toHaveTextContent(/^Keine E-Mails gefunden$/);

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'NOT_SENT' } });
    await answerAdminViewer(environment);
    expect((await answer(environment, 'AdminMailPageQuery', connection([kept]))).request.variables).toEqual({
      search: 'anna bestellung',
      status: 'NOT_SENT',
    });
    expect(location()).toBe('/admin/mail?q=anna+++bestellung&status=NOT_SENT');
    expect(rows()).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    await answerAdminViewer(environment);
    expect((await answer(environment, 'AdminMailPageQuery', connection([kept]))).request.variables).toEqual({
      search: 'anna bestellung',
      status: null,
    });
    expect(location()).toBe('/admin/mail?q=anna+++bestellung');

    // Enter searches at once.
    fireEvent.change(search, { target: { value: 'maria' } });
    fireEvent.submit(screen.getByRole('search'));
    await answerAdminViewer(environment);
    expect((await answer(environment, 'AdminMailPageQuery', connection([kept]))).request.variables).toEqual({
      search: 'maria',
      status: null,
    });
    expect(location()).toBe('/admin/mail?q=maria');
    expect(search).toHaveValue('maria');
  });

  it('ignores an unknown status in the URL', async () => {
    const { list } = await openOutbox([sent], { url: '/admin/mail?status=BOUNCED' });
    expect(list.request.variables).toEqual({ search: null, status: null });
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it('says "Keine E-Mails gefunden" when the outbox is empty', async () => {
    await openOutbox([]);
    expect(screen.getByTestId('mail-empty')).toHaveTextContent(/^Keine E-Mails gefunden$/);
    // No outbox table (the jobs panel above it has tables of its own).
    expect(screen.queryByTestId('mail-table')).not.toBeInTheDocument();
  });

  it('shows a failed load with a retry that asks again', async () => {
    const view = renderAdminView({ url: '/admin/mail', path: 'mail', loader: adminMailLoader, Component: AdminMailPage });
    await answerAdminViewer(view.environment);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await fail(view.environment, 'AdminMailPageQuery');
    expect(await screen.findByTestId('mail-error')).toHaveTextContent('Die E-Mails konnten nicht geladen werden.');
    expect(screen.getByTestId('mail-error')).toHaveAttribute('role', 'alert');
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await answer(view.environment, 'AdminMailPageQuery', connection([failed]));
    expect(rows()).toHaveLength(1);
    expect(screen.queryByTestId('mail-error')).not.toBeInTheDocument();
  });

  it('sends a mail again: "Wartet" at once, then the server\'s mail and a toast', async () => {
    const { environment } = await openOutbox();
    fireEvent.click(within(row('maria2@example.org')).getByRole('button', { name: 'Erneut senden' }));
    const mutation = await whenSent(environment, 'useRetryMailMutation');
    expect(mutation.request.variables).toEqual({ input: { mailId: 'mail-2' } });
    // Before the server has answered: queued, and not offered again.
    expect(status('maria2@example.org')).toHaveTextContent('In der Warteschlange');
    expect(within(row('maria2@example.org')).queryByRole('button', { name: 'Erneut senden' })).not.toBeInTheDocument();

    await answer(environment, 'useRetryMailMutation', retryPayload({ ...failed, status: 'QUEUED', attempts: 0 }));
    expect(status('maria2@example.org')).toHaveTextContent('In der Warteschlange');
    expect(toast()).toHaveTextContent('Die E-Mail wird erneut gesendet.');
    expect(toast()).toHaveAttribute('role', 'status');
  });

  it("rolls a refused retry back to the mail as the server has it, with the server's message", async () => {
    const { environment } = await openOutbox();
    fireEvent.click(within(row('maria4@example.org')).getByRole('button', { name: 'Erneut senden' }));
    expect(status('maria4@example.org')).toHaveTextContent('In der Warteschlange');
    // Meanwhile it was sent.
    await answer(
      environment,
      'useRetryMailMutation',
      retryPayload({ ...kept, status: 'SENT', sentAt: '2026-11-30T08:00:00.000Z' }, [
        {
          field: 'mailId',
          code: 'INVALID_TRANSITION',
          message: 'Diese E-Mail wurde bereits versendet; sie wird nicht noch einmal gesendet.',
        },
      ]),
    );
    expect(status('maria4@example.org')).toHaveTextContent('Versandt');
    expect(toast()).toHaveTextContent(
      'Fehler beim erneuten Senden: Diese E-Mail wurde bereits versendet; sie wird nicht noch einmal gesendet.',
    );
    expect(toast()).toHaveAttribute('role', 'alert');
  });

  it('rolls a retry back when the request fails, with the general message', async () => {
    const { environment } = await openOutbox();
    fireEvent.click(within(row('maria2@example.org')).getByRole('button', { name: 'Erneut senden' }));
    expect(status('maria2@example.org')).toHaveTextContent('In der Warteschlange');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await fail(environment, 'useRetryMailMutation');
    expect(status('maria2@example.org')).toHaveTextContent('Fehlgeschlagen');
    expect(within(row('maria2@example.org')).getByRole('button', { name: 'Erneut senden' })).toBeEnabled();
    expect(toast()).toHaveTextContent('Fehler beim erneuten Senden: Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.');
  });

  it('shows a caught mail (no mail server configured) and opens its content: HTML in a sandboxed frame, or the plain text', async () => {
    const { environment } = await openOutbox([caught]);
    expect(status('maria5@example.org')).toHaveTextContent('Abgefangen (kein Mailserver konfiguriert)');
    expect(within(row('maria5@example.org')).getByTestId('mail-server-response')).toHaveTextContent(
      'Antwort des Mailservers: 250 Caught as #7',
    );
    expect(within(row('maria5@example.org')).queryByRole('button', { name: 'Erneut senden' })).not.toBeInTheDocument();

    fireEvent.click(within(row('maria5@example.org')).getByRole('button', { name: 'E-Mail „Ihre Bestellung H2O-0005“ anzeigen' }));
    const html = '<p>Hallo Maria</p><script>parent.document.title = "owned"</script>';
    const read = await answer(environment, 'MailContentDialogQuery', {
      Mail: () => ({
        recipient: 'maria5@example.org',
        content: {
          subject: 'Ihre Bestellung H2O-0005',
          text: 'Hallo Maria\nIhre Bestellung …',
          html,
          caughtAt: '2026-11-29T23:31:00.000Z',
        },
      }),
    });
    expect(read.request.variables).toEqual({ id: 'mail-5' });
    const dialog = screen.getByTestId('mail-content');
    expect(within(dialog).getByTestId('mail-content-meta')).toHaveTextContent(
      'An: maria5@example.org · Vom eingebauten Mail-Fänger über SMTP empfangen am 30.11.2026, 00:31.',
    );
    // The mail's markup only inside a frame with every sandbox restriction, never in the page itself.
    const frame = within(dialog).getByTitle('Inhalt der E-Mail');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', html);
    expect(document.querySelector('script:not([src])')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nur Text' }));
    expect(within(dialog).getByTestId('mail-content-text').textContent).toBe('Hallo Maria\nIhre Bestellung …');
  });

  it('speaks English', async () => {
    const { environment } = await openOutbox([failed, kept], { language: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mail outbox' })).toBeInTheDocument();
    expect(status('maria2@example.org')).toHaveTextContent('Failed');
    expect(within(row('maria2@example.org')).getByTestId('mail-last-error')).toHaveTextContent('Last error: 550 Mailbox unavailable');
    expect(status('maria4@example.org')).toHaveTextContent('Not sent: no mail server configured');
    // Dates the English way on the English admin (docs/SPEC.md §1's German style is for German pages).
    expect(row('maria2@example.org')).toHaveTextContent('30/11/2026, 00:30');
    expect(screen.getByTestId('mail-count')).toHaveTextContent('2 of 2 e-mails');
    expect(screen.getByLabelText('Search (recipient, subject, template)')).toBeInTheDocument();
    fireEvent.click(within(row('maria2@example.org')).getByRole('button', { name: 'Send again' }));
    expect(status('maria2@example.org')).toHaveTextContent('Queued');
    // Another admin was quicker: the server has it queued already.
    await answer(
      environment,
      'useRetryMailMutation',
      retryPayload({ ...failed, status: 'QUEUED' }, [
        { field: 'mailId', code: 'INVALID_TRANSITION', message: 'This e-mail is already waiting to be sent.' },
      ]),
    );
    expect(status('maria2@example.org')).toHaveTextContent('Queued');
    expect(toast()).toHaveTextContent('Error sending again: This e-mail is already waiting to be sent.');
  });

  it("shows the jobs with their last and next run, and deletes an ended course's data after a confirmation", async () => {
    const view = renderAdminView({ url: '/admin/mail', path: 'mail', loader: adminMailLoader, Component: AdminMailPage });
    await answerAdminViewer(view.environment);
    await answer(view.environment, 'AdminMailPageQuery', {
      ...connection([sent]),
      Query: () => ({
        scheduledJobs: [
          {
            job: 'COURSE_REMINDERS',
            enabled: true,
            nextRunAt: '2026-11-27T07:00:00.000Z',
            lastRun: {
              startedAt: '2026-11-26T07:00:00.000Z',
              durationMs: 840,
              ok: true,
              trigger: 'schedule',
              error: null,
              counts: [
                { name: 'due', value: 3 },
                { name: 'sent', value: 3 },
              ],
            },
          },
          { job: 'COURSE_REVIEW_INVITATIONS', enabled: false, nextRunAt: '2026-11-27T09:00:00.000Z', lastRun: null },
          {
            job: 'COURSE_DATA_RETENTION',
            enabled: true,
            nextRunAt: '2026-11-27T02:30:00.000Z',
            lastRun: { startedAt: '2026-11-26T02:30:00.000Z', durationMs: 120, ok: false, trigger: 'admin', error: 'x', counts: [] },
          },
        ],
        retentionDue: [
          {
            courseId: 'course-7',
            courseTitle: 'Seepferdchen Herbst',
            endDate: '2026-10-30',
            dueOn: '2027-04-30',
            orders: 4,
            participants: 5,
          },
        ],
      }),
    });
    const reminders = screen.getByTestId('follow-up-job-COURSE_REMINDERS');
    expect(reminders).toHaveTextContent('Erinnerungen vor Kursbeginn');
    expect(reminders).toHaveTextContent('26.11.2026, 08:00');
    expect(reminders).toHaveTextContent('840 ms');
    expect(reminders).toHaveTextContent('3 fällig, 3 gesendet');
    expect(reminders).toHaveTextContent('27.11.2026, 08:00');
    expect(screen.getByTestId('follow-up-job-COURSE_REVIEW_INVITATIONS')).toHaveTextContent('ausgeschaltet');
    expect(screen.getByTestId('follow-up-job-COURSE_REVIEW_INVITATIONS')).toHaveTextContent('noch nie');
    expect(screen.getByTestId('follow-up-job-COURSE_DATA_RETENTION-result')).toHaveTextContent('fehlgeschlagen');
    const due = screen.getByTestId('follow-up-due-row');
    expect(due).toHaveTextContent('Seepferdchen Herbst');
    expect(due).toHaveTextContent('30.04.2027');
    expect(due).toHaveTextContent('4 Bestellungen, 5 Teilnehmende');

    fireEvent.click(within(due).getByRole('button', { name: 'Jetzt löschen' }));
    expect(screen.getByTestId('confirm-anonymise')).toHaveTextContent('Daten von „Seepferdchen Herbst“ jetzt löschen?');
    fireEvent.click(screen.getByTestId('confirm-dialog-confirm'));
    const mutation = await whenSent(view.environment, 'useAnonymiseCourseDataMutation');
    expect(mutation.request.variables).toEqual({ input: { courseId: 'course-7' } });
    await answer(view.environment, 'useAnonymiseCourseDataMutation', {
      AnonymiseCourseDataPayload: () => ({ orders: 4, participants: 5, bookings: 0, mails: 9, invoicesKept: 4, errors: [] }),
    });
    expect(toast()).toHaveTextContent('4 Bestellungen und 5 Teilnehmende anonymisiert.');
  });
});
