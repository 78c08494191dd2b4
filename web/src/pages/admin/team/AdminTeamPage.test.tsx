import { fireEvent, screen, within } from '@testing-library/react';
import { answer, fail } from '../../../test/relayMock';
import { answerAdminViewer, renderAdminView } from '../../../test/adminTestData';
import { adminTeamLoader } from './adminTeamLoader';
import { AdminTeamPage } from './AdminTeamPage';

const team = {
  Query: () => ({
    viewer: { id: 'user-1', username: 'admin' },
    staffAccounts: [
      { databaseId: 1, username: 'admin', email: 'admin@example.org', role: 'ADMIN', deactivatedAt: null },
      { databaseId: 2, username: 'lena', email: 'lena@example.org', role: 'STAFF', deactivatedAt: null },
    ],
    staffInvitations: [],
  }),
};

async function openTeam() {
  const view = renderAdminView({ url: '/admin/team', path: 'team', loader: adminTeamLoader, Component: AdminTeamPage });
  await answerAdminViewer(view.environment);
  await answer(view.environment, 'AdminTeamPageQuery', team);
  return view;
}

describe('AdminTeamPage', () => {
  it('shows the accounts below the title and intro', async () => {
    await openTeam();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Team');
    expect(within(screen.getByTestId('team-account-lena')).getByTestId('team-role')).toHaveValue('STAFF');
    expect(screen.getByTestId('team-invite-form')).toBeInTheDocument();
  });

  it('shows a failed load with a retry that asks again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const view = renderAdminView({ url: '/admin/team', path: 'team', loader: adminTeamLoader, Component: AdminTeamPage });
    await answerAdminViewer(view.environment);
    await fail(view.environment, 'AdminTeamPageQuery');
    expect(await screen.findByTestId('team-error')).toHaveTextContent('Das Team konnte nicht geladen werden.');
    // The invitation form needs no data: it stays usable.
    expect(screen.getByTestId('team-invite-form')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('retry'));
    await answer(view.environment, 'AdminTeamPageQuery', team);
    expect(screen.getByTestId('team-account-lena')).toBeInTheDocument();
  });

  it('changes a role after the confirmation, says so and loads the team again', async () => {
    const { environment } = await openTeam();
    fireEvent.change(within(screen.getByTestId('team-account-lena')).getByTestId('team-role'), { target: { value: 'TRAINER' } });
    fireEvent.click(within(screen.getByTestId('confirm-role-change')).getByTestId('confirm-dialog-confirm'));
    const mutation = await answer(environment, 'useSetStaffRoleMutation', {
      StaffAccountPayload: () => ({ account: { databaseId: 2 }, errors: [] }),
    });
    expect(mutation.request.variables).toEqual({ input: { userId: 2, role: 'TRAINER' } });
    // The note is kept outside the list, which is loaded again.
    await answer(environment, 'AdminTeamPageQuery', team);
    expect(await screen.findByTestId('team-note')).toHaveTextContent('Gespeichert.');
  });

  it('says why a deactivation was refused, and that a request got no answer', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { environment } = await openTeam();
    fireEvent.click(within(screen.getByTestId('team-account-lena')).getByTestId('team-deactivate'));
    fireEvent.click(within(screen.getByTestId('confirm-deactivate')).getByTestId('confirm-dialog-confirm'));
    await answer(environment, 'useDeactivateStaffAccountMutation', {
      StaffAccountPayload: () => ({
        account: null,
        errors: [{ field: null, code: 'FORBIDDEN', message: 'Das letzte aktive Admin-Konto bleibt.' }],
      }),
    });
    await answer(environment, 'AdminTeamPageQuery', team);
    expect(await screen.findByTestId('team-note')).toHaveTextContent('Das letzte aktive Admin-Konto bleibt.');

    fireEvent.click(within(screen.getByTestId('team-account-lena')).getByTestId('team-deactivate'));
    fireEvent.click(within(screen.getByTestId('confirm-deactivate')).getByTestId('confirm-dialog-confirm'));
    await fail(environment, 'useDeactivateStaffAccountMutation');
    await answer(environment, 'AdminTeamPageQuery', team);
    expect(await screen.findByTestId('team-note')).toHaveTextContent('Das hat nicht geklappt. Bitte versuchen Sie es erneut.');
  });

  it('invites, or puts the refusal on its field', async () => {
    const { environment } = await openTeam();
    fireEvent.change(screen.getByLabelText('E-Mail-Adresse'), { target: { value: 'neu@example.org' } });
    fireEvent.click(screen.getByTestId('team-invite-submit'));
    const refused = await answer(environment, 'useInviteStaffMutation', {
      InviteStaffPayload: () => ({
        invitation: null,
        errors: [{ field: 'email', code: 'TAKEN', message: 'Diese Adresse hat schon ein Konto.' }],
      }),
    });
    expect(refused.request.variables).toEqual({ input: { email: 'neu@example.org', role: 'STAFF', language: 'de' } });
    expect(await screen.findByText('Diese Adresse hat schon ein Konto.')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('team-invite-submit'));
    await answer(environment, 'useInviteStaffMutation', {
      InviteStaffPayload: () => ({ invitation: { databaseId: 5, email: 'neu@example.org' }, errors: [] }),
    });
    expect(await screen.findByTestId('team-invited')).toHaveTextContent('Die Einladung an neu@example.org ist unterwegs.');
    await answer(environment, 'AdminTeamPageQuery', team);
  });
});
