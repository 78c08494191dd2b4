import { defineMessages, type NoMessageValues } from 'react-intl';

// In layout/, not with the newsletter pages: the footer shows the sign-up on every page, so its texts belong in the
// shell's catalogue (a page's messages module carries its texts itself, in both languages: web/build/catalogues.ts).
/**
 * The newsletter sign-up in the footer. `consent` is the text the visitor agrees to: whenever it changes
 * (in either language), bump NEWSLETTER_CONSENT_VERSION in api/src/validation/newsletter.schema.ts, which
 * is stored with each subscription as the proof of what was agreed to.
 */
// No import of that constant here: the schema module brings yup, and these texts are on every page's footer.

export const newsletterSignupMessages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  consent: NoMessageValues;
  submit: NoMessageValues;
  success: NoMessageValues;
  sendFailed: NoMessageValues;
}>({
  title: { id: 'newsletter.signup.title', description: 'Footer: heading of the newsletter sign-up' },
  intro: { id: 'newsletter.signup.intro', description: 'Footer: what the newsletter brings, under its heading' },
  consent: {
    id: 'newsletter.signup.consent',
    description:
      'Newsletter consent checkbox label (the consent to receive it; the privacy-policy link follows). Bump NEWSLETTER_CONSENT_VERSION when it changes',
  },
  submit: { id: 'newsletter.signup.submit', description: 'Newsletter sign-up: submit button' },
  success: {
    id: 'newsletter.signup.success',
    description: 'Newsletter sign-up accepted: check the inbox and confirm; must not say whether the address was subscribed already',
  },
  sendFailed: {
    id: 'newsletter.signup.sendFailed',
    description: 'Newsletter sign-up could not be sent (no connection, server fault); shown above the form',
  },
});
