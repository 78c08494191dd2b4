import { DIGEST_LISTED, HELD_SUBJECT_LENGTH, OFFICE_TEMPLATES, digestKinds, heldSubject } from './office-mail.rules.js';

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

test('every office template has a kind, and a held subject is one short line', () => {
  expect(Object.keys(OFFICE_TEMPLATES)).toHaveLength(7);
  expect(heldSubject('Kontaktanfrage:\n  Hallo   Welt ')).toBe('Kontaktanfrage: Hallo Welt');
  const long = heldSubject('x'.repeat(1000));
  expect(long).toHaveLength(HELD_SUBJECT_LENGTH);
  expect(long.endsWith('…')).toBe(true);
  expect(DIGEST_LISTED).toBeLessThanOrEqual(50);
});
