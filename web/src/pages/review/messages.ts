import { defineMessages, type NoMessageValues } from 'react-intl';

export const reviewMessages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  name: NoMessageValues;
  rating: NoMessageValues;
  star: { stars: number };
  content: NoMessageValues;
  success: NoMessageValues;
  successNote: NoMessageValues;
  sendFailed: NoMessageValues;
}>({
  title: { id: 'review.title', description: 'Review page: heading and browser tab title' },
  intro: { id: 'review.intro', description: 'Review page: text above the form' },
  name: { id: 'review.field.name', description: 'Review form: name as it will be shown with the review' },
  rating: { id: 'review.field.rating', description: 'Review form: star rating legend' },
  star: { id: 'review.field.star', description: 'Accessible name of one star button; {stars} is 1 to 5' },
  content: { id: 'review.field.content', description: 'Review form: the review text' },
  success: { id: 'review.success', description: 'Review sent (docs/SPEC.md §8 "Bewertung eingereicht!")' },
  successNote: {
    id: 'review.success.note',
    description: 'Under the success message: published after review, back to the home page shortly',
  },
  sendFailed: { id: 'review.error.sendFailed', description: 'Review could not be sent (docs/SPEC.md §8)' },
});

/** The review page's rule (a course can be reviewed from its first day on) and `/review` without a course. */
export const reviewRuleMessages = defineMessages<{
  notYet: { date: string };
  notYetNoDate: NoMessageValues;
  toCourse: NoMessageValues;
  chooseIntro: NoMessageValues;
  chooseNone: NoMessageValues;
  chooseLabel: { title: string };
}>({
  notYet: {
    id: 'review.notYet',
    description: 'Review page of a course that has not begun: it can be reviewed from its first day ({date}); no form',
  },
  notYetNoDate: {
    id: 'review.notYet.noDate',
    description: 'Review page of a course without a start date: it can be reviewed once it has begun; no form',
  },
  toCourse: { id: 'review.toCourse', description: 'Review page of a course that has not begun: link to the course page' },
  chooseIntro: {
    id: 'review.choose.intro',
    description: '/review without a course: choose the course to review (from the list below); the rule: from its first day on',
  },
  chooseNone: { id: 'review.choose.none', description: '/review without a course, and no course can be reviewed yet' },
  chooseLabel: { id: 'review.choose.label', description: 'Accessible name of a course link on /review; {title} is the course' },
});
