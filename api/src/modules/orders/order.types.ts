import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MutationPayload } from '../../graphql/mutation.js';
import { Node } from '../../graphql/node.js';
import { DateTimeISO, LocalDate } from '../../graphql/scalars.js';
import { CartView } from '../cart/cart.types.js';
import { Course } from '../courses/course.entity.js';
import { OrderStatus, PaymentMethod, PaymentStatus } from './order.entity.js';
import type * as view from './order-view.js';

registerEnumType(PaymentMethod, {
  name: 'PaymentMethod',
  description: 'How the order is paid.',
  valuesConfig: {
    PAYPAL: {
      description:
        "PayPal (or card through PayPal): the customer approves the payment on PayPal's page; the server captures it and checks the amount.",
    },
    BANK_TRANSFER: {
      description:
        'Bank transfer in advance: the order waits for the money until `payment.deadline`, then it is cancelled and its places return.',
    },
  },
});

registerEnumType(OrderStatus, {
  name: 'OrderStatus',
  description: 'Where the order stands (docs/SPEC.md §4): new orders are pending; staff confirm or cancel them.',
  valuesConfig: {
    PENDING: { description: 'New: not yet confirmed by staff.' },
    CONFIRMED: { description: 'Confirmed by staff.' },
    CANCELLED: { description: 'Cancelled (by staff, or because it was not paid in time); its places were returned.' },
  },
});

registerEnumType(PaymentStatus, {
  name: 'PaymentStatus',
  description: 'Where the payment stands (docs/SPEC.md §4).',
  valuesConfig: {
    PENDING: { description: 'Not paid yet.' },
    PAID: { description: 'Paid: a PayPal capture of the full amount, or a transfer staff marked as received.' },
    FAILED: { description: 'The payment did not happen (declined, abandoned, or not in time).' },
    REFUNDED: { description: 'Paid and refunded.' },
  },
});

@ObjectType({ description: "Who ordered: the checkout's customer information." })
export class OrderCustomer implements view.OrderCustomer {
  @Field({ description: 'First name.' }) firstName: string;
  @Field({ description: 'Last name.' }) lastName: string;
  @Field({ description: 'E-mail address; the confirmation goes there.' }) email: string;
  @Field({ description: 'Phone number, as typed.' }) phone: string;
  @Field({ description: 'Street and house number.' }) address: string;
  @Field({ description: 'City.' }) city: string;
  @Field({ description: 'ZIP code.' }) zipCode: string;
}

@ObjectType({ description: 'A named person taking one place of an order item.' })
export class OrderParticipant implements view.OrderParticipant {
  @Field(() => Int, { description: 'Numeric id of the participant (REST: `/api/order-items/{id}/participants`).' }) databaseId: number;
  @Field({ description: 'First name.' }) firstName: string;
  @Field({ description: 'Last name.' }) lastName: string;
  @Field(() => LocalDate, {
    nullable: true,
    description:
      'Date of birth (ISO date); null when not given (clients that do not ask for it) or deleted with the names after the course.',
  })
  birthDate: string | null;
}

@ObjectType('OrderItem', { description: 'Places in one course within an order, at the price charged.' })
export class OrderItemView implements view.OrderItemView {
  @Field(() => Int, { description: 'Numeric id of the order item (REST: `/api/order-items/{id}/participants`).' })
  databaseId: number;

  /** The order's status, for what the item allows (order-page.resolver.ts); not a field of its own. */
  orderStatus: OrderStatus;

  @Field(() => Course, { description: 'The course booked.' })
  course: Course;

  @Field(() => Int, { description: 'Places booked.' })
  quantity: number;

  @Field(() => Int, { description: 'Price per place in euro cents, as charged.' })
  unitPriceCents: number;

  @Field(() => Int, { description: '`unitPriceCents` times `quantity`, in euro cents.' })
  lineTotalCents: number;

  @Field(() => [OrderParticipant], { description: 'Who takes the places, one per place.' })
  participants: OrderParticipant[];
}

@ObjectType({ description: 'Where to send a bank transfer for an order, and by when.' })
export class BankTransferInstructions implements view.BankTransferInstructions {
  @Field({ description: 'Whose account it is (Kontoinhaber).' }) accountHolder: string;
  @Field({ description: 'IBAN, electronic form (no spaces).' }) iban: string;
  @Field(() => String, { nullable: true, description: 'BIC; null when not given.' }) bic: string | null;
  @Field(() => String, { nullable: true, description: 'Name of the bank; null when not given.' }) bankName: string | null;
  @Field({ description: "The transfer's reference (Verwendungszweck): the order number, so the payment can be matched." })
  reference: string;
  @Field(() => Int, { description: 'Amount to transfer, in euro cents.' }) amountCents: number;
  @Field(() => DateTimeISO, { description: 'The money must have arrived by then; unpaid orders are cancelled afterwards.' }) deadline: Date;
}

@ObjectType({ description: "How the order's payment goes on." })
export class OrderPayment implements view.OrderPayment {
  @Field(() => PaymentMethod, { description: 'The payment method chosen at checkout.' })
  method: PaymentMethod;

  @Field(() => PaymentStatus, { description: 'Where the payment stands.' })
  status: PaymentStatus;

  @Field(() => String, {
    nullable: true,
    description:
      'PayPal orders that are not paid yet: the PayPal page to approve the payment on (send the customer there). Null otherwise.',
  })
  approvalUrl: string | null;

  @Field(() => DateTimeISO, {
    nullable: true,
    description: 'Unpaid by then, the order is cancelled and its places return; null once paid or cancelled.',
  })
  deadline: Date | null;

  @Field(() => BankTransferInstructions, {
    nullable: true,
    description: 'Bank transfer orders not paid yet: the account, reference, amount and deadline. Null otherwise.',
  })
  bankTransfer: BankTransferInstructions | null;
}

/** An order as its customer sees it (staff's extra fields: admin/order-admin.resolver.ts). `id`/`databaseId` come from defineNode. */
@ObjectType('Order', {
  implements: Node,
  description:
    'An order of course places, as its customer sees it; admins also read its `history`, `paymentId`, `language` and `updatedAt`. All amounts are computed by the server from its own prices.',
})
export class OrderView implements view.OrderView {
  id: number;

  // Staff only: exposed by the admin field resolvers (admin/order-admin.resolver.ts), never as plain fields.
  updatedAt: Date;
  paymentId: string | null;
  language: string;
  anonymisedAt: Date | null;

  @Field({ description: 'docs/SPEC.md §9: `H2O-` and the id padded to 4 digits, e.g. `H2O-0042`.' })
  orderNumber: string;

  @Field(() => DateTimeISO, { description: 'When the order was placed.' })
  createdAt: Date;

  @Field(() => OrderStatus, { description: 'Where the order stands.' })
  orderStatus: OrderStatus;

  @Field(() => PaymentStatus, { description: 'Where the payment stands (also in `payment.status`).' })
  paymentStatus: PaymentStatus;

  @Field(() => Int, { description: "What the order costs, in euro cents: the sum of the items' `lineTotalCents`." })
  totalAmountCents: number;

  @Field(() => OrderCustomer, { description: 'Who ordered.' })
  customer: OrderCustomer;

  @Field(() => [OrderItemView], { description: 'The courses and places ordered.' })
  items: OrderItemView[];

  @Field(() => OrderPayment, { description: 'Payment method, status and what the customer has to do next.' })
  payment: OrderPayment;
}

@ObjectType({ description: 'Result of `holdCartPlaces`.' })
export class HoldCartPlacesPayload extends MutationPayload {
  @Field(() => CartView, { description: "The caller's cart; items whose places could not be held have `bookable: false`." })
  cart: CartView;

  @Field(() => DateTimeISO, {
    nullable: true,
    description: "Until when the cart's places are held for the caller; null when nothing is held.",
  })
  heldUntil: Date | null;
}

/** Base of the payloads that answer with one order (abstract: not a schema type of its own). */
@ObjectType()
export abstract class OrderPayload extends MutationPayload {
  @Field(() => OrderView, { nullable: true, description: 'The order; null when `errors` says it was refused (nothing was stored then).' })
  order: OrderView | null;
}

@ObjectType({ description: 'Result of `placeOrder`.' })
export class PlaceOrderPayload extends OrderPayload {
  @Field(() => String, {
    nullable: true,
    description:
      'The key to this order (`orderByAccessKey`, `startOrderPayment`, `completePayPalPayment`): keep it like a password; it is the only way to read the order without signing in. Null when refused.',
  })
  accessKey: string | null;
}

@ObjectType({ description: 'Result of `startOrderPayment`.' })
export class StartOrderPaymentPayload extends OrderPayload {}

@ObjectType({ description: 'Result of `completePayPalPayment`.' })
export class CompletePayPalPaymentPayload extends OrderPayload {}
