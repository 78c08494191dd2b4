import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of the shared dialog (ui/ModalDialog). */
export const dialogMessages = defineMessages<{ close: NoMessageValues }>({
  close: { id: 'dialog.close', description: 'Dialogs: accessible name of the × button that closes the dialog' },
});
