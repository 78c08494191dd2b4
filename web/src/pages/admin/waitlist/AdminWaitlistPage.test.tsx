import { screen } from '@testing-library/react';
import { answer, whenSent } from '../../../test/relayMock';
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
  entries: [{ databaseId: 3, email: 'eva@example.org', places: 2, language: 'de', status: 'WAITING', position: 1, offerExpiresAt: null, orderNumber: null }],
};

/** /admin/waitlist for a signed-in account of this role, its list answered. */
async function openAs(role: 'ADMIN' | 'STAFF') {
  const view = renderAdminView({ url: '/admin/waitlist', path: 'waitlist', loader: adminWaitlistLoader, Component: AdminWaitlistPage });
  await answer(view.environment, 'adminSessionViewerQuery', { User: () => ({ id: 'user-1', username: 'sam', role }) });
  const query = await whenSent(view.environment, 'AdminWaitlistPageQuery');
  await answer(view.environment, 'AdminWaitlistPageQuery', { Query: () => ({ waitlistSettings: { offerHours: 48 }, adminWaitlists: [waitlist] }) });
  return query.request.variables;
}

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
