import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MutationPayload } from '../../graphql/mutation.js';
import { Node } from '../../graphql/node.js';
import { DateTimeISO } from '../../graphql/scalars.js';
import { OrderView } from '../orders/order.types.js';
import { VoucherStatus } from './order-voucher.entity.js';
import type * as repository from './voucher.repository.js';

registerEnumType(VoucherStatus, {
  name: 'VoucherStatus',
  description: "Where a swim voucher stands: the fee is paid in advance and refunded once the voucher's payout reached the school.",
  valuesConfig: {
    ANNOUNCED: { description: 'The customer will redeem it; the payout has not reached the school yet.' },
    PAYOUT_RECEIVED: { description: 'The payout reached the school; the refund to the customer is owed.' },
    REFUNDED: { description: 'The fee was refunded to the customer (the payout, at most what the order paid).' },
  },
});

/** One swim voucher of an order, for one participant (`id`/`databaseId` from defineNode). */
@ObjectType('OrderVoucher', {
  implements: Node,
  description: 'A swim voucher redeemed for one participant of an order: payout to the school, then refund of the fee.',
})
export class OrderVoucherView implements repository.OrderVoucherView {
  id: number;
  orderId: number;

  @Field({ description: "Its order's number, e.g. `H2O-0042`." }) orderNumber: string;

  @Field({ description: "The participant's first name." }) participantFirstName: string;
  @Field({ description: "The participant's last name." }) participantLastName: string;
  @Field(() => Int, { description: "The participant's `databaseId` (as in `OrderItem.participants`)." }) participantDatabaseId: number;
  @Field(() => VoucherStatus, { description: 'Where it stands.' }) status: VoucherStatus;
  @Field(() => Int, { nullable: true, description: 'What the payout brought the school, in euro cents; null until received.' })
  payoutAmountCents: number | null;
  @Field(() => Int, { nullable: true, description: 'What was refunded to the customer, in euro cents; null until refunded.' })
  refundAmountCents: number | null;
  @Field(() => DateTimeISO, { description: 'When it was announced.' }) announcedAt: Date;
  @Field(() => DateTimeISO, { nullable: true, description: 'When the payout was marked received.' }) payoutReceivedAt: Date | null;
  @Field(() => DateTimeISO, { nullable: true, description: 'When the refund was marked made.' }) refundedAt: Date | null;
}

@InputType({ description: 'A participant (by position) of one course of the order who redeems a swim voucher.' })
export class OrderVoucherChoiceInput {
  @Field(() => Int, { description: "The course's `databaseId` (one of the order's courses)." }) courseId: number;
  @Field(() => Int, { description: "Which of that course's participants, from 0 in the order they are named." }) participantIndex: number;
}

@InputType({ description: 'A participant of an order who will redeem a swim voucher (staff, after the checkout).' })
export class AnnounceOrderVoucherInput {
  @Field(() => ID, { description: "The order's global `id`." }) orderId: string;
  @Field(() => Int, { description: "The participant's `databaseId`." }) participantId: number;
}

@InputType({ description: 'The payout of a voucher reached the school.' })
export class MarkVoucherPayoutReceivedInput {
  @Field(() => ID, { description: "The voucher's global `id`." }) voucherId: string;
  @Field(() => Int, { description: 'The amount received, in euro cents (1 to 100000).' }) amountCents: number;
}

@InputType({ description: 'The fee was refunded for a voucher whose payout was received.' })
export class MarkVoucherRefundedInput {
  @Field(() => ID, { description: "The voucher's global `id`." }) voucherId: string;
}

/** Base of the voucher steps' payloads (abstract: not a schema type of its own). */
@ObjectType()
export abstract class VoucherPayload extends MutationPayload {
  @Field(() => OrderVoucherView, { nullable: true, description: 'The voucher; null when there is none (or none was made).' })
  voucher: OrderVoucherView | null;

  @Field(() => OrderView, { nullable: true, description: 'Its order; null when there is no such order.' })
  order: OrderView | null;
}

@ObjectType({ description: 'Result of `announceOrderVoucher`.' })
export class AnnounceOrderVoucherPayload extends VoucherPayload {}

@ObjectType({ description: 'Result of `markVoucherPayoutReceived`.' })
export class MarkVoucherPayoutReceivedPayload extends VoucherPayload {}

@ObjectType({ description: 'Result of `markVoucherRefunded`.' })
export class MarkVoucherRefundedPayload extends VoucherPayload {}
