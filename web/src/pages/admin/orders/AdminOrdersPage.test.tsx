import { act, fireEvent, screen, within } from '@testing-library/react';
import type { MockEnvironment } from 'relay-test-utils';
import { answer, fail, pendingNamed, whenSent } from '../../../test/relayMock';
import { answerAdminViewer, courseConnection, renderAdminView } from '../../../test/adminTestData';
import { adminOrdersLoader } from './adminOrdersLoader';
import { AdminOrdersPage } from './AdminOrdersPage';

interface TestOrder {
  id: string;
  orderNumber: string;
  orderStatus: 'PENDING' | 'CONFIRMED' | 'CANCELLED';
  paymentStatus: 'PENDING' | 'PAID' | 'FAILED' | 'REFUNDED';
  totalAmountCents: number;
  createdAt: string;
  customer: { firstName: string; lastName: string; email: string; phone: string; address: string; city: string; zipCode: string };
}

function order(
  number: number,
  orderStatus: TestOrder['orderStatus'],
  paymentStatus: TestOrder['paymentStatus'],
  extra: Partial<TestOrder> = {},
): TestOrder {
  return {
    id: `order-${number}`,
    orderNumber: `H2O-${String(number).padStart(4, '0')}`,
    orderStatus,
    paymentStatus,
    totalAmountCents: 16_000 * number,
    // 23:30 UTC is already the next day in Gersthofen: the date is Gersthofen's.
    createdAt: '2026-11-29T23:30:00.000Z',
    customer: {
      firstName: 'Maria',
      lastName: `Muster${number}`,
      email: `maria${number}@example.org`,
      phone: '0821 123456',
      address: 'Badstraße 1',
      city: 'Gersthofen',
      zipCode: '86368',
    },
    ...extra,
  };
}

/** What the server answers as `allowedActions` in the states these tests use (the API's graph tests check how it derives them). */
const SERVER_ACTIONS: Record<string, string[]> = {
  'PENDING/PENDING': ['CONFIRM', 'CANCEL', 'MARK_PAID', 'MARK_FAILED', 'RESEND_CONFIRMATION'],
  'CONFIRMED/PENDING': ['CANCEL', 'MARK_PAID', 'MARK_FAILED', 'RESEND_CONFIRMATION'],
  'CONFIRMED/PAID': ['CANCEL', 'REFUND', 'RESEND_CONFIRMATION'],
  'CANCELLED/PENDING': ['MARK_PAID', 'MARK_FAILED', 'DELETE'],
  'CANCELLED/FAILED': ['DELETE'],
  'CANCELLED/PAID': ['REFUND'],
  'PENDING/PAID': ['CONFIRM', 'CANCEL', 'REFUND', 'RESEND_CONFIRMATION'],
};

/** The order as the server answers it: with the actions its state allows. */
function asServer<T extends { orderStatus: string; paymentStatus: string }>(answer: T): T & { allowedActions: string[] } {
  const allowedActions = SERVER_ACTIONS[`${answer.orderStatus}/${answer.paymentStatus}`];
  if (!allowedActions) throw new Error(`no server actions for ${answer.orderStatus}/${answer.paymentStatus} in this test`);
  return { ...answer, allowedActions };
}

const pending = order(1, 'PENDING', 'PENDING');
const confirmedPaid = order(2, 'CONFIRMED', 'PAID');
const cancelledFailed = order(3, 'CANCELLED', 'FAILED');
const cancelledPaid = order(4, 'CANCELLED', 'PAID');

const connection = (orders: TestOrder[], { total = orders.length, hasNextPage = false } = {}) => ({
  OrderConnection: () => ({
    totalCount: total,
    edges: orders.map((node) => ({
      cursor: `cursor-${node.id}`,
      node: asServer({ ...node, payment: { method: 'BANK_TRANSFER', status: node.paymentStatus, deadline: null } }),
    })),
    pageInfo: { hasNextPage, endCursor: orders.length ? `cursor-${orders[orders.length - 1].id}` : null },
  }),
});

const COURSES = [
  { databaseId: 12, title: 'Seepferdchen', startDate: '2099-03-01' },
  { databaseId: 7, title: 'Kraulkurs', startDate: '2099-01-10' },
];

/** /admin/orders (or with a query string) signed in as admin, answered with these orders and the two courses. */
async function openOrders(
  orders: TestOrder[] = [pending, confirmedPaid, cancelledFailed],
  { url = '/admin/orders', language = 'de' as 'de' | 'en', total }: { url?: string; language?: 'de' | 'en'; total?: number } = {},
) {
  const view = renderAdminView({ url, path: 'orders', loader: adminOrdersLoader, Component: AdminOrdersPage, language });
  await answerAdminViewer(view.environment);
  await answer(view.environment, 'AdminOrdersPageCoursesQuery', { CourseConnection: () => courseConnection(COURSES) });
  const list = await answer(
    view.environment,
    'AdminOrdersPageQuery',
    connection(orders, { total, hasNextPage: total !== undefined && total > orders.length }),
  );
  return { ...view, list };
}

const rows = () => screen.queryAllByTestId('order-row');
const row = (orderNumber: string) => rows().find((element) => element.getAttribute('data-order-number') === orderNumber)!;

async function choose(orderNumber: string, action: string) {
  fireEvent.click(within(row(orderNumber)).getByRole('button', { name: `Aktionen für ${orderNumber}` }));
  fireEvent.click(screen.getByRole('menuitem', { name: action }));
}

/** The mutation's answer: the order as the server now has it, and its refusals. */
function payload(type: string, changed: TestOrder | null, errors: { field: string; code: string; message: string }[] = []) {
  return {
    [type]: () => ({
      errors,
      order:
        changed &&
        asServer({
          ...changed,
          payment: { method: 'BANK_TRANSFER', status: changed.paymentStatus, deadline: null },
          items: [],
          history: [],
        }),
    }),
  };
}

const toast = () => screen.getByTestId('toast');

// Failures are logged (console.error) where a test provokes them; each test quiets the console for itself.
afterEach(() => jest.restoreAllMocks());

describe('admin orders view', () => {
  it('lists the orders: number, customer, euros the German way, status with payment status, German date, and the count', async () => {
    const { list } = await openOrders();
    expect(list.request.variables).toEqual({ search: null, status: null, paymentStatus: null, courseId: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Bestellungen' })).toBeInTheDocument();
    expect(rows().map((element) => element.getAttribute('data-order-number'))).toEqual(['H2O-0001', 'H2O-0002', 'H2O-0003']);
    const first = row('H2O-0001');
    expect(first).toHaveTextContent('Maria Muster1');
    expect(first).toHaveTextContent('maria1@example.org');
    expect(within(first).getByTestId('order-amount').textContent).toMatch(/^160,00\s€$/);
    expect(within(first).getByTestId('order-status')).toHaveTextContent('Ausstehend');
    expect(within(first).getByTestId('payment-status')).toHaveTextContent('Zahlung offen');
    expect(first).toHaveTextContent('30.11.2026');
    expect(within(row('H2O-0002')).getByTestId('payment-status')).toHaveTextContent('Bezahlt');
    expect(screen.getByTestId('orders-count')).toHaveTextContent('3 von 3 Bestellungen');
    expect(screen.queryByTestId('orders-load-more')).not.toBeInTheDocument();
    // The table scrolls in its own named box, which the keyboard can reach.
    expect(screen.getByRole('region', { name: 'Bestellungen' })).toHaveAttribute('tabindex', '0');
  });

  it('loads the next page with "Weitere laden"', async () => {
    const { environment } = await openOrders([pending, confirmedPaid], { total: 3 });
    expect(screen.getByTestId('orders-count')).toHaveTextContent('2 von 3 Bestellungen');
    fireEvent.click(screen.getByRole('button', { name: 'Weitere laden' }));
    const next = await answer(environment, 'OrdersTablePaginationQuery', connection([cancelledFailed], { total: 3 }));
    expect(next.request.variables).toMatchObject({ count: 20, cursor: 'cursor-order-2' });
    expect(rows()).toHaveLength(3);
    expect(screen.getByTestId('orders-count')).toHaveTextContent('3 von 3 Bestellungen');
  });

  it('reads search, status and course from the URL and puts changes there, the search after a pause in typing', async () => {
    const { environment, list, location } = await openOrders([pending], { url: '/admin/orders?q=muster&status=PENDING&course=12' });
    expect(list.request.variables).toMatchObject({ search: 'muster', status: 'PENDING', courseId: 12 });
    expect(screen.getByLabelText('Suche')).toHaveValue('muster');
    expect(screen.getByLabelText('Status')).toHaveValue('PENDING');
    const course = screen.getByLabelText('Kurs');
    expect(course).toHaveValue('12');
    // docs/SPEC.md §2 courses in start-date order, each with its date.
    expect(
      within(course)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Alle Kurse', 'Kraulkurs (10.01.2099)', 'Seepferdchen (01.03.2099)']);

    fireEvent.change(screen.getByLabelText('Suche'), { target: { value: 'anna  H2O-0042 ' } });
    // Nothing is asked while typing goes on.
    expect(pendingNamed(environment, 'adminSessionViewerQuery')).toHaveLength(0);
    // Then the view's loader runs again (the router shows the new URL once it has).
    await answerAdminViewer(environment);
    const searched = await answer(environment, 'AdminOrdersPageQuery', connection([]));
    expect(location()).toBe('/admin/orders?q=anna++H2O-0042&status=PENDING&course=12');
    expect(searched.request.variables).toMatchObject({ search: 'anna H2O-0042', status: 'PENDING', courseId: 12 });
    expect(screen.getByTestId('orders-empty')).toHaveTextContent('Keine Bestellungen gefunden');
    expect(screen.getByTestId('orders-empty')).toHaveTextContent('Versuchen Sie eine andere Suche oder andere Filter.');

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    await answerAdminViewer(environment);
    expect((await answer(environment, 'AdminOrdersPageQuery', connection([pending]))).request.variables).toMatchObject({
      status: null,
      courseId: 12,
    });
    expect(location()).toBe('/admin/orders?q=anna++H2O-0042&course=12');
    fireEvent.change(screen.getByLabelText('Kurs'), { target: { value: '7' } });
    await answerAdminViewer(environment);
    expect((await answer(environment, 'AdminOrdersPageQuery', connection([pending]))).request.variables).toMatchObject({
      search: 'anna H2O-0042',
      courseId: 7,
    });
    expect(location()).toBe('/admin/orders?q=anna++H2O-0042&course=7');
    expect(rows()).toHaveLength(1);
    // Who still has to pay.
    fireEvent.change(screen.getByLabelText('Zahlungsstatus'), { target: { value: 'PENDING' } });
    await answerAdminViewer(environment);
    expect((await answer(environment, 'AdminOrdersPageQuery', connection([pending]))).request.variables).toMatchObject({
      paymentStatus: 'PENDING',
      courseId: 7,
    });
    expect(location()).toBe('/admin/orders?q=anna++H2O-0042&payment=PENDING&course=7');
    // The field keeps what was typed.
    expect(screen.getByLabelText('Suche')).toHaveValue('anna  H2O-0042 ');
  });

  it('says "Keine Bestellungen gefunden" when there is no order at all', async () => {
    await openOrders([]);
    expect(screen.getByTestId('orders-empty')).toHaveTextContent(/^Keine Bestellungen gefunden$/);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a failed load with a retry that asks again', async () => {
    const view = renderAdminView({ url: '/admin/orders', path: 'orders', loader: adminOrdersLoader, Component: AdminOrdersPage });
    await answerAdminViewer(view.environment);
    await answer(view.environment, 'AdminOrdersPageCoursesQuery', { CourseConnection: () => courseConnection(COURSES) });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await fail(view.environment, 'AdminOrdersPageQuery');
    expect(await screen.findByTestId('orders-error')).toHaveTextContent('Die Bestellungen konnten nicht geladen werden.');
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await answer(view.environment, 'AdminOrdersPageQuery', connection([pending]));
    expect(rows()).toHaveLength(1);
    expect(screen.queryByTestId('orders-error')).not.toBeInTheDocument();
  });

  it("offers in each row's menu only what the order's state allows, and works by keyboard", async () => {
    await openOrders([pending, confirmedPaid, cancelledFailed, cancelledPaid]);
    const menuOf = (orderNumber: string) => {
      fireEvent.click(within(row(orderNumber)).getByRole('button', { name: `Aktionen für ${orderNumber}` }));
      const items = within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent);
      fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
      return items;
    };
    expect(menuOf('H2O-0001')).toEqual(['Bestätigen', 'Stornieren', 'Als bezahlt markieren']);
    expect(menuOf('H2O-0002')).toEqual(['Stornieren']);
    expect(menuOf('H2O-0003')).toEqual(['Löschen']);
    // Cancelled but paid: refund first; nothing to do here.
    expect(within(row('H2O-0004')).getByRole('button', { name: /^Aktionen für H2O-0004/ })).toBeDisabled();

    // Keyboard: ↓ opens on the first item, arrows move and wrap, Escape closes back onto the button.
    const button = within(row('H2O-0001')).getByRole('button', { name: 'Aktionen für H2O-0001' });
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Bestätigen' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowUp' });
    expect(screen.getByRole('menuitem', { name: 'Als bezahlt markieren' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowDown' });
    expect(screen.getByRole('menuitem', { name: 'Bestätigen' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    // Opening the menu is not opening the order.
    expect(screen.queryByTestId('order-detail')).not.toBeInTheDocument();
  });

  it('asks first; going back changes nothing', async () => {
    const { environment } = await openOrders();
    await choose('H2O-0001', 'Stornieren');
    const dialog = screen.getByRole('dialog', { name: 'Bestellung H2O-0001 stornieren?' });
    expect(dialog).toHaveTextContent('Die gebuchten Plätze werden wieder freigegeben. Eine Stornierung ist endgültig.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(pendingNamed(environment, 'useCancelOrderMutation')).toHaveLength(0);
    expect(within(row('H2O-0001')).getByTestId('order-status')).toHaveTextContent('Ausstehend');
  });

  it('confirms an order: the row shows it at once, then the server\'s order and "Erfolgreich aktualisiert"', async () => {
    const { environment } = await openOrders();
    await choose('H2O-0001', 'Bestätigen');
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Bestellung H2O-0001 bestätigen?' })).getByRole('button', { name: 'Bestätigen' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const mutation = await whenSent(environment, 'useConfirmOrderMutation');
    expect(mutation.request.variables).toEqual({ input: { orderId: 'order-1' } });
    // Before the server has answered.
    expect(within(row('H2O-0001')).getByTestId('order-status')).toHaveTextContent('Bestätigt');

    await answer(environment, 'useConfirmOrderMutation', payload('ConfirmOrderPayload', { ...pending, orderStatus: 'CONFIRMED' }));
    expect(within(row('H2O-0001')).getByTestId('order-status')).toHaveTextContent('Bestätigt');
    expect(toast()).toHaveTextContent('Erfolgreich aktualisiert');
    expect(toast()).toHaveAttribute('role', 'status');
  });

  it("rolls a refused change back to the order as the server has it, with the server's message", async () => {
    const { environment } = await openOrders();
    await choose('H2O-0001', 'Bestätigen');
    fireEvent.click(screen.getByTestId('confirm-dialog-confirm'));
    expect(within(row('H2O-0001')).getByTestId('order-status')).toHaveTextContent('Bestätigt');
    // Meanwhile another admin cancelled it.
    await answer(
      environment,
      'useConfirmOrderMutation',
      payload('ConfirmOrderPayload', { ...pending, orderStatus: 'CANCELLED' }, [
        { field: '', code: 'INVALID_TRANSITION', message: 'Eine stornierte Bestellung kann nicht bestätigt werden.' },
      ]),
    );
    expect(within(row('H2O-0001')).getByTestId('order-status')).toHaveTextContent('Storniert');
    expect(toast()).toHaveTextContent('Fehler: Eine stornierte Bestellung kann nicht bestätigt werden.');
    expect(toast()).toHaveAttribute('role', 'alert');
  });

  it('rolls a change back when the request fails, with the general message', async () => {
    const { environment } = await openOrders();
    await choose('H2O-0001', 'Als bezahlt markieren');
    const dialog = screen.getByRole('dialog', { name: 'Zahlung für H2O-0001 erhalten?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Als bezahlt markieren' }));
    expect(within(row('H2O-0001')).getByTestId('payment-status')).toHaveTextContent('Bezahlt');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await fail(environment, 'useMarkOrderPaidMutation');
    expect(within(row('H2O-0001')).getByTestId('payment-status')).toHaveTextContent('Zahlung offen');
    expect(toast()).toHaveTextContent('Fehler: Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.');
  });

  it('deletes a cancelled order: gone from the list at once, back with "Fehler beim Löschen" when refused', async () => {
    const { environment } = await openOrders();
    await choose('H2O-0003', 'Löschen');
    const dialog = screen.getByRole('dialog', { name: 'Bestellung H2O-0003 löschen?' });
    expect(dialog).toHaveTextContent('Diese Aktion kann nicht rückgängig gemacht werden.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(row('H2O-0003')).toBeUndefined();
    expect(screen.getByTestId('orders-count')).toHaveTextContent('2 von 2 Bestellungen');
    await answer(environment, 'useDeleteOrderMutation', {
      DeleteOrderPayload: () => ({
        deletedOrderId: null,
        errors: [{ field: '', code: 'ORDER_NOT_DELETABLE', message: 'Nur stornierte Bestellungen können gelöscht werden.' }],
      }),
    });
    expect(row('H2O-0003')).toBeDefined();
    expect(screen.getByTestId('orders-count')).toHaveTextContent('3 von 3 Bestellungen');
    expect(toast()).toHaveTextContent('Fehler beim Löschen: Nur stornierte Bestellungen können gelöscht werden.');

    await choose('H2O-0003', 'Löschen');
    fireEvent.click(screen.getByTestId('confirm-dialog-confirm'));
    await answer(environment, 'useDeleteOrderMutation', { DeleteOrderPayload: () => ({ deletedOrderId: 'order-3', errors: [] }) });
    expect(row('H2O-0003')).toBeUndefined();
    expect(screen.getByTestId('orders-count')).toHaveTextContent('2 von 2 Bestellungen');
    expect(toast()).toHaveTextContent('Erfolgreich gelöscht');
  });

  it('falls back to "Fehler beim Löschen der Bestellung" when a deletion fails without a message', async () => {
    const { environment } = await openOrders();
    await choose('H2O-0003', 'Löschen');
    fireEvent.click(screen.getByTestId('confirm-dialog-confirm'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await fail(environment, 'useDeleteOrderMutation');
    expect(row('H2O-0003')).toBeDefined();
    expect(toast()).toHaveTextContent('Fehler beim Löschen: Fehler beim Löschen der Bestellung');
  });

  it('speaks English', async () => {
    await openOrders([pending], { language: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(within(row('H2O-0001')).getByTestId('order-status')).toHaveTextContent('Pending');
    expect(within(row('H2O-0001')).getByTestId('payment-status')).toHaveTextContent('Payment pending');
    // Money and dates the English way on English pages (docs/SPEC.md §1's de-DE is for German pages).
    expect(within(row('H2O-0001')).getByTestId('order-amount').textContent).toBe('€160.00');
    expect(row('H2O-0001')).toHaveTextContent('30/11/2026');
    expect(screen.getByTestId('orders-count')).toHaveTextContent('1 of 1 order');
    fireEvent.click(within(row('H2O-0001')).getByRole('button', { name: 'Actions for H2O-0001' }));
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Confirm', 'Cancel order', 'Mark as paid']);
  });
});

describe('order detail dialog', () => {
  const detail = asServer({
    ...pending,
    language: 'de',
    paymentId: null,
    anonymisedAt: null,
    payment: { method: 'BANK_TRANSFER', status: 'PENDING', deadline: '2026-12-07T10:00:00.000Z' },
    items: [
      {
        databaseId: 31,
        quantity: 2,
        unitPriceCents: 8_000,
        lineTotalCents: 16_000,
        course: { id: 'course-12', title: 'Seepferdchen', startDate: '2099-03-01', endDate: '2099-04-26', time: '15:00-15:45' },
        participants: [
          { databaseId: 1, firstName: 'Mia', lastName: 'Muster', birthDate: '2092-05-03' },
          { databaseId: 2, firstName: 'Max', lastName: 'Muster', birthDate: null },
        ],
      },
    ],
    history: [
      {
        type: 'CREATED',
        at: '2026-11-29T23:30:00.000Z',
        actor: null,
        data: { paymentMethod: 'invoice', totalAmountCents: 16_000, places: 2 },
        mailStatus: null,
      },
      {
        type: 'MAIL_QUEUED',
        at: '2026-11-29T23:30:01.000Z',
        actor: null,
        data: { template: 'orderConfirmation', recipient: 'maria1@example.org', mailId: 1 },
        mailStatus: 'QUEUED',
      },
      {
        type: 'STATUS_CHANGED',
        at: '2026-11-30T09:15:00.000Z',
        actor: 'admin',
        data: { before: { orderStatus: 'pending' }, after: { orderStatus: 'confirmed' } },
        mailStatus: null,
      },
    ],
  });

  async function openDetail(environment: MockEnvironment, orderNumber = 'H2O-0001') {
    fireEvent.click(within(row(orderNumber)).getByRole('button', { name: orderNumber }));
    return whenSent(environment, 'OrderDetailDialogQuery');
  }

  it('opens on a row click with customer, items with participants, amounts, payment and history', async () => {
    const { environment } = await openOrders();
    fireEvent.click(row('H2O-0001').querySelector('td:nth-child(2)')!);
    const query = await whenSent(environment, 'OrderDetailDialogQuery');
    expect(query.request.variables).toEqual({ id: 'order-1' });
    expect(screen.getByRole('dialog', { name: 'Bestelldetails' })).toBeInTheDocument();
    await answer(environment, 'OrderDetailDialogQuery', { Order: () => detail });

    const dialog = screen.getByRole('dialog', { name: 'Bestellung H2O-0001' });
    expect(dialog).toHaveTextContent('Bestellt am 30.11.2026, 00:30');
    expect(dialog).toHaveTextContent('Maria Muster1');
    expect(within(dialog).getByRole('link', { name: 'maria1@example.org' })).toHaveAttribute('href', 'mailto:maria1@example.org');
    expect(dialog).toHaveTextContent('Badstraße 1, 86368 Gersthofen');
    const items = within(dialog).getByTestId('order-detail-items');
    expect(items).toHaveTextContent('Seepferdchen');
    expect(items).toHaveTextContent('01.03.2099 – 26.04.2099, 15:00-15:45');
    expect(items.textContent).toMatch(/2 × 80,00\s€/);
    expect(within(items).getByRole('list', { name: 'Teilnehmer' })).toHaveTextContent('Mia Muster (geb. 03.05.2092)Max Muster');
    expect(within(dialog).getByTestId('order-detail-total').textContent).toMatch(/^160,00\s€$/);
    const payment = within(dialog).getByTestId('order-detail-payment');
    expect(payment).toHaveTextContent('Überweisung');
    expect(payment).toHaveTextContent('Zahlung offen');
    expect(payment).toHaveTextContent('07.12.2026, 11:00');

    const history = within(dialog)
      .getAllByTestId('order-history-entry')
      .map((entry) => entry.textContent);
    expect(history[0]).toBe(
      '30.11.2026, 00:30KundeBestellung aufgegeben2 Plätze, 160,00 €Zahlungsart: Überweisung'.replace(/ €/g, '\u00a0€'),
    );
    expect(history[1]).toContain('an maria1@example.org');
    expect(history[1]).toContain('Bestellbestätigung'); // which of the order's mails it was
    // "queued" until the mail server has accepted it, never "sent" before.
    expect(history[1]).toContain('E-Mail in der Warteschlange');
    expect(history[1]).not.toContain('versandt');
    expect(history[2]).toBe('30.11.2026, 10:15adminStatus geändertBestellstatus: Ausstehend → Bestätigt');

    // docs/SPEC.md §4: a pending order may be confirmed or cancelled and its payment marked; the mail sent again.
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(expect.arrayContaining(['Bestätigung erneut senden', 'Bestätigen', 'Stornieren', 'Als bezahlt markieren']));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('changes the order from the dialog, row and dialog at once, the toast inside the dialog', async () => {
    const { environment } = await openOrders();
    await openDetail(environment);
    await answer(environment, 'OrderDetailDialogQuery', { Order: () => detail });
    fireEvent.click(screen.getByTestId('order-detail-confirm'));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Bestellung H2O-0001 bestätigen?' })).getByRole('button', { name: 'Bestätigen' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Bestellung H2O-0001' });
    expect(within(within(dialog).getByTestId('order-detail-payment')).getByTestId('order-status')).toHaveTextContent('Bestätigt');
    expect(within(row('H2O-0001')).getByTestId('order-status')).toHaveTextContent('Bestätigt');
    // Confirmed: no second confirmation offered.
    expect(within(dialog).queryByTestId('order-detail-confirm')).not.toBeInTheDocument();
    await answer(environment, 'useConfirmOrderMutation', {
      ConfirmOrderPayload: () => ({
        errors: [],
        order: asServer({
          ...detail,
          orderStatus: 'CONFIRMED',
          history: [
            ...detail.history,
            {
              type: 'STATUS_CHANGED',
              at: '2026-11-30T10:00:00.000Z',
              actor: 'admin',
              data: { before: { orderStatus: 'pending' }, after: { orderStatus: 'confirmed' } },
            },
          ],
        }),
      }),
    });
    expect(within(dialog).getAllByTestId('order-history-entry')).toHaveLength(4);
    expect(within(dialog).getByTestId('toast')).toHaveTextContent('Erfolgreich aktualisiert');
  });

  it('completes the customer data and tracks a swim voucher: payout with its amount, then the refund', async () => {
    const voucher = {
      id: 'voucher-5',
      status: 'ANNOUNCED',
      participantDatabaseId: 2,
      participantFirstName: 'Max',
      participantLastName: 'Muster',
      payoutAmountCents: null,
      refundAmountCents: null,
      payoutReceivedAt: null,
      refundedAt: null,
    };
    const withVoucher = asServer({ ...detail, vouchers: [voucher] });
    const { environment } = await openOrders();
    await openDetail(environment);
    await answer(environment, 'OrderDetailDialogQuery', { Order: () => withVoucher });
    const dialog = screen.getByRole('dialog', { name: 'Bestellung H2O-0001' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Kundendaten ergänzen' }));
    fireEvent.change(within(dialog).getByLabelText(/Telefon/), { target: { value: '0821 999999' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kundendaten speichern' }));
    const customer = await whenSent(environment, 'useUpdateOrderCustomerMutation');
    expect(customer.request.variables).toEqual({ input: { orderId: 'order-1', phone: '0821 999999' } });
    await answer(environment, 'useUpdateOrderCustomerMutation', { UpdateOrderCustomerPayload: () => ({ errors: [], order: withVoucher }) });
    expect(within(dialog).getByTestId('toast')).toHaveTextContent('Erfolgreich aktualisiert');

    const vouchers = within(dialog).getByTestId('order-detail-vouchers');
    expect(vouchers).toHaveTextContent('Max Muster: Angekündigt – Auszahlung ausstehend');
    fireEvent.change(within(vouchers).getByLabelText(/Erhaltener Betrag/), { target: { value: '80,00' } });
    fireEvent.click(within(vouchers).getByRole('button', { name: 'Auszahlung erhalten' }));
    // Nothing moves before the confirmation, which says what happens to the money.
    expect(environment.mock.getAllOperations().map((operation) => operation.request.node.params.name)).not.toContain(
      'useMarkVoucherPayoutReceivedMutation',
    );
    const askPayout = screen.getByRole('dialog', { name: 'Auszahlung für Max Muster erhalten?' });
    expect(askPayout).toHaveTextContent(
      /Sie tragen 80,00\s€ als Auszahlung des Schwimmgutscheins für Max Muster ein\. Maria Muster1 erhält eine E-Mail/,
    );
    fireEvent.click(within(askPayout).getByRole('button', { name: 'Auszahlung erhalten' }));
    const payout = await whenSent(environment, 'useMarkVoucherPayoutReceivedMutation');
    expect(payout.request.variables).toEqual({ input: { voucherId: 'voucher-5', amountCents: 8_000 } });
    await answer(environment, 'useMarkVoucherPayoutReceivedMutation', {
      MarkVoucherPayoutReceivedPayload: () => ({
        errors: [],
        voucher: { id: 'voucher-5', status: 'PAYOUT_RECEIVED' },
        order: asServer({
          ...withVoucher,
          vouchers: [{ ...voucher, status: 'PAYOUT_RECEIVED', payoutAmountCents: 8_000, payoutReceivedAt: '2026-12-01T09:00:00.000Z' }],
          history: [
            ...detail.history,
            {
              type: 'VOUCHER_PAYOUT_RECEIVED',
              at: '2026-12-01T09:00:00.000Z',
              actor: 'admin',
              data: { participant: 'Max Muster', payoutAmountCents: 8_000 },
              mailStatus: null,
            },
          ],
        }),
      }),
    });
    expect(within(dialog).getByTestId('order-detail-vouchers')).toHaveTextContent('Auszahlung erhalten – Erstattung offen');
    expect(within(dialog).getAllByTestId('order-history-entry').at(-1)!.textContent).toMatch(
      /Gutschein-Auszahlung erhaltenMax Muster: 80,00\s€/,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erstattung gezahlt' }));
    const askRefund = screen.getByRole('dialog', { name: 'Erstattung für Max Muster gezahlt?' });
    expect(askRefund).toHaveTextContent(
      /Sie bestätigen, dass Sie 80,00\s€ an Maria Muster1 überwiesen haben \(Schwimmgutschein für Max Muster\)\. Maria Muster1 erhält dazu eine E-Mail\./,
    );
    fireEvent.click(within(askRefund).getByRole('button', { name: 'Erstattung gezahlt' }));
    const refund = await whenSent(environment, 'useMarkVoucherRefundedMutation');
    expect(refund.request.variables).toEqual({ input: { voucherId: 'voucher-5' } });
  });

  it('reads a voucher payout digit by digit: "1.250,00" and words are said at the field and ask nothing; "1250,00" and "1 250,00 €" are 1.250,00 €', async () => {
    const voucher = {
      id: 'voucher-5',
      status: 'ANNOUNCED',
      participantDatabaseId: 2,
      participantFirstName: 'Max',
      participantLastName: 'Muster',
      payoutAmountCents: null,
      refundAmountCents: null,
      payoutReceivedAt: null,
      refundedAt: null,
    };
    const { environment } = await openOrders();
    await openDetail(environment);
    await answer(environment, 'OrderDetailDialogQuery', { Order: () => asServer({ ...detail, vouchers: [voucher] }) });
    const vouchers = within(screen.getByRole('dialog', { name: 'Bestellung H2O-0001' })).getByTestId('order-detail-vouchers');
    const amount = within(vouchers).getByLabelText(/Erhaltener Betrag/);
    const sentBefore = environment.mock.getAllOperations().length;
    for (const typed of ['1.250,00', '80 Euro', '12,505', '0', '']) {
      fireEvent.change(amount, { target: { value: typed } });
      fireEvent.click(within(vouchers).getByRole('button', { name: 'Auszahlung erhalten' }));
      expect(within(vouchers).getByRole('alert')).toHaveTextContent('Bitte geben Sie einen Betrag über 0 € ein, z. B. 12,50.');
      expect(amount).toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByRole('dialog', { name: 'Auszahlung für Max Muster erhalten?' })).not.toBeInTheDocument();
    }
    for (const typed of ['1250,00', '1 250,00 €', '1250']) {
      fireEvent.change(amount, { target: { value: typed } });
      fireEvent.click(within(vouchers).getByRole('button', { name: 'Auszahlung erhalten' }));
      expect(within(vouchers).queryByRole('alert')).not.toBeInTheDocument();
      const ask = screen.getByRole('dialog', { name: 'Auszahlung für Max Muster erhalten?' });
      expect(ask).toHaveTextContent(/Sie tragen 1\.250,00\s€ als Auszahlung/);
      fireEvent.click(within(ask).getByTestId('confirm-dialog-cancel'));
    }
    expect(environment.mock.getAllOperations()).toHaveLength(sentBefore);
  });

  it('refunds all that is left when no amount is typed, and says at the field when the amount is none ("1.250,00")', async () => {
    const { environment } = await openOrders();
    await openDetail(environment, 'H2O-0002');
    // 320,00 € paid, 20,05 € already refunded: 299,95 € left, counted in cents.
    const refunds = [
      {
        id: 'refund-1',
        amountCents: 2_005,
        status: 'MADE',
        method: 'BANK_TRANSFER',
        reason: null,
        iban: null,
        accountHolder: null,
        createdAt: '2026-12-01T09:00:00.000Z',
        madeAt: '2026-12-01T09:00:00.000Z',
        accountReminders: 0,
      },
    ];
    await answer(environment, 'OrderDetailDialogQuery', {
      Order: () => asServer({ ...detail, ...confirmedPaid, payment: { method: 'BANK_TRANSFER', status: 'PAID', deadline: null }, refunds }),
    });
    const form = screen.getByTestId('order-refund-form');
    const amount = within(form).getByRole('textbox');
    fireEvent.change(amount, { target: { value: '1.250,00' } });
    fireEvent.click(within(form).getByTestId('order-refund-submit'));
    expect(within(form).getByRole('alert')).toHaveTextContent('Bitte geben Sie einen Betrag über 0 € ein, z. B. 12,50.');
    expect(screen.queryByTestId('confirm-refund')).not.toBeInTheDocument();
    fireEvent.change(amount, { target: { value: '' } });
    fireEvent.click(within(form).getByTestId('order-refund-submit'));
    expect(within(screen.getByTestId('confirm-refund')).getByRole('heading')).toHaveTextContent(/^299,95\s€ zu H2O-0002 erstatten\?$/);
  });

  it("says at the field when a participant's surname is emptied, sends nothing, and puts the server's refusal on the row it names", async () => {
    const { environment } = await openOrders();
    await openDetail(environment);
    await answer(environment, 'OrderDetailDialogQuery', { Order: () => detail });
    const dialog = screen.getByRole('dialog', { name: 'Bestellung H2O-0001' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Teilnehmer bearbeiten' }));
    const form = within(dialog).getByTestId('order-participants-form');
    const second = within(form).getByRole('group', { name: 'Teilnehmer 2' });
    fireEvent.change(within(second).getByLabelText('Nachname'), { target: { value: '' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Teilnehmer speichern' })));

    expect(within(form).getByTestId('order-item-31-participants.1.lastName-error')).toHaveTextContent('Nachname ist erforderlich.');
    const summary = within(form).getByTestId('order-participants-summary');
    expect(summary).toHaveTextContent('Bitte prüfen Sie diese Angaben');
    expect(within(summary).getByRole('link', { name: 'Nachname: Nachname ist erforderlich.' })).toHaveAttribute(
      'href',
      '#order-item-31-participants.1.lastName',
    );
    expect(environment.mock.getAllOperations().map((operation) => operation.request.node.params.name)).not.toContain(
      'useUpdateOrderParticipantsMutation',
    );

    // Only the renamed second participant is sent; the server's "participants.0" is that row of the form.
    fireEvent.change(within(second).getByLabelText('Nachname'), { target: { value: 'Mustermann' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Teilnehmer speichern' })));
    const sent = await whenSent(environment, 'useUpdateOrderParticipantsMutation');
    expect(sent.request.variables.input.participants).toEqual([
      { databaseId: 2, firstName: 'Max', lastName: 'Mustermann', birthDate: null },
    ]);
    await answer(environment, 'useUpdateOrderParticipantsMutation', {
      UpdateOrderParticipantsPayload: () => ({
        order: detail,
        errors: [{ field: 'participants.0.lastName', code: 'INVALID', message: 'Der Name ist zu lang.' }],
      }),
    });
    expect(within(form).getByTestId('order-item-31-participants.1.lastName-error')).toHaveTextContent('Der Name ist zu lang.');
    expect(within(form).queryByTestId('order-item-31-participants.0.lastName-error')).not.toBeInTheDocument();
  });

  it('an anonymised order offers no editing and shows no broken address', async () => {
    const anonymised = asServer({
      ...detail,
      anonymisedAt: '2026-12-01T03:00:00.000Z',
      customer: {
        firstName: 'anonymisiert',
        lastName: '',
        email: 'anonymisiert-1@anonymisiert.invalid',
        phone: '',
        address: '',
        city: '',
        zipCode: '',
      },
    });
    const { environment } = await openOrders();
    await openDetail(environment);
    await answer(environment, 'OrderDetailDialogQuery', { Order: () => anonymised });
    const dialog = screen.getByRole('dialog', { name: 'Bestellung H2O-0001' });
    expect(within(dialog).queryByTestId('order-edit-customer')).not.toBeInTheDocument();
    expect(within(dialog).queryByTestId('order-edit-participants')).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('order-detail-anonymised')).toHaveTextContent(
      'Die persönlichen Daten dieser Bestellung wurden am 01.12.2026',
    );
    expect(dialog.textContent).not.toMatch(/Adresse\s*,/);
  });

  it('cancelling a paid order says what happens to the money, and refunds with it unless unticked', async () => {
    const { environment } = await openOrders();
    await openDetail(environment, 'H2O-0002');
    await answer(environment, 'OrderDetailDialogQuery', {
      Order: () =>
        asServer({
          ...detail,
          ...confirmedPaid,
          payment: { method: 'PAYPAL', status: 'PAID', deadline: null },
          allowedActions: ['CANCEL', 'REFUND'],
        }),
    });
    fireEvent.click(screen.getByTestId('order-detail-cancel'));
    const ask = screen.getByRole('dialog', { name: 'Bestellung H2O-0002 stornieren?' });
    expect(within(ask).getByTestId('confirm-money')).toHaveTextContent(/^320,00\s€ gehen zurück auf das PayPal-Konto von Maria Muster2\./);
    fireEvent.click(within(ask).getByRole('checkbox', { name: /Bezahlten Betrag mit erstatten/ }));
    expect(within(ask).getByTestId('confirm-money')).toHaveTextContent(
      /Das Geld \(320,00\s€\) bleibt bei uns\. Maria Muster2 erfährt per E-Mail/,
    );
    fireEvent.click(within(ask).getByRole('checkbox', { name: /Bezahlten Betrag mit erstatten/ }));
    fireEvent.click(within(ask).getByTestId('confirm-dialog-confirm'));
    const cancel = await whenSent(environment, 'useCancelOrderMutation');
    expect(cancel.request.variables).toEqual({ input: { orderId: 'order-2', refund: true } });
  });

  it('resends the confirmation, and says so when it fails', async () => {
    const { environment } = await openOrders();
    await openDetail(environment);
    await answer(environment, 'OrderDetailDialogQuery', { Order: () => detail });
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigung erneut senden' }));
    expect(screen.getByTestId('order-detail-resend')).toHaveTextContent('Wird gesendet …');
    const sent = await answer(environment, 'useResendOrderConfirmationMutation', {
      ResendOrderConfirmationPayload: () => ({ errors: [], order: detail }),
    });
    expect(sent.request.variables).toEqual({ input: { orderId: 'order-1' } });
    expect(within(screen.getByRole('dialog')).getByTestId('toast')).toHaveTextContent('Die Bestellbestätigung wurde erneut gesendet.');

    fireEvent.click(screen.getByRole('button', { name: 'Bestätigung erneut senden' }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await fail(environment, 'useResendOrderConfirmationMutation');
    expect(within(screen.getByRole('dialog')).getByTestId('toast')).toHaveTextContent(
      'Fehler beim erneuten Senden: Fehler beim erneuten Senden der Bestellbestätigung',
    );
  });

  it('issues the invoice: the button goes and a toast names the new one', async () => {
    const { environment } = await openOrders();
    await openDetail(environment);
    await answer(environment, 'OrderDetailDialogQuery', { Order: () => ({ ...detail, invoices: [] }) });
    const dialog = screen.getByRole('dialog', { name: 'Bestellung H2O-0001' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rechnung ausstellen' }));
    expect(within(dialog).getByTestId('order-detail-issue-invoice')).toHaveTextContent('Wird ausgestellt …');
    const invoice = {
      number: 'RE-2026-0007',
      kind: 'INVOICE',
      issuedAt: '2026-12-01T10:00:00.000Z',
      amountCents: 16_000,
      refersToNumber: null,
      downloadUrl: '/invoices/RE-2026-0007.pdf',
    };
    const issued = await answer(environment, 'useIssueInvoiceMutation', {
      IssueInvoicePayload: () => ({ errors: [], invoice, order: { ...detail, invoices: [invoice] } }),
    });
    expect(issued.request.variables).toEqual({ input: { orderId: 'order-1' } });
    expect(within(dialog).getByTestId('toast')).toHaveTextContent('Rechnung RE-2026-0007 wurde ausgestellt.');
    expect(within(dialog).queryByTestId('order-detail-issue-invoice')).not.toBeInTheDocument();
  });

  it("a refused invoice shows the server's reason, the button stays", async () => {
    const { environment } = await openOrders();
    await openDetail(environment);
    await answer(environment, 'OrderDetailDialogQuery', { Order: () => ({ ...detail, invoices: [] }) });
    const dialog = screen.getByRole('dialog', { name: 'Bestellung H2O-0001' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rechnung ausstellen' }));
    await answer(environment, 'useIssueInvoiceMutation', {
      IssueInvoicePayload: () => ({
        errors: [{ field: 'orderId', code: 'INVALID_TRANSITION', message: 'Für diese Bestellung gibt es schon eine Rechnung.' }],
        invoice: null,
        order: null,
      }),
    });
    expect(within(dialog).getByTestId('toast')).toHaveTextContent('Für diese Bestellung gibt es schon eine Rechnung.');
    expect(within(dialog).getByTestId('order-detail-issue-invoice')).toHaveTextContent('Rechnung ausstellen');
  });

  it('shows a load error with a retry, and "Keine Bestelldetails verfügbar" for an order that is gone', async () => {
    const { environment } = await openOrders();
    await openDetail(environment);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await fail(environment, 'OrderDetailDialogQuery');
    const dialog = screen.getByRole('dialog', { name: 'Bestelldetails' });
    expect(within(dialog).getByTestId('order-detail-error')).toHaveTextContent('Fehler beim Laden der Bestelldetails');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erneut versuchen' }));
    await answer(environment, 'OrderDetailDialogQuery', { Query: () => ({ adminOrder: null }) });
    expect(within(dialog).getByTestId('order-detail-empty')).toHaveTextContent('Keine Bestelldetails verfügbar');
  });

  it('closes with Escape', async () => {
    const { environment } = await openOrders();
    await openDetail(environment);
    await answer(environment, 'OrderDetailDialogQuery', { Order: () => detail });
    const dialog = screen.getByRole('dialog', { name: 'Bestellung H2O-0001' }) as HTMLDialogElement;
    // The browser closes a modal dialog on Escape and fires `close`.
    act(() => dialog.close());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
