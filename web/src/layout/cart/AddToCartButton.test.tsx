import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { createOperationDescriptor, getRequest, type OperationDescriptor } from 'relay-runtime';
import RootServicesQuery from '../../__generated__/RootServicesQuery.graphql';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { AddToCartButtonTestQuery } from '../../__generated__/AddToCartButtonTestQuery.graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { QueryRenderer } from '../../test/relayMock';
import { AddToCartButton } from './AddToCartButton';
import { CartButton } from './CartButton';
import { CartPanel } from './CartPanel';
import { answerWithCart, setCartHint } from '../../test/cartTestData';

const query = graphql`
  query AddToCartButtonTestQuery @relay_test_operation {
    course(databaseId: 7) {
      ...AddToCartButton_course
    }
  }
`;

const course = {
  id: 'Q291cnNlOjc=',
  databaseId: 7,
  title: 'Seepferdchen-Kurs',
  priceCents: 16000,
  bookable: true,
  startDate: '2026-12-05',
  endDate: '2027-01-23',
  availableSlots: 6,
};

/** A course page's button beside the layout's cart button and panel, with no cart in the browser yet. */
function renderButton(overrides: Partial<typeof course> = {}, language: 'de' | 'en' = 'de') {
  setCartHint(false);
  const environment = createMockEnvironment();
  // Answers the page's query as it renders (a queued resolver answers one operation); the mutations wait for the test.
  environment.mock.queueOperationResolver((operation: OperationDescriptor) =>
    MockPayloadGenerator.generate(operation, { Course: () => ({ ...course, ...overrides }) }),
  );
  const view = renderWithProviders(
    <>
      <CartButton />
      <QueryRenderer<AddToCartButtonTestQuery> query={query}>{(data) => <AddToCartButton course={data.course!} />}</QueryRenderer>
      <CartPanel />
    </>,
    { environment, language },
  );
  return view;
}

// The open panel and the mutation's document are lazy chunks: compiled once up front, so a test's wait for the
// dialog is not the module's first compilation on a busy machine.
beforeAll(() => Promise.all([import('./OpenCartPanel'), import('./addCourseToCart')]));

/** The add mutation the tap sent (once its document, fetched on the tap at the latest, is there). */
const sentMutation = (environment: ReturnType<typeof renderButton>['environment']) =>
  waitFor(() => environment.mock.getMostRecentOperation());

describe('AddToCartButton', () => {
  it("opens the panel with the course at once, before the server has answered, then shows the server's cart", async () => {
    const { environment } = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    const mutation = await sentMutation(environment);
    expect([mutation.request.node.params.name, mutation.request.variables]).toEqual([
      'addCourseToCartMutation',
      { input: { courseId: 7 } },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Warenkorb (1 Kurs, 1 Platz)' });
    expect(within(dialog).getByRole('heading', { name: 'Seepferdchen-Kurs' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('cart-subtotal')).toHaveTextContent('160,00 €');
    expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^1$/);

    answerWithCart(environment, [
      { id: 'Q2FydEl0ZW06MQ==', title: 'Seepferdchen-Kurs', quantity: 1, unitPriceCents: 16000, courseId: course.id },
    ]);
    expect(within(dialog).getAllByTestId('cart-item')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Again: the same item, one place more, and the panel (closed meanwhile) opens again.
    fireEvent.click(screen.getByRole('button', { name: 'Warenkorb schließen' }));
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    const again = await screen.findByRole('dialog', { name: 'Warenkorb (1 Kurs, 2 Plätze)' });
    expect(within(again).getAllByTestId('cart-item')).toHaveLength(1);
    expect(within(again).getByTestId('cart-item-quantity')).toHaveTextContent(/^2$/);
  });

  it("shows the server's refusal in the panel, and the cart as the server has it", async () => {
    const { environment } = renderButton({}, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await sentMutation(environment);
    answerWithCart(environment, [], [{ field: 'courseId', code: 'COURSE_FULL', message: 'Course no longer available.' }]);
    const dialog = await screen.findByRole('dialog', { name: 'Cart (empty)' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Course no longer available.');
    expect(dialog).toHaveTextContent('Your cart is empty.');
  });

  it('shows the VAT note under the subtotal of a first cart, from the root query every page has loaded', async () => {
    const { environment } = renderButton({}, 'en');
    // What the root route's query put in the store (the cart query has never run: the browser had no cart).
    const root = createOperationDescriptor(getRequest(RootServicesQuery), {});
    act(() => {
      environment.commitPayload(root, MockPayloadGenerator.generate(root, { ShopSettings: () => ({ vatMode: 'INCLUDED_19' }) }).data!);
    });
    environment.retain(root);
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cart (1 course, 1 place)' });
    expect(within(dialog).getByTestId('vat-note')).toHaveTextContent('incl. 19% VAT');
    answerWithCart(environment, [
      { id: 'Q2FydEl0ZW06MQ==', title: 'Seepferdchen-Kurs', quantity: 1, unitPriceCents: 16000, courseId: course.id },
    ]);
    expect(within(dialog).getByTestId('vat-note')).toHaveTextContent('incl. 19% VAT');
  });

  it('is not offered for a course the server does not call bookable', async () => {
    renderButton({ bookable: false });
    expect(screen.queryByRole('button', { name: 'In den Warenkorb' })).not.toBeInTheDocument();
  });
});
