import { defineMessages, type NoMessageValues } from 'react-intl';

export const adminSharedMessages = defineMessages<{
  back: NoMessageValues;
  actions: NoMessageValues;
  noActions: NoMessageValues;
  loadMore: NoMessageValues;
  loadingMore: NoMessageValues;
  errorTitle: NoMessageValues;
}>({
  back: { id: 'admin.dialog.back', description: 'Admin confirmation dialogs: button that closes the dialog without doing anything' },
  actions: { id: 'admin.table.actions', description: 'Admin tables: heading of the actions column and visible text of a row\'s action menu button' },
  noActions: { id: 'admin.table.noActions', description: 'Admin tables: title of a row\'s disabled action button when nothing can be done with the object' },
  loadMore: { id: 'admin.table.loadMore', description: 'Admin tables: button below a list that loads its next page' },
  loadingMore: { id: 'admin.table.loadingMore', description: 'Admin tables: the load-more button while the next page loads' },
  errorTitle: { id: 'admin.toast.error', description: 'Admin error toasts: bold title before the message (SPEC §8 "Error")' },
});
