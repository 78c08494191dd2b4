import type { ServiceContent } from '../types';

export const content: ServiceContent = {
  label: 'Mentoring',
  headline: 'Experience that accompanies you on your way',
  intro:
    'New to managing a pool or newly qualified as a pool attendant? An experienced mentor from our team stands by you for months, with advice, feedback and a sympathetic ear.',
  benefitsTitle: 'Your benefits',
  benefits: [
    { title: 'Confident in your new role', text: 'You learn from people who have been running pools for decades.' },
    { title: 'Personal', text: 'One dedicated mentor, confidential conversations, topics as you need them.' },
    { title: 'Network', text: 'Contacts to colleagues, specialist firms and authorities in the region.' },
    { title: 'Lasting', text: 'Support over six to twelve months instead of a one-off training.' },
  ],
  sections: [
    {
      kind: 'cards',
      title: 'How mentoring works',
      items: [
        { title: 'Getting to know each other', text: 'In the first conversation we agree on goals, topics and how often to meet.' },
        { title: 'Regular meetings', text: 'Monthly conversations on site or by video, with short questions by phone in between.' },
        {
          title: 'Support in practice',
          text: 'If you wish, your mentor accompanies you on inspections, meetings with authorities or difficult conversations.',
        },
      ],
    },
  ],
  closingTitle: 'Request mentoring',
  closingText: 'Tell us where you stand and what you are planning. We will suggest a suitable mentor.',
};
