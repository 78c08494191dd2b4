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
  actions: {
    id: 'admin.table.actions',
    description: "Admin tables: heading of the actions column and visible text of a row's action menu button",
  },
  noActions: {
    id: 'admin.table.noActions',
    description: "Admin tables: title of a row's disabled action button when nothing can be done with the object",
  },
  loadMore: { id: 'admin.table.loadMore', description: 'Admin tables: button below a list that loads its next page' },
  loadingMore: { id: 'admin.table.loadingMore', description: 'Admin tables: the load-more button while the next page loads' },
  errorTitle: { id: 'admin.toast.error', description: 'Admin error toasts: bold title before the message (docs/SPEC.md §8 "Error")' },
});

/** The language tabs of texts written in German and English (course and blog forms). */
export const contentLanguageMessages = defineMessages<{
  tabsLabel: NoMessageValues;
  german: NoMessageValues;
  english: NoMessageValues;
  invalid: NoMessageValues;
  englishHint: NoMessageValues;
  englishField: { label: string };
}>({
  tabsLabel: {
    id: 'admin.language.tabs',
    description: 'Admin forms: accessible name of the tab list choosing the language of the texts (German, English)',
  },
  german: { id: 'admin.language.german', description: 'Admin forms: language tab of the German texts' },
  english: { id: 'admin.language.english', description: 'Admin forms: language tab of the English texts' },
  invalid: {
    id: 'admin.language.invalid',
    description: 'Admin forms: hidden suffix of a language tab whose fields have errors (screen readers)',
  },
  englishHint: {
    id: 'admin.language.englishHint',
    description: 'Admin forms: note above the English texts: empty ones show the German text on English pages',
  },
  englishField: {
    id: 'admin.language.englishField',
    description: 'Admin change history: name of an English text; {label} is the field\'s label, e.g. "Title (English)"',
  },
});
