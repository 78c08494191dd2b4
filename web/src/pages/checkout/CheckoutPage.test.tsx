import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { createMockEnvironment, type MockEnvironment } from 'relay-test-utils';
import type { Language } from '../../i18n/languageChoice';
import { CartButton } from '../../layout/cart/CartButton';
import { setCartHint } from '../../test/cartTestData';
import { HttpStatusError, NetworkError } from '../../relay/fetchGraphQL';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CheckoutPage } from './CheckoutPage';
import { checkoutCartOf, type CheckoutTestItem, shopSettings } from '../../test/checkoutTestData';
import { answer, answerOnArrival, fail, operationName, pending } from '../../test/relayMock';

const seepferdchen: CheckoutTestItem = {
  id: 'item-1',
  title: 'Seepferdchen-Kurs',
  unitPriceCents: 16000,
  places: [
    ['', ''],
    ['', ''],
  ],
  ageGroup: 'CHILDREN_5_7',
};
const adults: CheckoutTestItem = {
  id: 'item-2',
  title: 'Schwimmkurs für Erwachsene',
  unitPriceCents: 19000,
  places: [['Eva', 'Muster', '1990-04-01']],
};
// 13:35 UTC is 14:35 in Gersthofen in December (CET).
const HELD_UNTIL = '2026-12-01T13:35:00.000Z';

const customer = {
  Vorname: 'Maria',
  Nachname: 'Muster',
  'E-Mail-Adresse': 'maria@example.org',
  Telefonnummer: '0821 123456',
  'Straße und Hausnummer': 'Badstraße 1',
  Postleitzahl: '86368',
  Ort: 'Gersthofen',
};

interface Start {
  items?: CheckoutTestItem[];
  language?: Language;
  hint?: boolean;
  ready?: boolean;
  payPalAvailable?: boolean;
  holdErrors?: { field: string | null; code: string; message: string }[];
}

/** /checkout with the header's cart button beside it, answered up to the hold (the page's first request). */
async function startCheckout({
  items = [seepferdchen, adults],
  language = 'de',
  hint = true,
  ready = true,
  payPalAvailable = true,
  holdErrors = [],
}: Start = {}) {
  setCartHint(hint);
  const environment = createMockEnvironment();
  answerOnArrival(environment, [
    // The layout's cart query (the browser has a cart), then the page's settings, then the hold.
    ['CartContextQuery', { Cart: () => checkoutCartOf(items), ShopSettings: () => shopSettings({ ready }) }],
    ['CheckoutPageQuery', { ShopSettings: () => shopSettings({ ready, payPalAvailable }) }],
    [
      'useHoldCartPlacesMutation',
      {
        Cart: () => checkoutCartOf(items),
        HoldCartPlacesPayload: () => ({ heldUntil: items.length ? HELD_UNTIL : null, errors: holdErrors }),
      },
    ],
  ]);
  // StrictMode as in main.tsx: effects run twice, and the hold must still be sent once.
  const view = renderWithProviders(
    <StrictMode>
      <CartButton />
      <Routes>
        <Route path="checkout" element={<CheckoutPage />} />
        <Route path="*" element={null} />
      </Routes>
    </StrictMode>,
    { route: '/checkout', language, environment },
  );
  // The hold's answer is handled in a promise callback: let it run inside act.
  await act(async () => undefined);
  if (!hint) return view;
  if (items.length > 0) await screen.findByTestId('checkout-steps');
  return view;
}

/**
 * The operations waiting for an answer, but the page's settings query: StrictMode's second render sends
 * it again (store-and-network), which only happens in development.
 */
const waiting = (environment: MockEnvironment) =>
  environment.mock
    .getAllOperations()
    .map(operationName)
    .filter((name) => name !== 'CheckoutPageQuery');

async function fillCustomer(values: Record<string, string> = customer) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
  await screen.findByRole('heading', { name: 'Teilnehmer', level: 2 });
}

function nameField(card: HTMLElement, place: number, label: 'Vorname' | 'Nachname' | 'Geburtsdatum' | 'Date of birth') {
  const group = label === 'Date of birth' ? `Participant ${place}` : `Teilnehmer ${place}`;
  return within(within(card).getByRole('group', { name: group })).getByLabelText(label);
}

/** Types a name and leaves the field, as a person does (the page saves a place once both names are there). */
function typeName(field: HTMLElement, value: string) {
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

const named = [
  {
    ...seepferdchen,
    places: [
      ['Lena', 'Muster', '2020-06-01'],
      ['Tim', 'Muster', '2021-02-10'],
    ] as [string, string, string][],
  },
  adults,
];

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  setCartHint(false);
  jest.useRealTimers();
});

/** A controlled clock: `Date` says `now`; timers stay real, so Relay and React run as usual. */
function onTheClock(now: string) {
  jest.useFakeTimers({
    now: new Date(now),
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'queueMicrotask',
      'nextTick',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'hrtime',
      'performance',
    ],
  });
}

describe('/checkout', () => {
  it('sends a browser without a cart to the course list, asking nothing', async () => {
    const view = await startCheckout({ hint: false });
    expect(view.location()).toBe('/courses');
    expect(view.environment.mock.getAllOperations().map(operationName)).not.toContain('useHoldCartPlacesMutation');
  });

  it('sends an empty cart to the course list', async () => {
    const view = await startCheckout({ items: [] });
    await waitFor(() => expect(view.location()).toBe('/courses'));
  });

  it('holds the places once and says until when (Gersthofen time), with the steps and the order summary', async () => {
    onTheClock('2026-12-01T09:00:00.000Z'); // the hold ends today (14:35 in Gersthofen)
    const { environment } = await startCheckout();
    // The one answer queued was taken by the first hold; a second would be waiting here.
    expect(waiting(environment)).toEqual([]);
    expect(screen.getByTestId('checkout-held-until')).toHaveTextContent('Ihre Plätze sind bis 14:35 Uhr für Sie reserviert.');
    const steps = screen.getByRole('list', { name: 'Bestellschritte' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['1Ihre Angaben', '2Teilnehmer', '3Zahlung']);
    expect(within(steps).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    const summary = screen.getByTestId('checkout-summary');
    const lines = within(summary).getAllByTestId('summary-item');
    expect(lines[0]).toHaveTextContent('Seepferdchen-Kurs');
    expect(lines[0]).toHaveTextContent('2 Plätze × 160,00 €');
    expect(within(lines[0]).getByTestId('summary-line-total')).toHaveTextContent('320,00 €');
    expect(lines[1]).toHaveTextContent('1 Platz × 190,00 €');
    expect(within(summary).getByTestId('checkout-total')).toHaveTextContent('510,00 €');
    expect(within(summary).getByTestId('vat-note')).toBeInTheDocument();
    expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^3$/);
  });

  it('says the date too when the places are held until another day (a waitlist offer until tomorrow), in both languages', async () => {
    // 08:08 in Gersthofen on the day before the hold ends: "bis 14:35 Uhr" alone would mean today.
    onTheClock('2026-11-30T07:08:00.000Z');
    await startCheckout();
    expect(screen.getByTestId('checkout-held-until')).toHaveTextContent('Ihre Plätze sind bis 01.12.2026, 14:35 Uhr für Sie reserviert.');
    cleanup();
    await startCheckout({ language: 'en' });
    expect(screen.getByTestId('checkout-held-until')).toHaveTextContent('Your places are held for you until 2:35 pm on 01/12/2026.');
  });

  it('speaks English, with an English clock time', async () => {
    onTheClock('2026-12-01T09:00:00.000Z');
    await startCheckout({ language: 'en' });
    expect(screen.getByTestId('checkout-held-until')).toHaveTextContent('Your places are held for you until 2:35 pm.');
    expect(screen.getByRole('list', { name: 'Checkout steps' })).toHaveTextContent('Your details');
    expect(screen.getByRole('heading', { name: 'Your details' })).toBeInTheDocument();
  });

  it('lists the courses it could not hold with the reason, and takes them out on request', async () => {
    const { environment } = await startCheckout({
      items: [seepferdchen, { ...adults, bookable: false }],
      holdErrors: [
        { field: 'items.1', code: 'COURSE_FULL', message: 'Für diesen Kurs ist leider kein Platz mehr frei: er ist ausgebucht.' },
      ],
    });
    const unavailable = screen.getByTestId('checkout-unavailable-item');
    expect(unavailable).toHaveTextContent(
      'Schwimmkurs für Erwachsene: Für diesen Kurs ist leider kein Platz mehr frei: er ist ausgebucht.',
    );
    fireEvent.click(within(unavailable).getByRole('button', { name: 'Schwimmkurs für Erwachsene entfernen' }));
    const removal = pending(environment, 'useRemoveCartItemMutation');
    expect(removal.request.variables).toEqual({ input: { itemId: 'item-2' } });
    await answer(environment, 'useRemoveCartItemMutation', {
      Cart: () => checkoutCartOf([seepferdchen]),
      RemoveCartItemPayload: () => ({ errors: [] }),
    });
    expect(screen.queryByTestId('checkout-unavailable')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('summary-item')).toHaveLength(1);
  });

  describe('step 1, the customer information', () => {
    it('checks the fields with the shared rules, focusing the first to fix', async () => {
      await startCheckout();
      const firstName = screen.getByLabelText('Vorname');
      expect(firstName).toHaveAttribute('autocomplete', 'given-name');
      expect(screen.getByLabelText('Telefonnummer')).toHaveAttribute('type', 'tel');
      expect(screen.getByLabelText('Telefonnummer')).toHaveAttribute('inputmode', 'tel');
      expect(screen.getByLabelText('Postleitzahl')).toHaveAttribute('inputmode', 'numeric');
      expect(screen.getByLabelText('Postleitzahl')).toHaveAttribute('autocomplete', 'postal-code');
      expect(screen.getByLabelText('Ort')).toHaveAttribute('autocomplete', 'address-level2');
      fireEvent.change(screen.getByLabelText('Vorname'), { target: { value: 'M' } });
      fireEvent.change(screen.getByLabelText('Postleitzahl'), { target: { value: '863' } });
      fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
      expect(await screen.findByText('Vorname muss mindestens 2 Zeichen lang sein.')).toBeInTheDocument();
      expect(screen.getByText('Postleitzahl muss mindestens 5 Zeichen lang sein.')).toBeInTheDocument();
      expect(screen.getAllByText('Dieses Feld ist erforderlich.').length).toBeGreaterThan(0);
      await waitFor(() => expect(screen.getByLabelText('Vorname')).toHaveFocus());
      expect(screen.getByRole('heading', { name: 'Ihre Angaben', level: 2 })).toBeInTheDocument();
    });

    it("goes on with valid details, keeps them in sessionStorage and moves focus to the next step's heading", async () => {
      await startCheckout();
      await fillCustomer();
      expect(screen.getByRole('heading', { name: 'Teilnehmer', level: 2 })).toHaveFocus();
      expect(screen.getAllByRole('listitem').find((step) => step.getAttribute('aria-current') === 'step')).toHaveTextContent('Teilnehmer');
      expect(JSON.parse(window.sessionStorage.getItem('h2o.checkout.customer')!)).toMatchObject({ firstName: 'Maria', zipCode: '86368' });
      expect(document.cookie).not.toContain('Maria');
      expect(window.localStorage.length).toBe(0);
      fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
      expect(await screen.findByLabelText('Vorname')).toHaveValue('Maria');
      expect(screen.getByRole('heading', { name: 'Ihre Angaben', level: 2 })).toHaveFocus();
    });

    it('starts with what this tab typed before (a reload)', async () => {
      window.sessionStorage.setItem('h2o.checkout.customer', JSON.stringify({ firstName: 'Maria', city: 'Gersthofen' }));
      await startCheckout();
      expect(screen.getByLabelText('Vorname')).toHaveValue('Maria');
      expect(screen.getByLabelText('Ort')).toHaveValue('Gersthofen');
      expect(screen.getByLabelText('Nachname')).toHaveValue('');
    });
  });

  describe('step 2, the participants', () => {
    it('shows a card per course with its badge, and on gaps the toast, the inline messages and focus on the first empty field', async () => {
      const { environment } = await startCheckout();
      await fillCustomer();
      const cards = screen.getAllByTestId('participants-item');
      expect(within(cards[0]).getByRole('heading', { name: 'Seepferdchen-Kurs' })).toBeInTheDocument();
      expect(within(cards[0]).getByTestId('participants-badge')).toHaveTextContent('unvollständig');
      expect(within(cards[1]).getByTestId('participants-badge')).toHaveTextContent('vollständig');
      expect(nameField(cards[1], 1, 'Vorname')).toHaveValue('Eva');

      typeName(nameField(cards[0], 1, 'Vorname'), 'Lena');
      // One name is not a participant yet: nothing is saved.
      expect(environment.mock.getAllOperations().map(operationName)).not.toContain('useSetCartParticipantMutation');
      fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
      expect(await screen.findByTestId('toast')).toHaveTextContent(
        'Teilnehmerdaten unvollständig: Bitte geben Sie die Namen aller Teilnehmer ein.',
      );
      expect(screen.getByTestId('toast')).toHaveAttribute('role', 'alert');
      await waitFor(() => expect(nameField(cards[0], 1, 'Nachname')).toHaveFocus());
      expect(within(cards[0]).getAllByText('Nachname ist erforderlich.')).toHaveLength(2);
      expect(within(cards[0]).getByText('Vorname ist erforderlich.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Teilnehmer', level: 2 })).toBeInTheDocument();
    });

    it('saves each place once both names are there, the badge turns complete, and continues to the payment', async () => {
      const { environment } = await startCheckout();
      await fillCustomer();
      const [first] = screen.getAllByTestId('participants-item');
      typeName(nameField(first, 1, 'Vorname'), '  Lena ');
      typeName(nameField(first, 1, 'Nachname'), 'Muster');
      expect(pending(environment, 'useSetCartParticipantMutation').request.variables).toEqual({
        input: { participantId: 'item-1-p1', firstName: 'Lena', lastName: 'Muster', birthDate: null },
      });
      await answer(environment, 'useSetCartParticipantMutation', {
        Cart: () =>
          checkoutCartOf([
            {
              ...seepferdchen,
              places: [
                ['Lena', 'Muster'],
                ['', ''],
              ],
            },
            adults,
          ]),
        SetCartParticipantPayload: () => ({ errors: [] }),
      });
      expect(nameField(first, 1, 'Geburtsdatum')).toHaveAttribute('type', 'date');
      typeName(nameField(first, 1, 'Geburtsdatum'), '2020-06-01');
      expect(pending(environment, 'useSetCartParticipantMutation').request.variables).toEqual({
        input: { participantId: 'item-1-p1', firstName: 'Lena', lastName: 'Muster', birthDate: '2020-06-01' },
      });
      await answer(environment, 'useSetCartParticipantMutation', {
        Cart: () =>
          checkoutCartOf([
            {
              ...seepferdchen,
              places: [
                ['Lena', 'Muster', '2020-06-01'],
                ['', ''],
              ],
            },
            adults,
          ]),
        SetCartParticipantPayload: () => ({ errors: [] }),
      });
      typeName(nameField(first, 2, 'Vorname'), 'Tim');
      typeName(nameField(first, 2, 'Nachname'), 'Muster');
      expect(within(first).getByTestId('participants-badge')).toHaveTextContent(/^unvollständig$/);
      await answer(environment, 'useSetCartParticipantMutation', {
        Cart: () =>
          checkoutCartOf([
            {
              ...seepferdchen,
              places: [
                ['Lena', 'Muster', '2020-06-01'],
                ['Tim', 'Muster'],
              ],
            },
            adults,
          ]),
        SetCartParticipantPayload: () => ({ errors: [] }),
      });
      typeName(nameField(first, 2, 'Geburtsdatum'), '2021-02-10');
      expect(within(first).getByTestId('participants-badge')).toHaveTextContent(/^vollständig$/);
      await answer(environment, 'useSetCartParticipantMutation', {
        Cart: () => checkoutCartOf(named),
        SetCartParticipantPayload: () => ({ errors: [] }),
      });
      fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
      expect(await screen.findByRole('heading', { name: 'Zahlung', level: 2 })).toHaveFocus();
      // Everything was saved on leaving the fields: continuing sent nothing more.
      expect(waiting(environment)).toEqual([]);
    });

    it("asks each date of birth, shows the course's age range, and refuses a missing, future or out-of-range date on its field (nothing sent)", async () => {
      const { environment } = await startCheckout({
        items: [
          {
            ...seepferdchen,
            places: [
              ['Lena', 'Muster'],
              ['Tim', 'Muster'],
            ],
          },
        ],
      });
      await fillCustomer();
      const [card] = screen.getAllByTestId('participants-item');
      expect(within(card).getByTestId('participants-age-range')).toHaveTextContent('Alter am ersten Kurstag: 5-7 Jahre');
      typeName(nameField(card, 1, 'Geburtsdatum'), '2024-03-01');
      typeName(nameField(card, 2, 'Geburtsdatum'), '2999-01-01');
      fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
      const tooYoung = await within(card).findByText(
        '„Seepferdchen-Kurs“ ist für Teilnehmende von 5 bis 7 Jahren; am ersten Kurstag ist diese Person 2 Jahre alt. Für eine Ausnahme schreiben Sie uns bitte.',
      );
      expect(nameField(card, 1, 'Geburtsdatum')).toHaveAttribute('aria-describedby', tooYoung.id);
      expect(within(card).getByText('Das Geburtsdatum darf nicht in der Zukunft liegen.')).toBeInTheDocument();
      await waitFor(() => expect(nameField(card, 1, 'Geburtsdatum')).toHaveFocus());
      fireEvent.change(nameField(card, 2, 'Geburtsdatum'), { target: { value: '' } });
      expect(await within(card).findByText('Bitte geben Sie das Geburtsdatum an.')).toBeInTheDocument();
      // Out of range, in the future or empty: no date was sent to the server.
      expect(environment.mock.getAllOperations().map(operationName)).not.toContain('useSetCartParticipantMutation');
      expect(screen.getByRole('heading', { name: 'Teilnehmer', level: 2 })).toBeInTheDocument();
    });

    it('says the age rule in English too', async () => {
      await startCheckout({ language: 'en', items: [{ ...seepferdchen, title: 'Seahorse course', places: [['Lena', 'Muster']] }] });
      for (const [label, value] of Object.entries({
        'First name': 'Maria',
        'Last name': 'Muster',
        'E-mail address': 'maria@example.org',
        'Phone number': '0821 123456',
        'Street and house number': 'Badstraße 1',
        'Postal code': '86368',
        'Town or city': 'Gersthofen',
      })) {
        fireEvent.change(screen.getByLabelText(label), { target: { value } });
      }
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
      await screen.findByRole('heading', { name: 'Participants', level: 2 });
      const [card] = screen.getAllByTestId('participants-item');
      expect(within(card).getByTestId('participants-age-range')).toHaveTextContent('Age on the first day of the course: 5-7 years');
      typeName(nameField(card, 1, 'Date of birth'), '2018-12-05');
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
      expect(
        await within(card).findByText(
          '“Seahorse course” is for participants aged 5 to 7; on the first day of the course this participant is 8 years old. For an exception, please write to us.',
        ),
      ).toBeInTheDocument();
    });

    it('says so when a name cannot be saved, and stays', async () => {
      const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const { environment } = await startCheckout({ items: [{ ...seepferdchen, places: [['', '']] }] });
        await fillCustomer();
        const [first] = screen.getAllByTestId('participants-item');
        fireEvent.change(nameField(first, 1, 'Vorname'), { target: { value: 'Lena' } });
        fireEvent.change(nameField(first, 1, 'Nachname'), { target: { value: 'Muster' } });
        fireEvent.change(nameField(first, 1, 'Geburtsdatum'), { target: { value: '2020-06-01' } });
        fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
        await waitFor(() => pending(environment, 'useSetCartParticipantMutation'));
        await fail(
          environment,
          'useSetCartParticipantMutation',
          new NetworkError('useSetCartParticipantMutation', new TypeError('Failed to fetch')),
        );
        expect(await screen.findByRole('alert')).toHaveTextContent(
          'Die Namen konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.',
        );
        expect(screen.getByRole('heading', { name: 'Teilnehmer', level: 2 })).toBeInTheDocument();
      } finally {
        consoleError.mockRestore();
      }
    });
  });

  describe('step 3, the payment', () => {
    async function toPayment(start: Start = {}) {
      const view = await startCheckout({ items: named, ...start });
      await fillCustomer();
      fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
      await screen.findByRole('heading', { name: 'Zahlung', level: 2 });
      return view;
    }

    it('offers bank transfer only when the shop has a bank account set up', async () => {
      await toPayment({ ready: false });
      expect(screen.getByRole('radio', { name: /PayPal/ })).toBeChecked();
      expect(screen.queryByRole('radio', { name: /Banküberweisung/ })).not.toBeInTheDocument();
    });

    it('does not offer PayPal where the server cannot take PayPal payments (production without credentials)', async () => {
      await toPayment({ payPalAvailable: false });
      expect(screen.queryByRole('radio', { name: /PayPal/ })).not.toBeInTheDocument();
      expect(screen.getByRole('radio', { name: /Banküberweisung/ })).toBeChecked();
    });

    it('asks for the legal terms first, with links to the terms and the cancellation terms', async () => {
      const { environment } = await toPayment();
      const checkbox = screen.getByRole('checkbox', { name: /AGB/ });
      expect(screen.getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/agb');
      expect(screen.getByRole('link', { name: 'Stornobedingungen' })).toHaveAttribute('href', '/agb#stornierung');
      fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
      expect(await screen.findByText('Bitte akzeptieren Sie die AGB und Stornobedingungen, um fortzufahren.')).toBeInTheDocument();
      await waitFor(() => expect(checkbox).toHaveFocus());
      expect(environment.mock.getAllOperations().map(operationName)).not.toContain('usePlaceOrderMutation');
    });

    it('orders the cart by bank transfer with the total shown and one key per attempt, then shows the order with the badge at 0', async () => {
      const view = await toPayment();
      fireEvent.click(screen.getByRole('radio', { name: /Banküberweisung \(Vorkasse\)/ }));
      fireEvent.click(screen.getByRole('checkbox', { name: /AGB/ }));
      fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
      await waitFor(() => pending(view.environment, 'usePlaceOrderMutation'));
      expect(screen.getByRole('button', { name: 'Bestellung wird gesendet …' })).toBeDisabled();
      const { input } = pending(view.environment, 'usePlaceOrderMutation').request.variables;
      expect(input).toEqual({
        idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
        customer: {
          firstName: 'Maria',
          lastName: 'Muster',
          email: 'maria@example.org',
          phone: '0821 123456',
          address: 'Badstraße 1',
          city: 'Gersthofen',
          zipCode: '86368',
        },
        paymentMethod: 'BANK_TRANSFER',
        legalTermsAccepted: true,
        expectedTotalCents: 51000,
      });
      expect(input).not.toHaveProperty('items');
      await answer(view.environment, 'usePlaceOrderMutation', {
        PlaceOrderPayload: () => ({ accessKey: 'key-123_abc', errors: [] }),
        Order: () => ({ id: 'order-1', orderNumber: 'H2O-0042', payment: { method: 'BANK_TRANSFER', approvalUrl: null } }),
      });
      await waitFor(() => expect(view.location()).toBe('/checkout/order?key=key-123_abc'));
      expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Warenkorb, leer' })).toBeInTheDocument();
      expect(window.sessionStorage.getItem('h2o.checkout.attempt')).toBeNull();
    });

    it('asks per child whether a swim voucher is redeemed, and sends the children ticked', async () => {
      const view = await toPayment();
      expect(screen.getByRole('group', { name: 'Schwimmgutschein' })).toHaveTextContent(
        'erstatten sie, sobald die Auszahlung des Gutscheins',
      );
      const tim = screen.getByRole('checkbox', { name: /Gutschein für Tim Muster/ });
      expect(tim).not.toBeChecked();
      fireEvent.click(tim);
      fireEvent.click(screen.getByRole('checkbox', { name: /AGB/ }));
      fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
      await waitFor(() => pending(view.environment, 'usePlaceOrderMutation'));
      const { input } = pending(view.environment, 'usePlaceOrderMutation').request.variables;
      const { course } = (checkoutCartOf(named).items as { course: { databaseId: number } }[])[0];
      expect(input.vouchers).toEqual([{ courseId: course.databaseId, participantIndex: 1 }]);
    });

    it('tries again after 1 s and 2 s on server faults with the same key, then shows the order error toast', async () => {
      const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const { environment } = await toPayment();
        jest.useFakeTimers();
        fireEvent.click(screen.getByRole('checkbox', { name: /AGB/ }));
        fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
        await act(() => jest.advanceTimersByTimeAsync(0));
        const first = await fail(environment, 'usePlaceOrderMutation', new HttpStatusError(503, 'Service Unavailable'));
        await act(() => jest.advanceTimersByTimeAsync(999));
        expect(waiting(environment)).not.toContain('usePlaceOrderMutation');
        await act(() => jest.advanceTimersByTimeAsync(1));
        const second = await fail(
          environment,
          'usePlaceOrderMutation',
          new NetworkError('usePlaceOrderMutation', new TypeError('Failed to fetch')),
        );
        expect(second.request.variables).toEqual(first.request.variables);
        await act(() => jest.advanceTimersByTimeAsync(2000));
        await fail(environment, 'usePlaceOrderMutation', new HttpStatusError(502, 'Bad Gateway'));
        await act(() => jest.advanceTimersByTimeAsync(0));
        expect(screen.getByTestId('toast')).toHaveTextContent(
          'Fehler bei der Bestellung: Bei Ihrer Bestellung ist ein Problem aufgetreten. Bitte versuchen Sie es erneut.',
        );
        expect(waiting(environment)).toEqual([]);

        // Pressed again with nothing changed: the same attempt, so the same key.
        fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
        await act(() => jest.advanceTimersByTimeAsync(0));
        expect(pending(environment, 'usePlaceOrderMutation').request.variables).toEqual(first.request.variables);
      } finally {
        jest.useRealTimers();
        consoleError.mockRestore();
      }
    });

    it('does not repeat a refusal; changed prices fetch the cart again and show the new total', async () => {
      const { environment } = await toPayment();
      fireEvent.click(screen.getByRole('checkbox', { name: /AGB/ }));
      fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
      await waitFor(() => pending(environment, 'usePlaceOrderMutation'));
      const first = await answer(environment, 'usePlaceOrderMutation', {
        PlaceOrderPayload: () => ({
          accessKey: null,
          order: null,
          errors: [
            {
              field: 'expectedTotalCents',
              code: 'PRICES_CHANGED',
              message: 'Die Preise haben sich geändert. Bitte prüfen Sie Ihre Bestellung und bestätigen Sie sie erneut.',
            },
          ],
        }),
      });
      await waitFor(() => pending(environment, 'CartContextQuery'));
      await answer(environment, 'CartContextQuery', {
        Cart: () => checkoutCartOf([{ ...named[0], unitPriceCents: 17000 }, adults]),
        ShopSettings: () => shopSettings(),
      });
      const refusal = await screen.findByTestId('checkout-refusal');
      expect(refusal).toHaveTextContent('Die Preise haben sich geändert.');
      expect(within(refusal).getByTestId('checkout-new-total')).toHaveTextContent('Neuer Gesamtbetrag: 530,00 €');
      expect(screen.getByTestId('checkout-total')).toHaveTextContent('530,00 €');
      expect(screen.queryByTestId('toast')).not.toBeInTheDocument();

      // Confirmed at the new total: a new attempt, so a new key.
      fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
      await waitFor(() => pending(environment, 'usePlaceOrderMutation'));
      const second = pending(environment, 'usePlaceOrderMutation').request.variables.input;
      expect(second.expectedTotalCents).toBe(53000);
      expect(second.idempotencyKey).not.toBe(first.request.variables.input.idempotencyKey);
    });

    it("shows a full course's refusal at the item", async () => {
      const { environment } = await toPayment();
      fireEvent.click(screen.getByRole('checkbox', { name: /AGB/ }));
      fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
      await waitFor(() => pending(environment, 'usePlaceOrderMutation'));
      await answer(environment, 'usePlaceOrderMutation', {
        PlaceOrderPayload: () => ({
          accessKey: null,
          order: null,
          errors: [
            {
              field: 'items.1.quantity',
              code: 'COURSE_FULL',
              message: 'Für diesen Kurs ist leider kein Platz mehr frei: er ist ausgebucht.',
            },
          ],
        }),
      });
      await waitFor(() => pending(environment, 'CartContextQuery'));
      await answer(environment, 'CartContextQuery', {
        Cart: () => checkoutCartOf([named[0], { ...adults, bookable: false }]),
        ShopSettings: () => shopSettings(),
      });
      const lines = screen.getAllByTestId('summary-item');
      expect(within(lines[1]).getByTestId('summary-item-error')).toHaveTextContent(
        'Für diesen Kurs ist leider kein Platz mehr frei: er ist ausgebucht.',
      );
      expect(await screen.findByTestId('checkout-refusal')).toHaveTextContent(
        'Schwimmkurs für Erwachsene: Für diesen Kurs ist leider kein Platz mehr frei',
      );
    });

    it('goes back to the participants when the server finds a place without names', async () => {
      const { environment } = await toPayment();
      fireEvent.click(screen.getByRole('checkbox', { name: /AGB/ }));
      fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
      await waitFor(() => pending(environment, 'usePlaceOrderMutation'));
      await answer(environment, 'usePlaceOrderMutation', {
        PlaceOrderPayload: () => ({
          accessKey: null,
          order: null,
          errors: [
            {
              field: 'items.0.participants',
              code: 'PARTICIPANTS_INCOMPLETE',
              message: 'Teilnehmerdaten unvollständig: Bitte geben Sie die Namen aller Teilnehmer ein.',
            },
          ],
        }),
      });
      await waitFor(() => pending(environment, 'CartContextQuery'));
      await answer(environment, 'CartContextQuery', {
        Cart: () =>
          checkoutCartOf([
            {
              ...seepferdchen,
              places: [
                ['Lena', 'Muster'],
                ['', ''],
              ],
            },
            adults,
          ]),
        ShopSettings: () => shopSettings(),
      });
      expect(await screen.findByRole('heading', { name: 'Teilnehmer', level: 2 })).toHaveFocus();
      expect(screen.getByTestId('toast')).toHaveTextContent('Teilnehmerdaten unvollständig');
      expect(screen.getAllByTestId('participants-badge')[0]).toHaveTextContent('unvollständig');
    });

    it("sends a PayPal order to PayPal's page", async () => {
      const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const view = await toPayment();
        const { environment } = view;
        fireEvent.click(screen.getByRole('checkbox', { name: /AGB/ }));
        fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
        await waitFor(() => pending(environment, 'usePlaceOrderMutation'));
        expect(pending(environment, 'usePlaceOrderMutation').request.variables.input.paymentMethod).toBe('PAYPAL');
        await answer(environment, 'usePlaceOrderMutation', {
          PlaceOrderPayload: () => ({ accessKey: 'key-1234567890', errors: [] }),
          Order: () => ({
            id: 'order-2',
            orderNumber: 'H2O-0043',
            payment: { method: 'PAYPAL', approvalUrl: 'https://www.sandbox.paypal.com/checkoutnow?token=PAY-1' },
          }),
        });
        // jsdom cannot leave the page; it says it was asked to.
        await waitFor(() => expect(consoleError.mock.calls.flat().map(String).join(' ')).toMatch(/Not implemented: navigation/));
        expect(screen.getByRole('button', { name: 'Warenkorb, leer' })).toBeInTheDocument();
        expect(view.location()).toBe('/checkout');
      } finally {
        consoleError.mockRestore();
      }
    });
  });
});
