import { array, mixed, number, object, string } from 'yup';
import { MAX_CART_QUANTITY } from './cart-limits.js';
import { message, mustAccept, requiredEmail, requiredId, requiredText } from './fields.js';
import { type AgeCheckedCourse, ageRefusal, optionalBirthDate } from './participant-age.js';

/** A text of docs/SPEC.md §5's checkout form: at least `min` characters, with the field's own "must be at least" message. */
function checkoutText(min: number, max: number, tooShort: Parameters<typeof message>[1]) {
  return requiredText(min, max).min(min, message('TOO_SHORT', tooShort, { min }));
}

const PHONE_CHARACTERS = /^[0-9+\-/() ]+$/;

/** docs/SPEC.md §5 checkout info: first and last name ≥ 2, valid e-mail, phone ≥ 6, address ≥ 5, city ≥ 2, ZIP code ≥ 5. */
export const checkoutCustomerSchema = object({
  firstName: checkoutText(2, 100, 'validation.firstNameTooShort'),
  lastName: checkoutText(2, 100, 'validation.lastNameTooShort'),
  email: requiredEmail(),
  phone: checkoutText(6, 30, 'validation.phoneTooShort').test(
    'phone',
    message('INVALID_CHARACTERS', 'validation.phoneInvalid'),
    (value) => !value || PHONE_CHARACTERS.test(value),
  ),
  address: checkoutText(5, 200, 'validation.addressTooShort'),
  city: checkoutText(2, 100, 'validation.cityTooShort'),
  zipCode: checkoutText(5, 10, 'validation.zipCodeTooShort'),
});

export const CHECKOUT_CUSTOMER_FIELDS = Object.keys(checkoutCustomerSchema.fields) as (keyof typeof checkoutCustomerSchema.fields)[];

/**
 * docs/SPEC.md §5 participants: first and last name non-empty after trimming, with their own messages; the date of birth
 * is optional for the API (docs/SPEC.md §7's old clients send none), checked when given.
 */
export const checkoutParticipantSchema = object({
  firstName: requiredText(1, 100, { requiredMessage: 'validation.participantFirstName' }),
  lastName: requiredText(1, 100, { requiredMessage: 'validation.participantLastName' }),
  birthDate: optionalBirthDate(),
});

/**
 * The booking form's participant: the site asks every parent for the date of birth, so the age check can run, and
 * checks the course's age range already in the browser when the form's item carries its `course` (the server
 * checks the same rule again).
 */
export const checkoutParticipantFormSchema = checkoutParticipantSchema.shape({
  birthDate: optionalBirthDate()
    .required(message('REQUIRED', 'validation.birthDateRequired'))
    .test('age-range', function withinAgeRange(value) {
      // from[0] is the participant, from[1] the item holding it.
      const item: unknown = this.from?.[1]?.value;
      const course = typeof item === 'object' && item !== null && 'course' in item ? (item.course as AgeCheckedCourse | null) : null;
      const refusal = course ? ageRefusal(course, value) : null;
      return refusal ? this.createError({ message: refusal as never }) : true;
    }),
});

/** docs/SPEC.md §5: the legal terms must be accepted before paying. */
export const legalTermsSchema = object({ legalTermsAccepted: mustAccept('validation.legalTermsRequired') });

/** One checkout attempt's key (a UUID fits): reused on retries, new for a new attempt. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,100}$/;

const quantityRange = message('OUT_OF_RANGE', 'validation.cartQuantity', { max: MAX_CART_QUANTITY });
const optionalCents = number()
  .transform((value, original) => (typeof original === 'number' ? value : undefined))
  .integer(message('OUT_OF_RANGE', 'validation.pricesChanged'))
  .min(0, message('OUT_OF_RANGE', 'validation.pricesChanged'))
  .nullable()
  .default(null);

/** An order as the server checks it before anything is written (both doors: /graphql and POST /api/orders). */
export const placeOrderSchema = object({
  idempotencyKey: string()
    .transform((value, original) => (typeof original === 'string' ? value : undefined))
    .required(message('REQUIRED', 'validation.required'))
    // yup's `matches` takes a message only inside its options object (a bare object would be taken for options).
    .matches(IDEMPOTENCY_KEY, { message: message('IDEMPOTENCY_KEY_INVALID', 'validation.idempotencyKeyInvalid') }),
  customer: checkoutCustomerSchema.required(message('REQUIRED', 'validation.required')),
  paymentMethod: mixed<'paypal' | 'invoice'>()
    .oneOf(['paypal', 'invoice'], message('REQUIRED', 'validation.required'))
    .required(message('REQUIRED', 'validation.required')),
  legalTermsAccepted: mustAccept('validation.legalTermsRequired'),
  expectedTotalCents: optionalCents,
  items: array(
    object({
      courseId: requiredId(),
      quantity: number()
        .transform((value, original) => (typeof original === 'number' ? value : undefined))
        .required(quantityRange)
        .integer(quantityRange)
        .min(1, quantityRange)
        .max(MAX_CART_QUANTITY, quantityRange),
      unitPriceCents: optionalCents,
      participants: array(checkoutParticipantSchema).required(message('PARTICIPANTS_INCOMPLETE', 'validation.participantsIncomplete')),
    }),
  )
    .max(20, message('OUT_OF_RANGE', 'validation.cartQuantity', { max: MAX_CART_QUANTITY }))
    .nullable()
    .default(null),
  // Which children redeem a swim voucher (optional; old clients omit it). The service checks they are the order's.
  vouchers: array(
    object({
      courseId: requiredId(),
      participantIndex: number()
        .transform((value, original) => (typeof original === 'number' ? value : undefined))
        .required(message('OUT_OF_RANGE', 'validation.voucherParticipant'))
        .integer(message('OUT_OF_RANGE', 'validation.voucherParticipant'))
        .min(0, message('OUT_OF_RANGE', 'validation.voucherParticipant'))
        .max(MAX_CART_QUANTITY, message('OUT_OF_RANGE', 'validation.voucherParticipant')),
    }),
  )
    .max(100, message('OUT_OF_RANGE', 'validation.voucherParticipant'))
    .nullable()
    .default(null),
  // PayPal's order ids are 17 characters of A-Z 0-9; anything else cannot be one (and must not change the URL path).
  paidWithPayPalOrderId: string()
    .trim()
    .matches(/^[A-Za-z0-9-]{1,50}$/, { message: message('PAYMENT_NOT_VERIFIED', 'validation.paymentNotVerified') })
    .nullable()
    .default(null),
});

/**
 * Idempotency keys the REST door derives for old clients that send no `Idempotency-Key` (docs/SPEC.md §7): a hash of the
 * client's address and the order. Such a key repeats its order only within this window; after it, the same
 * payload is a new order (a customer booking the same course again next week), so the old order gives the key up.
 */
export const PAYLOAD_KEY_PREFIX = 'payload-';
export const PAYLOAD_KEY_MINUTES = 10;
