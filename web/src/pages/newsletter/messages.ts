import { defineMessages, type NoMessageValues } from 'react-intl';

/**
 * The newsletter sign-up in the footer. `consent` is the text the visitor agrees to: whenever it changes
 * (in either language), bump NEWSLETTER_CONSENT_VERSION in api/src/validation/newsletter.schema.ts, which
 * is stored with each subscription as the proof of what was agreed to.
 */
// No import of that constant here: the schema module brings yup, and these texts are on every page's footer.

export const newsletterSignupMessages = defineMessages<{ title: NoMessageValues; intro: NoMessageValues; consent: NoMessageValues; submit: NoMessageValues; success: NoMessageValues; sendFailed: NoMessageValues }>({
  title: { id: 'newsletter.signup.title', description: 'Footer: heading of the newsletter sign-up' },
  intro: { id: 'newsletter.signup.intro', description: 'Footer: what the newsletter brings, under its heading' },
  consent: { id: 'newsletter.signup.consent', description: 'Newsletter consent checkbox label (the consent to receive it; the privacy-policy link follows). Bump NEWSLETTER_CONSENT_VERSION when it changes' },
  submit: { id: 'newsletter.signup.submit', description: 'Newsletter sign-up: submit button' },
  success: { id: 'newsletter.signup.success', description: 'Newsletter sign-up accepted: check the inbox and confirm; must not say whether the address was subscribed already' },
  sendFailed: { id: 'newsletter.signup.sendFailed', description: 'Newsletter sign-up could not be sent (no connection, server fault); shown above the form' },
});

/** The pages the mailed links open: a button does the change, since a GET must change nothing (mail scanners open links). */
export const newsletterLinkMessages = defineMessages<{ missing: NoMessageValues; failed: NoMessageValues; subscribeAgain: NoMessageValues; contact: NoMessageValues }>({
  missing: { id: 'newsletter.link.missing', description: 'Newsletter link page opened without its token: explain' },
  failed: { id: 'newsletter.link.failed', description: 'Newsletter link page: the button\'s request failed (no connection, server fault)' },
  subscribeAgain: { id: 'newsletter.link.subscribeAgain', description: 'Newsletter link page after a refused link: button to the sign-up form in the footer' },
  contact: { id: 'newsletter.link.contact', description: 'Unsubscribe page after a refused link: button to the contact page (ask to be removed)' },
});

export const newsletterConfirmMessages = defineMessages<{ title: NoMessageValues; intro: NoMessageValues; button: NoMessageValues; working: NoMessageValues; doneTitle: NoMessageValues; doneText: { email: string }; failedTitle: NoMessageValues }>({
  title: { id: 'newsletter.confirm.title', description: 'Confirmation page (/newsletter/confirm): heading and tab title' },
  intro: { id: 'newsletter.confirm.intro', description: 'Confirmation page: text above the confirm button' },
  button: { id: 'newsletter.confirm.button', description: 'Confirmation page: the button that confirms the subscription' },
  working: { id: 'newsletter.confirm.working', description: 'Confirmation page: the button while confirming' },
  doneTitle: { id: 'newsletter.confirm.doneTitle', description: 'Confirmation page: heading once confirmed' },
  doneText: { id: 'newsletter.confirm.doneText', description: 'Confirmation page: text once confirmed; {email} is the subscribed address' },
  failedTitle: { id: 'newsletter.confirm.failedTitle', description: 'Confirmation page: heading when the link was refused (invalid, expired); the reason follows' },
});

export const newsletterUnsubscribeMessages = defineMessages<{ title: NoMessageValues; intro: NoMessageValues; button: NoMessageValues; working: NoMessageValues; doneTitle: NoMessageValues; doneText: { email: string }; failedTitle: NoMessageValues }>({
  title: { id: 'newsletter.unsubscribe.title', description: 'Unsubscribe page (/newsletter/unsubscribe): heading and tab title' },
  intro: { id: 'newsletter.unsubscribe.intro', description: 'Unsubscribe page: text above the unsubscribe button' },
  button: { id: 'newsletter.unsubscribe.button', description: 'Unsubscribe page: the button that unsubscribes' },
  working: { id: 'newsletter.unsubscribe.working', description: 'Unsubscribe page: the button while unsubscribing' },
  doneTitle: { id: 'newsletter.unsubscribe.doneTitle', description: 'Unsubscribe page: heading once unsubscribed' },
  doneText: { id: 'newsletter.unsubscribe.doneText', description: 'Unsubscribe page: text once unsubscribed; {email} is the address' },
  failedTitle: { id: 'newsletter.unsubscribe.failedTitle', description: 'Unsubscribe page: heading when the link was refused; the reason follows' },
});
