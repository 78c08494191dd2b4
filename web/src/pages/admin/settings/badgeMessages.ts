import { defineMessages, type NoMessageValues } from 'react-intl';

/** The badge list on the settings page. */
export const badgesCardMessages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  name: NoMessageValues;
  nameEn: NoMessageValues;
  active: NoMessageValues;
  save: NoMessageValues;
  add: NoMessageValues;
  saved: NoMessageValues;
  failed: NoMessageValues;
}>({
  title: { id: 'admin.badges.title', description: 'Settings: heading of the badge list (Seepferdchen, Bronze …)' },
  intro: { id: 'admin.badges.intro', description: 'Settings: what the badge list is for' },
  name: { id: 'admin.badges.name', description: 'Badge list: German name field' },
  nameEn: { id: 'admin.badges.nameEn', description: 'Badge list: English name field' },
  active: { id: 'admin.badges.active', description: 'Badge list: offered to trainers' },
  save: { id: 'admin.badges.save', description: 'Badge list: save a badge' },
  add: { id: 'admin.badges.add', description: 'Badge list: add a new badge' },
  saved: { id: 'admin.badges.saved', description: 'Badge list: saved' },
  failed: { id: 'admin.badges.failed', description: 'Badge list: saving failed without an answer' },
});
