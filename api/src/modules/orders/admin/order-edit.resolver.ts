import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../context/request-context.js';
import { toUserErrors } from '../../../graphql/mutation.js';
import { databaseIdOf } from '../../../graphql/node.js';
import { OrderView } from '../order.types.js';
import { HISTORY_LOADER } from './order-admin.service.js';
import { orderEditService } from './order-edit.service.js';
import {
  UpdateOrderCustomerInput,
  UpdateOrderCustomerPayload,
  UpdateOrderParticipantsInput,
  UpdateOrderParticipantsPayload,
} from './order-edit.types.js';
import { STAFF_ROLES } from '../../users/roles.js';

/** Staff complete an order afterwards: admins only, each change a line of the order's history. */
@Resolver(() => OrderView)
export class OrderEditResolver {
  @Authorized(STAFF_ROLES)
  @Mutation(() => UpdateOrderCustomerPayload, {
    description:
      "Staff and admins: completes or corrects the customer's name, phone and address (orders made from requests start without them). " +
      'Recorded in its history (`CUSTOMER_CHANGED`, before/after). Refused with `ORDER_CANCELLED` for a cancelled order.',
  })
  async updateOrderCustomer(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => UpdateOrderCustomerInput, { description: 'The order and the fields.' }) input: UpdateOrderCustomerInput,
  ) {
    const { orderId, ...fields } = input;
    const result = await orderEditService.updateCustomer(ctx, databaseIdOf(orderId, 'Order'), fields);
    ctx.loaders.delete(HISTORY_LOADER);
    return { order: result.order, errors: toUserErrors(ctx.language, result.errors) };
  }

  @Authorized(STAFF_ROLES)
  @Mutation(() => UpdateOrderParticipantsPayload, {
    description:
      'Staff and admins: renames participants of an order item or adds ones, at most one per place. Recorded in its history (`PARTICIPANTS_EDITED`, ' +
      "the names and dates of birth before/after). A date of birth outside the course's age range needs `allowAgeOutsideRange` and is recorded as " +
      '`PARTICIPANT_AGE_EXCEPTION` with the staff member. Refused with `ORDER_CANCELLED` for a cancelled order.',
  })
  async updateOrderParticipants(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => UpdateOrderParticipantsInput, { description: 'The order, its item and the participants.' })
    input: UpdateOrderParticipantsInput,
  ) {
    const result = await orderEditService.updateParticipants(
      ctx,
      databaseIdOf(input.orderId, 'Order'),
      input.orderItemId,
      input.participants,
      {
        allowAgeOutsideRange: input.allowAgeOutsideRange,
      },
    );
    ctx.loaders.delete(HISTORY_LOADER);
    return { order: result.order, errors: toUserErrors(ctx.language, result.errors) };
  }
}
