import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MutationPayload } from '../../graphql/mutation.js';
import { Node } from '../../graphql/node.js';
import { DateTimeISO } from '../../graphql/scalars.js';
import { OrderView } from '../orders/order.types.js';
import { RefundMethod, RefundReason, RefundStatus } from './refund.entity.js';

registerEnumType(RefundReason, {
  name: 'RefundReason',
  description: 'Why money went back.',
  valuesConfig: {
    STAFF: { description: 'Staff refunded (part of) the order (`refundOrder`).' },
    COURSE_CANCELLED: { description: 'The school cancelled a course of the order (`cancelCourse`).' },
    VOUCHER: { description: "A swim voucher's payout reached the school: the fee paid in advance goes back." },
  },
});

registerEnumType(RefundMethod, {
  name: 'RefundMethod',
  description: 'How the money goes back.',
  valuesConfig: {
    PAYPAL: { description: "Through PayPal's refund API, to the PayPal account that paid." },
    BANK_TRANSFER: { description: 'By a bank transfer staff make, to the account the customer gave on the order page.' },
  },
});

registerEnumType(RefundStatus, {
  name: 'RefundStatus',
  description: 'Where a refund stands.',
  valuesConfig: {
    PENDING: { description: 'Recorded; PayPal has not confirmed it yet (a job asks, with retries).' },
    OWED: { description: 'A bank transfer staff still have to make (the customer gives the account on the order page).' },
    MADE: { description: 'The money went back.' },
    FAILED: { description: 'PayPal refused it for good; staff must refund another way.' },
  },
});

/** A refund as the order's page and staff read it; the account is staff's only (admin field resolvers). `id`/`databaseId` come from defineNode. */
@ObjectType('Refund', { implements: Node, description: "A refund of (part of) an order's payment. Amounts in euro cents." })
export class RefundView {
  id: number;
  orderId: number;
  iban: string | null;
  accountHolder: string | null;
  failure: string | null;
  customerName: string | null;

  @Field(() => Int, { description: 'What goes back, in euro cents (above 0).' })
  amountCents: number;

  @Field(() => RefundReason, { description: 'Why.' })
  reason: RefundReason;

  @Field(() => RefundMethod, { description: 'How.' })
  method: RefundMethod;

  @Field(() => RefundStatus, { description: 'Where it stands.' })
  status: RefundStatus;

  @Field(() => Boolean, { description: 'Whether the customer gave the account for a bank transfer (always false for PayPal refunds).' })
  accountGiven: boolean;

  @Field(() => DateTimeISO, { description: 'When it was recorded.' })
  createdAt: Date;

  @Field(() => DateTimeISO, { nullable: true, description: 'When the money went back; null until then.' })
  madeAt: Date | null;

  @Field(() => DateTimeISO, {
    nullable: true,
    description:
      'When the customer was last asked by mail for the account of an owed transfer; null: not by a mail of its own (a cancellation mail asked).',
  })
  accountAskedAt: Date | null;

  @Field(() => Int, { description: 'How often staff reminded the customer to give the account (`remindRefundAccount`).' })
  accountReminders: number;
}

@InputType({ description: 'The owed refund whose customer is asked again for the account.' })
export class RemindRefundAccountInput {
  @Field(() => ID, { description: "The refund's global `id` (an owed one without an account)." })
  refundId: string;
}

@ObjectType({ description: 'Result of `remindRefundAccount`.' })
export class RemindRefundAccountPayload extends MutationPayload {
  @Field(() => OrderView, { nullable: true, description: "The refund's order as it stands; null when the refund was not found." })
  order: OrderView | null;
}

@InputType({ description: 'The refund whose bank transfer staff made.' })
export class MarkRefundMadeInput {
  @Field(() => ID, { description: "The refund's global `id` (an owed one)." })
  refundId: string;
}

@InputType({ description: "The customer's account for the order's refunds owed by bank transfer." })
export class GiveRefundAccountInput {
  @Field({ description: "The order's access key (as for `orderByAccessKey`)." })
  accessKey: string;

  @Field({ description: 'IBAN, spaces allowed (checked by its check digits).' })
  iban: string;

  @Field({ description: "The account holder's name: 2 to 100 characters." })
  accountHolder: string;
}

@ObjectType({ description: 'Result of `markRefundMade`.' })
export class MarkRefundMadePayload extends MutationPayload {
  @Field(() => OrderView, {
    nullable: true,
    description: "The refund's order as it stands (its `refunds` included); null when the refund was not found.",
  })
  order: OrderView | null;
}

@ObjectType({ description: 'Result of `giveRefundAccount`.' })
export class GiveRefundAccountPayload extends MutationPayload {
  @Field(() => OrderView, { nullable: true, description: 'The order; null when the access key names none.' })
  order: OrderView | null;
}
