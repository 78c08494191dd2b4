import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answerAdminViewer, courseConnection, renderAdminView } from '../../../test/adminTestData';
import { answer, fail, whenSent } from '../../../test/relayMock';
import { adminBookingsLoader } from './adminBookingsLoader';
import { AdminBookingsPage } from './AdminBookingsPage';
import { BOOKINGS_REFRESH_MS } from './requestFilters';

interface TestBooking {
  id: string;
  name: string;
  email: string;
  status: 'PENDING' | 'CONFIRMED' | 'CANCELLED';
  message: string | null;
  createdAt: string;
  courseTitle: string;
}

const booking = (number: number, extra: Partial<TestBooking> = {}): TestBooking => ({
  id: `booking-${number}`,
  name: `Ben Beispiel${number}`,
  email: `ben${number}@example.org`,
  status: 'PENDING',
  message: null,
  createdAt: '2026-11-29T23:30:00.000Z',
  courseTitle: 'Seepferdchen',
  ...extra,
});

const connection = (bookings: TestBooking[], { total = bookings.length, hasNextPage = false } = {}) => ({
  BookingConnection: () => ({
    totalCount: total,
    edges: bookings.map((node) => ({ cursor: `cursor-${node.id}`, node })),
    pageInfo: { hasNextPage, endCursor: bookings.length ? `cursor-${bookings[bookings.length - 1].id}` : null },
  }),
});

async function openBookings(
  bookings: TestBooking[],
  { url = '/admin/bookings', language = 'de' as 'de' | 'en', total }: { url?: string; language?: 'de' | 'en'; total?: number } = {},
) {
  const view = renderAdminView({ url, path: 'bookings', loader: adminBookingsLoader, Component: AdminBookingsPage, language });
  await answerAdminViewer(view.environment);
  const list = await answer(
    view.environment,
    'AdminBookingsPageQuery',
    connection(bookings, { total, hasNextPage: total !== undefined && total > bookings.length }),
  );
  return { ...view, list };
}

const rows = () => screen.queryAllByTestId('booking-row');
const statusOf = (name: string) => screen.getByRole('combobox', { name: `Status von ${name}` }) as HTMLSelectElement;

afterEach(() => jest.restoreAllMocks());

describe('admin bookings view', () => {
  it('lists the bookings with course, note preview, status and German date, and loads more', async () => {
    const long = 'x'.repeat(250);
    const { environment, list } = await openBookings([booking(1, { message: long }), booking(2, { status: 'CONFIRMED' })], { total: 3 });
    expect(list.request.variables).toEqual({ search: null, status: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Buchungsanfragen' })).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
    expect(rows()[0]).toHaveTextContent('Ben Beispiel1');
    expect(rows()[0]).toHaveTextContent('Seepferdchen');
    expect(rows()[0]).toHaveTextContent('30.11.2026');
    expect(rows()[0]).toHaveTextContent(`${'x'.repeat(200)}…`);
    expect(rows()[0]).not.toHaveTextContent('x'.repeat(201));
    expect(statusOf('Ben Beispiel2')).toHaveValue('CONFIRMED');
    expect(screen.getByTestId('bookings-count')).toHaveTextContent('2 von 3 Buchungen');
    fireEvent.click(screen.getByRole('button', { name: 'Weitere laden' }));
    const next = await answer(environment, 'BookingsTablePaginationQuery', connection([booking(3)], { total: 3 }));
    expect(next.request.variables).toMatchObject({ count: 20, cursor: 'cursor-booking-2' });
    expect(rows()).toHaveLength(3);
  });

  it('reads search and status from the URL and puts changes there', async () => {
    const { environment, list, location } = await openBookings([booking(1)], { url: '/admin/bookings?q=ben&status=PENDING' });
    expect(list.request.variables).toEqual({ search: 'ben', status: 'PENDING' });
    expect(screen.getByLabelText('Suche')).toHaveValue('ben');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'CANCELLED' } });
    await answerAdminViewer(environment);
    const again = await whenSent(environment, 'AdminBookingsPageQuery');
    expect(again.request.variables).toEqual({ search: 'ben', status: 'CANCELLED' });
    expect(location()).toBe('/admin/bookings?q=ben&status=CANCELLED');
  });

  it('says "Keine Buchungen vorhanden." and "No bookings available." when there are none', async () => {
    await openBookings([]);
    expect(screen.getByTestId('bookings-empty')).toHaveTextContent('Keine Buchungen vorhanden.');
  });

  it('speaks English', async () => {
    await openBookings([], { language: 'en' });
    expect(screen.getByTestId('bookings-empty')).toHaveTextContent('No bookings available.');
    expect(screen.getByRole('heading', { level: 1, name: 'Booking requests' })).toBeInTheDocument();
  });

  it('shows a failed load with a retry that asks again', async () => {
    const view = renderAdminView({ url: '/admin/bookings', path: 'bookings', loader: adminBookingsLoader, Component: AdminBookingsPage });
    await answerAdminViewer(view.environment);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await fail(view.environment, 'AdminBookingsPageQuery');
    expect(await screen.findByTestId('bookings-error')).toHaveTextContent('Die Buchungen konnten nicht geladen werden.');
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await answer(view.environment, 'AdminBookingsPageQuery', connection([booking(1)]));
    expect(rows()).toHaveLength(1);
  });

  it("changes a status at once, keeps it when the server agrees, and rolls it back with the server's message", async () => {
    const { environment } = await openBookings([booking(1)]);
    fireEvent.change(statusOf('Ben Beispiel1'), { target: { value: 'CONFIRMED' } });
    const mutation = await whenSent(environment, 'useSetBookingStatusMutation');
    expect(mutation.request.variables).toEqual({ input: { bookingId: 'booking-1', status: 'CONFIRMED' } });
    expect(statusOf('Ben Beispiel1')).toHaveValue('CONFIRMED');
    await answer(environment, 'useSetBookingStatusMutation', {
      SetBookingStatusPayload: () => ({ booking: { id: 'booking-1', status: 'CONFIRMED' }, errors: [] }),
    });
    expect(statusOf('Ben Beispiel1')).toHaveValue('CONFIRMED');
    expect(screen.getByTestId('toast')).toHaveTextContent('Erfolgreich aktualisiert');

    fireEvent.change(statusOf('Ben Beispiel1'), { target: { value: 'CANCELLED' } });
    expect(statusOf('Ben Beispiel1')).toHaveValue('CANCELLED');
    await answer(environment, 'useSetBookingStatusMutation', {
      SetBookingStatusPayload: () => ({
        booking: null,
        errors: [{ field: 'bookingId', code: 'BOOKING_NOT_FOUND', message: 'Diese Buchungsanfrage gibt es nicht (mehr).' }],
      }),
    });
    expect(statusOf('Ben Beispiel1')).toHaveValue('CONFIRMED');
    expect(screen.getByTestId('toast')).toHaveTextContent('Fehler: Diese Buchungsanfrage gibt es nicht (mehr).');
  });

  it('says that confirming takes no place, and makes an order with "Bestellung anlegen" (course preselected), then links it', async () => {
    const { environment } = await openBookings([{ ...booking(1), course: { databaseId: 12 }, order: null } as TestBooking]);
    expect(screen.getByTestId('bookings-confirm-meaning')).toHaveTextContent('belegt keinen Platz und sendet keine E-Mail');
    fireEvent.click(within(rows()[0]).getByRole('button', { name: 'Bestellung anlegen' }));
    const dialog = screen.getByRole('dialog', { name: 'Anfrage von Ben Beispiel1 in Bestellung umwandeln' });
    await answer(environment, 'ConvertToOrderDialogCoursesQuery', {
      CourseConnection: () => courseConnection([{ databaseId: 12, title: 'Seepferdchen', startDate: '2099-03-01' }]),
    });
    await waitFor(() => expect(within(dialog).getByLabelText('Kurs')).not.toBeDisabled());
    expect(within(dialog).getByLabelText('Kurs')).toHaveValue('12');
    fireEvent.change(within(dialog).getByLabelText('Plätze'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bestellung anlegen' }));
    const mutation = await whenSent(environment, 'useConvertBookingMutation');
    expect(mutation.request.variables).toEqual({ input: { bookingId: 'booking-1', courseId: 12, quantity: 2, participants: [] } });
    await answer(environment, 'useConvertBookingMutation', {
      ConvertBookingToOrderPayload: () => ({
        order: { id: 'order-42', orderNumber: 'H2O-0042' },
        booking: { ...booking(1), status: 'CONFIRMED', course: { databaseId: 12 }, order: { id: 'order-42', orderNumber: 'H2O-0042' } },
        errors: [],
      }),
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('toast')).toHaveTextContent('Bestellung H2O-0042 wurde angelegt.');
    expect(within(rows()[0]).getByRole('link', { name: 'H2O-0042' })).toHaveAttribute('href', '/admin/orders?q=H2O-0042');
    expect(statusOf('Ben Beispiel1')).toHaveValue('CONFIRMED');
  });

  it('refreshes the list every 180 s while the tab is visible', async () => {
    jest.useFakeTimers();
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    try {
      const { environment } = await openBookings([booking(1)], { url: '/admin/bookings?status=PENDING' });
      await act(async () => {
        jest.advanceTimersByTime(BOOKINGS_REFRESH_MS);
      });
      const refresh = await whenSent(environment, 'BookingsTablePaginationQuery');
      expect(refresh.request.variables).toMatchObject({ count: 1, search: null, status: 'PENDING' });
      expect(within(screen.getByTestId('bookings-table')).getAllByTestId('booking-row')).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
