import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { createMockEnvironment } from 'relay-test-utils';
import type { Language } from '../../i18n/languageChoice';
import { renderWithProviders } from '../../test/renderWithProviders';
import { answer, answerOnArrival, pending } from '../../test/relayMock';
import { OrderPage } from './OrderPage';

const owed = { status: 'OWED', method: 'BANK_TRANSFER', amountCents: 9000, accountGiven: false };
const order = {
  id: 'order-7',
  orderNumber: 'H2O-0007',
  orderStatus: 'CANCELLED',
  paymentStatus: 'PAID',
  totalAmountCents: 9000,
  confirmationQueuedAt: null,
  confirmationMailStatus: null,
  customer: { email: 'maria@example.org' },
  items: [],
  payment: { method: 'BANK_TRANSFER', bankTransfer: null },
  // The rest of the page: nothing issued, nothing happened yet that this test is about.
  timeline: [],
  invoices: [],
  vouchers: [],
  cancellationRequestedAt: null,
};

async function openOrder(refunds: object[], language: Language = 'de') {
  const environment = createMockEnvironment();
  answerOnArrival(environment, [
    ['OrderPageQuery', { Query: () => ({ orderByAccessKey: { ...order, refunds } }), ShopSettings: () => ({ vatMode: 'SMALL_BUSINESS' }) }],
  ]);
  const view = renderWithProviders(
    <Routes>
      <Route path="checkout/order" element={<OrderPage />} />
    </Routes>,
    { route: '/checkout/order?key=key-7', language, environment },
  );
  await act(async () => undefined);
  return view;
}

describe('RefundIbanForm', () => {
  it('shows nothing without a refund owed by transfer', async () => {
    await openOrder([{ status: 'MADE', method: 'PAYPAL', amountCents: 9000, accountGiven: false }]);
    await screen.findByTestId('order-page');
    expect(screen.queryByTestId('refund-account-form')).toBeNull();
  });

  it('asks for the account, checks the IBAN by its check digits, sends it with the key and then says it is given', async () => {
    const view = await openOrder([owed], 'en');
    expect(await screen.findByTestId('refund-account-form')).toHaveTextContent('We are refunding €90.00 to you by bank transfer.');
    fireEvent.change(screen.getByLabelText(/Account holder/), { target: { value: 'Maria Muster' } });
    fireEvent.change(screen.getByLabelText(/IBAN/), { target: { value: 'DE89 3704 0044 0532 0130 01' } });
    fireEvent.click(screen.getByTestId('refund-account-submit'));
    expect(
      await screen.findByText('This IBAN is not valid. Please check it for typos (example: DE89 3704 0044 0532 0130 00).'),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/IBAN/), { target: { value: 'DE89 3704 0044 0532 0130 00' } });
    fireEvent.click(screen.getByTestId('refund-account-submit'));
    await waitFor(() => pending(view.environment, 'useGiveRefundAccountMutation'));
    const sent = await answer(view.environment, 'useGiveRefundAccountMutation', {
      GiveRefundAccountPayload: () => ({ errors: [] }),
      Order: () => ({ id: 'order-7', refunds: [{ ...owed, accountGiven: true }] }),
    });
    expect(sent.request.variables).toEqual({
      input: { accessKey: 'key-7', iban: 'DE89 3704 0044 0532 0130 00', accountHolder: 'Maria Muster' },
    });
    expect(await screen.findByTestId('refund-account-given')).toHaveTextContent('We have your account for the refund of €90.00');
  });
});
