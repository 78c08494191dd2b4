import { Field, InputType, Int } from 'type-graphql';
import { OrderVoucherChoiceInput } from '../vouchers/voucher.types.js';
import { PaymentMethod } from './order.entity.js';

@InputType({
  description:
    'Customer information (docs/SPEC.md §5): first and last name ≥ 2, valid e-mail, phone ≥ 6, address ≥ 5, city ≥ 2, ZIP code ≥ 5 characters.',
})
export class OrderCustomerInput {
  @Field({ description: 'First name, 2 to 100 characters.' }) firstName: string;
  @Field({ description: 'Last name, 2 to 100 characters.' }) lastName: string;
  @Field({ description: 'E-mail address for the confirmation.' }) email: string;
  @Field({ description: 'Phone number: 6 to 30 of 0-9, spaces and + - / ( ).' }) phone: string;
  @Field({ description: 'Street and house number, 5 to 200 characters.' }) address: string;
  @Field({ description: 'City, 2 to 100 characters.' }) city: string;
  @Field({ description: 'ZIP code, 5 to 10 characters.' }) zipCode: string;
}

@InputType({ description: 'Who takes one place.' })
export class OrderParticipantInput {
  @Field({ description: '1 to 100 characters after trimming.' }) firstName: string;
  @Field({ description: '1 to 100 characters after trimming.' }) lastName: string;
  @Field(() => String, {
    nullable: true,
    description:
      'Date of birth, ISO `YYYY-MM-DD` (optional: older clients send none). When given: not in the future, at most 100 years ago, and the age on ' +
      "the course's first day within its age range (else `AGE_OUT_OF_RANGE` on `items.N.participants.M.birthDate`, naming course and range).",
  })
  birthDate?: string | null;
}

@InputType({ description: 'Places in one course, for clients without a cart (the REST door, third parties).' })
export class PlaceOrderItemInput {
  @Field(() => Int, { description: "The course's `databaseId`." })
  courseId: number;

  @Field(() => Int, { description: 'Places: 1 to 20.' })
  quantity: number;

  @Field(() => Int, {
    nullable: true,
    description:
      "The price per place the client showed, in euro cents. Optional; when given and not the course's price, the order is refused with `PRICES_CHANGED`.",
  })
  unitPriceCents?: number | null;

  @Field(() => [OrderParticipantInput], { description: 'One per place, all named.' })
  participants: OrderParticipantInput[];
}

@InputType({
  description:
    "An order of course places. Prices and the total are always the server's own; what the client shows is only checked against them.",
})
export class PlaceOrderInput {
  @Field({
    description:
      'One key per checkout attempt (16 to 100 characters of A-Z a-z 0-9 _ -, e.g. a UUID), reused on every retry of that attempt: ' +
      "a repeat returns the first attempt's order instead of a second one. The same key with a different order is refused (`IDEMPOTENCY_KEY_REUSED`).",
  })
  idempotencyKey: string;

  @Field(() => OrderCustomerInput, { description: 'Who orders.' })
  customer: OrderCustomerInput;

  @Field(() => PaymentMethod, { description: 'How the order will be paid.' })
  paymentMethod: PaymentMethod;

  @Field({ description: 'The customer accepted the terms (AGB) and the cancellation terms; must be true.' })
  legalTermsAccepted: boolean;

  @Field(() => Int, {
    nullable: true,
    description:
      "The total the customer saw, in euro cents. Optional; when given and not the server's total, the order is refused with `PRICES_CHANGED` (show the new prices and ask again).",
  })
  expectedTotalCents?: number | null;

  @Field(() => [PlaceOrderItemInput], {
    nullable: true,
    description:
      "What to order. Omitted: the caller's cart (its places held by `holdCartPlaces`, its participants as named there), which is emptied by the order.",
  })
  items?: PlaceOrderItemInput[] | null;

  @Field(() => [OrderVoucherChoiceInput], {
    nullable: true,
    description:
      "The participants who redeem a swim voucher (the fee is paid now and refunded once the voucher's payout reaches the school): one entry per " +
      "child, by course and position among that course's participants. Optional; a choice naming no participant of the order is refused on `vouchers.N`.",
  })
  vouchers?: OrderVoucherChoiceInput[] | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The PayPal order the customer already paid in the browser (its id, as PayPal's `actions.order.capture()` answers it; docs/SPEC.md §7's old " +
      'clients). The server reads it from PayPal and places the order paid only when its capture is COMPLETED, in EUR, exactly the ' +
      "server's total, and not used by another order; otherwise it is refused with `PAYMENT_NOT_VERIFIED` and nothing is stored. " +
      'Only with `paymentMethod: PAYPAL`. Omitted: the server starts the PayPal payment itself (`payment.approvalUrl`).',
  })
  paidWithPayPalOrderId?: string | null;
}

@InputType({ description: 'An order to (re)start the payment of.' })
export class StartOrderPaymentInput {
  @Field({ description: "The order's access key (from `placeOrder`)." })
  accessKey: string;
}

@InputType({ description: 'The customer is back from PayPal: capture the approved payment.' })
export class CompletePayPalPaymentInput {
  @Field({ description: "The order's access key (from `placeOrder`)." })
  accessKey: string;

  @Field({ description: "The PayPal order id PayPal sent back (`token` of the return URL); must be the order's own payment." })
  paypalOrderId: string;
}
