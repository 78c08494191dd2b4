import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answer, fail } from '../../../test/relayMock';
import { answerAdminViewer, renderAdminView } from '../../../test/adminTestData';
import { adminAccountLoader } from './adminAccountLoader';
import { AdminAccountPage } from './AdminAccountPage';

const account = {
  Query: () => ({
    viewer: { id: 'user-1', username: 'admin', email: 'admin@example.org' },
    accountSessions: [
      { id: 'session-1', current: true, userAgent: null, createdAt: '2026-12-01T10:00:00.000Z', lastSeenAt: null },
      { id: 'session-2', current: false, userAgent: null, createdAt: '2026-11-20T10:00:00.000Z', lastSeenAt: null },
    ],
  }),
};

async function openAccount() {
  const view = renderAdminView({ url: '/admin/account', path: 'account', loader: adminAccountLoader, Component: AdminAccountPage });
  await answerAdminViewer(view.environment);
  await answer(view.environment, 'AdminAccountPageQuery', account);
  return view;
}

describe('AdminAccountPage', () => {
  it('shows a failed load with a retry; the password form above needs no data', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const view = renderAdminView({ url: '/admin/account', path: 'account', loader: adminAccountLoader, Component: AdminAccountPage });
    await answerAdminViewer(view.environment);
    await fail(view.environment, 'AdminAccountPageQuery');
    expect(await screen.findByTestId('account-error')).toHaveTextContent('Ihr Konto konnte nicht geladen werden.');
    expect(screen.getByTestId('account-password-form')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('retry'));
    await answer(view.environment, 'AdminAccountPageQuery', account);
    expect(screen.getByTestId('account-own-email-form')).toBeInTheDocument();
  });

  it('changes the password, then loads the sessions again', async () => {
    const { environment } = await openAccount();
    fireEvent.change(screen.getByLabelText('Aktuelles Passwort'), { target: { value: 'altes-Passwort-1' } });
    fireEvent.change(screen.getByLabelText('Neues Passwort'), { target: { value: 'neues-Passwort-12' } });
    fireEvent.click(screen.getByTestId('account-password-submit'));
    const mutation = await answer(environment, 'useChangePasswordMutation', { PasswordPayload: () => ({ done: true, errors: [] }) });
    expect(mutation.request.variables).toEqual({ input: { currentPassword: 'altes-Passwort-1', newPassword: 'neues-Passwort-12' } });
    await answer(environment, 'AdminAccountPageQuery', account);
    expect(await screen.findByTestId('account-password-changed')).toHaveTextContent('Ihr Passwort ist geändert');
  });

  it('puts a refused address on its field, and saves a valid one', async () => {
    const { environment } = await openAccount();
    const form = screen.getByTestId('account-own-email-form');
    fireEvent.change(within(form).getByLabelText('E-Mail-Adresse'), { target: { value: 'neu@example.org' } });
    fireEvent.click(screen.getByTestId('account-own-email-submit'));
    await answer(environment, 'useSetAccountEmailMutation', {
      SetAccountEmailPayload: () => ({
        viewer: null,
        errors: [{ field: 'email', code: 'TAKEN', message: 'Diese Adresse nutzt schon ein anderes Konto.' }],
      }),
    });
    expect(await screen.findByText('Diese Adresse nutzt schon ein anderes Konto.')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('account-own-email-submit'));
    await answer(environment, 'useSetAccountEmailMutation', {
      SetAccountEmailPayload: () => ({ viewer: { id: 'user-1', email: 'neu@example.org' }, errors: [] }),
    });
    expect(await screen.findByTestId('account-own-email-saved')).toHaveTextContent('Ihre E-Mail-Adresse ist gespeichert.');
  });

  it('ends the other sessions and says how many, the note kept while the list loads again', async () => {
    const { environment } = await openAccount();
    fireEvent.click(screen.getByTestId('account-sessions-end-others'));
    await answer(environment, 'useEndOtherAccountSessionsMutation', { EndSessionsPayload: () => ({ ended: 1, errors: [] }) });
    await answer(environment, 'AdminAccountPageQuery', account);
    await waitFor(() => expect(screen.getByTestId('account-sessions-note')).toHaveTextContent('Eine Sitzung beendet.'));

    jest.spyOn(console, 'error').mockImplementation(() => {});
    fireEvent.click(screen.getByTestId('account-session-end'));
    const failed = await fail(environment, 'useEndAccountSessionMutation');
    expect(failed.request.variables).toEqual({ input: { sessionId: 'session-2' } });
    await answer(environment, 'AdminAccountPageQuery', account);
    await waitFor(() =>
      expect(screen.getByTestId('account-sessions-note')).toHaveTextContent('Das hat nicht geklappt. Bitte versuchen Sie es erneut.'),
    );
  });
});
