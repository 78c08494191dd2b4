import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { createMockEnvironment, type MockEnvironment } from 'relay-test-utils';
import type { Language } from '../../i18n/languageChoice';
import { FlashToast } from '../../layout/FlashToast';
import { renderWithProviders } from '../../test/renderWithProviders';
import { answer, answerOnArrival, operationName, pending } from '../../test/relayMock';
import { OrderPage } from './OrderPage';

const items = [
  {
    databaseId: 1,
    quantity: 2,
    unitPriceCents: 16000,
    lineTotalCents: 32000,
    course: { id: 'course-1', title: 'Seepferdchen-Kurs', untranslated: [], startDate: '2026-12-05', endDate: '2027-01-23' },
    participantNamesEditable: true,
    participants: [
      { databaseId: 11, firstName: 'Lena', lastName: 'Muster' },
      { databaseId: 12, firstName: 'Tim', lastName: 'Muster' },
    ],
  },
];

const bankTransferOrder = {
  id: 'order-42',
  orderNumber: 'H2O-0042',
  orderStatus: 'PENDING',
  paymentStatus: 'PENDING',
  totalAmountCents: 32000,
  // Queued as the order was placed, a moment ago.
  confirmationQueuedAt: new Date().toISOString(),
  confirmationMailStatus: 'QUEUED',
  customer: { email: 'maria@example.org' },
  items,
  payment: {
    method: 'BANK_TRANSFER',
    bankTransfer: {
      accountHolder: 'H2O Gersthofen',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      bankName: 'Commerzbank',
      reference: 'H2O-0042',
      amountCents: 32000,
      // 23:59 on 8 December in Gersthofen.
      deadline: '2026-12-08T22:59:00.000Z',
      giroCode: { svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h1v1H0z"/></svg>' },
    },
  },
  timeline: [],
  cancellationRequestedAt: null,
};

const payPalOrder = {
  ...bankTransferOrder,
  id: 'order-43',
  orderNumber: 'H2O-0043',
  confirmationQueuedAt: null,
  confirmationMailStatus: null,
  payment: { method: 'PAYPAL', bankTransfer: null },
};

/** The order page at `route`, with the layout's toast, answering the page's query with `order` (null: no such key). */
async function openOrder(route: string, order: object | null, language: Language = 'de') {
  const environment = createMockEnvironment();
  // Twice: StrictMode mounts the page twice, and each mount asks for the order (store-and-network).
  const pageQuery: Parameters<typeof answerOnArrival>[1][number] = [
    'OrderPageQuery',
    { Query: () => ({ orderByAccessKey: order }), ShopSettings: () => ({ vatMode: 'INCLUDED_19' }) },
  ];
  answerOnArrival(environment, [pageQuery, pageQuery]);
  const view = renderWithProviders(
    <StrictMode>
      <Routes>
        <Route path="checkout/order" element={<OrderPage />} />
      </Routes>
      <FlashToast />
    </StrictMode>,
    { route, language, environment },
  );
  await act(async () => undefined);
  return view;
}

const waiting = (environment: MockEnvironment) => environment.mock.getAllOperations().map(operationName);

describe('/checkout/order', () => {
  it('says an unknown key names no order, with a way to the courses', async () => {
    await openOrder('/checkout/order?key=nope', null);
    expect(await screen.findByRole('heading', { name: 'Bestellung nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Weitere Kurse entdecken' })).toHaveAttribute('href', '/courses');
  });

  it('asks nothing without a key', async () => {
    const { environment } = await openOrder('/checkout/order', null);
    expect(screen.getByRole('heading', { name: 'Bestellung nicht gefunden' })).toBeInTheDocument();
    expect(waiting(environment)).toEqual([]);
  });

  it('shows a bank transfer order: number, status, account and reference, amount, deadline, courses with participants, total', async () => {
    await openOrder('/checkout/order?key=key-42', bankTransferOrder);
    expect(await screen.findByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent('H2O-0042');
    expect(screen.getByTestId('order-status')).toHaveTextContent('Eingegangen');
    expect(screen.getByTestId('order-payment-status')).toHaveTextContent('Ausstehend');
    const bank = screen.getByTestId('order-bank-transfer');
    expect(within(bank).getByTestId('bank-account-holder')).toHaveTextContent('H2O Gersthofen');
    expect(within(bank).getByTestId('bank-iban')).toHaveTextContent('DE89 3704 0044 0532 0130 00');
    expect(within(bank).getByTestId('bank-bic')).toHaveTextContent('COBADEFFXXX');
    expect(within(bank).getByTestId('bank-name')).toHaveTextContent('Commerzbank');
    expect(within(bank).getByTestId('bank-reference')).toHaveTextContent('H2O-0042');
    expect(within(bank).getByTestId('bank-amount')).toHaveTextContent('320,00 €');
    expect(within(bank).getByTestId('bank-deadline')).toHaveTextContent('08.12.2026');
    expect(bank).toHaveTextContent('bis zum 08.12.2026');
    expect(screen.getByTestId('order-mail')).toHaveTextContent('Eine Bestätigung per E-Mail ist unterwegs an maria@example.org.');
    const [item] = screen.getAllByTestId('order-item');
    expect(item).toHaveTextContent('Seepferdchen-Kurs');
    expect(item).toHaveTextContent('2 Plätze × 160,00 €');
    expect(
      within(item)
        .getAllByTestId('order-participant')
        .map((participant) => participant.textContent),
    ).toEqual(['Lena Muster', 'Tim Muster']);
    expect(screen.getByTestId('order-total')).toHaveTextContent('320,00 €');
    expect(screen.getByTestId('vat-note')).toBeInTheDocument();
    expect(screen.queryByTestId('order-pay-again')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Weitere Kurse entdecken' })).toHaveAttribute('href', '/courses');
    // The way back when the mail is gone, right under the number.
    expect(screen.getByTestId('order-keep-link')).toHaveTextContent('Die Adresse dieser Seite ist Ihr Zugang zur Bestellung');
    expect(screen.getByRole('link', { name: 'Link verloren?' })).toHaveAttribute('href', '/checkout/order-links');
  });

  it.each([
    [
      'de',
      'Diese Bestellung wurde am 01.12.2026 storniert.',
      'Der Kurs wurde abgesagt.',
      '320,00 € zahlen wir Ihnen per Überweisung zurück.',
      'Absage in den Kalender übernehmen (.ics)',
    ],
    [
      'en',
      'This order was cancelled on 01/12/2026.',
      'The course was cancelled.',
      'We pay €320.00 back to you by bank transfer.',
      'Put the cancellation into your calendar (.ics)',
    ],
  ] as const)(
    'explains a cancelled order at the top: when, why, and the refund as stored (%s)',
    async (language, title, reason, refund, calendar) => {
      const cancelledOrder = {
        ...bankTransferOrder,
        orderStatus: 'CANCELLED',
        paymentStatus: 'PAID',
        timeline: [
          { kind: 'ORDERED', at: '2026-11-20T09:00:00.000Z', cause: null, nameBefore: null, nameAfter: null },
          { kind: 'CANCELLED', at: '2026-12-01T10:00:00.000Z', cause: 'COURSE_CANCELLED', nameBefore: null, nameAfter: null },
        ],
        refunds: [{ status: 'OWED', method: 'BANK_TRANSFER', amountCents: 32000, accountGiven: false }],
      };
      await openOrder('/checkout/order?key=key-42', cancelledOrder, language);
      const notice = await screen.findByTestId('order-cancelled-notice');
      expect(notice).toHaveTextContent(title);
      expect(within(notice).getByTestId('order-cancelled-reason')).toHaveTextContent(reason);
      expect(within(notice).getByTestId('order-cancelled-refund')).toHaveTextContent(refund);
      // First thing under the order number, before the details.
      expect(notice.compareDocumentPosition(screen.getByTestId('order-status')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(screen.getByTestId('order-calendar')).toHaveTextContent(calendar);
    },
  );

  it('says nothing is refunded for a cancelled order nobody paid, and shows no notice for an open one', async () => {
    const unpaid = {
      ...bankTransferOrder,
      orderStatus: 'CANCELLED',
      timeline: [{ kind: 'CANCELLED', at: '2026-12-01T10:00:00.000Z', cause: 'PAYMENT_DEADLINE', nameBefore: null, nameAfter: null }],
      refunds: [],
    };
    await openOrder('/checkout/order?key=key-42', unpaid);
    expect(await screen.findByTestId('order-cancelled-reason')).toHaveTextContent('Die Zahlung ist nicht rechtzeitig eingegangen.');
    expect(screen.getByTestId('order-cancelled-refund')).toHaveTextContent(
      'Für diese Bestellung ist keine Zahlung eingegangen, es ist also nichts zu erstatten.',
    );
  });

  it('shows no cancellation notice for an open order', async () => {
    await openOrder('/checkout/order?key=key-42', bankTransferOrder);
    await screen.findByTestId('order-number');
    expect(screen.queryByTestId('order-cancelled-notice')).toBeNull();
  });

  it('in English', async () => {
    await openOrder('/checkout/order?key=key-42', bankTransferOrder, 'en');
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lost your link?' })).toHaveAttribute('href', '/checkout/order-links');
    expect(screen.getByTestId('order-mail')).toHaveTextContent('A confirmation e-mail is on its way to maria@example.org.');
    expect(screen.getByTestId('bank-deadline')).toHaveTextContent('08/12/2026');
  });

  it('in English, marks a course title nobody translated yet as German', async () => {
    const untranslatedItems = [{ ...items[0], course: { ...items[0].course, untranslated: ['TITLE'] } }];
    await openOrder('/checkout/order?key=key-42', { ...bankTransferOrder, items: untranslatedItems }, 'en');
    expect(await screen.findByRole('heading', { name: 'Seepferdchen-Kurs' })).toHaveAttribute('lang', 'de');
  });

  it('revisited after the mail server took it, says when the confirmation went instead of "on its way"', async () => {
    await openOrder('/checkout/order?key=key-42', {
      ...bankTransferOrder,
      confirmationQueuedAt: '2026-11-02T10:00:00.000Z',
      confirmationMailStatus: 'SENT',
    });
    await screen.findByTestId('order-number');
    expect(screen.getByTestId('order-mail')).toHaveTextContent(
      'Die Bestätigung haben wir Ihnen am 02.11.2026 per E-Mail an maria@example.org geschickt.',
    );
  });

  it('never says "sent" for a confirmation that did not leave: caught by the demo\'s catcher, failed, or no mail server', async () => {
    const expected = {
      CAUGHT:
        'Diese Installation hat keinen Mailserver: Die Bestätigung an maria@example.org wurde nicht verschickt, sondern für unser Team aufbewahrt.',
      FAILED: 'Die Bestätigung an maria@example.org konnten wir nicht senden. Ihre Bestellung gilt trotzdem',
      NOT_SENT: 'Die Bestätigung an maria@example.org konnten wir nicht senden. Ihre Bestellung gilt trotzdem',
    };
    for (const [status, text] of Object.entries(expected)) {
      const view = await openOrder('/checkout/order?key=key-42', {
        ...bankTransferOrder,
        confirmationQueuedAt: '2026-11-02T10:00:00.000Z',
        confirmationMailStatus: status,
      });
      await screen.findByTestId('order-number');
      expect(screen.getByTestId('order-mail')).toHaveTextContent(text);
      expect(screen.getByTestId('order-mail')).not.toHaveTextContent('geschickt');
      view.unmount();
    }
  });

  it('back from PayPal, completes the payment once, then says so at the clean address', async () => {
    const view = await openOrder('/checkout/order?key=key-43&token=PAYPAL-ORDER-1&PayerID=PAYER', payPalOrder);
    await waitFor(() => pending(view.environment, 'useCompletePayPalPaymentMutation'));
    expect(screen.getByText('Ihre Zahlung wird abgeschlossen …')).toBeInTheDocument();
    const completion = await answer(view.environment, 'useCompletePayPalPaymentMutation', {
      CompletePayPalPaymentPayload: () => ({ errors: [] }),
      Order: () => ({
        ...payPalOrder,
        orderStatus: 'CONFIRMED',
        paymentStatus: 'PAID',
        confirmationQueuedAt: new Date().toISOString(),
        confirmationMailStatus: 'QUEUED',
        timeline: [
          { kind: 'ORDERED', at: '2026-12-01T09:00:00.000Z', cause: null, nameBefore: null, nameAfter: null },
          { kind: 'PAYMENT_STARTED', at: '2026-12-01T09:00:01.000Z', cause: null, nameBefore: null, nameAfter: null },
          { kind: 'PAID', at: '2026-12-01T09:02:00.000Z', cause: null, nameBefore: null, nameAfter: null },
        ],
        invoices: [
          {
            number: '2026-00004',
            kind: 'INVOICE',
            issuedAt: '2026-12-01T09:02:00.000Z',
            amountCents: 32000,
            refersToNumber: null,
            downloadUrl: '/api/orders/by-key/key-43/invoices/2026-00004.pdf',
          },
        ],
      }),
    });
    expect(completion.request.variables).toEqual({ input: { accessKey: 'key-43', paypalOrderId: 'PAYPAL-ORDER-1' } });
    await waitFor(() => expect(view.location()).toBe('/checkout/order?key=key-43'));
    expect(await screen.findByTestId('order-flash')).toHaveTextContent('Zahlung erfolgreich. Vielen Dank, Ihre Zahlung ist eingegangen.');
    expect(screen.getByTestId('order-payment-status')).toHaveTextContent('Bezahlt');
    expect(screen.getByTestId('order-mail')).toHaveTextContent('Eine Bestätigung per E-Mail ist unterwegs an maria@example.org.');
    // The capture's answer brings the history and the invoice too: no "paid" next to a history ending at "payment started".
    expect(screen.getAllByTestId('order-timeline-entry').at(-1)).toHaveTextContent('Zahlung eingegangen');
    expect(screen.getByTestId('order-invoices')).toHaveTextContent('2026-00004');
    // StrictMode ran the effect twice; one capture was asked for.
    expect(waiting(view.environment)).toEqual([]);
  });

  it('when PayPal declines, shows the payment error and offers to pay again on PayPal', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const view = await openOrder('/checkout/order?key=key-43&token=PAYPAL-ORDER-2&PayerID=PAYER', payPalOrder);
      await waitFor(() => pending(view.environment, 'useCompletePayPalPaymentMutation'));
      await answer(view.environment, 'useCompletePayPalPaymentMutation', {
        CompletePayPalPaymentPayload: () => ({
          errors: [{ field: 'paypalOrderId', code: 'PAYMENT_FAILED', message: 'Bei der Zahlung ist ein Fehler aufgetreten.' }],
        }),
        Order: () => null,
      });
      await waitFor(() => expect(view.location()).toBe('/checkout/order?key=key-43'));
      expect(await screen.findByTestId('order-flash')).toHaveTextContent(
        'Fehler bei der Zahlung: Bei der Zahlung ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
      );
      const again = screen.getByTestId('order-pay-again');
      expect(again).toHaveTextContent('Diese Bestellung ist noch nicht bezahlt.');
      expect(screen.getByTestId('order-mail')).toHaveTextContent('Sobald Ihre Zahlung eingegangen ist');

      fireEvent.click(within(again).getByRole('button', { name: 'Mit PayPal bezahlen' }));
      expect(within(again).getByRole('button', { name: 'Weiter zu PayPal …' })).toBeDisabled();
      const start = await answer(view.environment, 'useStartOrderPaymentMutation', {
        StartOrderPaymentPayload: () => ({ errors: [] }),
        Order: () => ({ id: 'order-43', payment: { approvalUrl: 'https://www.sandbox.paypal.com/checkoutnow?token=PAYPAL-ORDER-3' } }),
      });
      expect(start.request.variables).toEqual({ input: { accessKey: 'key-43' } });
      // jsdom cannot leave the page; it says it was asked to.
      await waitFor(() => expect(consoleError.mock.calls.flat().map(String).join(' ')).toMatch(/Not implemented: navigation/));
    } finally {
      consoleError.mockRestore();
    }
  });

  it('after a cancel on PayPal, says so and offers to pay again; a failed restart says so too', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const view = await openOrder('/checkout/order?key=key-43&cancelled=1&token=PAYPAL-ORDER-4', payPalOrder, 'en');
      await waitFor(() => expect(view.location()).toBe('/checkout/order?key=key-43'));
      expect(await screen.findByTestId('order-flash')).toHaveTextContent(
        'Payment Canceled: PayPal payment was canceled. You can try again.',
      );
      expect(waiting(view.environment)).toEqual([]);
      fireEvent.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
      await act(async () => {
        view.environment.mock.reject(pending(view.environment, 'useStartOrderPaymentMutation'), new Error('offline'));
      });
      await waitFor(() =>
        expect(screen.getByTestId('order-flash')).toHaveTextContent('Payment Error: An error occurred during payment. Please try again.'),
      );
      expect(screen.getByRole('button', { name: 'Pay with PayPal' })).toBeEnabled();
    } finally {
      consoleError.mockRestore();
    }
  });
});
