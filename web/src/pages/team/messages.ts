import { defineMessages, type NoMessageValues } from 'react-intl';

/** The public pages of the staff accounts' mailed links (invitation, password reset). */
export const teamLinkMessages = defineMessages<{
  invitationTitle: NoMessageValues;
  invitationIntro: NoMessageValues;
  username: NoMessageValues;
  password: NoMessageValues;
  passwordHint: { min: number };
  accept: NoMessageValues;
  accepted: { username: string };
  signIn: NoMessageValues;
  failed: NoMessageValues;
  resetTitle: NoMessageValues;
  resetIntro: NoMessageValues;
  email: NoMessageValues;
  requestReset: NoMessageValues;
  resetRequested: NoMessageValues;
  newPasswordIntro: NoMessageValues;
  setPassword: NoMessageValues;
  passwordSet: NoMessageValues;
}>({
  invitationTitle: { id: 'team.invitation.title', description: 'Invitation page (/team/invitation): heading and tab title' },
  invitationIntro: { id: 'team.invitation.intro', description: 'Invitation page: what to do (choose a username and a password)' },
  username: { id: 'team.username', description: 'Invitation page: label of the username field' },
  password: { id: 'team.password', description: 'Invitation and reset pages: label of the new password field' },
  passwordHint: {
    id: 'team.passwordHint',
    description: 'Invitation and reset pages: note under the password field ({min}: minimum length)',
  },
  accept: { id: 'team.invitation.accept', description: 'Invitation page: submit button' },
  accepted: { id: 'team.invitation.accepted', description: 'Invitation page: the account was created ({username}); sign in now' },
  signIn: { id: 'team.signIn', description: 'Invitation and reset pages: link to the admin sign-in page after success' },
  failed: {
    id: 'team.failed',
    description: 'Invitation and reset pages: the request failed altogether (no connection, server fault, too many requests)',
  },
  resetTitle: { id: 'team.reset.title', description: 'Password reset page (/team/password-reset): heading and tab title' },
  resetIntro: { id: 'team.reset.intro', description: 'Password reset page without a link: enter your address to get a link' },
  email: { id: 'team.email', description: 'Password reset page: label of the e-mail field' },
  requestReset: { id: 'team.reset.request', description: 'Password reset page: button that asks for the link' },
  resetRequested: {
    id: 'team.reset.requested',
    description: 'Password reset page: the same answer for every address: a link is on its way if the address has an account',
  },
  newPasswordIntro: { id: 'team.reset.newPasswordIntro', description: 'Password reset page opened from the mail: choose a new password' },
  setPassword: { id: 'team.reset.setPassword', description: 'Password reset page: button that saves the new password' },
  passwordSet: { id: 'team.reset.done', description: 'Password reset page: the new password is saved; sign in with it' },
});
