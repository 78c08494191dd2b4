import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { connectionTypes } from '../../../graphql/connection.js';
import { MutationPayload } from '../../../graphql/mutation.js';
import { DateTimeISO, JSONObject, LocalDate } from '../../../graphql/scalars.js';
import { Course } from '../../courses/course.entity.js';
import { MailDeliveryStatus } from '../../mail/index.js';
import type { OrderEventType } from '../order-event.entity.js';
import { OrderAction } from '../order-lifecycle.graph.js';
import { OrderView } from '../order.types.js';
import type * as reader from './order-admin.reader.js';

/** The schema's names of the history's event types (stored in lower case, as `OrderEventType`). */
export const OrderEventKind = {
  CREATED: 'created',
  PAYMENT_STARTED: 'payment_started',
  PAYMENT_START_FAILED: 'payment_start_failed',
  PAYMENT_CAPTURED: 'payment_captured',
  PAYMENT_AMOUNT_MISMATCH: 'payment_amount_mismatch',
  PAYMENT_FAILED: 'payment_failed',
  PAYMENT_CANCELLED_BY_CUSTOMER: 'payment_cancelled_by_customer',
  PAYMENT_DEADLINE_PASSED: 'payment_deadline_passed',
  STATUS_CHANGED: 'status_changed',
  PAYMENT_STATUS_CHANGED: 'payment_status_changed',
  MAIL_QUEUED: 'mail_queued',
  PARTICIPANTS_CHANGED: 'participants_changed',
  CANCELLATION_REQUESTED: 'cancellation_requested',
  REFUND_REQUESTED: 'refund_requested',
  REFUND_MADE: 'refund_made',
  REFUND_FAILED: 'refund_failed',
  REFUND_ACCOUNT_GIVEN: 'refund_account_given',
  CUSTOMER_CHANGED: 'customer_changed',
  PARTICIPANTS_EDITED: 'participants_edited',
  PARTICIPANT_AGE_EXCEPTION: 'participant_age_exception',
  VOUCHER_ANNOUNCED: 'voucher_announced',
  VOUCHER_PAYOUT_RECEIVED: 'voucher_payout_received',
  VOUCHER_REFUNDED: 'voucher_refunded',
} as const satisfies Record<string, OrderEventType>;

// Fails to compile when OrderEventType gains a type the schema does not name.
type Unnamed = Exclude<OrderEventType, (typeof OrderEventKind)[keyof typeof OrderEventKind]>;
const everyTypeNamed: [Unnamed] extends [never] ? true : Unnamed = true;
void everyTypeNamed;

registerEnumType(OrderEventKind, {
  name: 'OrderEventType',
  description: 'What happened to an order (one line of its history).',
  valuesConfig: {
    CREATED: {
      description:
        'The customer placed the order, or staff made it from a request. `data`: paymentMethod, totalAmountCents, places; `contactMessageId` or `bookingId` when made from one.',
    },
    PAYMENT_STARTED: { description: 'A PayPal payment was started. `data.paypalOrderId`.' },
    PAYMENT_START_FAILED: { description: "PayPal refused to start the payment. `data`: PayPal's error name and issue." },
    PAYMENT_CAPTURED: { description: 'PayPal confirmed the whole amount; the order is paid. `data`: capture id, amount, currency.' },
    PAYMENT_AMOUNT_MISMATCH: { description: "PayPal captured another amount than the order's; the order stays unpaid. `data`: amounts." },
    PAYMENT_FAILED: { description: "A PayPal capture failed or was declined. `data`: PayPal's error." },
    PAYMENT_CANCELLED_BY_CUSTOMER: { description: "The customer cancelled on PayPal's page." },
    PAYMENT_DEADLINE_PASSED: {
      description:
        'The payment deadline passed unpaid: the order was cancelled (its places returned), or kept because staff had confirmed it (`data.kept`).',
    },
    STATUS_CHANGED: {
      description:
        'The order status changed. `data.before.orderStatus`, `data.after.orderStatus`; a cancellation lists `data.placesReturned` (courseId, quantity).',
    },
    PAYMENT_STATUS_CHANGED: { description: 'The payment status changed. `data.before.paymentStatus`, `data.after.paymentStatus`.' },
    REFUND_REQUESTED: {
      description:
        'A refund was recorded. `data`: refundId, amountCents, reason (`staff`, `course_cancelled`, `voucher`), method (`paypal`: PayPal refunds it; `bank_transfer`: staff owe a transfer).',
    },
    REFUND_MADE: {
      description:
        'A refund went back to the customer: PayPal confirmed it (`data.paypalRefundId`) or staff marked the transfer made. `data`: refundId, amountCents, method.',
    },
    REFUND_FAILED: {
      description: "PayPal refused a refund for good. `data`: refundId, PayPal's error name and issue; staff must refund another way.",
    },
    REFUND_ACCOUNT_GIVEN: {
      description:
        'The customer gave the account for a refund owed by bank transfer (on the order page). `data.refundIds`; the account itself is on the refund, never in the history.',
    },
    CUSTOMER_CHANGED: { description: 'Staff completed or corrected the customer data. `data.before`, `data.after`: the fields changed.' },
    PARTICIPANTS_EDITED: {
      description:
        'Staff renamed or added participants. `data.orderItemId`, `data.before.participants`, `data.after.participants` (full names), `data.before.birthDates`, `data.after.birthDates` (ISO dates or null, in the same order; absent when no participant of the item has one).',
    },
    PARTICIPANT_AGE_EXCEPTION: {
      description:
        "Staff let a participant take a course outside its age range (actor: who). `data.participant` (full name), `data.birthDate`, `data.age` (on the course's first day), `data.ageGroup`, `data.course` (title), `data.courseId`, `data.orderItemId`.",
    },
    VOUCHER_ANNOUNCED: { description: 'A swim voucher will be redeemed for a participant. `data.voucherId`, `data.participant`.' },
    VOUCHER_PAYOUT_RECEIVED: {
      description: "The voucher's payout reached the school. `data.voucherId`, `data.participant`, `data.payoutAmountCents`.",
    },
    VOUCHER_REFUNDED: {
      description: 'The fee for the voucher was refunded to the customer. `data.voucherId`, `data.participant`, `data.refundAmountCents`.',
    },
    MAIL_QUEUED: {
      description:
        'A mail to the customer was queued. `data.template`, `data.language`, `data.recipient`, `data.mailId`; `data.resent` when staff sent it again. `mailStatus` says how far it got.',
    },
    PARTICIPANTS_CHANGED: {
      description:
        "The customer changed participants' names on the order page. `data.changes`: participantId, courseId, `before` and `after` (firstName, lastName). Personal data: staff and this customer only.",
    },
    CANCELLATION_REQUESTED: {
      description:
        'The customer asked on the order page to cancel (the terms allow none: staff decide). `data.reason`: their words; `data.language`.',
    },
  },
});

registerEnumType(OrderAction, {
  name: 'OrderAction',
  description: "What staff may do with an order as it stands (`Order.allowedActions`), derived from the order lifecycle's graph.",
  valuesConfig: {
    CONFIRM: { description: 'Confirm it (`confirmOrder`): a pending order.' },
    CANCEL: { description: 'Cancel it (`cancelOrder`): an order that is not cancelled; its places return.' },
    MARK_PAID: { description: 'Mark its payment paid (`markOrderPaid`): a pending payment.' },
    MARK_FAILED: { description: 'Mark its payment failed (`markOrderPaymentFailed`): a pending payment.' },
    REFUND: { description: 'Refund (part of) its payment (`refundOrder` with an amount): a paid payment with something left to refund.' },
    DELETE: { description: 'Delete it (`deleteOrder`): a cancelled order that is not paid.' },
    RESEND_CONFIRMATION: { description: 'Send the confirmation mail again (`resendOrderConfirmation`): an order that is not cancelled.' },
  },
});

@ObjectType('OrderEvent', { description: "One line of an order's history: what happened, when, by whom. Staff only." })
export class OrderEventView implements reader.OrderEventView {
  @Field(() => OrderEventKind, { description: 'What happened.' })
  type: OrderEventType;

  @Field(() => DateTimeISO, { description: 'When it happened.' })
  at: Date;

  @Field(() => String, {
    nullable: true,
    description:
      'Username of the admin who did it; null for the customer or the system (payment provider, deadline job), or an account deleted since.',
  })
  actor: string | null;

  @Field(() => JSONObject, {
    description:
      'The facts of the event (see `OrderEventType`); a change lists the values `before` and `after` it. Never card or bank data.',
  })
  data: Record<string, unknown>;

  @Field(() => MailDeliveryStatus, {
    nullable: true,
    description:
      'For `MAIL_QUEUED`: how far that mail got by now (`QUEUED` until the mail server accepted it). Null for other events and for mails queued before this was recorded.',
  })
  mailStatus: MailDeliveryStatus | null;
}

export const OrderConnection = connectionTypes(OrderView, 'Order');

/** Base of the inputs that name one order (abstract: not a schema type of its own). */
@InputType()
export abstract class OrderIdInput {
  @Field(() => ID, { description: "The order's global `id`." })
  orderId: string;
}

@InputType({ description: 'The order to confirm (pending orders only).' })
export class ConfirmOrderInput extends OrderIdInput {}

@InputType({ description: 'The order to cancel (any order not cancelled yet); its places are returned.' })
export class CancelOrderInput extends OrderIdInput {
  @Field(() => Boolean, {
    nullable: true,
    description:
      'Refund what is left of a paid payment with the cancellation (PayPal: back to the paying account; bank transfer: owed, the customer asked for the IBAN). Default false: the money stays until `refundOrder`.',
  })
  refund?: boolean | null;
}

@InputType({ description: 'The order whose pending payment was received (a bank transfer, cash).' })
export class MarkOrderPaidInput extends OrderIdInput {}

@InputType({ description: 'The order to delete (cancelled orders only, not while paid).' })
export class DeleteOrderInput extends OrderIdInput {}

@InputType({ description: 'The order whose confirmation mail to send again (not for cancelled orders).' })
export class ResendOrderConfirmationInput extends OrderIdInput {}

@InputType({ description: 'The order whose pending payment did not happen (declined, abandoned, never arrived).' })
export class MarkOrderPaymentFailedInput extends OrderIdInput {}

@InputType({ description: 'The order to refund (a paid payment only), and how much.' })
export class RefundOrderInput extends OrderIdInput {
  @Field(() => Int, {
    nullable: true,
    description:
      'Euro cents to refund: above 0, at most what was paid minus what was refunded already (a partial refund is fine). Null or absent: all that is left.',
  })
  amountCents?: number | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'Bank transfer orders only: true when staff already paid the money back outside this system; the refund is then recorded as made at once (the customer is mailed) instead of owed. Ignored for PayPal payments. Default false.',
  })
  alreadyMade?: boolean | null;
}

/** Base of the payloads of staff's order changes (abstract: not a schema type of its own). */
@ObjectType()
export abstract class AdminOrderPayload extends MutationPayload {
  @Field(() => OrderView, {
    nullable: true,
    description:
      'The order as it is now: changed, or as it stands when `errors` says why not (refresh the screen with it). Null when there is no such order.',
  })
  order: OrderView | null;
}

@ObjectType({ description: 'Result of `confirmOrder`.' })
export class ConfirmOrderPayload extends AdminOrderPayload {}

@ObjectType({ description: 'Result of `cancelOrder`.' })
export class CancelOrderPayload extends AdminOrderPayload {}

@ObjectType({ description: 'Result of `markOrderPaid`.' })
export class MarkOrderPaidPayload extends AdminOrderPayload {}

@ObjectType({ description: 'Result of `markOrderPaymentFailed`.' })
export class MarkOrderPaymentFailedPayload extends AdminOrderPayload {}

@ObjectType({ description: 'Result of `refundOrder`.' })
export class RefundOrderPayload extends AdminOrderPayload {}

@ObjectType({ description: 'Result of `resendOrderConfirmation`.' })
export class ResendOrderConfirmationPayload extends AdminOrderPayload {}

@ObjectType({ description: 'Result of `deleteOrder`.' })
export class DeleteOrderPayload extends MutationPayload {
  @Field(() => ID, {
    nullable: true,
    description: 'Global id of the deleted order (Relay: remove it from lists); null when `errors` says why not.',
  })
  deletedOrderId: string | null;
}

@ObjectType({ description: "One person on a course's participant list." })
export class CourseParticipant {
  @Field(() => Int, { description: 'Position in the list, from 1 (sorted by last name, then first name).' })
  number: number;

  @Field({ description: 'First name.' })
  firstName: string;

  @Field({ description: 'Last name.' })
  lastName: string;

  @Field(() => LocalDate, { nullable: true, description: 'Date of birth (ISO date); null when not given.' })
  birthDate: string | null;

  @Field({ description: 'Number of the order the place was booked with, e.g. `H2O-0042`.' })
  orderNumber: string;

  @Field(() => ID, { description: 'Global id of that order (`adminOrder(id:)`).' })
  orderId: string;

  @Field({
    description: "Who booked the place (the order's customer, usually a parent): first and last name, for the trainer who must call.",
  })
  contactName: string;

  @Field({ description: "The booking customer's phone number, as typed at checkout." })
  contactPhone: string;

  @Field({ description: "The booking customer's e-mail address." })
  contactEmail: string;
}

@ObjectType({
  description:
    'Who takes part in a course: the participants of its confirmed and paid orders (docs/SPEC.md §4), for the pool deck. Staff only.',
})
export class CourseParticipantList {
  @Field(() => Course, { description: 'The course (title, dates, time, location).' })
  course: Course;

  @Field(() => Int, { description: 'Number of participants.' })
  count: number;

  @Field(() => [CourseParticipant], {
    description: 'The participants, numbered, by last name and then first name (German alphabetical order).',
  })
  participants: CourseParticipant[];
}
