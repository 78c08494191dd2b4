import { defineMessages, type NoMessageValues } from 'react-intl';

export const accountEmailMessages = defineMessages({
  title: {
    id: 'admin.accountEmail.title',
    description: 'Admin area, first sign-in without an e-mail address: heading of the form that asks for it',
  },
  intro: { id: 'admin.accountEmail.intro', description: "Admin area: why the account's e-mail address is asked for" },
  label: { id: 'admin.accountEmail.label', description: "Admin area: label of the account's e-mail address field" },
  submit: { id: 'admin.accountEmail.submit', description: "Admin area: button that saves the account's e-mail address" },
  submitting: { id: 'admin.accountEmail.submitting', description: 'Admin area: the save button while the address is being saved' },
  saved: { id: 'admin.accountEmail.saved', description: "Admin area: the account's e-mail address was saved" },
});

/** "Mein Konto" — the own password, e-mail address and sessions. */
export const adminAccountMessages = defineMessages<{
  title: NoMessageValues;
  intro: { username: string };
  password: NoMessageValues;
  currentPassword: NoMessageValues;
  newPassword: NoMessageValues;
  passwordHint: { min: number };
  changePassword: NoMessageValues;
  passwordChanged: NoMessageValues;
  email: NoMessageValues;
  emailSaved: NoMessageValues;
  sessions: NoMessageValues;
  sessionsIntro: NoMessageValues;
  thisSession: NoMessageValues;
  unknownBrowser: NoMessageValues;
  browserOnSystem: { browser: string; system: string };
  signedIn: { date: string };
  lastSeen: { date: string };
  endSession: NoMessageValues;
  endOthers: NoMessageValues;
  ended: { count: number };
  failed: NoMessageValues;
  loadFailed: NoMessageValues;
  save: NoMessageValues;
}>({
  title: { id: 'admin.account.title', description: 'My account view: heading and tab title' },
  intro: { id: 'admin.account.intro', description: 'My account view: note under the heading ({username}, {role})' },
  password: { id: 'admin.account.password', description: 'My account view: heading of the password form' },
  currentPassword: { id: 'admin.account.currentPassword', description: 'My account view: label of the current password field' },
  newPassword: { id: 'admin.account.newPassword', description: 'My account view: label of the new password field' },
  passwordHint: {
    id: 'admin.account.passwordHint',
    description: 'My account view: note under the new password ({min}: minimum length; other sessions end)',
  },
  changePassword: { id: 'admin.account.changePassword', description: 'My account view: button that saves the new password' },
  passwordChanged: {
    id: 'admin.account.passwordChanged',
    description: 'My account view: the new password was saved, other sessions ended',
  },
  email: { id: 'admin.account.email', description: 'My account view: heading of the e-mail form' },
  emailSaved: { id: 'admin.account.emailSaved', description: 'My account view: the address was saved' },
  sessions: { id: 'admin.account.sessions', description: 'My account view: heading of the list of sessions' },
  sessionsIntro: { id: 'admin.account.sessionsIntro', description: 'My account view: what the sessions list shows' },
  thisSession: { id: 'admin.account.thisSession', description: 'My account view: marks the session of this browser' },
  browserOnSystem: {
    id: 'admin.account.browserOnSystem',
    description: 'My account view: a session\'s browser on its system, e.g. "Chrome auf Android"',
  },
  unknownBrowser: { id: 'admin.account.unknownBrowser', description: 'My account view: a session whose browser is unknown' },
  signedIn: { id: 'admin.account.signedIn', description: 'My account view: when a session signed in ({date})' },
  lastSeen: { id: 'admin.account.lastSeen', description: 'My account view: when a session was last used ({date})' },
  endSession: { id: 'admin.account.endSession', description: 'My account view: button that ends one session' },
  endOthers: { id: 'admin.account.endOthers', description: 'My account view: button that ends every session but this one' },
  ended: { id: 'admin.account.ended', description: 'My account view: sessions were ended ({count})' },
  failed: { id: 'admin.account.failed', description: 'My account view: a request failed altogether' },
  loadFailed: { id: 'admin.account.loadFailed', description: 'My account view: the page could not be loaded' },
  save: { id: 'admin.account.save', description: 'My account view: button that saves the e-mail address' },
});
