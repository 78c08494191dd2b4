import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answerAdminViewer, courseConnection, renderAdminView } from '../../../test/adminTestData';
import { answer, fail, pendingNamed, whenSent } from '../../../test/relayMock';
import { adminRequestsLoader } from './adminRequestsLoader';
import { AdminRequestsPage } from './AdminRequestsPage';

interface TestMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
  isCourseRequest: boolean;
  order: { id: string; orderNumber: string } | null;
  requestedCourse: { databaseId: number } | null;
}

const message = (number: number, extra: Partial<TestMessage> = {}): TestMessage => ({
  id: `message-${number}`,
  name: `Anna Muster${number}`,
  email: `anna${number}@example.org`,
  subject: 'Kursanfrage: Seepferdchen',
  message: 'Guten Tag,\nich interessiere mich für den Kurs.',
  createdAt: '2026-11-29T23:30:00.000Z',
  isCourseRequest: true,
  order: null,
  requestedCourse: { databaseId: 12 },
  ...extra,
});

const connection = (messages: TestMessage[], { total = messages.length, hasNextPage = false } = {}) => ({
  ContactMessageConnection: () => ({
    totalCount: total,
    edges: messages.map((node) => ({ cursor: `cursor-${node.id}`, node })),
    pageInfo: { hasNextPage, endCursor: messages.length ? `cursor-${messages[messages.length - 1].id}` : null },
  }),
});

const COURSES = [
  { databaseId: 12, title: 'Seepferdchen', startDate: '2099-03-01' },
  { databaseId: 7, title: 'Kraulkurs', startDate: '2099-01-10' },
];

async function openRequests(
  messages: TestMessage[],
  { url = '/admin/requests', language = 'de' as 'de' | 'en', total }: { url?: string; language?: 'de' | 'en'; total?: number } = {},
) {
  const view = renderAdminView({ url, path: 'requests', loader: adminRequestsLoader, Component: AdminRequestsPage, language });
  await answerAdminViewer(view.environment);
  const list = await answer(
    view.environment,
    'AdminRequestsPageQuery',
    connection(messages, { total, hasNextPage: total !== undefined && total > messages.length }),
  );
  return { ...view, list };
}

const rows = () => screen.queryAllByTestId('message-row');
const row = (name: string) => rows().find((element) => element.getAttribute('data-message-name') === name)!;

async function choose(name: string, action: string) {
  fireEvent.click(within(row(name)).getByRole('button', { name: `Aktionen für die Nachricht von ${name}` }));
  fireEvent.click(screen.getByRole('menuitem', { name: action }));
}

afterEach(() => jest.restoreAllMocks());

describe('admin contact messages view', () => {
  it('lists sender, subject with the course-request mark, a 200-character preview, date and order, and loads more', async () => {
    const long = `${'Wort '.repeat(60)}Ende`;
    const { environment, list } = await openRequests(
      [
        message(1, { message: long }),
        message(2, {
          subject: 'Frage zum Bad',
          isCourseRequest: false,
          requestedCourse: null,
          order: { id: 'order-42', orderNumber: 'H2O-0042' },
        }),
      ],
      { total: 3 },
    );
    expect(list.request.variables).toEqual({ search: null, onlyCourseRequests: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Kontaktanfragen' })).toBeInTheDocument();
    const first = row('Anna Muster1');
    expect(first).toHaveTextContent('anna1@example.org');
    expect(within(first).getByTestId('course-request-badge')).toHaveTextContent('Kursanfrage');
    const preview = within(first).getByTestId('message-preview').textContent!;
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(201);
    expect(first).toHaveTextContent('30.11.2026');
    const second = row('Anna Muster2');
    expect(within(second).queryByTestId('course-request-badge')).not.toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'H2O-0042' })).toHaveAttribute('href', '/admin/orders?q=H2O-0042');
    expect(screen.getByTestId('messages-count')).toHaveTextContent('2 von 3 Nachrichten');

    fireEvent.click(screen.getByRole('button', { name: 'Weitere laden' }));
    const next = await answer(environment, 'ContactMessagesTablePaginationQuery', connection([message(3)], { total: 3 }));
    expect(next.request.variables).toMatchObject({ count: 20, cursor: 'cursor-message-2', onlyCourseRequests: false });
    expect(rows()).toHaveLength(3);
  });

  it('filters course requests only through the URL, and says so when there are none', async () => {
    const { environment, location } = await openRequests([]);
    expect(screen.getByTestId('messages-empty')).toHaveTextContent('Keine Kontaktanfragen vorhanden.');
    fireEvent.click(screen.getByLabelText('Nur Kursanfragen'));
    await answerAdminViewer(environment);
    const filtered = await answer(environment, 'AdminRequestsPageQuery', connection([]));
    expect(filtered.request.variables).toEqual({ search: null, onlyCourseRequests: true });
    expect(location()).toBe('/admin/requests?requests=1');
    expect(screen.getByTestId('messages-empty')).toHaveTextContent('Keine Kursanfragen vorhanden.');
  });

  it('speaks English', async () => {
    await openRequests([], { url: '/admin/requests?requests=1&q=anna', language: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact messages' })).toBeInTheDocument();
    expect(screen.getByTestId('messages-empty')).toHaveTextContent('No course requests available.');
    expect(screen.getByLabelText('Course requests only')).toBeChecked();
  });

  it('shows a failed load with a retry that asks again', async () => {
    const view = renderAdminView({ url: '/admin/requests', path: 'requests', loader: adminRequestsLoader, Component: AdminRequestsPage });
    await answerAdminViewer(view.environment);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await fail(view.environment, 'AdminRequestsPageQuery');
    expect(await screen.findByTestId('messages-error')).toHaveTextContent('Die Kontaktanfragen konnten nicht geladen werden.');
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await answer(view.environment, 'AdminRequestsPageQuery', connection([message(1)]));
    expect(rows()).toHaveLength(1);
  });

  it('offers Convert only for a course request not converted yet, and shows the whole message in View', async () => {
    await openRequests([
      message(1),
      message(2, { order: { id: 'order-42', orderNumber: 'H2O-0042' } }),
      message(3, { isCourseRequest: false, subject: 'Frage' }),
    ]);
    const menuOf = (name: string) => {
      fireEvent.click(within(row(name)).getByRole('button', { name: `Aktionen für die Nachricht von ${name}` }));
      const items = within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent);
      fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
      return items;
    };
    expect(menuOf('Anna Muster1')).toEqual(['Ansehen', 'In Bestellung umwandeln']);
    expect(menuOf('Anna Muster2')).toEqual(['Ansehen']);
    expect(menuOf('Anna Muster3')).toEqual(['Ansehen']);

    await choose('Anna Muster2', 'Ansehen');
    const dialog = screen.getByRole('dialog', { name: 'Kursanfrage: Seepferdchen' });
    expect(within(dialog).getByTestId('message-text').textContent).toBe('Guten Tag,\nich interessiere mich für den Kurs.');
    expect(within(dialog).getByRole('link', { name: 'anna2@example.org' })).toHaveAttribute('href', 'mailto:anna2@example.org');
    expect(within(dialog).getByTestId('message-order')).toHaveAttribute('href', '/admin/orders?q=H2O-0042');
    expect(within(dialog).queryByTestId('message-convert')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Schließen' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('converts a course request: course preselected, places and names sent, a toast with a link to the order, the row updated', async () => {
    const { environment } = await openRequests([message(1)]);
    await choose('Anna Muster1', 'In Bestellung umwandeln');
    const dialog = screen.getByRole('dialog', { name: 'Anfrage von Anna Muster1 in Bestellung umwandeln' });
    await answer(environment, 'ConvertToOrderDialogCoursesQuery', { CourseConnection: () => courseConnection(COURSES) });
    const course = within(dialog).getByLabelText('Kurs');
    await waitFor(() => expect(course).not.toBeDisabled());
    expect(course).toHaveValue('12');
    expect(
      within(course)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bitte wählen', 'Kraulkurs (10.01.2099)', 'Seepferdchen (01.03.2099)']);
    fireEvent.change(within(dialog).getByLabelText('Plätze'), { target: { value: '2' } });
    expect(within(dialog).getAllByTestId('convert-participant')).toHaveLength(2);
    const firstPlace = within(dialog).getByRole('group', { name: 'Teilnehmer 1' });
    fireEvent.change(within(firstPlace).getByLabelText('Vorname'), { target: { value: 'Mia' } });
    fireEvent.change(within(firstPlace).getByLabelText('Nachname'), { target: { value: 'Muster' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bestellung anlegen' }));

    const mutation = await whenSent(environment, 'useConvertContactMessageMutation');
    expect(mutation.request.variables).toEqual({
      input: { contactMessageId: 'message-1', courseId: 12, quantity: 2, participants: [{ firstName: 'Mia', lastName: 'Muster' }] },
    });
    await answer(environment, 'useConvertContactMessageMutation', {
      ConvertContactMessageToOrderPayload: () => ({
        order: { id: 'order-42', orderNumber: 'H2O-0042' },
        contactMessage: { ...message(1), order: { id: 'order-42', orderNumber: 'H2O-0042' } },
        errors: [],
      }),
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const toast = screen.getByTestId('toast');
    expect(toast).toHaveTextContent('Bestellung H2O-0042 wurde angelegt.');
    expect(within(toast).getByRole('link', { name: 'Bestellung öffnen' })).toHaveAttribute('href', '/admin/orders?q=H2O-0042');
    expect(within(row('Anna Muster1')).getByRole('link', { name: 'H2O-0042' })).toBeInTheDocument();
  });

  it('checks the form before sending, and shows a refusal (already converted) in the dialog and as an error toast', async () => {
    const { environment } = await openRequests([message(1, { requestedCourse: null })]);
    await choose('Anna Muster1', 'In Bestellung umwandeln');
    const dialog = screen.getByRole('dialog');
    await answer(environment, 'ConvertToOrderDialogCoursesQuery', { CourseConnection: () => courseConnection(COURSES) });
    await waitFor(() => expect(within(dialog).getByLabelText('Kurs')).not.toBeDisabled());
    fireEvent.change(within(dialog).getByLabelText('Plätze'), { target: { value: '0' } });
    fireEvent.change(within(within(dialog).getByRole('group', { name: 'Teilnehmer 1' })).getByLabelText('Nachname'), {
      target: { value: 'Muster' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bestellung anlegen' }));
    expect(await within(dialog).findByTestId('convert-quantity-error')).toHaveTextContent(
      'Bitte geben Sie eine ganze Zahl von 1 bis 50 ein.',
    );
    expect(within(dialog).getByTestId('convert-participants.0.firstName-error')).toHaveTextContent('Vorname ist erforderlich.');
    expect(pendingNamed(environment, 'useConvertContactMessageMutation')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Kurs'), { target: { value: '7' } });
    fireEvent.change(within(dialog).getByLabelText('Plätze'), { target: { value: '1' } });
    fireEvent.change(within(within(dialog).getByRole('group', { name: 'Teilnehmer 1' })).getByLabelText('Nachname'), {
      target: { value: '' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bestellung anlegen' }));
    const mutation = await whenSent(environment, 'useConvertContactMessageMutation');
    expect(mutation.request.variables.input).toEqual({ contactMessageId: 'message-1', courseId: 7, quantity: 1, participants: [] });
    const refusal = 'Aus dieser Anfrage wurde bereits die Bestellung H2O-0041 erstellt; es wurde nichts geändert.';
    await answer(environment, 'useConvertContactMessageMutation', {
      ConvertContactMessageToOrderPayload: () => ({
        order: null,
        contactMessage: { ...message(1), order: { id: 'order-41', orderNumber: 'H2O-0041' } },
        errors: [{ field: 'contactMessageId', code: 'ALREADY_CONVERTED', message: refusal }],
      }),
    });
    expect(within(dialog).getByTestId('convert-form-error')).toHaveTextContent(refusal);
    expect(within(dialog).getByTestId('toast')).toHaveTextContent(`Fehler beim Umwandeln: ${refusal}`);
  });
});
