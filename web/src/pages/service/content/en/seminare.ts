import type { ServiceContent } from '../types';

export const content: ServiceContent = {
  label: 'Lectures, Workshops and Seminars',
  headline: 'Training from practice, for practice',
  intro:
    'We train pool managers, pool attendants and supervision staff, on your premises or in Gersthofen. Our trainers work at the poolside and in the plant room themselves.',
  benefitsTitle: 'Your benefits',
  benefits: [
    { title: 'Practical', text: 'Examples, exercises and cases from real pool operation instead of dry theory.' },
    { title: 'Certified', text: 'Seminars with a final test and a certificate as proof for owners and insurers.' },
    { title: 'Tailor-made', text: "We adapt content and length to your pool, your plant and your team's level of knowledge." },
    { title: 'On site if you wish', text: 'We come to you: your team learns on its own plant and is not away for days.' },
  ],
  sections: [
    {
      kind: 'cards',
      title: 'Our formats',
      items: [
        { title: 'Lectures', text: 'Compact talks of 60 to 90 minutes for team meetings, owner meetings or conferences.' },
        { title: 'Workshops', text: 'Half or full days of work in small groups on concrete tasks, such as troubleshooting on the plant.' },
        {
          title: 'Seminars with certified completion',
          text: 'Courses of several days with a test of what was learnt and a certificate, for example on pool water technology or the duty of supervision.',
        },
      ],
    },
    {
      kind: 'cards',
      title: 'Topic areas',
      items: [
        {
          title: 'Pool water technology and hygiene',
          text: 'Treatment to DIN 19643, measurements, dosing and the handling of chlorine gas and chemicals.',
          bullets: ['Water treatment', 'In-house checks', 'Chemical safety'],
        },
        {
          title: 'Safety and supervision',
          text: 'Duty of supervision, emergency management and the legal basis of safe pool operation.',
          bullets: ['Duty of supervision', 'Emergency and alarm plans', 'Liability and law'],
        },
        {
          title: 'Pool management',
          text: 'Organisation, staff planning and economy for pool managers and owners.',
          bullets: ['Duty and shift planning', 'Energy and cost management', 'Operating manual and records'],
        },
      ],
    },
  ],
  closingTitle: 'Plan training for your team',
  closingText: 'Tell us the topic, the number of participants and your preferred dates. We will send you a programme and a quote.',
};
