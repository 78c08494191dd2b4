import { DIGEST_LISTED, HELD_SUMMARY_LENGTH, OFFICE_TEMPLATES, digestKinds, heldSummary } from './office-mail.rules.js';

test('the digest lists one line per kind in a fixed order, with the admin view that holds them all', () => {
  const kinds = digestKinds(
    [
      { template: 'officeNewOrder', count: 2 },
      { template: 'contactNotification', count: 180 },
      { template: 'courseRequestNotification', count: 3 },
      { template: 'somethingElse', count: 9 },
    ],
    'https://www.example.de',
  );
  expect(kinds).toEqual([
    { kind: 'contactMessage', count: 180, view: 'requests', adminUrl: 'https://www.example.de/admin/requests' },
    { kind: 'courseRequest', count: 3, view: 'bookings', adminUrl: 'https://www.example.de/admin/bookings' },
    { kind: 'newOrder', count: 2, view: 'orders', adminUrl: 'https://www.example.de/admin/orders' },
  ]);
  expect(digestKinds([], '')).toEqual([]);
});

test('a held notification is summed up in one short line that names no customer', () => {
  expect(Object.keys(OFFICE_TEMPLATES)).toHaveLength(7);
  expect(heldSummary('contactNotification', { name: 'Anna', subject: 'Frage:\n  Hallo   Welt ' })).toBe('Frage: Hallo Welt');
  expect(heldSummary('courseRequestNotification', { name: 'Anna', courseTitle: 'Seepferdchen' })).toBe('Seepferdchen');
  expect(heldSummary('officeNewOrder', { orderNumber: 'H2O-0042', customerName: 'Anna Muster', customerEmail: 'anna@example.org' })).toBe(
    'H2O-0042',
  );
  expect(heldSummary('refundOwed', { orderNumber: 'H2O-0043', customerName: 'Anna Muster' })).toBe('H2O-0043');
  expect(heldSummary('minParticipantsWarning', { courseTitle: 'Kraulkurs', startDate: '2099-01-01' })).toBe('Kraulkurs');
  const long = heldSummary('contactNotification', { subject: 'x'.repeat(1000) });
  expect(long).toHaveLength(HELD_SUMMARY_LENGTH);
  expect(long.endsWith('…')).toBe(true);
  expect(DIGEST_LISTED).toBeLessThanOrEqual(50);
});
