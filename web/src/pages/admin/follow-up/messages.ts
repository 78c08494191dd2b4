import { defineMessages, type NoMessageValues } from 'react-intl';

type Count = { value: number };

/** The follow-up jobs panel (outbox screen) and the follow-up settings card (settings screen). */
export const followUpMessages = defineMessages<{
  settingsTitle: NoMessageValues;
  settingsIntro: NoMessageValues;
  remindersEnabled: NoMessageValues;
  reminderDaysBefore: NoMessageValues;
  reminderDaysBeforeHint: { min: number; max: number };
  reviewInvitationsEnabled: NoMessageValues;
  reviewInvitationDaysAfter: NoMessageValues;
  reviewInvitationDaysAfterHint: { min: number; max: number };
  dataRetentionMonths: NoMessageValues;
  dataRetentionMonthsHint: { min: number; max: number };
  save: NoMessageValues;
  saving: NoMessageValues;
  saved: NoMessageValues;
  saveFailed: NoMessageValues;
  jobsTitle: NoMessageValues;
  jobReminders: NoMessageValues;
  jobReviewInvitations: NoMessageValues;
  jobDataRetention: NoMessageValues;
  columnJob: NoMessageValues;
  columnLastRun: NoMessageValues;
  columnResult: NoMessageValues;
  columnNextRun: NoMessageValues;
  runNow: NoMessageValues;
  off: NoMessageValues;
  never: NoMessageValues;
  duration: { ms: number };
  byHand: NoMessageValues;
  failed: NoMessageValues;
  running: NoMessageValues;
  countDue: Count;
  countSent: Count;
  countOrders: Count;
  countParticipants: Count;
  countBookings: Count;
  countMails: Count;
  countInvoicesKept: Count;
  countOther: { name: string; value: number };
  jobQueued: NoMessageValues;
  actionFailed: NoMessageValues;
  dueTitle: NoMessageValues;
  dueIntro: NoMessageValues;
  dueEmpty: NoMessageValues;
  columnCourse: NoMessageValues;
  columnEnded: NoMessageValues;
  columnDueOn: NoMessageValues;
  columnOrders: NoMessageValues;
  ordersAndParticipants: { orders: number; participants: number };
  deleteNow: NoMessageValues;
  confirmTitle: { course: string };
  confirmText: NoMessageValues;
  anonymised: { orders: number; participants: number };
}>({
  settingsTitle: {
    id: 'admin.followUp.settingsTitle',
    description: 'Settings card heading: reminders, review invitations and how long course data are kept',
  },
  settingsIntro: { id: 'admin.followUp.settingsIntro', description: 'Settings card intro: what the three jobs do' },
  remindersEnabled: { id: 'admin.followUp.remindersEnabled', description: 'Checkbox: send reminder mails before a course starts' },
  reminderDaysBefore: {
    id: 'admin.followUp.reminderDaysBefore',
    description: 'Number field label: days before the start the reminder goes out',
  },
  reminderDaysBeforeHint: {
    id: 'admin.followUp.reminderDaysBeforeHint',
    description: 'Hint under the reminder days field, with its limits',
  },
  reviewInvitationsEnabled: {
    id: 'admin.followUp.reviewInvitationsEnabled',
    description: 'Checkbox: send review invitations on their own after a course ends',
  },
  reviewInvitationDaysAfter: {
    id: 'admin.followUp.reviewInvitationDaysAfter',
    description: 'Number field label: days after the end the invitation goes out',
  },
  reviewInvitationDaysAfterHint: {
    id: 'admin.followUp.reviewInvitationDaysAfterHint',
    description: 'Hint under the invitation days field, with its limits',
  },
  dataRetentionMonths: {
    id: 'admin.followUp.dataRetentionMonths',
    description: 'Number field label: months after a course ends that its personal data are deleted',
  },
  dataRetentionMonthsHint: {
    id: 'admin.followUp.dataRetentionMonthsHint',
    description: 'Hint under the retention months: what is deleted, what is kept, and that the privacy policy shows it',
  },
  save: { id: 'admin.followUp.save', description: 'Button: save the follow-up settings' },
  saving: { id: 'admin.followUp.saving', description: 'Button while saving' },
  saved: { id: 'admin.followUp.saved', description: 'Toast: follow-up settings saved' },
  saveFailed: { id: 'admin.followUp.saveFailed', description: 'Form error: the settings could not be saved (network)' },
  jobsTitle: { id: 'admin.followUp.jobsTitle', description: 'Outbox screen panel heading: jobs that run on their own' },
  jobReminders: { id: 'admin.followUp.jobReminders', description: 'Job name: reminder mails before a course starts' },
  jobReviewInvitations: { id: 'admin.followUp.jobReviewInvitations', description: 'Job name: review invitations after a course ends' },
  jobDataRetention: {
    id: 'admin.followUp.jobDataRetention',
    description: "Job name: deleting customers' and children's data months after a course",
  },
  columnJob: { id: 'admin.followUp.columnJob', description: 'Jobs table column: which job' },
  columnLastRun: { id: 'admin.followUp.columnLastRun', description: 'Jobs table column: when it last ran' },
  columnResult: { id: 'admin.followUp.columnResult', description: 'Jobs table column: what the last run did' },
  columnNextRun: { id: 'admin.followUp.columnNextRun', description: 'Jobs table column: when it runs next' },
  runNow: { id: 'admin.followUp.runNow', description: 'Button: run this job now' },
  off: { id: 'admin.followUp.off', description: 'Badge: the job is switched off in the settings' },
  never: { id: 'admin.followUp.never', description: 'Jobs table: the job never ran yet' },
  duration: { id: 'admin.followUp.duration', description: 'How long the last run took, in milliseconds' },
  byHand: { id: 'admin.followUp.byHand', description: 'The last run was started by an admin' },
  failed: { id: 'admin.followUp.failed', description: 'Badge: the last run failed' },
  running: { id: 'admin.followUp.running', description: 'The job is running right now' },
  countDue: { id: 'admin.followUp.countDue', description: 'Run result: reminders that were due' },
  countSent: { id: 'admin.followUp.countSent', description: 'Run result: mails sent' },
  countOrders: { id: 'admin.followUp.countOrders', description: 'Run result: orders anonymised' },
  countParticipants: { id: 'admin.followUp.countParticipants', description: 'Run result: participants whose names were removed' },
  countBookings: { id: 'admin.followUp.countBookings', description: 'Run result: course requests anonymised' },
  countMails: { id: 'admin.followUp.countMails', description: 'Run result: outbox mails emptied' },
  countInvoicesKept: { id: 'admin.followUp.countInvoicesKept', description: 'Run result: invoices kept (legal retention)' },
  countOther: { id: 'admin.followUp.countOther', description: 'Run result with a name the screen does not know' },
  jobQueued: { id: 'admin.followUp.jobQueued', description: 'Toast: the job was started' },
  actionFailed: { id: 'admin.followUp.actionFailed', description: 'Toast: the action could not be done (network)' },
  dueTitle: { id: 'admin.followUp.dueTitle', description: 'Heading: courses whose data are deleted next' },
  dueIntro: { id: 'admin.followUp.dueIntro', description: 'Text: what is deleted, what is kept, and that it can be done earlier' },
  dueEmpty: { id: 'admin.followUp.dueEmpty', description: 'Nothing is waiting for deletion' },
  columnCourse: { id: 'admin.followUp.columnCourse', description: 'Due table column: the course' },
  columnEnded: { id: 'admin.followUp.columnEnded', description: 'Due table column: its last day' },
  columnDueOn: { id: 'admin.followUp.columnDueOn', description: 'Due table column: the day its data are deleted' },
  columnOrders: { id: 'admin.followUp.columnOrders', description: 'Due table column: how many orders and participants' },
  ordersAndParticipants: {
    id: 'admin.followUp.ordersAndParticipants',
    description: 'Due table cell: orders and participants not yet anonymised',
  },
  deleteNow: { id: 'admin.followUp.deleteNow', description: "Button: delete this course's personal data now" },
  confirmTitle: { id: 'admin.followUp.confirmTitle', description: "Confirm dialog title: delete a course's data now" },
  confirmText: {
    id: 'admin.followUp.confirmText',
    description: 'Confirm dialog text: what is deleted, what stays, that it cannot be undone',
  },
  anonymised: { id: 'admin.followUp.anonymised', description: 'Toast: how many orders and participants were anonymised' },
});
