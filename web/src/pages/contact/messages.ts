import { defineMessages, type NoMessageValues } from 'react-intl';

export const contactMessages = defineMessages<{ sendFailed: NoMessageValues }>({
  sendFailed: {
    id: 'contact.error.sendFailed',
    description: 'Contact form: the message could not be sent (no connection, server fault); shown above the form',
  },
});
