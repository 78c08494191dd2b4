import { boolean, number, object } from 'yup';
import { message, optionalTranslation, requiredText } from './fields.js';

/** A skill or badge of the trainers' list, as admins write it. */
export const badgeSchema = object({
  name: requiredText(1, 100),
  nameEn: optionalTranslation(1, 100),
  position: number()
    .integer(message('OUT_OF_RANGE', 'validation.numberRange', { min: 0, max: 1000 }))
    .min(0, message('OUT_OF_RANGE', 'validation.numberRange', { min: 0, max: 1000 }))
    .max(1000, message('OUT_OF_RANGE', 'validation.numberRange', { min: 0, max: 1000 }))
    .default(0),
  active: boolean().default(true),
});
