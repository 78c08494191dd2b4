import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of the shared dialog (ui/ModalDialog). */
export const dialogMessages = defineMessages<{
  close: NoMessageValues;
  discardTitle: NoMessageValues;
  discardText: NoMessageValues;
  keepEditing: NoMessageValues;
  discard: NoMessageValues;
}>({
  close: { id: 'dialog.close', description: 'Dialogs: accessible name of the × button that closes the dialog' },
  discardTitle: {
    id: 'dialog.discardTitle',
    description: 'Dialogs: title of the question before a form with unsaved changes is closed (Escape, ×, Cancel)',
  },
  discardText: { id: 'dialog.discardText', description: 'Dialogs: what closing the form with unsaved changes does' },
  keepEditing: { id: 'dialog.keepEditing', description: 'Dialogs: button that goes back to the form, keeping its changes' },
  discard: { id: 'dialog.discard', description: 'Dialogs: button that closes the form and drops its unsaved changes' },
});
