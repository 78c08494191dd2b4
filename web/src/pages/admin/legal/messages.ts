import { defineMessages, type NoMessageValues } from 'react-intl';

/** The legal texts' editor (imprint, privacy policy, terms as Markdown per language, versioned). */
export const adminLegalMessages = defineMessages<{
  nav: NoMessageValues;
  title: NoMessageValues;
  intro: NoMessageValues;
  documents: NoMessageValues;
  languages: NoMessageValues;
  imprint: NoMessageValues;
  privacy: NoMessageValues;
  terms: NoMessageValues;
  german: NoMessageValues;
  english: NoMessageValues;
  markdown: NoMessageValues;
  markdownHelp: NoMessageValues;
  save: NoMessageValues;
  saving: NoMessageValues;
  saved: NoMessageValues;
  restored: NoMessageValues;
  failed: NoMessageValues;
  reviewed: { date: string; name: string };
  notReviewed: NoMessageValues;
  unfilled: { count: number };
  allFilled: NoMessageValues;
  preview: NoMessageValues;
  previewDraft: NoMessageValues;
  previewFailed: NoMessageValues;
  draftTitle: NoMessageValues;
  draftNote: NoMessageValues;
  draftOutdated: NoMessageValues;
  unpublishedChanges: NoMessageValues;
  savedUnfinished: { date: string; name: string; count: number };
  placeholders: NoMessageValues;
  placeholderName: NoMessageValues;
  placeholderMeaning: NoMessageValues;
  placeholderValue: NoMessageValues;
  placeholderEmpty: NoMessageValues;
  versions: NoMessageValues;
  noVersions: NoMessageValues;
  version: { id: number; date: string; name: string };
  versionRestoredFrom: { id: number };
  restore: NoMessageValues;
  loadFailed: NoMessageValues;
}>({
  nav: { id: 'admin.legal.nav', description: 'Admin sidebar: the legal texts editor' },
  title: { id: 'admin.legal.title', description: 'Heading of the legal texts editor' },
  intro: { id: 'admin.legal.intro', description: 'Legal editor: what it does (Markdown, placeholders, versions)' },
  documents: { id: 'admin.legal.documents', description: 'Legal editor: label of the page switch' },
  languages: { id: 'admin.legal.languages', description: 'Legal editor: label of the language switch' },
  imprint: { id: 'admin.setup.document.imprint', description: 'Name of a legal page' },
  privacy: { id: 'admin.setup.document.privacy', description: 'Name of a legal page' },
  terms: { id: 'admin.setup.document.terms', description: 'Name of a legal page' },
  german: { id: 'admin.legal.german', description: 'Legal editor: German text' },
  english: { id: 'admin.legal.english', description: 'Legal editor: English text' },
  markdown: { id: 'admin.legal.markdown', description: 'Legal editor: label of the Markdown field' },
  markdownHelp: { id: 'admin.legal.markdownHelp', description: 'Legal editor: Markdown conventions under the field' },
  save: { id: 'admin.legal.save', description: 'Legal editor: save button (saving the same text confirms it)' },
  saving: { id: 'admin.legal.saving', description: 'Legal editor: save button while saving' },
  saved: { id: 'admin.legal.saved', description: 'Legal editor: the text was saved as a new version' },
  restored: { id: 'admin.legal.restored', description: 'Legal editor: an older version was restored' },
  failed: { id: 'admin.legal.failed', description: 'Legal editor: the save failed (network)' },
  reviewed: { id: 'admin.legal.reviewed', description: 'Legal editor: the text is saved/confirmed; {date} and {name}' },
  notReviewed: { id: 'admin.legal.notReviewed', description: 'Legal editor: the default text stands, never saved or confirmed' },
  unfilled: { id: 'admin.legal.unfilled', description: 'Legal editor: heading of the list of unfilled placeholders ({count})' },
  allFilled: { id: 'admin.legal.allFilled', description: 'Legal editor: the text has no unfilled placeholder' },
  preview: { id: 'admin.legal.preview', description: 'Legal editor: heading of the saved text as the page shows it' },
  previewDraft: {
    id: 'admin.legal.previewDraft',
    description: 'Legal editor: button showing the typed (unsaved) text as the page would show it',
  },
  previewFailed: { id: 'admin.legal.previewFailed', description: 'Legal editor: the draft preview could not be made' },
  draftTitle: { id: 'admin.legal.draftTitle', description: 'Legal editor: heading of the preview of the unsaved text' },
  draftNote: { id: 'admin.legal.draftNote', description: 'Legal editor: the draft preview is not public yet' },
  draftOutdated: { id: 'admin.legal.draftOutdated', description: 'Legal editor: the text changed since the draft preview was made' },
  unpublishedChanges: { id: 'admin.legal.unpublishedChanges', description: 'Legal editor: the typed text differs from the published one' },
  savedUnfinished: {
    id: 'admin.legal.savedUnfinished',
    description: 'Legal editor: saved, but the page still shows {count} bracketed placeholders, so not reviewed; {date} and {name}',
  },
  placeholders: { id: 'admin.legal.placeholders', description: 'Legal editor: heading of the placeholder list' },
  placeholderName: {
    id: 'admin.legal.placeholderName',
    description: 'Legal editor, placeholder table: column of the placeholder as written',
  },
  placeholderMeaning: {
    id: 'admin.legal.placeholderMeaning',
    description: 'Legal editor, placeholder table: column of what it stands for',
  },
  placeholderValue: { id: 'admin.legal.placeholderValue', description: 'Legal editor, placeholder table: column of what it inserts now' },
  placeholderEmpty: {
    id: 'admin.legal.placeholderEmpty',
    description: 'Legal editor, placeholder table: the fact is not entered (the page shows a placeholder)',
  },
  versions: { id: 'admin.legal.versions', description: 'Legal editor: heading of the version list' },
  noVersions: { id: 'admin.legal.noVersions', description: 'Legal editor: no versions yet (the default stands)' },
  version: { id: 'admin.legal.version', description: 'Legal editor: one version; {date}, {name}' },
  versionRestoredFrom: { id: 'admin.legal.versionRestoredFrom', description: 'Legal editor: the version restored version {id}' },
  restore: { id: 'admin.legal.restore', description: 'Legal editor: button restoring a version' },
  loadFailed: { id: 'admin.legal.loadFailed', description: 'Legal editor: the texts could not be loaded' },
});
