import { defineMessages, type NoMessageValues } from 'react-intl';

/** The admins' "Team" view. */
export const adminTeamMessages = defineMessages<{
  roleChangeTitle: { username: string };
  roleChangeText: { username: string; role: string };
  roleAccessADMIN: NoMessageValues;
  roleAccessSTAFF: NoMessageValues;
  roleAccessTRAINER: NoMessageValues;
  roleChangeConfirm: NoMessageValues;
  deactivateTitle: { username: string };
  deactivateText: { username: string };
  reactivateTitle: { username: string };
  reactivateText: { username: string; role: string };
  title: NoMessageValues;
  intro: NoMessageValues;
  accounts: NoMessageValues;
  username: NoMessageValues;
  email: NoMessageValues;
  role: NoMessageValues;
  status: NoMessageValues;
  active: NoMessageValues;
  deactivated: NoMessageValues;
  you: NoMessageValues;
  deactivate: NoMessageValues;
  reactivate: NoMessageValues;
  roleOf: { username: string };
  invite: NoMessageValues;
  inviteIntro: NoMessageValues;
  language: NoMessageValues;
  german: NoMessageValues;
  english: NoMessageValues;
  invited: { email: string };
  invitations: NoMessageValues;
  validUntil: { date: string };
  noInvitations: NoMessageValues;
  saved: NoMessageValues;
  failed: NoMessageValues;
  loadFailed: NoMessageValues;
  roleADMIN: NoMessageValues;
  roleSTAFF: NoMessageValues;
  roleTRAINER: NoMessageValues;
  withdraw: NoMessageValues;
  withdrawTitle: NoMessageValues;
  withdrawText: { email: string };
  withdrawn: { email: string };
}>({
  roleChangeTitle: {
    id: 'admin.team.roleChange.title',
    description: "Team view: heading of the confirmation before changing an account's role",
  },
  roleChangeText: {
    id: 'admin.team.roleChange.text',
    description: "Team view: role change confirmation: who gets which role (the role's name)",
  },
  roleAccessADMIN: { id: 'admin.team.roleAccess.admin', description: 'Team view: what an admin may do, said before the role is given' },
  roleAccessSTAFF: { id: 'admin.team.roleAccess.staff', description: 'Team view: what staff may do, said before the role is given' },
  roleAccessTRAINER: {
    id: 'admin.team.roleAccess.trainer',
    description: 'Team view: what a trainer may do, said before the role is given',
  },
  roleChangeConfirm: { id: 'admin.team.roleChange.confirm', description: 'Team view: button that changes the role after the confirmation' },
  deactivateTitle: {
    id: 'admin.team.deactivate.title',
    description: 'Team view: heading of the confirmation before deactivating an account',
  },
  deactivateText: {
    id: 'admin.team.deactivate.text',
    description: 'Team view: what deactivating does: signed out at once, no sign-in until reactivated',
  },
  reactivateTitle: {
    id: 'admin.team.reactivate.title',
    description: 'Team view: heading of the confirmation before reactivating an account',
  },
  reactivateText: {
    id: 'admin.team.reactivate.text',
    description: 'Team view: what reactivating does: the account may sign in again with its role',
  },
  title: { id: 'admin.team.title', description: 'Team view: heading and tab title' },
  intro: { id: 'admin.team.intro', description: 'Team view: what the roles may do' },
  accounts: { id: 'admin.team.accounts', description: 'Team view: heading of the list of accounts' },
  username: { id: 'admin.team.username', description: 'Team view: column head, username' },
  email: { id: 'admin.team.email', description: 'Team view: column head and invite form label, e-mail address' },
  role: { id: 'admin.team.role', description: 'Team view: column head and invite form label, role' },
  status: { id: 'admin.team.status', description: 'Team view: column head, active or deactivated' },
  active: { id: 'admin.team.active', description: 'Team view: status of an active account' },
  deactivated: { id: 'admin.team.deactivated', description: 'Team view: status of a deactivated account' },
  you: { id: 'admin.team.you', description: "Team view: marks the signed-in admin's own row (its role and status cannot be changed here)" },
  deactivate: { id: 'admin.team.deactivate', description: 'Team view: button that deactivates an account (its sessions end at once)' },
  reactivate: { id: 'admin.team.reactivate', description: 'Team view: button that lets a deactivated account sign in again' },
  roleOf: { id: 'admin.team.roleOf', description: "Team view: accessible name of an account's role menu ({username})" },
  invite: { id: 'admin.team.invite', description: 'Team view: heading of the invitation form, and its submit button' },
  inviteIntro: { id: 'admin.team.inviteIntro', description: 'Team view: how an invitation works (mail with a link, 7 days, once)' },
  language: { id: 'admin.team.language', description: "Team view: label of the invitation mail's language menu" },
  german: { id: 'admin.team.german', description: 'Team view: language menu entry German' },
  english: { id: 'admin.team.english', description: 'Team view: language menu entry English' },
  invited: { id: 'admin.team.invited', description: 'Team view: the invitation mail is on its way ({email})' },
  invitations: { id: 'admin.team.invitations', description: 'Team view: heading of the open invitations' },
  validUntil: { id: 'admin.team.validUntil', description: 'Team view: open invitation, until when its link works ({date})' },
  noInvitations: { id: 'admin.team.noInvitations', description: 'Team view: no open invitations' },
  saved: { id: 'admin.team.saved', description: 'Team view: a change of role or status was saved' },
  failed: { id: 'admin.team.failed', description: 'Team view: a request failed altogether' },
  loadFailed: { id: 'admin.team.loadFailed', description: 'Team view: the list could not be loaded' },
  roleADMIN: { id: 'admin.team.role.admin', description: 'Team view: role menu entry admin (everything)' },
  withdraw: {
    id: 'admin.team.withdraw',
    description: "Team view: button (and its confirmation's button) that withdraws an open invitation",
  },
  withdrawTitle: { id: 'admin.team.withdrawTitle', description: 'Team view: title of the confirmation before an invitation is withdrawn' },
  withdrawText: {
    id: 'admin.team.withdrawText',
    description: 'Team view: what withdrawing an invitation does ({email}: where it was mailed)',
  },
  withdrawn: { id: 'admin.team.withdrawn', description: 'Team view: an invitation was withdrawn ({email})' },
  roleSTAFF: {
    id: 'admin.team.role.staff',
    description: 'Team view: role menu entry staff (courses, orders, participants, requests, reviews)',
  },
  roleTRAINER: {
    id: 'admin.team.role.trainer',
    description: "Team view: role menu entry trainer (own courses' participants and attendance)",
  },
});
