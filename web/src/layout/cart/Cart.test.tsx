import { act, fireEvent, screen, within } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import type { Language } from '../../i18n/languageChoice';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CartButton } from './CartButton';
import { CartPanel } from './CartPanel';
import { answerWithCart, setCartHint, type TestItem } from '../../test/cartTestData';

const seepferdchen: TestItem = { id: 'item-1', title: 'Seepferdchen-Kurs', quantity: 1, unitPriceCents: 16000 };
const adults: TestItem = { id: 'item-2', title: 'Schwimmkurs für Erwachsene', quantity: 2, unitPriceCents: 19000 };

/**
 * The header button and the panel as the layout has them. `items` null: a browser without a cart (no
 * hint cookie, so nothing is asked); else the cart the API answers the provider's query with.
 */
function renderCart(
  items: TestItem[] | null = null,
  { language = 'de', route = '/', vatMode }: { language?: Language; route?: string; vatMode?: 'INCLUDED_19' | 'SMALL_BUSINESS' } = {},
) {
  setCartHint(items !== null);
  const environment = createMockEnvironment();
  const view = renderWithProviders(
    <>
      <CartButton />
      <CartPanel />
    </>,
    { language, route, environment },
  );
  if (items !== null) {
    expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('CartContextQuery');
    answerWithCart(environment, items, [], vatMode);
  }
  return view;
}

afterEach(() => setCartHint(false));

// The open panel is a lazy chunk: compiled once up front, so a test's wait for the dialog is not the module's
// first compilation on a busy machine.
beforeAll(() => import('./OpenCartPanel'));

describe('CartButton', () => {
  it('shows no badge and asks nothing when the browser has no cart', async () => {
    const { environment } = renderCart();
    expect(screen.getByRole('button', { name: 'Warenkorb, leer' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('fetches the cart when the browser has one and shows the number of places (the sum of quantities)', async () => {
    renderCart([seepferdchen, adults]);
    const button = screen.getByRole('button', { name: 'Warenkorb, 2 Kurse, 3 Plätze' });
    expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^3$/);
    expect(button).toContainElement(screen.getByTestId('cart-badge'));
  });

  it('names one place in the singular, and an empty cart as empty', async () => {
    renderCart([seepferdchen]);
    expect(screen.getByRole('button', { name: 'Warenkorb, 1 Kurs, 1 Platz' })).toBeInTheDocument();
  });

  it('counts courses and places apart: one course for two children is one course with two places, not two courses', async () => {
    renderCart([adults]);
    const button = screen.getByRole('button', { name: 'Warenkorb, 1 Kurs, 2 Plätze' });
    expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^2$/);
    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Warenkorb (1 Kurs, 2 Plätze)' })).toBeInTheDocument();
  });

  it.each([
    [[], 'Cart, empty'],
    [[seepferdchen], 'Cart, 1 course, 1 place'],
    [[adults], 'Cart, 1 course, 2 places'],
  ])('is named in English for %j', (items, name) => {
    renderCart(items, { language: 'en' });
    expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });
});

describe('CartPanel', () => {
  it('opens as a modal dialog titled with the count, with focus inside, and closes with Escape, focus back on the button', async () => {
    renderCart();
    const button = screen.getByRole('button', { name: 'Warenkorb, leer' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Warenkorb (leer)' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.body.style.overflow).toBe('hidden');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps the keyboard inside while open', async () => {
    renderCart();
    fireEvent.click(screen.getByRole('button', { name: 'Warenkorb, leer' }));
    await screen.findByRole('dialog');
    const close = screen.getByRole('button', { name: 'Warenkorb schließen' });
    const browse = screen.getByRole('link', { name: 'Kurse entdecken' });
    expect(close).toHaveFocus();
    browse.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(browse).toHaveFocus();
  });

  it('closes with its close button and with a click beside it', async () => {
    renderCart();
    fireEvent.click(screen.getByRole('button', { name: 'Warenkorb, leer' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Warenkorb schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Warenkorb, leer' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByTestId('cart-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([[null], [[]]])('when empty (%p), says so and its browse button closes the panel and goes to the courses', async (items) => {
    const view = renderCart(items, { route: '/about' });
    fireEvent.click(screen.getByRole('button', { name: 'Warenkorb, leer' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Ihr Warenkorb ist leer.');
    expect(within(dialog).queryByRole('link', { name: 'Zur Kasse' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Kurse entdecken' }));
    expect(view.location()).toBe('/courses');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks English when empty', async () => {
    renderCart(null, { language: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Cart, empty' }));
    expect(await screen.findByRole('dialog', { name: 'Cart (empty)' })).toHaveTextContent('Your cart is empty.');
    expect(screen.getByRole('button', { name: 'Close cart' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/courses');
  });

  it('lists the items with dates, price per place, quantity and line total, then the subtotal, checkout and continue shopping', async () => {
    const view = renderCart([seepferdchen, adults], { route: '/about' });
    fireEvent.click(screen.getByRole('button', { name: 'Warenkorb, 2 Kurse, 3 Plätze' }));
    const dialog = await screen.findByRole('dialog', { name: 'Warenkorb (2 Kurse, 3 Plätze)' });
    const cards = within(dialog).getAllByTestId('cart-item');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Seepferdchen-Kurs', 'Schwimmkurs für Erwachsene']);
    expect(cards[1]).toHaveTextContent('05.12.2026 – 23.01.2027');
    expect(cards[1]).toHaveTextContent('190,00 € pro Platz');
    expect(within(cards[1]).getByTestId('cart-item-quantity')).toHaveTextContent(/^2$/);
    expect(within(cards[1]).getByTestId('cart-item-total')).toHaveTextContent('380,00 €');
    expect(within(dialog).getByTestId('cart-subtotal')).toHaveTextContent('540,00 €');
    expect(within(dialog).queryByText('Dieser Kurs ist nicht mehr verfügbar.')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Weiter einkaufen' })).toHaveAttribute('href', '/courses');
    fireEvent.click(within(dialog).getByRole('link', { name: 'Zur Kasse' }));
    expect(view.location()).toBe('/checkout');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['de', 'SMALL_BUSINESS', 'Warenkorb, 1 Kurs, 1 Platz', 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.'],
    ['en', 'SMALL_BUSINESS', 'Cart, 1 course, 1 place', 'No VAT is charged (small business, § 19 UStG).'],
    ['de', 'INCLUDED_19', 'Warenkorb, 1 Kurs, 1 Platz', 'inkl. 19 % MwSt.'],
    ['en', 'INCLUDED_19', 'Cart, 1 course, 1 place', 'incl. 19% VAT'],
  ] as const)('in %s with %s, says under the subtotal "%s"', async (language, vatMode, button, note) => {
    renderCart([seepferdchen], { language, vatMode });
    fireEvent.click(screen.getByRole('button', { name: button }));
    const subtotal = screen.getByTestId('cart-subtotal').parentElement!;
    const vatNote = within(await screen.findByRole('dialog')).getByTestId('vat-note');
    expect(vatNote.textContent).toBe(note);
    expect(subtotal.nextElementSibling).toBe(vatNote);
  });

  it('shows no VAT note while the cart is empty', async () => {
    renderCart([]);
    fireEvent.click(screen.getByRole('button', { name: 'Warenkorb, leer' }));
    await screen.findByRole('dialog');
    expect(screen.queryByTestId('vat-note')).not.toBeInTheDocument();
  });

  it('disables minus at quantity 1 and plus at the free places', async () => {
    renderCart([seepferdchen, { ...adults, availableSlots: 2 }]);
    fireEvent.click(screen.getByRole('button', { name: 'Warenkorb, 2 Kurse, 3 Plätze' }));
    await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'Einen Platz weniger: Seepferdchen-Kurs' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Einen Platz mehr: Seepferdchen-Kurs' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Einen Platz weniger: Schwimmkurs für Erwachsene' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Einen Platz mehr: Schwimmkurs für Erwachsene' })).toBeDisabled();
  });

  it("raises a quantity at once (optimistically), then shows the server's cart", async () => {
    const { environment } = renderCart([seepferdchen, adults]);
    fireEvent.click(screen.getByRole('button', { name: 'Warenkorb, 2 Kurse, 3 Plätze' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Einen Platz mehr: Seepferdchen-Kurs' }));
    const mutation = environment.mock.getMostRecentOperation();
    expect([mutation.request.node.params.name, mutation.request.variables]).toEqual([
      'useSetCartItemQuantityMutation',
      { input: { itemId: 'item-1', quantity: 2 } },
    ]);
    const first = screen.getAllByTestId('cart-item')[0];
    expect(within(first).getByTestId('cart-item-quantity')).toHaveTextContent(/^2$/);
    expect(within(first).getByTestId('cart-item-total')).toHaveTextContent('320,00 €');
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('700,00 €');
    expect(await screen.findByRole('dialog', { name: 'Warenkorb (2 Kurse, 4 Plätze)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Einen Platz weniger: Seepferdchen-Kurs' })).toBeEnabled();

    // The server's price wins (it changed meanwhile).
    answerWithCart(environment, [{ ...seepferdchen, quantity: 2, unitPriceCents: 16500 }, adults]);
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('710,00 €');
    expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^4$/);
  });

  it('lowers and removes at once', async () => {
    const { environment } = renderCart([seepferdchen, adults]);
    fireEvent.click(screen.getByRole('button', { name: 'Warenkorb, 2 Kurse, 3 Plätze' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Einen Platz weniger: Schwimmkurs für Erwachsene' }));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ input: { itemId: 'item-2', quantity: 1 } });
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('350,00 €');
    answerWithCart(environment, [seepferdchen, { ...adults, quantity: 1 }]);

    fireEvent.click(screen.getByRole('button', { name: 'Seepferdchen-Kurs entfernen' }));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ input: { itemId: 'item-1' } });
    expect(screen.getAllByTestId('cart-item')).toHaveLength(1);
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('190,00 €');
    answerWithCart(environment, [{ ...adults, quantity: 1 }]);

    fireEvent.click(screen.getByRole('button', { name: 'Schwimmkurs für Erwachsene entfernen' }));
    answerWithCart(environment, []);
    expect(await screen.findByRole('dialog', { name: 'Warenkorb (leer)' })).toHaveTextContent('Ihr Warenkorb ist leer.');
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  });

  it("shows the server's refusal and its unchanged cart", async () => {
    const { environment } = renderCart([{ ...seepferdchen, availableSlots: 5 }], { language: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Cart, 1 course, 1 place' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'One place more: Seepferdchen-Kurs' }));
    answerWithCart(
      environment,
      [{ ...seepferdchen, bookable: false }],
      [{ field: 'quantity', code: 'COURSE_FULL', message: 'Course no longer available.' }],
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Course no longer available.');
    expect(screen.getByTestId('cart-item-quantity')).toHaveTextContent(/^1$/);
    // The item says so too, from the server's `bookable`.
    expect(screen.getByTestId('cart-item')).toHaveTextContent('Course no longer available.');
    expect(screen.getByRole('button', { name: 'One place more: Seepferdchen-Kurs' })).toBeDisabled();
  });

  it('says the cart could not be changed when the request fails, and undoes the change on screen', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { environment } = renderCart([seepferdchen]);
      fireEvent.click(screen.getByRole('button', { name: 'Warenkorb, 1 Kurs, 1 Platz' }));
      await screen.findByRole('dialog');
      fireEvent.click(screen.getByRole('button', { name: 'Einen Platz mehr: Seepferdchen-Kurs' }));
      expect(screen.getByTestId('cart-item-quantity')).toHaveTextContent(/^2$/);
      act(() => environment.mock.rejectMostRecentOperation(new Error('offline')));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Der Warenkorb konnte nicht geändert werden. Bitte versuchen Sie es erneut.',
      );
      expect(screen.getByTestId('cart-item-quantity')).toHaveTextContent(/^1$/);
      expect(consoleError).toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
    }
  });
});
