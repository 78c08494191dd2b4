import { defineMessages, type NoMessageValues } from 'react-intl';

/** The admins' "API-Schlüssel" view: partner keys, their scopes, the key shown once, revocation. */
export const adminPartnerKeysMessages = defineMessages<{
  nav: NoMessageValues;
  title: NoMessageValues;
  intro: NoMessageValues;
  name: NoMessageValues;
  scopes: NoMessageValues;
  createdBy: NoMessageValues;
  lastUsed: NoMessageValues;
  neverUsed: NoMessageValues;
  status: NoMessageValues;
  active: NoMessageValues;
  revokedOn: { date: string; by: string };
  none: NoMessageValues;
  create: NoMessageValues;
  createTitle: NoMessageValues;
  scopeCatalogue: NoMessageValues;
  scopeOrders: NoMessageValues;
  scopeBookings: NoMessageValues;
  createdTitle: NoMessageValues;
  shownOnce: NoMessageValues;
  theKey: NoMessageValues;
  copy: NoMessageValues;
  copied: NoMessageValues;
  copyFailed: NoMessageValues;
  close: NoMessageValues;
  revoke: NoMessageValues;
  revokeTitle: { name: string };
  revokeText: { name: string; prefix: string };
  revoked: { name: string };
  failed: NoMessageValues;
  loadFailed: NoMessageValues;
}>({
  nav: { id: 'admin.partnerKeys.nav', description: 'Admin navigation: the partner API keys view (admins only)' },
  title: { id: 'admin.partnerKeys.title', description: 'Partner keys view: heading and tab title' },
  intro: { id: 'admin.partnerKeys.intro', description: 'Partner keys view: what a key is for, and that it is shown once' },
  name: { id: 'admin.partnerKeys.name', description: 'Partner keys view: column head and form label, the name of a key' },
  scopes: { id: 'admin.partnerKeys.scopes', description: 'Partner keys view: column head and form group label, what a key may do' },
  createdBy: { id: 'admin.partnerKeys.createdBy', description: 'Partner keys view: column head, who made the key and when' },
  lastUsed: { id: 'admin.partnerKeys.lastUsed', description: 'Partner keys view: column head, when the key was last used' },
  neverUsed: { id: 'admin.partnerKeys.neverUsed', description: 'Partner keys view: a key no request has used yet' },
  status: { id: 'admin.partnerKeys.status', description: 'Partner keys view: column head, valid or revoked' },
  active: { id: 'admin.partnerKeys.active', description: 'Partner keys view: status of a key that works' },
  revokedOn: { id: 'admin.partnerKeys.revokedOn', description: 'Partner keys view: status of a revoked key ({date}, {by}: the admin)' },
  none: { id: 'admin.partnerKeys.none', description: 'Partner keys view: there are no keys yet' },
  create: {
    id: 'admin.partnerKeys.create',
    description: 'Partner keys view: button that opens the form for a new key, and its submit button',
  },
  createTitle: { id: 'admin.partnerKeys.createTitle', description: 'Partner keys view: title of the dialog making a new key' },
  scopeCatalogue: { id: 'admin.partnerKeys.scope.catalogue', description: 'Partner keys view: scope read:catalogue explained' },
  scopeOrders: { id: 'admin.partnerKeys.scope.orders', description: 'Partner keys view: scope read:orders explained' },
  scopeBookings: { id: 'admin.partnerKeys.scope.bookings', description: 'Partner keys view: scope write:bookings explained' },
  createdTitle: { id: 'admin.partnerKeys.createdTitle', description: 'Partner keys view: dialog title once the key is made' },
  shownOnce: { id: 'admin.partnerKeys.shownOnce', description: 'Partner keys view: warning that the key is shown this once only' },
  theKey: { id: 'admin.partnerKeys.theKey', description: 'Partner keys view: label of the field showing the new key' },
  copy: { id: 'admin.partnerKeys.copy', description: 'Partner keys view: button copying the new key to the clipboard' },
  copied: { id: 'admin.partnerKeys.copied', description: 'Partner keys view: the key was copied' },
  copyFailed: { id: 'admin.partnerKeys.copyFailed', description: 'Partner keys view: the browser refused to copy; select it by hand' },
  close: { id: 'admin.partnerKeys.close', description: 'Partner keys view: button closing the dialog with the new key' },
  revoke: { id: 'admin.partnerKeys.revoke', description: 'Partner keys view: button (and its confirmation button) revoking a key' },
  revokeTitle: {
    id: 'admin.partnerKeys.revokeTitle',
    description: 'Partner keys view: title of the confirmation before revoking ({name})',
  },
  revokeText: { id: 'admin.partnerKeys.revokeText', description: 'Partner keys view: what revoking does ({name}, {prefix})' },
  revoked: { id: 'admin.partnerKeys.revoked', description: 'Partner keys view: a key was revoked ({name})' },
  failed: { id: 'admin.partnerKeys.failed', description: 'Partner keys view: a request failed altogether' },
  loadFailed: { id: 'admin.partnerKeys.loadFailed', description: 'Partner keys view: the list could not be loaded' },
});
