import { defineMessages, type NoMessageValues } from 'react-intl';

/** The pages the mailed links open: a button does the change, since a GET must change nothing (mail scanners open links). */
export const newsletterLinkMessages = defineMessages<{
  missing: NoMessageValues;
  failed: NoMessageValues;
  subscribeAgain: NoMessageValues;
  contact: NoMessageValues;
}>({
  missing: { id: 'newsletter.link.missing', description: 'Newsletter link page opened without its token: explain' },
  failed: { id: 'newsletter.link.failed', description: "Newsletter link page: the button's request failed (no connection, server fault)" },
  subscribeAgain: {
    id: 'newsletter.link.subscribeAgain',
    description: 'Newsletter link page after a refused link: button to the sign-up form in the footer',
  },
  contact: {
    id: 'newsletter.link.contact',
    description: 'Unsubscribe page after a refused link: button to the contact page (ask to be removed)',
  },
});

export const newsletterConfirmMessages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  button: NoMessageValues;
  working: NoMessageValues;
  doneTitle: NoMessageValues;
  doneText: { email: string };
  failedTitle: NoMessageValues;
}>({
  title: { id: 'newsletter.confirm.title', description: 'Confirmation page (/newsletter/confirm): heading and tab title' },
  intro: { id: 'newsletter.confirm.intro', description: 'Confirmation page: text above the confirm button' },
  button: { id: 'newsletter.confirm.button', description: 'Confirmation page: the button that confirms the subscription' },
  working: { id: 'newsletter.confirm.working', description: 'Confirmation page: the button while confirming' },
  doneTitle: { id: 'newsletter.confirm.doneTitle', description: 'Confirmation page: heading once confirmed' },
  doneText: { id: 'newsletter.confirm.doneText', description: 'Confirmation page: text once confirmed; {email} is the subscribed address' },
  failedTitle: {
    id: 'newsletter.confirm.failedTitle',
    description: 'Confirmation page: heading when the link was refused (invalid, expired); the reason follows',
  },
});

export const newsletterUnsubscribeMessages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  button: NoMessageValues;
  working: NoMessageValues;
  doneTitle: NoMessageValues;
  doneText: { email: string };
  failedTitle: NoMessageValues;
}>({
  title: { id: 'newsletter.unsubscribe.title', description: 'Unsubscribe page (/newsletter/unsubscribe): heading and tab title' },
  intro: { id: 'newsletter.unsubscribe.intro', description: 'Unsubscribe page: text above the unsubscribe button' },
  button: { id: 'newsletter.unsubscribe.button', description: 'Unsubscribe page: the button that unsubscribes' },
  working: { id: 'newsletter.unsubscribe.working', description: 'Unsubscribe page: the button while unsubscribing' },
  doneTitle: { id: 'newsletter.unsubscribe.doneTitle', description: 'Unsubscribe page: heading once unsubscribed' },
  doneText: { id: 'newsletter.unsubscribe.doneText', description: 'Unsubscribe page: text once unsubscribed; {email} is the address' },
  failedTitle: {
    id: 'newsletter.unsubscribe.failedTitle',
    description: 'Unsubscribe page: heading when the link was refused; the reason follows',
  },
});
