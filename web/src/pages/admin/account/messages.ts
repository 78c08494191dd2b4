import { defineMessages } from 'react-intl';

export const accountEmailMessages = defineMessages({
  title: { id: 'admin.accountEmail.title', description: 'Admin area, first sign-in without an e-mail address: heading of the form that asks for it' },
  intro: { id: 'admin.accountEmail.intro', description: 'Admin area: why the account\'s e-mail address is asked for' },
  label: { id: 'admin.accountEmail.label', description: 'Admin area: label of the account\'s e-mail address field' },
  submit: { id: 'admin.accountEmail.submit', description: 'Admin area: button that saves the account\'s e-mail address' },
  submitting: { id: 'admin.accountEmail.submitting', description: 'Admin area: the save button while the address is being saved' },
  saved: { id: 'admin.accountEmail.saved', description: 'Admin area: the account\'s e-mail address was saved' },
});
