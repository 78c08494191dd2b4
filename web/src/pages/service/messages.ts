import { defineMessages } from 'react-intl';

export const servicePageMessages = defineMessages({
  heroContact: { id: 'servicePages.detail.heroContact', description: 'Button in a service page hero, to the contact page' },
  closingContact: {
    id: 'servicePages.detail.closingContact',
    description: 'Button of the closing call to action on a service page (Kontakt aufnehmen)',
  },
  fallbackLabel: { id: 'servicePages.detail.fallbackLabel', description: 'Hero label of a service page that has no page copy of its own' },
  fallbackClosingTitle: {
    id: 'servicePages.detail.fallbackClosingTitle',
    description: 'Closing heading of a service page without its own copy',
  },
  fallbackClosingText: {
    id: 'servicePages.detail.fallbackClosingText',
    description: 'Closing text of a service page without its own copy',
  },
});
