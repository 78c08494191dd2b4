import { defineMessages, type NoMessageValues } from 'react-intl';

type None = NoMessageValues;

export const courseDetailMessages = defineMessages<{
  back: None;
  description: None;
  details: None;
  schedule: None;
  duration: None;
  noDuration: None;
  specialRequirements: None;
  notes: None;
  whatToBring: None;
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
  cancelled: { id: 'courseDetail.cancelled', description: 'Top of the page of a course the school cancelled (e.g. too few participants); no booking buttons are shown' },
  fullNotice: { id: 'courseDetail.fullNotice', description: 'Top of a full course\'s page: points to the waitlist (a link "Auf die Warteliste" to the form follows)' },
  requestNote: { id: 'courseDetail.requestNote', description: 'Below the secondary "request" button: a request is non-binding and books nothing; booking is through the cart' },
  back: { id: 'courseDetail.back', description: 'Button back to the course list' },
  description: { id: 'courseDetail.description', description: 'Heading: course description' },
  details: { id: 'courseDetail.details', description: 'Heading: facts about the course' },
  schedule: { id: 'courseDetail.schedule', description: 'Label: weekly schedule, e.g. "Samstags"' },
  duration: { id: 'courseDetail.duration', description: 'Label: course duration' },
  noDuration: { id: 'courseDetail.duration.none', description: 'Shown when the course duration is not set' },
  specialRequirements: { id: 'courseDetail.specialRequirements', description: 'Label: special requirements' },
  notes: { id: 'courseDetail.notes', description: 'Label: additional notes' },
  whatToBring: { id: 'courseDetail.whatToBring', description: 'Heading: what participants bring to the sessions (shown only when the course says)' },
  pricePerPerson: { id: 'courseDetail.pricePerPerson', description: 'Small text below the price: per participant' },
  fullyBooked: { id: 'courseDetail.fullyBooked', description: 'Disabled request button when no places are left' },
  cancellationTitle: { id: 'courseDetail.cancellation.title', description: 'Heading: cancellation terms' },
  cancellationGeneral: { id: 'courseDetail.cancellation.general', description: 'General terms when a course has none of its own' },
  questionsTitle: { id: 'courseDetail.questions.title', description: 'Heading of the contact box' },
  questionsText: { id: 'courseDetail.questions.text', description: 'Text inviting questions by e-mail' },
  contactLink: { id: 'courseDetail.questions.link', description: 'Mail link text; {email} is the address' },
});
