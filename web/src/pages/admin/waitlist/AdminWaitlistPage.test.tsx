import { fireEvent, screen } from '@testing-library/react';
import { answer, fail, pendingNamed, whenSent } from '../../../test/relayMock';
import { renderAdminView } from '../../../test/adminTestData';
import { adminWaitlistLoader } from './adminWaitlistLoader';
import { AdminWaitlistPage } from './AdminWaitlistPage';

const waitlist = {
  courseId: 12,
  courseTitle: 'Seepferdchen-Kurs',
  courseStartDate: '2027-01-09',
  availableSlots: 0,
  totalSlots: 10,
  waitingPlaces: 2,
  offeredPlaces: 0,
  sales: 0,
  placesSold: 0,
  entries: [
    {
      databaseId: 3,
      email: 'eva@example.org',
      places: 2,
      language: 'de',
      status: 'WAITING',
      position: 1,
      offerExpiresAt: null,
      orderNumber: null,
    },
  ],
};

/** /admin/waitlist for a signed-in account of this role, its list answered. */
async function openAs(role: 'ADMIN' | 'STAFF') {
  return (await open(role)).variables;
}

async function open(role: 'ADMIN' | 'STAFF') {
  const view = renderAdminView({ url: '/admin/waitlist', path: 'waitlist', loader: adminWaitlistLoader, Component: AdminWaitlistPage });
  await answer(view.environment, 'adminSessionViewerQuery', { User: () => ({ id: 'user-1', username: 'sam', role }) });
  const query = await whenSent(view.environment, 'AdminWaitlistPageQuery');
  await answer(view.environment, 'AdminWaitlistPageQuery', {
    Query: () => ({ waitlistSettings: { offerHours: 48 }, adminWaitlists: [waitlist] }),
  });
  return { environment: view.environment, variables: query.request.variables };
}

const toast = () => screen.getByTestId('toast');

describe('/admin/waitlist by role', () => {
  it("staff's query leaves out the offer time (an admins' setting the server refuses them): the lists load, without the setting", async () => {
    expect(await openAs('STAFF')).toEqual({ withSettings: false });
    expect(await screen.findByTestId('waitlist-entry')).toHaveAttribute('data-email', 'eva@example.org');
    expect(screen.queryByTestId('waitlist-settings')).not.toBeInTheDocument();
    expect(screen.queryByTestId('waitlist-error')).not.toBeInTheDocument();
  });

  it('admins see the lists and the offer time to change', async () => {
    expect(await openAs('ADMIN')).toEqual({ withSettings: true });
    expect(await screen.findByTestId('waitlist-entry')).toBeInTheDocument();
    expect(screen.getByLabelText('Stunden, die ein Angebot die Plätze hält (1–168)')).toHaveValue(48);
  });
});

describe('/admin/waitlist changes', () => {
  it('moves an entry up, says so and loads the lists afresh', async () => {
    const { environment } = await open('STAFF');
    fireEvent.click(await screen.findByRole('button', { name: 'eva@example.org nach vorne' }));
    const move = await whenSent(environment, 'useMoveWaitlistEntryMutation');
    expect(move.request.variables).toEqual({ input: { entryId: 3, direction: 'UP' } });
    await answer(environment, 'useMoveWaitlistEntryMutation', { WaitlistChangePayload: () => ({ errors: [] }) });
    expect(toast()).toHaveTextContent('Warteliste geändert.');
    expect(pendingNamed(environment, 'AdminWaitlistPageQuery')).toHaveLength(1);
  });

  it("a refused removal shows the server's reason and loads the lists afresh; no answer says so and leaves them", async () => {
    const { environment } = await open('STAFF');
    fireEvent.click(await screen.findByRole('button', { name: 'eva@example.org von der Warteliste nehmen' }));
    await answer(environment, 'useRemoveWaitlistEntryMutation', {
      WaitlistChangePayload: () => ({ errors: [{ field: 'entryId', message: 'Diesen Eintrag gibt es nicht mehr.' }] }),
    });
    expect(toast()).toHaveTextContent('Diesen Eintrag gibt es nicht mehr.');
    await answer(environment, 'AdminWaitlistPageQuery', { Query: () => ({ adminWaitlists: [waitlist] }) });

    fireEvent.click(await screen.findByRole('button', { name: 'eva@example.org von der Warteliste nehmen' }));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await fail(environment, 'useRemoveWaitlistEntryMutation');
    expect(toast()).toHaveTextContent('Das hat nicht geklappt. Bitte versuchen Sie es erneut.');
    expect(pendingNamed(environment, 'AdminWaitlistPageQuery')).toHaveLength(0);
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Failed to fetch' }));
    consoleError.mockRestore();
  });

  it("saves the offer time, or shows the server's reason", async () => {
    const { environment } = await open('ADMIN');
    const hours = await screen.findByLabelText('Stunden, die ein Angebot die Plätze hält (1–168)');
    fireEvent.change(hours, { target: { value: '24' } });
    fireEvent.click(screen.getByTestId('waitlist-settings-save'));
    const save = await whenSent(environment, 'useUpdateWaitlistSettingsMutation');
    expect(save.request.variables).toEqual({ input: { offerHours: 24 } });
    await answer(environment, 'useUpdateWaitlistSettingsMutation', {
      UpdateWaitlistSettingsPayload: () => ({ settings: { offerHours: 24 }, errors: [] }),
    });
    expect(toast()).toHaveTextContent(/gespeichert/);

    fireEvent.click(screen.getByTestId('waitlist-settings-save'));
    await answer(environment, 'useUpdateWaitlistSettingsMutation', {
      UpdateWaitlistSettingsPayload: () => ({
        settings: null,
        errors: [{ field: 'offerHours', message: 'Bitte geben Sie 1 bis 168 Stunden an.' }],
      }),
    });
    expect(toast()).toHaveTextContent('Bitte geben Sie 1 bis 168 Stunden an.');
  });
});
