import { defineMessages, type NoMessageValues } from 'react-intl';

export const contactMessages = defineMessages<{ sendFailed: NoMessageValues }>({
  sendFailed: {
    id: 'contact.error.sendFailed',
    description: 'Contact form: the message could not be sent (no connection, server fault); shown above the form',
  },
});

export const contactPageMessages = defineMessages<{
  title: NoMessageValues;
  description: NoMessageValues;
  intro: NoMessageValues;
  emailLabel: NoMessageValues;
  hours: NoMessageValues;
  subject: NoMessageValues;
  message: NoMessageValues;
  success: NoMessageValues;
  courseSubject: { course: string };
  courseMessage: { course: string };
}>({
  title: { id: 'contact.page.title', description: 'Contact page: heading and browser tab title' },
  description: { id: 'contact.page.description', description: 'Contact page: search-result snippet' },
  intro: { id: 'contact.page.intro', description: 'Contact page: text under the heading' },
  emailLabel: { id: 'contact.page.emailLabel', description: 'Contact page: label before the contact e-mail address' },
  hours: { id: 'contact.page.hours', description: 'Contact page: opening hours (docs/SPEC.md §1)' },
  subject: { id: 'contact.field.subject', description: 'Contact form field label: subject' },
  message: { id: 'contact.field.message', description: 'Contact form field label: message text' },
  success: { id: 'contact.success', description: 'Contact form: shown after the message was sent (docs/SPEC.md §8)' },
  courseSubject: {
    id: 'contact.prefill.subject',
    description: 'Contact form: subject filled in from ?course= (a course request, docs/SPEC.md §2/§4)',
  },
  courseMessage: { id: 'contact.prefill.message', description: 'Contact form: message filled in from ?course=, a standard interest text' },
});
