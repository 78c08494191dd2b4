import type { ServiceContent } from '../types';

export const content: ServiceContent = {
  label: 'Technical Pool Management',
  headline: 'Technology that keeps your pool running reliably',
  intro:
    'From the circulation pump to chlorine dosing: we look after the water and building technology of your indoor or outdoor pool so that it stays safe, hygienic and economical to run, with dedicated contacts from Gersthofen.',
  benefitsTitle: 'Your benefits',
  benefits: [
    {
      title: 'Resource optimisation',
      text: 'Use water, chemicals and staff where they count: we match filter backwashing, dosing and operating hours to your actual number of bathers.',
    },
    {
      title: 'Cost efficiency',
      text: 'Preventive maintenance avoids costly breakdowns and emergency call-outs: predictable costs instead of surprises in the high season.',
    },
    {
      title: 'Risk management',
      text: 'We spot weaknesses in plant and hygiene early and document inspections so you are on the safe side with the health authority and your insurer.',
    },
    {
      title: 'Process optimisation',
      text: 'Clear routines for inspection rounds, measurements and faults, agreed with your staff and recorded in your operating manual.',
    },
  ],
  sections: [
    {
      kind: 'cards',
      title: 'Our services',
      intro: 'Five building blocks, individually or as a complete package, depending on what your team covers itself.',
      items: [
        {
          title: 'Maintenance and inspection',
          text: 'Regular inspection of pumps, filters, valves and ventilation to a maintenance schedule, with a report and a list of defects.',
        },
        {
          title: 'Water treatment',
          text: 'Setting up and checking flocculation, filtration and disinfection to DIN 19643, so the water values are right in every pool.',
        },
        {
          title: 'Energy management',
          text: 'Analysis of heat, electricity and water consumption, control of circulation and pool covers, and proposals for economical upgrades.',
        },
        {
          title: 'Quality control',
          text: 'In-house checks of water quality, coordination with the laboratory and complete records for the health authority.',
        },
        {
          title: 'Plant monitoring',
          text: 'Monitoring of measurement and control technology, evaluation of fault alarms and quick help before a fault becomes a closing day.',
        },
      ],
    },
  ],
  closingTitle: "Let's talk about your plant",
  closingText:
    'Tell us how your pool is set up and where problems occur. We will arrange a visit on site and propose a suitable scope of support.',
};
