import { defineMessages, type NoMessageValues } from 'react-intl';

export const reviewMessages = defineMessages<{ title: NoMessageValues; intro: NoMessageValues; name: NoMessageValues; rating: NoMessageValues; star: { stars: number }; content: NoMessageValues; success: NoMessageValues; successNote: NoMessageValues; sendFailed: NoMessageValues }>({
  title: { id: 'review.title', description: 'Review page: heading and browser tab title' },
  intro: { id: 'review.intro', description: 'Review page: text above the form' },
  name: { id: 'review.field.name', description: 'Review form: name as it will be shown with the review' },
  rating: { id: 'review.field.rating', description: 'Review form: star rating legend' },
  star: { id: 'review.field.star', description: 'Accessible name of one star button; {stars} is 1 to 5' },
  content: { id: 'review.field.content', description: 'Review form: the review text' },
  success: { id: 'review.success', description: 'Review sent (SPEC §8 "Bewertung eingereicht!")' },
  successNote: { id: 'review.success.note', description: 'Under the success message: published after review, back to the home page shortly' },
  sendFailed: { id: 'review.error.sendFailed', description: 'Review could not be sent (SPEC §8)' },
});
