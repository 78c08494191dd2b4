import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { AppProviders } from '../../../AppProviders';
import { answer, fail, pendingNamed, whenSent } from '../../../test/relayMock';
import { AdminRoleContext } from '../session/permissions';
import { MailActions } from './MailActions';

/** The dashboard's mail buttons (no query of their own, so no loader: they render at once). */
function openActions(language: 'de' | 'en' = 'de', role: 'ADMIN' | 'STAFF' = 'ADMIN') {
  const environment = createMockEnvironment();
  // @types/relay-test-utils (19) lags relay-runtime 21 by three methods the mock does implement.
  render(
    <AppProviders environment={environment as unknown as Environment} language={language}>
      <MemoryRouter initialEntries={['/admin']}>
        <AdminRoleContext.Provider value={role}>
          <MailActions />
        </AdminRoleContext.Provider>
      </MemoryRouter>
    </AppProviders>,
  );
  return { environment };
}

const invited = [
  { email: 'anna@example.org', name: 'Anna Bad', courseTitle: 'Seepferdchen', courseId: 12 },
  { email: 'max@example.org', name: 'Max Muster', courseTitle: 'Kraulkurs', courseId: 7 },
];

const invitations = (sent: typeof invited, errors: { field: string | null; code: string; message: string }[] = []) => ({
  SendReviewInvitationsPayload: () => ({ sent, errors }),
});

const testMail = (success: boolean, message: string) => ({ SendTestMailPayload: () => ({ success, message, errors: [] }) });

const toast = () => screen.getByTestId('toast');

// Failures are logged (console.error) where a test provokes them; each test quiets the console for itself.
afterEach(() => jest.restoreAllMocks());

describe('dashboard mail actions', () => {
  it("offers staff the review invitations only: test mails (and the outbox their answer points to) are admins'", () => {
    openActions('de', 'STAFF');
    expect(screen.getByRole('group', { name: 'E-Mail-Aktionen' }).querySelectorAll('button')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Bewertungseinladungen senden' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Test-E-Mail senden' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Test-Bewertungs-E-Mail senden' })).not.toBeInTheDocument();
  });

  it('sends the review invitations: the button waits with a progress sign, then the count and who was invited', async () => {
    const { environment } = openActions();
    expect(screen.getByRole('group', { name: 'E-Mail-Aktionen' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Bewertungseinladungen senden' });
    fireEvent.click(button);
    await whenSent(environment, 'useSendReviewInvitationsMutation');
    // While it runs: disabled, busy, saying so; a second click sends nothing.
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveTextContent('Einladungen werden gesendet …');
    fireEvent.click(button);
    expect(pendingNamed(environment, 'useSendReviewInvitationsMutation')).toHaveLength(1);

    await answer(environment, 'useSendReviewInvitationsMutation', invitations(invited));
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-busy', 'false');
    expect(button).toHaveTextContent('Bewertungseinladungen senden');
    const dialog = screen.getByRole('dialog', { name: 'Eingeladen wurden' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Anna Bad (anna@example.org): Seepferdchen', 'Max Muster (max@example.org): Kraulkurs']);
    // The toast shows in the open dialog (the page behind a modal is inert).
    expect(within(dialog).getByTestId('toast')).toHaveTextContent('Einladungen gesendet (2)');
    expect(toast()).toHaveAttribute('role', 'status');

    // Its own button and the × both close it (both are called "Schließen").
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Schließen' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when nobody was due for an invitation', async () => {
    const { environment } = openActions();
    fireEvent.click(screen.getByRole('button', { name: 'Bewertungseinladungen senden' }));
    await answer(environment, 'useSendReviewInvitationsMutation', invitations([]));
    const dialog = screen.getByRole('dialog', { name: 'Eingeladen wurden' });
    expect(dialog).toHaveTextContent('Niemand war für eine Einladung fällig.');
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
    expect(toast()).toHaveTextContent('Einladungen gesendet (0)');
  });

  it("shows a refusal of the invitations with the server's message, and a failed request with the default", async () => {
    const { environment } = openActions();
    const button = screen.getByRole('button', { name: 'Bewertungseinladungen senden' });
    fireEvent.click(button);
    await answer(
      environment,
      'useSendReviewInvitationsMutation',
      invitations([], [{ field: null, code: 'UNAVAILABLE', message: 'Der Versand ist gerade nicht möglich.' }]),
    );
    expect(toast()).toHaveTextContent('Fehler: Der Versand ist gerade nicht möglich.');
    expect(toast()).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(button);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await fail(environment, 'useSendReviewInvitationsMutation');
    expect(toast()).toHaveTextContent('Fehler: Die Einladungen konnten nicht gesendet werden.');
    expect(button).toBeEnabled();
  });

  it('sends a test e-mail and shows where it went', async () => {
    const { environment } = openActions();
    const button = screen.getByRole('button', { name: 'Test-E-Mail senden' });
    fireEvent.click(button);
    await whenSent(environment, 'useSendTestEmailMutation');
    expect(button).toBeDisabled();
    await answer(environment, 'useSendTestEmailMutation', testMail(true, 'Die Test-E-Mail wurde an admin@h2o-gersthofen.de gesendet.'));
    expect(toast()).toHaveTextContent(/^Die Test-E-Mail wurde an admin@h2o-gersthofen.de gesendet.$/);
    expect(toast()).toHaveAttribute('role', 'status');
    expect(button).toBeEnabled();
  });

  it('shows a failed test e-mail as docs/SPEC.md §8 says: "Fehler" with the server\'s reason or the default text', async () => {
    const { environment } = openActions();
    const button = screen.getByRole('button', { name: 'Test-E-Mail senden' });
    fireEvent.click(button);
    await answer(
      environment,
      'useSendTestEmailMutation',
      testMail(false, 'Für Ihr Konto ist keine E-Mail-Adresse hinterlegt. Bitte hinterlegen Sie zuerst eine E-Mail-Adresse.'),
    );
    expect(toast()).toHaveTextContent(
      'Fehler: Für Ihr Konto ist keine E-Mail-Adresse hinterlegt. Bitte hinterlegen Sie zuerst eine E-Mail-Adresse.',
    );
    expect(toast()).toHaveAttribute('role', 'alert');

    // Refused without a reason: the default text.
    fireEvent.click(button);
    await answer(environment, 'useSendTestEmailMutation', testMail(false, ''));
    expect(toast()).toHaveTextContent(/^Fehler: Beim Senden der Test-E-Mail ist ein Fehler aufgetreten\.$/);

    fireEvent.click(button);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await fail(environment, 'useSendTestEmailMutation');
    expect(toast()).toHaveTextContent(/^Fehler: Beim Senden der Test-E-Mail ist ein Fehler aufgetreten\.$/);
  });

  it('sends a test review e-mail, and says so when it fails', async () => {
    const { environment } = openActions();
    const button = screen.getByRole('button', { name: 'Test-Bewertungs-E-Mail senden' });
    fireEvent.click(button);
    // Only this mutation: not the plain test mail.
    await whenSent(environment, 'useSendTestReviewInvitationMutation');
    expect(pendingNamed(environment, 'useSendTestEmailMutation')).toHaveLength(0);
    expect(button).toBeDisabled();
    await answer(
      environment,
      'useSendTestReviewInvitationMutation',
      testMail(true, 'Die Test-Einladung zur Bewertung wurde an admin@h2o-gersthofen.de gesendet.'),
    );
    expect(toast()).toHaveTextContent('Die Test-Einladung zur Bewertung wurde an admin@h2o-gersthofen.de gesendet.');

    fireEvent.click(button);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await fail(environment, 'useSendTestReviewInvitationMutation');
    expect(toast()).toHaveTextContent(/^Fehler: Beim Senden der Test-E-Mail ist ein Fehler aufgetreten\.$/);
  });

  it('speaks English', async () => {
    const { environment } = openActions('en');
    expect(screen.getByRole('group', { name: 'E-mail actions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send test e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send test review e-mail' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Send review invitations' });
    fireEvent.click(button);
    await whenSent(environment, 'useSendReviewInvitationsMutation');
    expect(button).toHaveTextContent('Sending invitations …');
    await answer(environment, 'useSendReviewInvitationsMutation', invitations(invited.slice(0, 1)));
    expect(screen.getByRole('dialog', { name: 'Invited' })).toHaveTextContent('Anna Bad (anna@example.org): Seepferdchen');
    expect(toast()).toHaveTextContent('Invitations sent (1)');
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Send test e-mail' }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await fail(environment, 'useSendTestEmailMutation');
    expect(toast()).toHaveTextContent(/^Error: An error occurred while sending the test e-mail\.$/);
  });
});
