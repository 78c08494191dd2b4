import type { ServiceContent } from '../types';

export const content: ServiceContent = {
  label: 'Lifeguard Staff',
  headline: 'Qualified pool supervision whenever you need it',
  intro:
    'Staff shortage in the high season, an event or permanent support: we provide trained lifeguards and pool supervision staff for public, hotel and club pools.',
  benefitsTitle: 'Your benefits',
  benefits: [
    {
      title: 'Verified qualifications',
      text: 'All staff hold at least the German lifesaving certificate in silver and up-to-date first aid training.',
    },
    { title: 'Flexible deployment', text: 'Single shifts, weekends or the whole season, at short notice too when someone drops out.' },
    { title: 'Legal certainty', text: 'Supervision follows the DGUV rules and your pool regulations; every assignment is documented.' },
    { title: 'Well-practised teams', text: 'Dedicated contacts and returning staff who know your pool and your routines.' },
  ],
  sections: [
    {
      kind: 'cards',
      title: 'Our expertise',
      items: [
        {
          title: 'Water supervision',
          text: 'Attentive pool supervision with clearly assigned areas.',
          bullets: [
            'Supervision of swimmer, non-swimmer and diving areas',
            'Watching slides and attractions',
            'Enforcing the pool regulations',
            'Handover and records for every shift',
          ],
        },
        {
          title: 'Rescue and first aid',
          text: 'In an emergency every second counts.',
          bullets: [
            'Lifesaving certificate in silver or gold',
            'First aid and cardiopulmonary resuscitation',
            'Use of AED and oxygen equipment',
            'Working with paramedics and emergency doctors',
          ],
        },
        {
          title: 'Events',
          text: 'Safety for special occasions in and around the water.',
          bullets: [
            'Swimming competitions and club festivals',
            "Children's birthday parties and holiday programmes",
            'Night and theme swimming',
            'Safety plan agreed in advance',
          ],
        },
        {
          title: 'Prevention',
          text: 'Preventing accidents before they happen.',
          bullets: [
            'Spotting and reporting hazards',
            'Addressing bathers with good judgement',
            'Checking rescue equipment before each shift',
            'Contributing to emergency and alarm plans',
          ],
        },
      ],
    },
  ],
  closingTitle: 'Request staff for your season',
  closingText: 'Tell us for which times and which pool you need supervision. We will get back to you with a concrete staffing proposal.',
};
