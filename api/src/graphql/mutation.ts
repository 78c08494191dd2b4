import { IntlMessageFormat } from 'intl-messageformat';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import type { Language } from '../context/language.js';
import { FIELD_ERROR_CODES, type FieldErrorCode } from '../validation/fields.js';
import { validationCatalogue } from '../validation/messages.js';
import type { FieldError } from '../validation/validate.js';

/**
 * The mutation contract (Saleor/Shopify style): every mutation takes one `input` argument and returns
 * a payload with the objects it changed and `errors: [UserError!]!`. Expected failures (a refused
 * field, a full course) come back there with HTTP 200 and nothing changed; only unexpected failures
 * are GraphQL errors, masked in production.
 */
export const UserErrorCode = Object.fromEntries(FIELD_ERROR_CODES.map((code) => [code, code])) as { [C in FieldErrorCode]: C };

registerEnumType(UserErrorCode, {
  name: 'UserErrorCode',
  description: 'Why an input was refused. Stable: clients may switch on it.',
  valuesConfig: {
    REQUIRED: { description: 'The field is missing or empty.' },
    COURSE_NOT_FULL: { description: 'The course has free places: book it instead of joining its waitlist.' },
    OFFER_NOT_AVAILABLE: {
      description: 'The waitlist offer has ended (expired, declined, taken in another browser, or the entry left the list).',
    },
    WAITLIST_ENTRY_NOT_FOUND: { description: 'No waitlist entry has this id, or it cannot be changed so any more (it has ended).' },
    UNKNOWN_PLACEHOLDER: { description: 'A legal text names a `{{placeholder}}` that does not exist (see `adminLegalPlaceholders`).' },
    VERSION_NOT_FOUND: { description: 'No legal text version has this number.' },
    STAFF_ACCOUNT_NOT_FOUND: { description: 'No account has this `databaseId`.' },
    USERNAME_TAKEN: { description: 'Another account has this username (compared without case).' },
    SESSION_NOT_FOUND: { description: 'The own account has no running session with this id.' },
    WRONG_PASSWORD: { description: "The current password given is not the account's." },
    NOT_ON_OWN_ACCOUNT: { description: 'Admins cannot change the role of, or deactivate, their own account.' },
    LAST_ADMIN: { description: 'The change would leave no active admin account.' },
    INVITATION_NOT_FOUND: { description: 'No open invitation has this `databaseId` (accepted, expired or withdrawn meanwhile).' },
    UNKNOWN_SCOPE: {
      description: 'A partner key scope that does not exist (only `read:catalogue`, `read:orders`, `write:bookings`), or one given twice.',
    },
    PARTNER_KEY_NOT_FOUND: { description: 'No partner key with this `databaseId` is valid (unknown, or revoked already).' },
    UNSAFE_URL: {
      description:
        'A webhook address that is not https, or whose host is (or resolves to) a loopback, link-local, private or reserved address.',
    },
    WEBHOOK_ENDPOINT_NOT_FOUND: { description: "No webhook endpoint has this id (deleted meanwhile, or not an endpoint's id)." },
    WEBHOOK_DELIVERY_NOT_FOUND: { description: "No webhook delivery has this id (its endpoint was deleted, or not a delivery's id)." },
    EVENT_NOT_IN_SCOPE: {
      description:
        "A webhook endpoint of a partner key asks for an event the key's scopes may not see (`order.*`, `waitlist.offered`: `read:orders`; `course.*`: `read:catalogue`); the message names the event and the scope.",
    },
    AGE_OUT_OF_RANGE: {
      description:
        "A participant's age on the course's first day (from the date of birth) is outside the course's age group; the message names course and range.",
    },
    INVALID_EMAIL: { description: 'Not an e-mail address.' },
    TOO_SHORT: { description: 'Fewer characters than the field needs.' },
    TOO_LONG: { description: 'More characters than the field allows.' },
    INVALID_CHARACTERS: {
      description: 'Contains control characters (or line breaks in a one-line field), or half of a UTF-16 surrogate pair.',
    },
    MUST_ACCEPT: { description: 'A consent that must be given (e.g. the privacy policy).' },
    OUT_OF_RANGE: {
      description: 'A number or date outside the allowed range (e.g. a rating not from 1 to 5, an end date before the start date).',
    },
    COURSE_NOT_FOUND: {
      description: "No course on offer has this id; for staff: no course has this id (deleted meanwhile, or not a course's id).",
    },
    COURSE_FULL: { description: 'The course has no free place left.' },
    COURSE_STARTED: { description: 'The course has already begun; it can no longer be requested.' },
    COURSE_ENDED: { description: 'The course is over.' },
    COURSE_NOT_STARTED: { description: "The course has not begun yet: it can be reviewed from its first day on (Gersthofen's date)." },
    REJECTED: { description: 'The input was refused as automated (the hidden `website` field was filled).' },
    INVALID_TOKEN: { description: "The link's token is malformed, tampered with, or names nothing (any more)." },
    TOKEN_EXPIRED: { description: "The link's token was genuine but is past its expiry; ask for a new link." },
    INVALID_CREDENTIALS: {
      description: 'Sign-in refused: no account with this username and password (deliberately not saying which of the two is wrong).',
    },
    NOT_IN_CART: {
      description: "The cart item or participant is not in the caller's cart (removed, another visitor's, or never existed).",
    },
    PRICES_CHANGED: {
      description:
        "A price or total the client sent is not the server's own (prices changed meanwhile, or the client computed wrongly): show the order again with the server's prices.",
    },
    IDEMPOTENCY_KEY_INVALID: { description: 'The idempotency key is not 16 to 100 characters of A-Z a-z 0-9 _ - (a UUID fits).' },
    IDEMPOTENCY_KEY_REUSED: {
      description: 'The idempotency key was already used for a different order request; use a new key for a new attempt.',
    },
    CART_EMPTY: { description: 'There is nothing to order: the cart is empty and no items were given.' },
    PARTICIPANTS_INCOMPLETE: { description: 'A place has no participant, or one without first or last name.' },
    PAYMENT_FAILED: {
      description:
        "The payment provider declined or could not be reached, or the captured amount was not the order's; the order stays unpaid and may be paid again.",
    },
    PAYMENT_NOT_VERIFIED: {
      description:
        "The PayPal payment the client says was made could not be confirmed with PayPal (unknown, not completed, not in euros, not the order's total, or already used by another order); nothing was stored.",
    },
    PAYMENT_METHOD_UNAVAILABLE: { description: 'This payment method cannot be used now (e.g. no bank account configured yet).' },
    ORDER_NOT_FOUND: {
      description:
        "No order has this access key (or the PayPal order id is not the order's); for staff: no order has this id (deleted meanwhile, or not an order's id).",
    },
    ORDER_NOT_PAYABLE: { description: 'The order is already paid, cancelled, or not paid this way.' },
    INVALID_TRANSITION: {
      description:
        "The order's current state does not allow this: e.g. confirming a cancelled order, cancelling one twice, marking a payment paid that is not pending, mailing a cancelled order's confirmation. Nothing was changed.",
    },
    INVOICE_EXISTS: {
      description: 'The order already has its invoice (issued when it was paid, or by staff): download that one; nothing was changed.',
    },
    ORDER_NOT_DELETABLE: {
      description:
        'Only cancelled orders whose payment is not (still) paid can be deleted: cancel the order first (its places return then), refund a paid one.',
    },
    INVALID_IBAN: { description: 'Not an IBAN: wrong form, or its check digits do not match (ISO 13616, modulo 97).' },
    INVALID_BIC: { description: 'Not a BIC: 8 or 11 letters and digits in the form of ISO 9362.' },
    INVALID_DATE: { description: 'Not a calendar date in the form YYYY-MM-DD.' },
    TESTIMONIAL_NOT_FOUND: { description: "No review has this id (not a review's id, or deleted meanwhile)." },
    COURSE_HAS_ORDERS: {
      description:
        'The course cannot be deleted: orders, booking requests or held places refer to it. Deactivate it instead (`setCourseActive`).',
    },
    CONTACT_MESSAGE_NOT_FOUND: { description: "No contact message has this id (not a contact message's id, or deleted meanwhile)." },
    ALREADY_CONVERTED: {
      description:
        'The request (contact message or booking) was already converted into an order (by another admin, or by an earlier click); nothing was changed.',
    },
    BOOKING_NOT_FOUND: { description: "No booking request has this id (not a booking's id, or deleted meanwhile)." },
    SLUG_TAKEN: { description: 'Another blog post already has this slug (compared ignoring case); choose another.' },
    BLOG_POST_NOT_FOUND: { description: "No blog post has this id (deleted meanwhile, or not a blog post's id)." },
    SERVICE_NOT_FOUND: { description: "No service has this id (not a service's id, or removed meanwhile)." },
    INVALID_URL: { description: 'Not an address the site may use here (e.g. an image: https or a path on the site).' },
    NEWSLETTER_ISSUE_NOT_FOUND: { description: "No newsletter issue has this id (not an issue's id, or deleted meanwhile)." },
    NO_RECIPIENTS: {
      description: "The newsletter issue's audience has no confirmed subscriber: nothing would be sent, so nothing was changed.",
    },
    MAIL_NOT_FOUND: { description: "No outbox mail has this id (not a mail's id)." },
    INVALID_VAT_ID: { description: 'Not a German VAT id (USt-IdNr.): DE followed by nine digits.' },
    GO_LIVE_CONDITION_OPEN: {
      description: 'A condition of going live is open (the field names the checklist step, e.g. `BUSINESS_PROFILE`).',
    },
    DEMO_MODE: {
      description:
        'The site is in demo mode and, on a production server, takes no orders until an admin goes live (or ALLOW_DEMO_ORDERS=1).',
    },
    REFUND_NOT_FOUND: { description: 'No refund has this id, or (on the order page) none of this order is owed by bank transfer.' },
    COURSE_CANCELLED: { description: 'The course was already cancelled; nothing was changed.' },
    ACCOUNT_GIVEN: {
      description: 'The customer already gave the account for this refund: there is nothing to ask for; make the transfer.',
    },
    ORDER_ANONYMISED: {
      description:
        "The order's personal data were removed (data retention): its customer and participants can no longer be edited or mailed.",
    },
    ORDER_CANCELLED: {
      description: 'The order is cancelled: there is nothing left to ask for; it can no longer be edited, nor take a voucher.',
    },
    ORDER_ITEM_NOT_FOUND: { description: 'The order has no item with this id.' },
    PARTICIPANT_NOT_FOUND: { description: 'The order item (or order) has no participant with this id.' },
    VOUCHER_NOT_FOUND: { description: "No swim voucher has this id (not a voucher's id, or its order was deleted)." },
    VOUCHER_EXISTS: { description: 'The participant already has a voucher.' },
    INVALID_VOUCHER_STEP: {
      description: 'The voucher is not where this step starts (payout before refund, each once); nothing was changed.',
    },
    ORDER_NOT_PAID: { description: 'The order is not paid, so there is nothing to refund yet.' },
  },
});

@ObjectType({ description: 'An expected failure of a mutation: which input field, why, and a text to show.' })
export class UserError {
  @Field(() => String, { nullable: true, description: 'Name of the refused field of `input` (null: the input as a whole).' })
  field: string | null;

  @Field(() => UserErrorCode, { description: 'Why the field was refused; stable, for programs.' })
  code: FieldErrorCode;

  @Field({ description: 'What to tell the user, in the language of the request (`lang` cookie, else Accept-Language; German by default).' })
  message: string;
}

/** Base of every mutation payload (abstract: not a schema type of its own). */
@ObjectType()
export abstract class MutationPayload {
  @Field(() => [UserError], {
    description: 'Expected failures; empty when the mutation succeeded. Nothing is changed when it is not empty.',
  })
  errors: UserError[];
}

const formatters = new Map<string, IntlMessageFormat>();

/** Formats a shared validation message (the same texts the web client shows) in the request's language. */
export function validationMessage(
  language: Language,
  id: keyof (typeof validationCatalogue)['de'],
  values?: Record<string, string | number>,
) {
  const key = `${language}:${id}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new IntlMessageFormat(validationCatalogue[language][id] ?? validationCatalogue.de[id], language);
    formatters.set(key, formatter);
  }
  return String(formatter.format(values));
}

export function toUserErrors(language: Language, errors: FieldError[]): UserError[] {
  return errors.map((error) => ({
    field: error.field || null,
    code: error.code,
    message: validationMessage(language, error.id, error.values),
  }));
}
