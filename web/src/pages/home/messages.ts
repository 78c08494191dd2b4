import { defineMessages, type NoMessageValues } from 'react-intl';

type None = NoMessageValues;

export const homeMessages = defineMessages<{
  heroTitle: None;
  heroSubline: None;
  heroText: None;
  heroCourses: None;
  expertBadge: None;
  servicesTitle: None;
  servicesIntro: None;
  serviceMore: { title: string };
  noServices: None;
  testimonialsTitle: None;
  noTestimonials: None;
  rating: { rating: number; max: number };
}>({
  heroTitle: { id: 'home.hero.title', description: 'Main heading on the home page' },
  heroSubline: { id: 'home.hero.subline', description: 'Subline under the home heading (Ihre Bäderwelt)' },
  heroText: { id: 'home.hero.text', description: 'Short company description in the home hero' },
  heroCourses: { id: 'home.hero.courses', description: 'Hero button to the course list' },
  expertBadge: { id: 'home.hero.expert', description: 'Badge in the hero: years of experience and partners' },
  servicesTitle: { id: 'home.services.title', description: 'Heading of the services block' },
  servicesIntro: { id: 'home.services.intro', description: 'Introduction of the services block' },
  // The link names its service: search engines and screen-reader link lists read it alone.
  serviceMore: { id: 'home.services.more', description: 'Link on a service card to its page; {title} is the service' },
  noServices: { id: 'home.services.empty', description: 'Shown when there are no services' },
  testimonialsTitle: { id: 'home.testimonials.title', description: 'Heading of the testimonials block' },
  noTestimonials: { id: 'home.testimonials.empty', description: 'Shown when there are no visible testimonials' },
  rating: { id: 'home.testimonials.rating', description: 'Accessible text of the star rating' },
});
