import type { ServiceContent } from '../types';

export const content: ServiceContent = {
  label: 'Operating Manual',
  headline: 'Your operating manual: complete, current and in use',
  intro:
    'The operating manual sets out who does what and when in your pool, from water supervision to the chlorine gas alarm. We write it according to current regulations and keep it up to date with you.',
  benefitsTitle: 'Your benefits',
  benefits: [
    { title: 'Clear responsibilities', text: 'Tasks, deputies and authority are clearly settled, in the holiday season too.' },
    { title: 'Legal certainty', text: "Structure and content follow DGfdB guidelines, DGUV rules and your owner's requirements." },
    { title: 'Quick onboarding', text: 'New staff find routines and instructions in one place.' },
    { title: 'Always current', text: 'We review the manual every year and after every change to plant or organisation.' },
  ],
  sections: [
    {
      kind: 'steps',
      title: 'How your manual is made',
      items: [
        { title: 'Survey', text: 'A walk through the pool, a review of existing documents and talks with management and team.' },
        { title: 'Draft', text: 'We write the chapters for your pool and agree them with you.' },
        { title: 'Introduction', text: 'We present the manual to your team and train the most important routines.' },
        { title: 'Upkeep', text: 'Yearly review and updates after alterations, new regulations or incidents.' },
      ],
    },
    {
      kind: 'list',
      title: 'What the manual contains',
      items: [
        'Organisation, responsibilities and deputies',
        'Pool regulations',
        'Supervision and shift plans',
        'Emergency and alarm plans',
        'Operating instructions for plant and hazardous substances',
        'Cleaning and hygiene plans',
        'Inspection and maintenance intervals',
        'Records of staff instruction',
      ],
    },
  ],
  closingTitle: 'Request an operating manual',
  closingText: 'Whether a new manual or a revision of an existing one: write to us and we will propose how to go about it.',
};
