import type { ServiceContent } from '../types';

export const content: ServiceContent = {
  label: 'Seasonal Opening and Closing',
  headline: 'Safely through the winter, on time into the season',
  intro:
    'Frost, standing water and long shutdowns take their toll on an outdoor pool. We winterise pools and plant properly in autumn and put your facility back into operation in spring: inspected, cleaned and ready for the start of the season.',
  benefitsTitle: 'Your benefits',
  benefits: [
    { title: 'No frost damage', text: 'Pipes, pumps and filters are drained or protected before the first frost arrives.' },
    { title: 'A predictable season start', text: 'Fixed dates for closing and opening, so your pool opens on the planned day.' },
    { title: 'Your plant keeps its value', text: 'Preservation and inspection extend the life of pool linings and technology.' },
    { title: 'Everything documented', text: 'A report records condition, readings and work done, for you, the owner and the insurer.' },
  ],
  sections: [
    {
      kind: 'steps',
      title: 'How we proceed',
      items: [
        {
          title: 'Plant inspection',
          text: 'A survey of pools, gutters, pumps, filters and measurement and control technology; we record defects before the plant stands still.',
        },
        {
          title: 'Water treatment and preservation',
          text: 'We adjust the water values, add winterising agents and lower the water level as far as is right for your plant.',
        },
        {
          title: 'Frost protection',
          text: 'Pipes and units are drained, ice compensators placed and frost-prone parts removed or insulated.',
        },
        {
          title: 'Performance optimisation',
          text: 'In spring we put everything back into operation, readjust dosing and circulation and check that the plant delivers its full performance.',
        },
      ],
    },
    {
      kind: 'list',
      title: 'Our work at a glance',
      items: [
        'Cleaning of pools, overflow gutters and balance tank',
        'Backwashing and inspection of the filter systems',
        'Adjusting pH and disinfection before the winter break',
        'Adding winterising agents against algae and limescale',
        'Lowering the water level and placing ice compensators',
        'Draining and securing frost-prone pipes and pumps',
        'Removing, storing and refitting sensitive components',
        'Recommissioning in spring with a function test and report',
      ],
    },
  ],
  closingTitle: 'Book your dates for the season now',
  closingText: 'Autumn and spring dates go quickly. Get in touch early and we will plan closing and opening around your season calendar.',
};
