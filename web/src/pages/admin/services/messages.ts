import { defineMessages, type NoMessageValues } from 'react-intl';

export const adminServicesMessages = defineMessages<{
  nav: NoMessageValues;
  title: NoMessageValues;
  intro: NoMessageValues;
  loadFailed: NoMessageValues;
  listLabel: NoMessageValues;
  empty: NoMessageValues;
  columnOrder: NoMessageValues;
  columnTitle: NoMessageValues;
  columnSlug: NoMessageValues;
  columnIcon: NoMessageValues;
  edit: NoMessageValues;
  editNamed: { title: string };
  viewOnSite: NoMessageValues;
  noEnglish: NoMessageValues;
}>({
  nav: { id: 'admin.nav.services', description: 'Admin navigation: the services view' },
  title: { id: 'admin.services.title', description: 'Admin services view: heading and browser tab title' },
  intro: { id: 'admin.services.intro', description: 'Admin services view: what can be done here, under the heading' },
  loadFailed: {
    id: 'admin.services.loadFailed',
    description: 'Admin services view: the list could not be loaded (retry button beside it)',
  },
  listLabel: { id: 'admin.services.listLabel', description: 'Admin services view: accessible name of the table' },
  empty: {
    id: 'admin.services.empty',
    description: 'Admin services view: there are no services (docs/SPEC.md §8 empty state "no services")',
  },
  columnOrder: { id: 'admin.services.column.order', description: 'Admin services table column: position in the menu' },
  columnTitle: { id: 'admin.services.column.title', description: 'Admin services table column: German and English title' },
  columnSlug: { id: 'admin.services.column.slug', description: 'Admin services table column: the page address (slug)' },
  columnIcon: { id: 'admin.services.column.icon', description: 'Admin services table column: icon name' },
  edit: { id: 'admin.services.edit', description: 'Admin services table: button that opens the edit dialog of a row' },
  editNamed: {
    id: 'admin.services.editNamed',
    description: "Admin services table: accessible name of a row's edit button; {title} is the service",
  },
  viewOnSite: {
    id: 'admin.services.viewOnSite',
    description: 'Admin services table: link to the public service page (opens in the same tab)',
  },
  noEnglish: {
    id: 'admin.services.noEnglish',
    description: 'Admin services table: shown instead of the English title when there is none (the German one is used)',
  },
});

export const serviceFormMessages = defineMessages<{
  title: { title: string };
  slugNote: { slug: string };
  germanGroup: NoMessageValues;
  englishGroup: NoMessageValues;
  englishHint: NoMessageValues;
  fieldTitle: NoMessageValues;
  fieldDescription: NoMessageValues;
  fieldOrder: NoMessageValues;
  fieldOrderHint: { min: number; max: number };
  fieldIcon: NoMessageValues;
  fieldIconHint: NoMessageValues;
  fieldImageUrl: NoMessageValues;
  fieldImageUrlHint: NoMessageValues;
  cancel: NoMessageValues;
  save: NoMessageValues;
  saving: NoMessageValues;
  saved: NoMessageValues;
  sendFailed: NoMessageValues;
}>({
  title: { id: 'admin.services.form.title', description: 'Admin service edit dialog: heading; {title} is the service' },
  slugNote: { id: 'admin.services.form.slugNote', description: 'Admin service edit dialog: the page address stays the same; {slug} is it' },
  germanGroup: { id: 'admin.services.form.germanGroup', description: 'Admin service edit dialog: group of the German texts' },
  englishGroup: { id: 'admin.services.form.englishGroup', description: 'Admin service edit dialog: group of the English texts' },
  englishHint: {
    id: 'admin.services.form.englishHint',
    description: 'Admin service edit dialog: the English texts are optional; empty ones show the German text',
  },
  fieldTitle: { id: 'admin.services.form.fieldTitle', description: 'Admin service edit dialog field label: title' },
  fieldDescription: { id: 'admin.services.form.fieldDescription', description: 'Admin service edit dialog field label: description' },
  fieldOrder: { id: 'admin.services.form.fieldOrder', description: 'Admin service edit dialog field label: position in the menu' },
  fieldOrderHint: {
    id: 'admin.services.form.fieldOrderHint',
    description: 'Admin service edit dialog: hint under the position; {min} and {max} are the limits',
  },
  fieldIcon: { id: 'admin.services.form.fieldIcon', description: 'Admin service edit dialog field label: icon name' },
  fieldIconHint: { id: 'admin.services.form.fieldIconHint', description: 'Admin service edit dialog: hint under the icon name' },
  fieldImageUrl: { id: 'admin.services.form.fieldImageUrl', description: 'Admin service edit dialog field label: image address' },
  fieldImageUrlHint: {
    id: 'admin.services.form.fieldImageUrlHint',
    description: 'Admin service edit dialog: hint under the image address',
  },
  cancel: { id: 'admin.services.form.cancel', description: 'Admin service edit dialog: button that closes it without saving' },
  save: { id: 'admin.services.form.save', description: 'Admin service edit dialog: save button' },
  saving: { id: 'admin.services.form.saving', description: 'Admin service edit dialog: save button while saving' },
  saved: { id: 'admin.services.form.saved', description: 'Toast after a service was saved (docs/SPEC.md §8 "Successfully updated")' },
  sendFailed: {
    id: 'admin.services.form.sendFailed',
    description: 'Admin service edit dialog: saving failed altogether (no connection, server fault); shown above the form',
  },
});
