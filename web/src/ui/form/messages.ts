import { defineMessages, type NoMessageValues } from 'react-intl';

/** Labels every public form shares (contact, course request, review). */
export const formMessages = defineMessages<{
  name: NoMessageValues;
  email: NoMessageValues;
  privacy: NoMessageValues;
  privacyLink: NoMessageValues;
  send: NoMessageValues;
  sending: NoMessageValues;
  honeypot: NoMessageValues;
  required: NoMessageValues;
  optional: NoMessageValues;
}>({
  name: { id: 'form.name', description: "Form field label: the sender's name" },
  email: { id: 'form.email', description: "Form field label: the sender's e-mail address" },
  privacy: { id: 'form.privacy', description: 'Consent checkbox label on public forms; the policy link follows it' },
  privacyLink: { id: 'form.privacy.link', description: 'Link to the privacy policy after the consent label' },
  send: { id: 'form.send', description: 'Submit button of a public form' },
  sending: { id: 'form.sending', description: 'Submit button while the form is being sent' },
  honeypot: {
    id: 'form.honeypot',
    description: 'Label of the hidden anti-spam field (only screen-reader-less bots see it): tells a person to leave it empty',
  },
  required: { id: 'form.requiredNote', description: 'Note above a form: all fields are required unless marked optional' },
  optional: { id: 'form.optional', description: 'Suffix of a field label for an optional field' },
});

/** The error summary at the top of a form after a refused send (ErrorSummary.tsx). */
export const errorSummaryMessages = defineMessages<{ title: NoMessageValues; item: { label: string; message: string } }>({
  title: { id: 'form.errorSummary.title', description: 'Heading of the box at the top of a form listing what to fix after a refused send' },
  item: {
    id: 'form.errorSummary.item',
    description: "One line of the error summary, a link to the field: {label} is the field's label, {message} its error",
  },
});
