import type { ServiceContent } from '../types';

export const content: ServiceContent = {
  label: 'Hazard Assessments',
  headline: 'Recognising hazards before anything happens',
  intro:
    'Every pool operator must assess and document the hazards to staff and bathers. We prepare your hazard assessments systematically: for pools, plant, hazardous substances and workplaces.',
  benefitsTitle: 'Your benefits',
  benefits: [
    {
      title: 'Legal duty fulfilled',
      text: 'Assessments under the German Occupational Safety Act and the hazardous substances and operational safety ordinances.',
    },
    { title: 'Fewer accidents', text: 'Concrete measures measurably lower the risk for your team and your bathers.' },
    { title: 'An expert eye', text: 'We know the typical hazards in a pool, from slippery floors to the chlorine gas plant.' },
    { title: 'Audit-proof records', text: 'Clear documents for the accident insurer, the health authority and your insurer.' },
  ],
  sections: [
    {
      kind: 'steps',
      title: 'Our approach',
      items: [
        { title: 'Site inspection', text: 'Together with you we look at the pool hall, outdoor areas, plant and workplaces.' },
        { title: 'Assessment', text: 'Each hazard is rated by likelihood and severity.' },
        { title: 'Measures', text: 'We propose technical, organisational and personal protective measures with deadlines.' },
        { title: 'Effectiveness check', text: 'After implementation we check that the measures work and update the assessment.' },
      ],
    },
    {
      kind: 'list',
      title: 'What we assess',
      items: [
        'Pools, diving platforms and water slides',
        'Walkways and wet areas with a risk of slipping',
        'Chlorine gas and chemical stores',
        'Plant rooms and electrical installations',
        'Workplaces at the till, in supervision and cleaning',
        'Working alone and night operation',
        'Events and special operation',
        'Psychological strain on staff',
      ],
    },
  ],
  closingTitle: 'Commission a hazard assessment',
  closingText: 'Tell us which areas should be assessed. We will estimate the effort and offer you a date for the site inspection.',
};
