import { object } from 'yup';
import { requiredChoice, requiredEmail, requiredId, requiredText } from './fields.js';

/** docs/SPEC.md §5 review: name ≥ 3, a valid e-mail, rating 1-5 ('Bitte wählen Sie eine Bewertung'), content ≥ 10; about a course. */
export const reviewSchema = object({
  courseId: requiredId(),
  name: requiredText(3, 100),
  email: requiredEmail(),
  rating: requiredChoice(1, 5, 'validation.ratingRequired'),
  content: requiredText(10, 2000, { multiline: true }),
});
