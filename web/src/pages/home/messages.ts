import { defineMessages, type NoMessageValues } from 'react-intl';

type None = NoMessageValues;

export const homeMessages = defineMessages<{
  heroTitle: None;
  heroSubline: None;
  heroText: None;
  heroServices: None;
  heroCourses: None;
  expertBadge: None;
  featuresTitle: None;
  featureCertifiedTitle: None;
  featureCertifiedText: None;
  featureIndividualTitle: None;
  featureIndividualText: None;
  featureQualityTitle: None;
  featureQualityText: None;
  featureFocusTitle: None;
  featureFocusText: None;
  servicesTitle: None;
  servicesIntro: None;
  serviceMore: { title: string };
  servicesAll: None;
  testimonialsTitle: None;
  noTestimonials: None;
  rating: { rating: number; max: number };
  testimonialsPages: None;
  testimonialsPage: { page: number; pages: number };
  ctaTitle: None;
  ctaText: None;
  ctaContact: None;
  ctaCourses: None;
  aboutTitle: None;
  aboutText: None;
  aboutExperienceValue: None;
  aboutExperience: None;
  aboutPartnersValue: None;
  aboutPartners: None;
  aboutCertifiedValue: None;
  aboutCertified: None;
  aboutRegionalValue: None;
  aboutRegional: None;
  aboutLink: None;
}>({
  heroTitle: { id: 'home.hero.title', description: 'Main heading on the home page' },
  heroSubline: { id: 'home.hero.subline', description: 'Subline under the home heading (Ihre Bäderwelt)' },
  heroText: { id: 'home.hero.text', description: 'Short company description in the home hero' },
  heroServices: { id: 'home.hero.services', description: 'Hero button to the list of services' },
  heroCourses: { id: 'home.hero.courses', description: 'Hero button to the course list' },
  expertBadge: { id: 'home.hero.expert', description: 'Badge in the hero: years of experience and partners' },
  featuresTitle: { id: 'home.features.title', description: 'Heading (for screen readers) of the four reasons to choose H2O' },
  featureCertifiedTitle: { id: 'home.features.certified.title', description: 'Feature: certified staff and training' },
  featureCertifiedText: { id: 'home.features.certified.text', description: 'Text of the feature "certified"' },
  featureIndividualTitle: { id: 'home.features.individual.title', description: 'Feature: individual support' },
  featureIndividualText: { id: 'home.features.individual.text', description: 'Text of the feature "individual"' },
  featureQualityTitle: { id: 'home.features.quality.title', description: 'Feature: quality' },
  featureQualityText: { id: 'home.features.quality.text', description: 'Text of the feature "quality"' },
  featureFocusTitle: { id: 'home.features.focus.title', description: 'Feature: focus on the customer' },
  featureFocusText: { id: 'home.features.focus.text', description: 'Text of the feature "focus"' },
  servicesTitle: { id: 'home.services.title', description: 'Heading of the services block' },
  servicesIntro: { id: 'home.services.intro', description: 'Introduction of the services block' },
  // The link names its service: search engines and screen-reader link lists read it alone.
  serviceMore: { id: 'home.services.more', description: 'Link on a service card to its page; {title} is the service' },
  servicesAll: { id: 'home.services.all', description: 'Button under the services block to the list of all services' },
  testimonialsTitle: { id: 'home.testimonials.title', description: 'Heading of the testimonials block' },
  noTestimonials: { id: 'home.testimonials.empty', description: 'Shown when there are no visible testimonials' },
  rating: { id: 'home.testimonials.rating', description: 'Accessible text of the star rating' },
  testimonialsPages: { id: 'home.testimonials.pages', description: 'Accessible name of the group of dot buttons under the testimonials' },
  testimonialsPage: {
    id: 'home.testimonials.page',
    description: 'Accessible name of a dot button (and its slide) in the testimonials carousel: slide {page} of {pages}',
  },
  ctaTitle: { id: 'home.cta.title', description: 'Heading of the call to action near the end of the home page' },
  ctaText: { id: 'home.cta.text', description: 'Text of the call to action' },
  ctaContact: { id: 'home.cta.contact', description: 'Call-to-action button to the contact page' },
  ctaCourses: { id: 'home.cta.courses', description: 'Call-to-action button to the course list' },
  aboutTitle: { id: 'home.about.title', description: 'Heading of the short "about us" block on the home page' },
  aboutText: { id: 'home.about.text', description: 'Text of the "about us" block' },
  aboutExperienceValue: { id: 'home.about.experience.value', description: 'Big figure: years of experience (SPEC: over 20)' },
  aboutExperience: { id: 'home.about.experience', description: 'Label under the years-of-experience figure' },
  aboutPartnersValue: { id: 'home.about.partners.value', description: 'Big figure: number of partners (SPEC: more than 50)' },
  aboutPartners: { id: 'home.about.partners', description: 'Label under the partners figure' },
  aboutCertifiedValue: { id: 'home.about.certified.value', description: 'Short word for "certified" shown as a big figure' },
  aboutCertified: { id: 'home.about.certified', description: 'Label under the "certified" figure' },
  aboutRegionalValue: { id: 'home.about.regional.value', description: 'Short word for "regional" shown as a big figure' },
  aboutRegional: { id: 'home.about.regional', description: 'Label under the "regional" figure' },
  aboutLink: { id: 'home.about.link', description: 'Link from the "about us" block to the about page' },
});

/** Texts of the built-in services, shown when the API has none (docs/SPEC.md §2 Home). */
export const fallbackServiceMessages = defineMessages({
  technicalTitle: { id: 'home.fallback.technical.title', description: 'Built-in service: technical pool management' },
  technicalText: { id: 'home.fallback.technical.text', description: 'Built-in service: technical pool management, short text' },
  seasonalTitle: { id: 'home.fallback.seasonal.title', description: 'Built-in service: seasonal opening and closing (winterization)' },
  seasonalText: { id: 'home.fallback.seasonal.text', description: 'Built-in service: seasonal opening and closing, short text' },
  lifeguardTitle: { id: 'home.fallback.lifeguard.title', description: 'Built-in service: lifeguard / supervision staff' },
  lifeguardText: { id: 'home.fallback.lifeguard.text', description: 'Built-in service: lifeguard staff, short text' },
  seminarsTitle: { id: 'home.fallback.seminars.title', description: 'Built-in service: lectures, workshops and seminars' },
  seminarsText: { id: 'home.fallback.seminars.text', description: 'Built-in service: seminars, short text' },
  mentoringTitle: { id: 'home.fallback.mentoring.title', description: 'Built-in service: mentoring' },
  mentoringText: { id: 'home.fallback.mentoring.text', description: 'Built-in service: mentoring, short text' },
  coachingTitle: { id: 'home.fallback.coaching.title', description: 'Built-in service: coaching' },
  coachingText: { id: 'home.fallback.coaching.text', description: 'Built-in service: coaching, short text' },
});
