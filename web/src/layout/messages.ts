import { defineMessages, type NoMessageValues } from 'react-intl';

export const headerMessages = defineMessages({
  login: {
    id: 'header.topBar.login',
    description: 'Top bar link to the admin login, named for staff so parents do not take it for a customer account',
  },
  home: { id: 'nav.home', description: 'Main navigation: home page' },
  courses: { id: 'nav.courses', description: 'Main navigation: swimming course list' },
  services: { id: 'nav.services', description: 'Main navigation: services dropdown button' },
  allServices: { id: 'nav.services.all', description: 'Last entry of the services dropdown, links to /services' },
  about: { id: 'nav.about', description: 'Main navigation: about us' },
  blog: { id: 'nav.blog', description: 'Main navigation: blog' },
  contact: { id: 'nav.contact', description: 'Main navigation: contact page' },
  bookCourse: { id: 'header.bookCourse', description: 'Call-to-action button in the header, goes to the courses' },
  mainNavigation: { id: 'header.nav.label', description: 'Accessible name of the main navigation' },
  openMenu: { id: 'header.menu.open', description: 'Accessible label of the mobile menu button (closed)' },
  closeMenu: { id: 'header.menu.close', description: 'Accessible label of the mobile menu button (open)' },
  adminTitle: { id: 'header.admin.title', description: 'Title next to the logo in the admin area' },
  logoLabel: { id: 'header.logo.label', description: 'Accessible name of the logo link to the home page' },
  languageLabel: { id: 'header.language.label', description: 'Accessible name of the language switch group' },
  switchToGerman: {
    id: 'header.language.de',
    description: 'Full name of German on the language switch (tooltip and description of its button)',
  },
  switchToEnglish: {
    id: 'header.language.en',
    description: 'Full name of English on the language switch (tooltip and description of its button)',
  },
  codeGerman: { id: 'header.language.de.code', description: 'Short visible code of German on the language switch' },
  codeEnglish: { id: 'header.language.en.code', description: 'Short visible code of English on the language switch' },
});

export const footerMessages = defineMessages<{
  description: NoMessageValues;
  quickLinks: NoMessageValues;
  services: NoMessageValues;
  contact: NoMessageValues;
  openingHoursWeek: NoMessageValues;
  openingHoursSaturday: NoMessageValues;
  orderLinks: NoMessageValues;
  developers: NoMessageValues;
  copyright: { year: number };
  imprint: NoMessageValues;
  privacy: NoMessageValues;
  terms: NoMessageValues;
  legal: NoMessageValues;
}>({
  description: { id: 'footer.description', description: 'Short company description in the footer' },
  quickLinks: { id: 'footer.quickLinks', description: 'Footer column heading for page links' },
  services: { id: 'footer.services', description: 'Footer column heading for the services list' },
  contact: { id: 'footer.contact', description: 'Footer column heading for contact details' },
  openingHoursWeek: { id: 'footer.openingHours.week', description: 'Opening hours Monday to Friday' },
  openingHoursSaturday: { id: 'footer.openingHours.saturday', description: 'Opening hours on Saturday (by appointment)' },
  orderLinks: {
    id: 'footer.orderLinks',
    description: "Footer link to /checkout/order-links: mails the links of one's orders (for a parent who lost the order mail)",
  },
  developers: { id: 'footer.developers', description: 'Footer link to /developers, the documentation of the public API for partners' },
  copyright: { id: 'footer.copyright', description: 'Copyright line; {year} is the current year' },
  imprint: { id: 'footer.imprint', description: 'Footer link to the imprint (Impressum)' },
  privacy: { id: 'footer.privacy', description: 'Footer link to the privacy policy' },
  terms: { id: 'footer.terms', description: 'Footer link to the terms and conditions' },
  legal: { id: 'footer.legal', description: 'Accessible name of the legal links navigation' },
});

export const pageMessages = defineMessages({
  notFoundTitle: { id: 'notFound.title', description: 'Heading of the page-not-found screen' },
  notFoundText: { id: 'notFound.text', description: 'Explanation on the page-not-found screen' },
  goBack: { id: 'notFound.goBack', description: 'Button: back to the previous page in the browser history' },
  goHome: { id: 'notFound.goHome', description: 'Button: to the home page' },
  backToTop: { id: 'layout.backToTop', description: 'Accessible label of the round back-to-top button' },
  errorTitle: { id: 'error.title', description: 'Heading when a page could not be loaded' },
});

export const pageTitleMessages = defineMessages<{
  site: NoMessageValues;
  page: { page: string; site: string };
  courses: NoMessageValues;
  notFound: NoMessageValues;
  courseNotFound: NoMessageValues;
}>({
  site: { id: 'pageTitle.site', description: 'Browser tab title of the home page, and the suffix of every other page' },
  page: { id: 'pageTitle.page', description: 'Browser tab title: {page} is the page, {site} the site name' },
  courses: { id: 'pageTitle.courses', description: 'Browser tab title of the course list' },
  notFound: { id: 'pageTitle.notFound', description: 'Browser tab title of the page-not-found screen' },
  courseNotFound: { id: 'pageTitle.courseNotFound', description: 'Browser tab title when a course does not exist' },
});

/** The banner on every page while the site is in demo mode (siteMode DEMO). */
export const demoBannerMessages = defineMessages({
  label: { id: 'layout.demoBanner.label', description: 'Demo banner: the word before the explanation, e.g. "DEMO:"' },
  text: {
    id: 'layout.demoBanner.text',
    description:
      'Demo banner on every public page: this site is a demo, its courses, prices and bank account are examples, nothing booked is real',
  },
});
