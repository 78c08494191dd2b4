import { defineMessages } from 'react-intl';

export const legalMessages = defineMessages<{ updated: { date: string } }>({
  updated: {
    id: 'legal.updated',
    description: 'Date of the last revision under a legal page heading; {date} is German-style (23.11.2026)',
  },
});
