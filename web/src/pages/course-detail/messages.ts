import { defineMessages, type NoMessageValues } from 'react-intl';

type None = NoMessageValues;

export const courseDetailMessages = defineMessages<{
  back: None;
  details: None;
  noDuration: None;
  pricePerPerson: None;
  fullyBooked: None;
  cancelled: None;
  fullNotice: None;
  requestNote: None;
  cancellationTitle: None;
  cancellationGeneral: None;
  questionsTitle: None;
  questionsText: None;
  contactLink: { email: string };
}>({
  cancelled: {
    id: 'courseDetail.cancelled',
    description: 'Top of the page of a course the school cancelled (e.g. too few participants); no booking buttons are shown',
  },
  fullNotice: {
    id: 'courseDetail.fullNotice',
    description: 'Top of a full course\'s page: points to the waitlist (a link "Auf die Warteliste" to the form follows)',
  },
  requestNote: {
    id: 'courseDetail.requestNote',
    description: 'Below the secondary "request" button: a request is non-binding and books nothing; booking is through the cart',
  },
  back: { id: 'courseDetail.back', description: 'Button back to the course list' },
  details: { id: 'courseDetail.details', description: 'Heading: facts about the course' },
  noDuration: { id: 'courseDetail.duration.none', description: 'Shown when the course duration is not set' },
  pricePerPerson: { id: 'courseDetail.pricePerPerson', description: 'Small text below the price: per participant' },
  fullyBooked: { id: 'courseDetail.fullyBooked', description: 'Disabled request button when no places are left' },
  cancellationTitle: { id: 'courseDetail.cancellation.title', description: 'Heading: cancellation terms' },
  cancellationGeneral: { id: 'courseDetail.cancellation.general', description: 'General terms when a course has none of its own' },
  questionsTitle: { id: 'courseDetail.questions.title', description: 'Heading of the contact box' },
  questionsText: { id: 'courseDetail.questions.text', description: 'Text inviting questions by e-mail' },
  contactLink: { id: 'courseDetail.questions.link', description: 'Mail link text; {email} is the address' },
});

/**
 * The page's label of a course text (declared with its German and English text in api/src/validation/course-fields.ts:
 * `pageLabel`; the catalogues hold it). By name only, so the page does not load the declarations; a plain descriptor, as
 * the build extracts only literal message ids from defineMessages.
 */
export const courseTextPageLabel = (name: string) => ({ id: `courseDetail.${name}` }) as (typeof courseDetailMessages)['details'];
