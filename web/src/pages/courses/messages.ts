import { defineMessages, type NoMessageValues } from 'react-intl';

type None = NoMessageValues;

export const coursesPageMessages = defineMessages<{
  schoolLabel: None;
  title: None;
  subtitle: None;
  resultCount: { count: number };
  loadMore: None;
  emptyTitle: None;
  emptyText: None;
  backHome: None;
  listLabel: None;
}>({
  schoolLabel: { id: 'courses.hero.label', description: 'Small label above the course page heading' },
  title: { id: 'courses.hero.title', description: 'Heading of the course list page' },
  subtitle: { id: 'courses.hero.subtitle', description: 'Introduction below the course list heading' },
  resultCount: { id: 'courses.resultCount', description: 'Number of courses matching the filters' },
  loadMore: { id: 'courses.loadMore', description: 'Button loading further courses' },
  emptyTitle: { id: 'courses.empty.title', description: 'Heading when no course matches' },
  emptyText: { id: 'courses.empty.text', description: 'Suggestion to try other filters when no course matches' },
  backHome: { id: 'courses.empty.backHome', description: 'Button to the home page when no course matches' },
  listLabel: { id: 'courses.list.label', description: 'Accessible name of the list of course cards' },
});

export const filterMessages = defineMessages<{
  title: None;
  toggle: { open: string };
  activeCount: { count: number };
  ageGroup: None;
  level: None;
  courseType: None;
  all: None;
  availability: None;
  availabilityAll: None;
  availabilityOnly: None;
  maxPrice: { price: string };
  search: None;
  searchPlaceholder: None;
  submit: None;
  reset: None;
  chipsLabel: None;
  chipAge: { value: string };
  chipLevel: { value: string };
  chipType: { value: string };
  chipAvailable: None;
  chipMaxPrice: { value: string };
  chipSearch: { value: string };
  removeChip: { label: string };
}>({
  title: { id: 'courses.filter.title', description: 'Heading of the filter panel' },
  toggle: { id: 'courses.filter.toggle', description: 'Phone: button showing or hiding the filter panel' },
  activeCount: { id: 'courses.filter.activeCount', description: 'Accessible text of the active-filter count badge' },
  ageGroup: { id: 'courses.filter.ageGroup', description: 'Label of the age group select' },
  level: { id: 'courses.filter.level', description: 'Label of the level select' },
  courseType: { id: 'courses.filter.courseType', description: 'Label of the course type select' },
  all: { id: 'courses.filter.all', description: 'Select option: no restriction' },
  availability: { id: 'courses.filter.availability', description: 'Label of the availability choice' },
  availabilityAll: { id: 'courses.filter.availability.all', description: 'Availability option: all courses' },
  availabilityOnly: { id: 'courses.filter.availability.only', description: 'Availability option: only courses with free places' },
  maxPrice: { id: 'courses.filter.maxPrice', description: 'Label of the maximum price slider; {price} is formatted' },
  search: { id: 'courses.filter.search', description: 'Label of the search text field' },
  searchPlaceholder: { id: 'courses.filter.search.placeholder', description: 'Placeholder of the search text field' },
  submit: { id: 'courses.filter.submit', description: 'Button applying search text and price (Kurse anzeigen)' },
  reset: { id: 'courses.filter.reset', description: 'Button clearing all filters' },
  chipsLabel: { id: 'courses.filter.chips', description: 'Accessible name of the active filter chips' },
  chipAge: { id: 'courses.filter.chip.age', description: 'Chip of the age filter; {value} is the age group' },
  chipLevel: { id: 'courses.filter.chip.level', description: 'Chip of the level filter' },
  chipType: { id: 'courses.filter.chip.type', description: 'Chip of the course type filter' },
  chipAvailable: { id: 'courses.filter.chip.available', description: 'Chip of the only-available filter' },
  chipMaxPrice: { id: 'courses.filter.chip.maxPrice', description: 'Chip of the maximum price filter' },
  chipSearch: { id: 'courses.filter.chip.search', description: 'Chip of the search text filter' },
  removeChip: { id: 'courses.filter.chip.remove', description: 'Accessible label of the remove button on a chip; {label} is the chip' },
});

export const courseCardMessages = defineMessages<{
  level: None;
  ageGroup: None;
  dates: None;
  time: None;
  location: None;
  placesLeft: { available: number; total: number };
  noPlacesLeft: None;
  notBookable: None;
  occupancy: None;
  details: None;
  request: None;
  requestLabel: { title: string };
  cancelled: None;
  detailsLabel: { title: string };
}>({
  level: { id: 'course.field.level', description: 'Label: course level' },
  ageGroup: { id: 'course.field.ageGroup', description: 'Label: age group' },
  dates: { id: 'course.field.dates', description: 'Label: course dates' },
  time: { id: 'course.field.time', description: 'Label: time of day' },
  location: { id: 'course.field.location', description: 'Label: location' },
  placesLeft: { id: 'course.placesLeft', description: 'Free places, e.g. "Noch 3 von 10 Plätzen frei"' },
  noPlacesLeft: { id: 'course.noPlacesLeft', description: 'Shown when a course has no free places' },
  notBookable: {
    id: 'course.notBookable',
    description:
      'Instead of the request button when the server says no place can be requested although places are left (e.g. the course has started)',
  },
  occupancy: { id: 'course.occupancy', description: 'Accessible name of the free-places bar' },
  details: { id: 'course.details', description: 'Link to the course detail page (Details ansehen)' },
  request: {
    id: 'course.request',
    description: 'Secondary link to the non-binding course request form; must say that it books nothing (booking is "In den Warenkorb")',
  },
  requestLabel: { id: 'course.request.label', description: 'Accessible name of the request link on a course card; {title} is the course' },
  cancelled: { id: 'course.cancelled', description: 'Course card of a course the school cancelled, instead of the booking buttons' },
  detailsLabel: { id: 'course.details.label', description: 'Accessible name of the details link; {title} is the course' },
});

export const faqMessages = defineMessages({
  title: { id: 'courses.faq.title', description: 'Heading of the FAQ section' },
  ageQuestion: { id: 'courses.faq.age.q', description: 'FAQ question: minimum age' },
  ageAnswer: { id: 'courses.faq.age.a', description: 'FAQ answer: children from 5 years' },
  groupQuestion: { id: 'courses.faq.group.q', description: 'FAQ question: group size' },
  groupAnswer: {
    id: 'courses.faq.group.a',
    description: "FAQ answer: group size; must not name a number the courses' places contradict (each course shows its places)",
  },
  confirmedQuestion: { id: 'courses.faq.confirmed.q', description: 'FAQ question: when is my booking confirmed' },
  confirmedAnswer: {
    id: 'courses.faq.confirmed.a',
    description:
      'FAQ answer: the product rule: confirmed when the payment is received (PayPal at once, transfer on arrival), then a mail; places held until the payment deadline',
  },
  missedQuestion: { id: 'courses.faq.missed.q', description: 'FAQ question: missed lessons' },
  missedAnswer: { id: 'courses.faq.missed.a', description: 'FAQ answer: no make-up or refund; medical certificate' },
  bringQuestion: { id: 'courses.faq.bring.q', description: 'FAQ question: what to bring' },
  bringAnswer: { id: 'courses.faq.bring.a', description: 'FAQ answer: swimsuit, towel, goggles, cap, water shoes' },
  voucherQuestion: { id: 'courses.faq.voucher.q', description: 'FAQ question: swimming-support vouchers' },
  voucherAnswer: { id: 'courses.faq.voucher.a', description: 'FAQ answer: vouchers accepted, fee refunded after payout' },
  orderLinkQuestion: {
    id: 'courses.faq.orderLink.q',
    description: 'FAQ question: where do I find my order (the mail with its link is gone)',
  },
  orderLinkAnswer: {
    id: 'courses.faq.orderLink.a',
    description:
      'FAQ answer: the order page is behind the link in the order mail; <orderLinks>…</orderLinks> links the page that mails the links again',
  },
});
