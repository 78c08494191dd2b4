import { act, fireEvent, screen, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { answerAdminViewer, renderAdminView } from '../../../test/adminTestData';
import { answer, pendingNamed, whenSent } from '../../../test/relayMock';
import { adminDashboardLoader } from './adminDashboardLoader';
import { AdminDashboardPage } from './AdminDashboardPage';
import { LIVE_FALLBACK_REFRESH_MS } from '../orders/liveOrderEvents';
import { DASHBOARD_ORDER_COUNT } from './DashboardOrders';
import { STATS_REFRESH_MS } from './StatCards';

const STATS = {
  courses: { active: 12, withFreePlaces: 9, freePlaces: 57 },
  bookings: { notCancelled: 8, pending: 3 },
  contactMessages: { courseRequests: 5, total: 14 },
  reviews: { total: 21, pending: 4 },
  orders: { total: 30, pending: 6 },
};

function order(number: number) {
  return {
    id: `order-${number}`,
    orderNumber: `H2O-${String(number).padStart(4, '0')}`,
    orderStatus: 'PENDING',
    paymentStatus: 'PENDING',
    // What the server allows for a pending order (Order.allowedActions).
    allowedActions: ['CONFIRM', 'CANCEL', 'MARK_PAID', 'MARK_FAILED', 'RESEND_CONFIRMATION'],
    totalAmountCents: 16_000,
    createdAt: '2026-11-20T10:00:00.000Z',
    customer: {
      firstName: 'Maria',
      lastName: `Muster${number}`,
      email: `maria${number}@example.org`,
      phone: '0821 123456',
      address: 'Badstraße 1',
      city: 'Gersthofen',
      zipCode: '86368',
    },
    payment: { method: 'BANK_TRANSFER', status: 'PENDING', deadline: null },
  };
}

const orderConnection = (count: number, total = count) => ({
  totalCount: total,
  edges: Array.from({ length: count }, (_, index) => ({ cursor: `cursor-${index + 1}`, node: order(index + 1) })),
  pageInfo: { hasNextPage: total > count, endCursor: count ? `cursor-${count}` : null },
});

async function openDashboard(stats = STATS, orders = orderConnection(3)) {
  const view = renderAdminView({ url: '/admin', path: '', loader: adminDashboardLoader, Component: AdminDashboardPage });
  await answerAdminViewer(view.environment);
  await answer(view.environment, 'AdminDashboardPageQuery', {
    AdminDashboardStats: () => stats,
    OrderConnection: () => orders,
  });
  await screen.findByTestId('stat-cards');
  return view;
}

const value = (key: string) => screen.getByTestId(`stat-${key}-value`).textContent;
const detail = (key: string) => screen.getByTestId(`stat-${key}-detail`).textContent;

afterEach(() => jest.restoreAllMocks());

describe('admin dashboard', () => {
  it('shows the stat cards: active courses with free places, bookings, course requests, reviews and orders with the pending ones', async () => {
    await openDashboard();
    expect(value('courses')).toBe('12');
    expect(detail('courses')).toBe('9 davon mit freien Plätzen · 57 freie Plätze');
    expect(value('bookings')).toBe('8');
    expect(detail('bookings')).toBe('3 ausstehend');
    expect(value('contactRequests')).toBe('5');
    expect(detail('contactRequests')).toBe('14 Kontaktnachrichten insgesamt');
    expect(value('reviews')).toBe('21');
    expect(detail('reviews')).toBe('4 warten auf Freigabe');
    expect(value('orders')).toBe('30');
    expect(detail('orders')).toBe('6 ausstehend');
    expect(screen.getByRole('list', { name: 'Kennzahlen' })).toBeInTheDocument();
  });

  it("shows the newest ten orders in the orders view's table, links to all orders, and opens an order's details on a row click", async () => {
    const { environment } = await openDashboard(STATS, orderConnection(DASHBOARD_ORDER_COUNT, 25));
    const table = screen.getByTestId('dashboard-orders');
    expect(within(table).getAllByTestId('order-row')).toHaveLength(DASHBOARD_ORDER_COUNT);
    expect(within(table).getByTestId('orders-count')).toHaveTextContent('10 von 25 Bestellungen');
    expect(screen.getByTestId('dashboard-all-orders')).toHaveAttribute('href', '/admin/orders');
    fireEvent.click(within(table).getAllByTestId('order-row')[1]);
    const detail = await whenSent(environment, 'OrderDetailDialogQuery');
    expect(detail.request.variables).toEqual({ id: 'order-2' });
  });

  it('refreshes the orders and the counts when an order changes anywhere (one live stream for both), keeping what is shown', async () => {
    const { environment } = await openDashboard();
    const live = await whenSent(environment, 'liveOrderEventsSubscription');
    expect(pendingNamed(environment, 'liveOrderEventsSubscription')).toHaveLength(1);
    expect(pendingNamed(environment, 'OrdersTablePaginationQuery')).toHaveLength(0);

    await act(async () => {
      environment.mock.nextValue(live, { data: { orderEvents: { id: 'event-1', type: 'order.created' } } });
    });
    const orders = await whenSent(environment, 'OrdersTablePaginationQuery');
    expect(orders.request.variables).toMatchObject({ count: DASHBOARD_ORDER_COUNT });
    const stats = await whenSent(environment, 'StatCardsRefetchQuery');
    await act(async () => {
      environment.mock.resolve(orders, MockPayloadGenerator.generate(orders, { OrderConnection: () => orderConnection(4) }));
      environment.mock.resolve(
        stats,
        MockPayloadGenerator.generate(stats, { AdminDashboardStats: () => ({ ...STATS, orders: { total: 31, pending: 7 } }) }),
      );
    });
    expect(within(screen.getByTestId('dashboard-orders')).getAllByTestId('order-row')).toHaveLength(4);
    expect(value('orders')).toBe('31');
    expect(detail('orders')).toBe('7 ausstehend');
  });

  it('falls back to a timer while the live stream is unavailable, and counts anew every 30 s; a failed refresh keeps the counts', async () => {
    jest.useFakeTimers();
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    try {
      const { environment } = await openDashboard();
      const live = await whenSent(environment, 'liveOrderEventsSubscription');
      await act(async () => {
        jest.advanceTimersByTime(STATS_REFRESH_MS);
      });
      // The stream works: the orders wait for events, only the counts have their timer.
      expect(pendingNamed(environment, 'OrdersTablePaginationQuery')).toHaveLength(0);
      const counted = await whenSent(environment, 'StatCardsRefetchQuery');
      await act(async () => {
        environment.mock.resolve(counted, MockPayloadGenerator.generate(counted, { AdminDashboardStats: () => STATS }));
      });

      await act(async () => {
        environment.mock.reject(live, new Error('Server responded with 503'));
      });
      await act(async () => {
        jest.advanceTimersByTime(LIVE_FALLBACK_REFRESH_MS);
      });
      const orders = await whenSent(environment, 'OrdersTablePaginationQuery');
      expect(orders.request.variables).toMatchObject({ count: DASHBOARD_ORDER_COUNT });

      // A failed refresh keeps the last counts (and is only logged).
      const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
      const failed = pendingNamed(environment, 'StatCardsRefetchQuery').at(-1)!;
      await act(async () => {
        environment.mock.reject(failed, new Error('Failed to fetch'));
      });
      expect(value('orders')).toBe('30');
      expect(logged).toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('dashboard charts', () => {
  it("draws each chart with its numbers as a table, in the admin's language", async () => {
    const view = await openDashboard();
    const operation = await answer(view.environment, 'DashboardChartsQuery', {
      DashboardCharts: () => ({
        weeks: [
          { weekStart: '2026-11-16', orders: 2, places: 3, revenueCents: 16_000 },
          { weekStart: '2026-11-23', orders: 0, places: 0, revenueCents: 0 },
        ],
        occupancy: [{ courseId: 7, title: 'Seepferdchen', booked: 6, total: 8 }],
        paymentMethods: [
          // As stored: bank transfer is `invoice`.
          { method: 'invoice', orders: 3, amountCents: 24_000 },
          { method: 'paypal', orders: 1, amountCents: 8_000 },
        ],
      }),
    });
    // The last twelve weeks up to today at first.
    expect(Object.keys(operation.request.variables).sort()).toEqual(['from', 'to']);
    const bookings = await screen.findByTestId('chart-bookings');
    expect(within(bookings).getByRole('img').getAttribute('aria-label')).toBe(
      'Gebuchte Plätze pro Woche: 3 Plätze in 2 Bestellungen über 2 Wochen.',
    );
    expect(
      within(bookings)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Woche abBestellungenPlätze', '16.11.202623', '23.11.202600']);
    expect(
      within(screen.getByTestId('chart-revenue'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['16.11.2026', '160,00 €', '23.11.2026', '0,00 €']);
    expect(within(screen.getByTestId('chart-occupancy')).getByRole('img').getAttribute('aria-label')).toBe(
      'Belegung der Kurse: 1 Kurs: 6 von 8 Plätzen belegt.',
    );
    // Money is formatted with a no-break space before the euro sign.
    expect(
      within(screen.getByTestId('chart-payment'))
        .getAllByRole('row')
        .map((row) => row.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['ZahlungsartBestellungenSummeAnteil', 'Überweisung3240,00 €75 %', 'PayPal180,00 €25 %']);
    // The legend names the methods in the admin's language, never the stored value ("invoice: 75 %").
    expect(
      within(screen.getByTestId('chart-legend'))
        .getAllByRole('listitem', { hidden: true })
        .map((item) => item.textContent),
    ).toEqual(['Überweisung: 75 %', 'PayPal: 25 %']);
    // The axis and the occupancy bars' names are text on the type scale, beside the drawing.
    expect(within(bookings).getByTestId('chart-axis-labels')).toHaveTextContent('16.11.');
    expect(
      within(screen.getByTestId('chart-occupancy-bars'))
        .getAllByRole('listitem', { hidden: true })
        .map((item) => item.textContent),
    ).toEqual(['Seepferdchen6/8']);
  });
});
