import { defineMessages, type MessageDescriptor, type NoMessageValues } from 'react-intl';

type None = NoMessageValues;

export const aboutMessages = defineMessages<{
  title: None;
  description: None;
  lead: None;
  storyTitle: None;
  storyFounding: None;
  storyToday: None;
  valuesTitle: None;
  servicesTitle: None;
  servicesIntro: None;
  serviceMore: { service: string };
  allServices: None;
  contact: None;
  contactTitle: None;
  contactText: None;
  timelineTitle: None;
}>({
  title: { id: 'about.title', description: 'Heading and browser tab title of the about page' },
  description: {
    id: 'about.description',
    description: 'Search-result snippet (meta description) of the about page, at most ~155 characters',
  },
  lead: { id: 'about.lead', description: 'Introductory sentence under the about page heading' },
  storyTitle: { id: 'about.story.title', description: 'Heading of the company story section' },
  storyFounding: { id: 'about.story.founding', description: 'First paragraph of the story: where the business comes from' },
  storyToday: { id: 'about.story.today', description: 'Second paragraph of the story: what it does today (20+ years, 50+ partners)' },
  valuesTitle: { id: 'about.values.title', description: 'Heading of the four company values' },
  servicesTitle: { id: 'about.services.title', description: 'Heading of the three service cards on the about page' },
  servicesIntro: { id: 'about.services.intro', description: 'Sentence introducing the service cards' },
  // The link names its target: screen-reader link lists and crawlers read it without the card.
  serviceMore: { id: 'about.services.more', description: 'Link on a service card to its page; {service} is the service name' },
  allServices: { id: 'about.services.all', description: 'Button to the list of all services (/services)' },
  contact: { id: 'about.contact.button', description: 'Button to the contact page' },
  contactTitle: { id: 'about.contact.title', description: 'Heading of the closing call to action' },
  contactText: { id: 'about.contact.text', description: 'Text of the closing call to action' },
  timelineTitle: { id: 'about.timeline.title', description: 'Heading of the career timeline' },
});

export interface TitledText {
  title: MessageDescriptor;
  text: MessageDescriptor;
}

const valueTexts = defineMessages({
  expertiseTitle: { id: 'about.values.expertise.title', description: 'Value card heading: expertise' },
  expertiseText: { id: 'about.values.expertise.text', description: 'Value card text: expertise' },
  qualityTitle: { id: 'about.values.quality.title', description: 'Value card heading: quality' },
  qualityText: { id: 'about.values.quality.text', description: 'Value card text: quality' },
  customerTitle: { id: 'about.values.customer.title', description: 'Value card heading: customer focus' },
  customerText: { id: 'about.values.customer.text', description: 'Value card text: customer focus' },
  teamworkTitle: { id: 'about.values.teamwork.title', description: 'Value card heading: teamwork' },
  teamworkText: { id: 'about.values.teamwork.text', description: 'Value card text: teamwork' },
});

/** docs/SPEC.md §2 About: the four values, in this order. */
export const aboutValues: TitledText[] = [
  { title: valueTexts.expertiseTitle, text: valueTexts.expertiseText },
  { title: valueTexts.qualityTitle, text: valueTexts.qualityText },
  { title: valueTexts.customerTitle, text: valueTexts.customerText },
  { title: valueTexts.teamworkTitle, text: valueTexts.teamworkText },
];

const serviceTexts = defineMessages({
  poolTitle: { id: 'about.services.pool.title', description: 'Service card heading: technical pool management' },
  poolText: { id: 'about.services.pool.text', description: 'Service card text: technical pool management' },
  coursesTitle: { id: 'about.services.courses.title', description: 'Service card heading: swimming courses' },
  coursesText: { id: 'about.services.courses.text', description: 'Service card text: swimming courses' },
  coachingTitle: { id: 'about.services.coaching.title', description: 'Service card heading: coaching' },
  coachingText: { id: 'about.services.coaching.text', description: 'Service card text: coaching' },
});

/** docs/SPEC.md §2 About: three cards with these exact link targets (the services pages accept the spellings). */
export const aboutServices: (TitledText & { to: string })[] = [
  { to: '/service/TechnischeBaederbetreuung', title: serviceTexts.poolTitle, text: serviceTexts.poolText },
  { to: '/service/Schwimmkurse', title: serviceTexts.coursesTitle, text: serviceTexts.coursesText },
  { to: '/service/Coaching', title: serviceTexts.coachingTitle, text: serviceTexts.coachingText },
];

const timelineTexts = defineMessages({
  trainingTitle: { id: 'about.timeline.training.title', description: 'Career stage 1992–1995: heading' },
  trainingText: { id: 'about.timeline.training.text', description: 'Career stage 1992–1995: text' },
  masterTitle: { id: 'about.timeline.master.title', description: 'Career stage 1995–2000: heading' },
  masterText: { id: 'about.timeline.master.text', description: 'Career stage 1995–2000: text' },
  managementTitle: { id: 'about.timeline.management.title', description: 'Career stage 2000–2010: heading' },
  managementText: { id: 'about.timeline.management.text', description: 'Career stage 2000–2010: text' },
  h2oTitle: { id: 'about.timeline.h2o.title', description: 'Career stage 2010–2023: heading' },
  h2oText: { id: 'about.timeline.h2o.text', description: 'Career stage 2010–2023: text' },
});

/** docs/SPEC.md §2 About: the career timeline; the periods are the same in every language. */
export const timeline: (TitledText & { from: number; to: number })[] = [
  { from: 1992, to: 1995, title: timelineTexts.trainingTitle, text: timelineTexts.trainingText },
  { from: 1995, to: 2000, title: timelineTexts.masterTitle, text: timelineTexts.masterText },
  { from: 2000, to: 2010, title: timelineTexts.managementTitle, text: timelineTexts.managementText },
  { from: 2010, to: 2023, title: timelineTexts.h2oTitle, text: timelineTexts.h2oText },
];
