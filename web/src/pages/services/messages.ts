import { defineMessages } from 'react-intl';

export const servicesPageMessages = defineMessages({
  label: { id: 'servicePages.list.label', description: 'Small label above the heading of the services page' },
  title: { id: 'servicePages.list.title', description: 'Heading and document title of the services page' },
  intro: { id: 'servicePages.list.intro', description: 'Introduction under the heading of the services page' },
  description: { id: 'servicePages.list.description', description: 'Search-result description of the services page' },
  gridTitle: { id: 'servicePages.list.gridTitle', description: 'Heading above the grid of service cards (for screen readers and outline)' },
  empty: { id: 'servicePages.list.empty', description: 'Shown when there are no services' },
  contactTitle: { id: 'servicePages.list.contactTitle', description: 'Heading of the contact box on the services page' },
  contactText: { id: 'servicePages.list.contactText', description: 'Text of the contact box on the services page' },
});
