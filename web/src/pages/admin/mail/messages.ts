import { defineMessages, type NoMessageValues } from 'react-intl';

export const adminMailMessages = defineMessages<{
  nav: NoMessageValues;
  title: NoMessageValues;
  search: NoMessageValues;
  status: NoMessageValues;
  allStatuses: NoMessageValues;
  listLabel: NoMessageValues;
  shownCount: { shown: number; total: number };
  empty: NoMessageValues;
  loadFailed: NoMessageValues;
  columnRecipient: NoMessageValues;
  columnSubject: NoMessageValues;
  columnStatus: NoMessageValues;
  columnAttempts: NoMessageValues;
  columnCreated: NoMessageValues;
  columnSent: NoMessageValues;
  retry: NoMessageValues;
  retryFailed: NoMessageValues;
  retried: NoMessageValues;
  lastError: NoMessageValues;
  serverResponse: NoMessageValues;
  show: NoMessageValues;
  showLabel: { subject: string };
  contentHtml: NoMessageValues;
  contentText: NoMessageValues;
  contentFrame: NoMessageValues;
  contentCaught: { at: string };
  contentRendered: NoMessageValues;
  contentTo: { recipient: string };
  contentLoadFailed: NoMessageValues;
  contentClose: NoMessageValues;
}>({
  nav: { id: 'admin.mail.nav', description: 'Admin navigation: the mail outbox view' },
  title: { id: 'admin.mail.title', description: 'Admin mail view: heading, browser tab title' },
  search: { id: 'admin.mail.search', description: 'Admin mail view: label of the search field (recipient, subject, template)' },
  status: { id: 'admin.mail.filter.status', description: 'Admin mail view: label of the status filter' },
  allStatuses: { id: 'admin.mail.filter.allStatuses', description: 'Admin mail view: status filter option for no filter' },
  listLabel: { id: 'admin.mail.listLabel', description: 'Admin mail view: accessible name of the outbox table' },
  shownCount: { id: 'admin.mail.shownCount', description: 'Admin mail view: how many mails are shown of how many' },
  empty: { id: 'admin.mail.empty', description: 'Admin mail view: no mail matches' },
  loadFailed: { id: 'admin.mail.loadFailed', description: 'Admin mail view: the outbox did not load' },
  columnRecipient: { id: 'admin.mail.column.recipient', description: 'Admin mail view: column of the recipient address' },
  columnSubject: { id: 'admin.mail.column.subject', description: 'Admin mail view: column of the subject and template' },
  columnStatus: { id: 'admin.mail.column.status', description: 'Admin mail view: column of the delivery status and last error' },
  columnAttempts: { id: 'admin.mail.column.attempts', description: 'Admin mail view: column of the delivery attempts' },
  columnCreated: { id: 'admin.mail.column.created', description: 'Admin mail view: column of when the mail was queued' },
  columnSent: { id: 'admin.mail.column.sent', description: 'Admin mail view: column of when the mail was sent' },
  retry: { id: 'admin.mail.retry', description: 'Admin mail view: button that queues a failed mail again' },
  retryFailed: { id: 'admin.mail.retryFailed', description: 'Admin mail view: toast title when a retry was refused or failed' },
  retried: { id: 'admin.mail.retried', description: 'Admin mail view: toast after a mail was queued again' },
  lastError: { id: 'admin.mail.lastError', description: 'Admin mail view: label before the last delivery error' },
  serverResponse: {
    id: 'admin.mail.serverResponse',
    description: "Admin mail view: label before the mail server's answer that accepted the mail",
  },
  show: { id: 'admin.mail.show', description: "Admin mail view: button that opens a mail's content" },
  showLabel: {
    id: 'admin.mail.showLabel',
    description: 'Admin mail view: accessible name of the button that opens the mail with this subject',
  },
  contentHtml: { id: 'admin.mail.content.html', description: 'Mail content dialog: tab of the rendered HTML' },
  contentText: { id: 'admin.mail.content.text', description: 'Mail content dialog: tab of the plain-text body' },
  contentFrame: { id: 'admin.mail.content.frame', description: 'Mail content dialog: accessible title of the frame that shows the HTML' },
  contentCaught: {
    id: 'admin.mail.content.caught',
    description: 'Mail content dialog: the content is the copy the built-in mail catcher received, at this time',
  },
  contentRendered: { id: 'admin.mail.content.rendered', description: "Mail content dialog: the content is the outbox's rendering" },
  contentTo: { id: 'admin.mail.content.to', description: 'Mail content dialog: the recipient' },
  contentLoadFailed: { id: 'admin.mail.content.loadFailed', description: 'Mail content dialog: the content did not load' },
  contentClose: { id: 'admin.mail.content.close', description: 'Mail content dialog: close button' },
});

export const mailStatusLabels = defineMessages({
  QUEUED: { id: 'admin.mail.status.queued', description: 'Mail status: waiting to be sent, not sent yet' },
  SENT: { id: 'admin.mail.status.sent', description: 'Mail status: accepted by the mail server' },
  CAUGHT: {
    id: 'admin.mail.status.caught',
    description: 'Mail status: no mail server configured; the built-in mail catcher received it (not delivered)',
  },
  FAILED: { id: 'admin.mail.status.failed', description: 'Mail status: given up or stuck' },
  NOT_SENT: { id: 'admin.mail.status.notSent', description: 'Mail status: not sent because no mail server is configured (production)' },
});

export const mailActionsMessages = defineMessages<{
  label: NoMessageValues;
  sendInvitations: NoMessageValues;
  sendingInvitations: NoMessageValues;
  invitationsSent: { count: number };
  invitationsFailed: NoMessageValues;
  sentTo: NoMessageValues;
  nobodyDue: NoMessageValues;
  sendTest: NoMessageValues;
  sendTestReview: NoMessageValues;
  testFailedTitle: NoMessageValues;
  testFailed: NoMessageValues;
  errorTitle: NoMessageValues;
  close: NoMessageValues;
}>({
  label: { id: 'admin.mailActions.label', description: 'Dashboard: accessible name of the group of mail buttons' },
  sendInvitations: { id: 'admin.mailActions.sendInvitations', description: 'Dashboard button: send review invitations' },
  sendingInvitations: { id: 'admin.mailActions.sendingInvitations', description: 'Dashboard button while the invitations are being sent' },
  invitationsSent: {
    id: 'admin.mailActions.invitationsSent',
    description: 'Dashboard toast after invitations were sent (docs/SPEC.md §8: Invitations sent, with the count)',
  },
  invitationsFailed: { id: 'admin.mailActions.invitationsFailed', description: 'Dashboard: default error when sending invitations failed' },
  sentTo: { id: 'admin.mailActions.sentTo', description: 'Dashboard dialog title: the list of customers invited' },
  nobodyDue: { id: 'admin.mailActions.nobodyDue', description: 'Dashboard dialog: nobody was due for an invitation' },
  sendTest: { id: 'admin.mailActions.sendTest', description: 'Dashboard button: send a test e-mail to oneself' },
  sendTestReview: { id: 'admin.mailActions.sendTestReview', description: 'Dashboard button: send a test review invitation to oneself' },
  testFailedTitle: {
    id: 'admin.mailActions.testFailedTitle',
    description: 'Dashboard toast title when a test mail failed (docs/SPEC.md §8: Fehler)',
  },
  testFailed: { id: 'admin.mailActions.testFailed', description: 'Dashboard toast text when a test mail failed (docs/SPEC.md §8)' },
  errorTitle: { id: 'admin.mailActions.errorTitle', description: 'Dashboard toast title of an error (docs/SPEC.md §8: Error)' },
  close: { id: 'admin.mailActions.close', description: 'Dashboard dialog: close button' },
});
