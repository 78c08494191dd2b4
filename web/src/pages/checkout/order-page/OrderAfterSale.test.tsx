import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { createMockEnvironment } from 'relay-test-utils';
import type { Language } from '../../../i18n/languageChoice';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { answer, answerOnArrival, pending } from '../../../test/relayMock';
import { OrderPage } from '../OrderPage';
import { OrderLinksPage } from './OrderLinksPage';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h1v1H0z"/></svg>';

const order = {
  id: 'order-42',
  orderNumber: 'H2O-0042',
  orderStatus: 'CANCELLED',
  paymentStatus: 'FAILED',
  totalAmountCents: 16000,
  confirmationQueuedAt: null,
  confirmationMailStatus: null,
  customer: { email: 'maria@example.org' },
  items: [
    {
      databaseId: 1,
      quantity: 1,
      unitPriceCents: 16000,
      lineTotalCents: 16000,
      course: { id: 'course-1', title: 'Seepferdchen-Kurs', untranslated: [], startDate: '2099-12-05', endDate: '2100-01-23' },
      participantNamesEditable: true,
      participants: [{ databaseId: 11, firstName: 'Lena', lastName: 'Muster', birthDate: '2020-06-01' }],
    },
  ],
  payment: { method: 'BANK_TRANSFER', bankTransfer: null },
  timeline: [
    { kind: 'ORDERED', at: '2026-11-02T09:15:00.000Z', cause: null, nameBefore: null, nameAfter: null },
    { kind: 'PARTICIPANT_RENAMED', at: '2026-11-03T10:00:00.000Z', cause: null, nameBefore: 'Mia Muster', nameAfter: 'Lena Muster' },
    { kind: 'CANCELLED', at: '2026-11-10T00:00:00.000Z', cause: 'PAYMENT_DEADLINE', nameBefore: null, nameAfter: null },
  ],
  cancellationRequestedAt: null,
};

const bankTransfer = {
  accountHolder: 'H2O Gersthofen',
  iban: 'DE89370400440532013000',
  bic: null,
  bankName: null,
  reference: 'H2O-0042',
  amountCents: 16000,
  deadline: '2099-12-08T22:59:00.000Z',
  giroCode: { svg: SVG },
};
const openOrder = {
  ...order,
  orderStatus: 'PENDING',
  paymentStatus: 'PENDING',
  payment: { method: 'BANK_TRANSFER', bankTransfer },
  timeline: [],
};

async function open(data: object, language: Language = 'de') {
  const environment = createMockEnvironment();
  answerOnArrival(environment, [
    ['OrderPageQuery', { Query: () => ({ orderByAccessKey: data }), ShopSettings: () => ({ vatMode: 'INCLUDED_19' }) }],
  ]);
  const view = renderWithProviders(
    <Routes>
      <Route path="checkout/order" element={<OrderPage />} />
    </Routes>,
    { route: '/checkout/order?key=key-42', language, environment },
  );
  await act(async () => undefined);
  await screen.findByTestId('order-page');
  return view;
}

describe('the order page after the sale', () => {
  it('tells the history in plain words, with why it was cancelled, and offers no cancellation request for a cancelled order', async () => {
    await open(order);
    const entries = within(screen.getByTestId('order-timeline'))
      .getAllByTestId('order-timeline-entry')
      .map((entry) => entry.textContent);
    expect(entries).toEqual([
      '02.11.2026, 10:15Bestellung eingegangen',
      '03.11.2026, 11:00Name geändert: Mia Muster → Lena Muster',
      '10.11.2026, 01:00Bestellung storniertDie Zahlung ist nicht rechtzeitig eingegangen.',
    ]);
    expect(screen.queryByTestId('order-cancellation')).not.toBeInTheDocument();
  });

  it('in English', async () => {
    await open(order, 'en');
    expect(screen.getAllByTestId('order-timeline-entry')[2]).toHaveTextContent('Order cancelledThe payment did not arrive in time.');
  });

  it("shows the server's GiroCode as an image and links the calendar download by the key", async () => {
    await open(openOrder);
    const code = screen.getByTestId('bank-girocode');
    expect(code).toHaveAttribute('alt', 'GiroCode für die Überweisung');
    expect(decodeURIComponent(code.getAttribute('src')!.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''))).toBe(SVG);
    expect(screen.getByTestId('order-calendar')).toHaveAttribute('href', '/api/orders/calendar.ics?key=key-42');
  });

  it("changes names through the mutation and puts the server's refusal on the field", async () => {
    const view = await open(openOrder);
    fireEvent.click(screen.getByTestId('order-edit-names'));
    const form = screen.getByTestId('order-names-form');
    fireEvent.change(within(form).getByLabelText('Vorname'), { target: { value: 'Mia' } });
    fireEvent.click(within(form).getByTestId('order-save-names'));
    await waitFor(() => pending(view.environment, 'useChangeOrderParticipantsMutation'));
    const sent = await answer(view.environment, 'useChangeOrderParticipantsMutation', {
      ChangeOrderParticipantsPayload: () => ({
        order: null,
        errors: [{ field: 'participants.0.lastName', code: 'TOO_LONG', message: 'Bitte geben Sie höchstens 100 Zeichen ein.' }],
      }),
    });
    expect(sent.request.variables).toEqual({
      input: { accessKey: 'key-42', participants: [{ databaseId: 11, firstName: 'Mia', lastName: 'Muster', birthDate: '2020-06-01' }] },
    });
    expect(await within(form).findByText('Bitte geben Sie höchstens 100 Zeichen ein.')).toBeInTheDocument();

    // The date of birth is corrected in the same form; the server's age refusal stands on its field.
    const birthDate = within(form).getByLabelText('Geburtsdatum');
    expect(birthDate).toHaveValue('2020-06-01');
    fireEvent.change(birthDate, { target: { value: '2023-02-01' } });
    fireEvent.click(within(form).getByTestId('order-save-names'));
    await waitFor(() => pending(view.environment, 'useChangeOrderParticipantsMutation'));
    const refusal =
      '„Seepferdchen“ ist für Teilnehmende von 5 bis 7 Jahren; am ersten Kurstag ist diese Person 3 Jahre alt. Für eine Ausnahme schreiben Sie uns bitte.';
    const corrected = await answer(view.environment, 'useChangeOrderParticipantsMutation', {
      ChangeOrderParticipantsPayload: () => ({
        order: null,
        errors: [{ field: 'participants.0.birthDate', code: 'AGE_OUT_OF_RANGE', message: refusal }],
      }),
    });
    expect(corrected.request.variables.input.participants[0].birthDate).toBe('2023-02-01');
    expect(await within(form).findByText(refusal)).toBeInTheDocument();
    expect(birthDate).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(birthDate, { target: { value: '2020-06-01' } });

    fireEvent.click(within(form).getByTestId('order-save-names'));
    await waitFor(() => pending(view.environment, 'useChangeOrderParticipantsMutation'));
    await answer(view.environment, 'useChangeOrderParticipantsMutation', {
      ChangeOrderParticipantsPayload: () => ({ errors: [] }),
      Order: () => ({
        ...openOrder,
        items: [{ ...openOrder.items[0], participants: [{ databaseId: 11, firstName: 'Mia', lastName: 'Muster' }] }],
      }),
    });
    expect(await screen.findByTestId('order-names-saved')).toHaveTextContent('Die Namen wurden geändert.');
    expect(screen.getAllByTestId('order-participant').map((participant) => participant.textContent)).toEqual(['Mia Muster']);
  });

  it('hides the name form once the course has started', async () => {
    await open({ ...openOrder, items: [{ ...openOrder.items[0], participantNamesEditable: false }] });
    expect(screen.queryByTestId('order-edit-names')).not.toBeInTheDocument();
  });

  it('sends a cancellation request and then says it was sent', async () => {
    const view = await open(openOrder);
    const section = screen.getByTestId('order-cancellation');
    fireEvent.change(within(section).getByLabelText('Ihr Grund'), { target: { value: 'Wir ziehen um.' } });
    fireEvent.click(within(section).getByTestId('order-cancellation-send'));
    await waitFor(() => pending(view.environment, 'useRequestOrderCancellationMutation'));
    const sent = await answer(view.environment, 'useRequestOrderCancellationMutation', {
      RequestOrderCancellationPayload: () => ({ alreadyRequested: false, errors: [] }),
      Order: () => ({ ...openOrder, cancellationRequestedAt: '2026-11-20T10:00:00.000Z' }),
    });
    expect(sent.request.variables).toEqual({ input: { accessKey: 'key-42', reason: 'Wir ziehen um.' } });
    expect(await screen.findByTestId('order-cancellation-sent')).toHaveTextContent(
      'Ihre Stornierungsanfrage vom 20.11.2026 ist bei uns eingegangen.',
    );
  });
});

describe('/checkout/order-links', () => {
  it('answers every address the same way and checks the address first', async () => {
    const environment = createMockEnvironment();
    renderWithProviders(<OrderLinksPage />, { route: '/checkout/order-links', language: 'en', environment });
    const form = screen.getByTestId('order-links-form');
    fireEvent.change(within(form).getByLabelText(/Email address/), { target: { value: 'not an address' } });
    fireEvent.click(within(form).getByTestId('order-links-submit'));
    expect(await within(form).findByText('Please enter a valid email address.')).toBeInTheDocument();
    // An address without a domain ending reaches nobody: refused in the browser with the shared rule, nothing sent.
    fireEvent.change(within(form).getByLabelText(/Email address/), { target: { value: 'anna.mueller@beispiel' } });
    fireEvent.click(within(form).getByTestId('order-links-submit'));
    expect(
      await within(form).findByText('Please enter the complete email address with its ending, e.g. name@example.com.'),
    ).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toEqual([]);
    fireEvent.change(within(form).getByLabelText(/Email address/), { target: { value: 'maria@example.org' } });
    fireEvent.click(within(form).getByTestId('order-links-submit'));
    await waitFor(() => pending(environment, 'useSendOrderLinksMutation'));
    const sent = await answer(environment, 'useSendOrderLinksMutation', {
      SendOrderLinksPayload: () => ({ accepted: true, linksMail: 'QUEUED', errors: [] }),
    });
    expect(sent.request.variables).toEqual({ input: { email: 'maria@example.org' } });
    expect(await screen.findByTestId('order-links-sent')).toHaveTextContent(
      'If there are orders for maria@example.org, an e-mail with the links is on its way.',
    );
  });

  it.each([
    [
      'en',
      'WITHHELD',
      'We have not sent you an e-mail: maria@example.org has already had several such e-mails from us in the last hour.',
      'is on its way',
    ],
    [
      'de',
      'WITHHELD',
      'Wir haben Ihnen keine E-Mail geschickt: An maria@example.org gingen in der letzten Stunde schon mehrere solche E-Mails von uns.',
      'unterwegs',
    ],
    ['de', 'KEPT', 'Diese Installation hat keinen Mailserver: Die E-Mail an maria@example.org wurde nicht verschickt', 'unterwegs'],
    ['en', 'NOT_SENT', 'We cannot send the e-mail to maria@example.org right now.', 'is on its way'],
  ] as const)(
    'in %s, says a %s links mail is not coming, and what to do, instead of "on its way"',
    async (language, linksMail, expected, claim) => {
      const environment = createMockEnvironment();
      renderWithProviders(<OrderLinksPage />, { route: '/checkout/order-links', language, environment });
      const form = screen.getByTestId('order-links-form');
      fireEvent.change(within(form).getByLabelText(language === 'en' ? /Email address/ : /E-Mail-Adresse/), {
        target: { value: 'maria@example.org' },
      });
      fireEvent.click(within(form).getByTestId('order-links-submit'));
      await waitFor(() => pending(environment, 'useSendOrderLinksMutation'));
      await answer(environment, 'useSendOrderLinksMutation', { SendOrderLinksPayload: () => ({ accepted: true, linksMail, errors: [] }) });
      const notice = await screen.findByTestId('order-links-sent');
      expect(notice).toHaveTextContent(expected);
      expect(notice).not.toHaveTextContent(claim);
      expect(notice).toHaveAttribute('role', 'alert');
    },
  );
});
