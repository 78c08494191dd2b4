import { defineMessages, type NoMessageValues } from 'react-intl';

export const adminLoginMessages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  username: NoMessageValues;
  password: NoMessageValues;
  submit: NoMessageValues;
  submitting: NoMessageValues;
  sendFailed: NoMessageValues;
  forgotPassword: NoMessageValues;
}>({
  forgotPassword: { id: 'admin.login.forgotPassword', description: 'Admin login page: link to the password reset page' },
  title: { id: 'admin.login.title', description: 'Admin login page: heading and browser tab title' },
  intro: {
    id: 'admin.login.intro',
    description: 'Admin login page: note under the heading (docs/SPEC.md §2: for authorized administrators only)',
  },
  username: { id: 'admin.login.username', description: 'Admin login form field label: username' },
  password: { id: 'admin.login.password', description: 'Admin login form field label: password' },
  submit: { id: 'admin.login.submit', description: 'Admin login form: submit button' },
  submitting: { id: 'admin.login.submitting', description: 'Admin login form: submit button while signing in' },
  sendFailed: {
    id: 'admin.login.sendFailed',
    description: 'Admin login form: the request failed altogether (no connection, server fault); shown above the form',
  },
});

export const adminShellMessages = defineMessages<{
  navigation: NoMessageValues;
  dashboard: NoMessageValues;
  courses: NoMessageValues;
  orders: NoMessageValues;
  blog: NoMessageValues;
  participants: NoMessageValues;
  roleAdmin: NoMessageValues;
  roleUser: NoMessageValues;
  roleStaff: NoMessageValues;
  roleTrainer: NoMessageValues;
  team: NoMessageValues;
  account: NoMessageValues;
  signedInAs: NoMessageValues;
  signOut: NoMessageValues;
  signingOut: NoMessageValues;
  signOutFailed: NoMessageValues;
  forbiddenTitle: NoMessageValues;
  forbiddenText: NoMessageValues;
}>({
  navigation: { id: 'admin.shell.navigation', description: 'Admin area: accessible name of the sidebar (tab bar on phones) navigation' },
  dashboard: { id: 'admin.nav.dashboard', description: 'Admin navigation: the dashboard (overview) view' },
  courses: { id: 'admin.nav.courses', description: 'Admin navigation: the courses view' },
  orders: { id: 'admin.nav.orders', description: 'Admin navigation: the orders view' },
  blog: { id: 'admin.nav.blog', description: 'Admin navigation: the blog view' },
  participants: { id: 'admin.nav.participants', description: 'Admin navigation: the participant lists view' },
  roleAdmin: { id: 'admin.role.admin', description: 'Admin area: the role of an administrator account, under the username' },
  roleUser: { id: 'admin.role.user', description: 'Admin area: the role of an account without administrator rights' },
  roleStaff: {
    id: 'admin.role.staff',
    description: 'Admin area: the role of a staff account (courses, orders, participants, requests, reviews)',
  },
  roleTrainer: {
    id: 'admin.role.trainer',
    description: "Admin area: the role of a trainer account (own courses' participants and attendance)",
  },
  team: { id: 'admin.nav.team', description: 'Admin navigation: the team view (staff accounts, invitations; admins only)' },
  account: { id: 'admin.nav.account', description: 'Admin navigation: the own account view (password, e-mail, sessions)' },
  signedInAs: { id: 'admin.shell.signedInAs', description: 'Admin area: accessible name of the box with the signed-in user' },
  signOut: { id: 'admin.signOut', description: 'Admin area and admin header: sign-out button' },
  signingOut: { id: 'admin.signingOut', description: 'Sign-out button while signing out' },
  signOutFailed: { id: 'admin.signOut.failed', description: 'Toast when signing out failed (no connection, server fault)' },
  forbiddenTitle: { id: 'admin.forbidden.title', description: 'Admin area, signed in with a role that may not open this view: heading' },
  forbiddenText: { id: 'admin.forbidden.text', description: 'Admin area, signed in with a role that may not open this view: explanation' },
});

export const adminDashboardMessages = defineMessages<{
  title: NoMessageValues;
  welcome: { username: string };
}>({
  title: { id: 'admin.dashboard.title', description: 'Admin dashboard: heading' },
  welcome: { id: 'admin.dashboard.welcome', description: 'Admin dashboard: greeting under the heading; {username} is the signed-in user' },
});

export const coursesNoticeEditorMessages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  german: NoMessageValues;
  english: NoMessageValues;
  heading: NoMessageValues;
  text: NoMessageValues;
  save: NoMessageValues;
  saving: NoMessageValues;
  saved: NoMessageValues;
  saveFailed: NoMessageValues;
  viewOnSite: NoMessageValues;
}>({
  title: { id: 'admin.notice.title', description: 'Admin settings card: heading of the courses-page notice editor' },
  intro: { id: 'admin.notice.intro', description: 'Admin settings card: what the notice is' },
  german: { id: 'admin.notice.german', description: 'Admin notice editor: group of the German texts' },
  english: { id: 'admin.notice.english', description: 'Admin notice editor: group of the English texts' },
  heading: { id: 'admin.notice.heading', description: 'Admin notice editor field label: the box heading' },
  text: { id: 'admin.notice.text', description: 'Admin notice editor field label: the box text' },
  save: { id: 'admin.notice.save', description: 'Admin notice editor: save button' },
  saving: { id: 'admin.notice.saving', description: 'Admin notice editor: save button while saving' },
  saved: { id: 'admin.notice.saved', description: 'Toast after the notice was saved (docs/SPEC.md §8 "Successfully updated")' },
  saveFailed: { id: 'admin.notice.saveFailed', description: 'Admin notice editor: saving failed altogether (no connection, server fault)' },
  viewOnSite: { id: 'admin.notice.viewOnSite', description: 'Admin notice editor: link to the courses page, where the notice shows' },
});
