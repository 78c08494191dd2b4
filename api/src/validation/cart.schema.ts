import { number, object } from 'yup';
import { MAX_CART_QUANTITY } from './cart-limits.js';
import { message, requiredText } from './fields.js';
import { optionalBirthDate } from './participant-age.js';

const quantityRange = message('OUT_OF_RANGE', 'validation.cartQuantity', { max: MAX_CART_QUANTITY });

/** docs/SPEC.md §4/§5: a cart item's quantity is a whole number, at least 1 (and at most MAX_CART_QUANTITY). */
export const cartQuantitySchema = object({
  quantity: number()
    .typeError(quantityRange)
    .required(message('REQUIRED', 'validation.required'))
    .integer(quantityRange)
    .min(1, quantityRange)
    .max(MAX_CART_QUANTITY, quantityRange),
});

/** A participant's name for a place in the cart (docs/SPEC.md §5: first and last name, non-empty after trimming) and date of birth (optional here; the checkout form asks for it). */
export const cartParticipantSchema = object({
  firstName: requiredText(1, 100),
  lastName: requiredText(1, 100),
  birthDate: optionalBirthDate(),
});
