import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context/request-context.js';
import { toUserErrors } from '../../graphql/mutation.js';
import { databaseIdOf, toGlobalId } from '../../graphql/node.js';
import { orderNumberOf } from '../orders/order.entity.js';
import { OrderView } from '../orders/order.types.js';
import type { Refund } from './refund.entity.js';
import { type RefundActionResult, refundActionsService } from './refund-actions.service.js';
import {
  GiveRefundAccountInput,
  GiveRefundAccountPayload,
  MarkRefundMadeInput,
  MarkRefundMadePayload,
  RefundView,
  RemindRefundAccountInput,
  RemindRefundAccountPayload,
} from './refund.types.js';
import { STAFF_ROLES } from '../users/roles.js';

/** A refund row as the schema's `Refund`. */
export function refundView(refund: Refund): RefundView {
  return {
    id: refund.id,
    orderId: refund.order.id,
    iban: refund.iban ?? null,
    accountHolder: refund.accountHolder ?? null,
    failure: refund.failure ?? null,
    // Read where the order was loaded with the refund (the list of owed refunds); null otherwise.
    customerName:
      refund.order.customerFirstName === undefined ? null : `${refund.order.customerFirstName} ${refund.order.customerLastName}`.trim(),
    amountCents: refund.amountCents,
    reason: refund.reason,
    method: refund.method,
    status: refund.status,
    accountGiven: !!refund.iban,
    createdAt: refund.createdAt,
    madeAt: refund.madeAt ?? null,
    accountAskedAt: refund.accountAskedAt ?? null,
    accountReminders: refund.accountReminders ?? 0,
  };
}

const payload = (ctx: RequestContext, result: RefundActionResult) => ({
  order: result.order,
  errors: toUserErrors(ctx.language, result.errors),
});

@Resolver(() => OrderView)
export class OrderRefundsResolver {
  @FieldResolver(() => [RefundView], {
    description:
      "The order's refunds, oldest first; empty when none. An `OWED` one without `accountGiven` waits for the customer's account (`giveRefundAccount`).",
  })
  async refunds(@Ctx() ctx: RequestContext, @Root() order: OrderView) {
    return (await refundActionsService.ofOrder(ctx, order.id)).map(refundView);
  }

  @Mutation(() => GiveRefundAccountPayload, {
    description:
      "The customer gives the account (IBAN and holder) for the order's refunds owed by bank transfer, with the order's access key. `REFUND_NOT_FOUND` when none is owed; `INVALID_IBAN` for an IBAN whose check digits do not match.",
  })
  async giveRefundAccount(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => GiveRefundAccountInput, { description: 'Key and account.' }) input: GiveRefundAccountInput,
  ): Promise<GiveRefundAccountPayload> {
    return payload(ctx, await refundActionsService.giveAccount(ctx, input));
  }
}

@Resolver(() => RefundView)
export class RefundAdminResolver {
  @Authorized(STAFF_ROLES)
  @Query(() => [RefundView], {
    description: 'Staff and admins: every refund owed by bank transfer, oldest first, with the account the customer gave.',
  })
  async owedRefunds(@Ctx() ctx: RequestContext) {
    return (await refundActionsService.owed(ctx)).map(refundView);
  }

  @Authorized(STAFF_ROLES)
  @Mutation(() => MarkRefundMadePayload, {
    description:
      'Staff and admins: the bank transfer of an owed refund was made; the customer gets the "refund made" mail. `INVALID_TRANSITION` for a refund that is not owed.',
  })
  async markRefundMade(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => MarkRefundMadeInput, { description: 'The refund.' }) input: MarkRefundMadeInput,
  ): Promise<MarkRefundMadePayload> {
    return payload(ctx, await refundActionsService.markMade(ctx, databaseIdOf(input.refundId, 'Refund')));
  }

  @Authorized(STAFF_ROLES)
  @Mutation(() => RemindRefundAccountPayload, {
    description:
      'Staff and admins: asks the customer again by mail (their language) to give the account for an owed refund on the order page. ' +
      '`INVALID_TRANSITION` for a refund that is not owed, `ACCOUNT_GIVEN` when the account is there already, `ORDER_ANONYMISED` for an anonymised order.',
  })
  async remindRefundAccount(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => RemindRefundAccountInput, { description: 'The refund.' }) input: RemindRefundAccountInput,
  ): Promise<RemindRefundAccountPayload> {
    return payload(ctx, await refundActionsService.remindAccount(ctx, databaseIdOf(input.refundId, 'Refund')));
  }

  @Authorized(STAFF_ROLES)
  @FieldResolver(() => String, {
    nullable: true,
    description: "Staff and admins: the name of the refund's customer (read with `owedRefunds`); null elsewhere.",
  })
  customerName(@Root() refund: RefundView) {
    return refund.customerName;
  }

  @Authorized(STAFF_ROLES)
  @FieldResolver(() => String, {
    nullable: true,
    description: 'Staff and admins: the IBAN the customer gave (electronic form); null until given.',
  })
  iban(@Root() refund: RefundView) {
    return refund.iban;
  }

  @Authorized(STAFF_ROLES)
  @FieldResolver(() => String, { nullable: true, description: 'Staff and admins: the account holder the customer gave; null until given.' })
  accountHolder(@Root() refund: RefundView) {
    return refund.accountHolder;
  }

  @Authorized(STAFF_ROLES)
  @FieldResolver(() => String, {
    nullable: true,
    description: "Staff and admins: PayPal's reason for a `FAILED` refund (error name/issue); null otherwise.",
  })
  failure(@Root() refund: RefundView) {
    return refund.failure;
  }

  @Authorized(STAFF_ROLES)
  @FieldResolver(() => ID, { description: "Staff and admins: the global id of the refund's order (`adminOrder(id:)`)." })
  orderId(@Root() refund: RefundView) {
    return toGlobalId('Order', refund.orderId);
  }

  @Authorized(STAFF_ROLES)
  @FieldResolver(() => String, { description: "Staff and admins: the number of the refund's order, e.g. `H2O-0042`." })
  orderNumber(@Root() refund: RefundView) {
    return orderNumberOf(refund.orderId);
  }
}
