import { defineMessages, type NoMessageValues } from 'react-intl';

type None = NoMessageValues;

/** Staff's newsletter: subscribers and their export, composing, previewing, testing and sending issues. */
export const adminNewsletterMessages = defineMessages<{
  nav: None;
  title: None;
  intro: None;
  loadFailed: None;
  subscribersTitle: None;
  subscribersCount: { count: number };
  subscribersEmpty: None;
  search: None;
  searchPlaceholder: None;
  export: None;
  email: None;
  language: None;
  confirmedAt: None;
  more: None;
  issuesTitle: None;
  issuesEmpty: None;
  newIssue: None;
  edit: None;
  open: None;
  subject: None;
  status: None;
  composerTitle: None;
  audience: None;
  subjectDe: None;
  bodyDe: None;
  subjectEn: None;
  bodyEn: None;
  markdownHint: None;
  posts: None;
  postsNone: None;
  save: None;
  saved: None;
  preview: None;
  previewDe: None;
  previewEn: None;
  previewFrame: None;
  sendTest: None;
  testSent: { email: string; count: number };
  sendAll: None;
  confirmTitle: None;
  confirmText: None;
  started: None;
  failed: None;
  close: None;
  progress: { sent: number; total: number; caught: number; failed: number; percent: number };
  progressLabel: None;
  readOnly: None;
}>({
  nav: { id: 'admin.newsletter.nav', description: 'Admin navigation: the newsletter view' },
  title: { id: 'admin.newsletter.title', description: 'Newsletter view: heading and tab title' },
  intro: { id: 'admin.newsletter.intro', description: 'Newsletter view: what it is for' },
  loadFailed: { id: 'admin.newsletter.loadFailed', description: 'Newsletter view: could not be loaded' },
  subscribersTitle: { id: 'admin.newsletter.subscribersTitle', description: 'Heading of the subscriber list' },
  subscribersCount: { id: 'admin.newsletter.subscribersCount', description: 'Number of confirmed subscribers (matching the search)' },
  subscribersEmpty: { id: 'admin.newsletter.subscribersEmpty', description: 'No confirmed subscriber (matches)' },
  search: { id: 'admin.newsletter.search', description: "Search field over the subscribers' addresses" },
  searchPlaceholder: { id: 'admin.newsletter.searchPlaceholder', description: 'Placeholder of the subscriber search' },
  export: { id: 'admin.newsletter.export', description: 'Link downloading all confirmed subscribers as CSV' },
  email: { id: 'admin.newsletter.email', description: 'Subscriber table column: address' },
  language: { id: 'admin.newsletter.language', description: 'Subscriber table column: language' },
  confirmedAt: { id: 'admin.newsletter.confirmedAt', description: 'Subscriber table column: when confirmed' },
  more: { id: 'admin.newsletter.more', description: 'Button loading more subscribers' },
  issuesTitle: { id: 'admin.newsletter.issuesTitle', description: 'Heading of the issue list' },
  issuesEmpty: { id: 'admin.newsletter.issuesEmpty', description: 'No issue written yet' },
  newIssue: { id: 'admin.newsletter.newIssue', description: 'Button starting a new issue' },
  edit: { id: 'admin.newsletter.edit', description: 'Button opening a draft in the composer' },
  open: { id: 'admin.newsletter.open', description: 'Button opening a sent issue (read only, with its progress)' },
  subject: { id: 'admin.newsletter.subject', description: 'Issue table column: subject' },
  status: { id: 'admin.newsletter.status', description: 'Issue table column: status and progress' },
  composerTitle: { id: 'admin.newsletter.composerTitle', description: 'Heading of the composer' },
  audience: { id: 'admin.newsletter.audience', description: 'Composer: who gets the issue' },
  subjectDe: { id: 'admin.newsletter.subjectDe', description: 'Composer: German subject' },
  bodyDe: { id: 'admin.newsletter.bodyDe', description: 'Composer: German text' },
  subjectEn: { id: 'admin.newsletter.subjectEn', description: 'Composer: English subject' },
  bodyEn: { id: 'admin.newsletter.bodyEn', description: 'Composer: English text' },
  markdownHint: { id: 'admin.newsletter.markdownHint', description: 'Composer: the texts are Markdown' },
  posts: { id: 'admin.newsletter.posts', description: 'Composer: blog posts shown as teasers' },
  postsNone: { id: 'admin.newsletter.postsNone', description: 'Composer: no published post to choose' },
  save: { id: 'admin.newsletter.save', description: 'Composer: save the draft' },
  saved: { id: 'admin.newsletter.saved', description: 'Toast: draft saved' },
  preview: { id: 'admin.newsletter.preview', description: 'Composer: heading of the preview' },
  previewDe: { id: 'admin.newsletter.previewDe', description: 'Composer: preview the German mail' },
  previewEn: { id: 'admin.newsletter.previewEn', description: 'Composer: preview the English mail' },
  previewFrame: { id: 'admin.newsletter.previewFrame', description: 'Accessible name of the preview frame' },
  sendTest: { id: 'admin.newsletter.sendTest', description: 'Composer: send a test to my own address' },
  testSent: { id: 'admin.newsletter.testSent', description: "Toast: test mails queued to the admin's address" },
  sendAll: { id: 'admin.newsletter.sendAll', description: 'Composer: send the issue to all subscribers' },
  confirmTitle: { id: 'admin.newsletter.confirmTitle', description: 'Confirmation dialog before sending to all: title' },
  confirmText: { id: 'admin.newsletter.confirmText', description: 'Confirmation dialog before sending to all: text' },
  started: { id: 'admin.newsletter.started', description: 'Toast: sending started' },
  failed: { id: 'admin.newsletter.failed', description: 'Toast: the request failed (no answer)' },
  close: { id: 'admin.newsletter.close', description: 'Composer: close it' },
  progress: {
    id: 'admin.newsletter.progress',
    description:
      'Sending progress: mails a mail server took of all, mails the mail catcher kept (not delivered; left out when none), failed, percent',
  },
  progressLabel: { id: 'admin.newsletter.progressLabel', description: 'Accessible name of the progress bar' },
  readOnly: { id: 'admin.newsletter.readOnly', description: 'Composer: a sent issue cannot be changed' },
});

export const newsletterStatusMessages = defineMessages({
  DRAFT: { id: 'admin.newsletter.status.draft', description: 'Issue status: being written' },
  SENDING: { id: 'admin.newsletter.status.sending', description: 'Issue status: being sent' },
  SENT: { id: 'admin.newsletter.status.sent', description: 'Issue status: sent' },
  CAUGHT: {
    id: 'admin.newsletter.status.caught',
    description: 'Issue status: done, but the mail catcher kept the mails (no mail server): nobody got them',
  },
});

export const newsletterAudienceMessages = defineMessages({
  ALL: { id: 'admin.newsletter.audience.all', description: 'Audience: all subscribers, each in their language' },
  DE: { id: 'admin.newsletter.audience.de', description: 'Audience: German subscribers only' },
  EN: { id: 'admin.newsletter.audience.en', description: 'Audience: English subscribers only' },
});
