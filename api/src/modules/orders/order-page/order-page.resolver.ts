import { Arg, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../context/request-context.js';
import { toUserErrors } from '../../../graphql/mutation.js';
import { DateTimeISO } from '../../../graphql/scalars.js';
import { BankTransferInstructions, OrderItemView, OrderView } from '../order.types.js';
import { epcPayload, giroCodeSvg } from './girocode.js';
import { orderPageService } from './order-page.service.js';
import {
  ChangeOrderParticipantsInput,
  ChangeOrderParticipantsPayload,
  GiroCode,
  OrderCalendarFile,
  OrderTimelineEntryView,
  RequestOrderCancellationInput,
  RequestOrderCancellationPayload,
  SendOrderLinksInput,
  SendOrderLinksPayload,
} from './order-page.types.js';
import type { TimelineEntry } from './order-timeline.js';

/** The customer's order page: history, calendar, participants' names, cancellation requests. */
@Resolver(() => OrderView)
export class OrderPageResolver {
  @FieldResolver(() => [OrderTimelineEntryView], {
    description: "What happened to the order, in the customer's terms, oldest first (staff read `history`).",
  })
  timeline(@Ctx() ctx: RequestContext, @Root() order: OrderView): Promise<TimelineEntry[]> {
    return orderPageService.timeline(ctx, order.id);
  }

  @FieldResolver(() => DateTimeISO, {
    nullable: true,
    description: 'When the customer asked to cancel (`requestOrderCancellation`); null while they have not.',
  })
  cancellationRequestedAt(@Ctx() ctx: RequestContext, @Root() order: OrderView): Promise<Date | null> {
    return orderPageService.cancellationRequestedAt(ctx, order.id);
  }

  @FieldResolver(() => OrderCalendarFile, {
    description: 'The course dates as an iCalendar file (also `GET /api/orders/calendar.ics?key=…`).',
  })
  calendar(@Ctx() ctx: RequestContext, @Root() order: OrderView): Promise<OrderCalendarFile> {
    return orderPageService.calendar(ctx, order);
  }

  @Mutation(() => ChangeOrderParticipantsPayload, {
    description:
      "Renames participants of the order with this key until their course starts (Gersthofen's day; afterwards `COURSE_STARTED`). All or none; " +
      "names as at checkout. Recorded in the order's history (before and after).",
  })
  async changeOrderParticipants(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ChangeOrderParticipantsInput, { description: 'The order and the new names.' }) input: ChangeOrderParticipantsInput,
  ): Promise<ChangeOrderParticipantsPayload> {
    const result = await orderPageService.changeParticipants(ctx, input);
    return { order: result.order, errors: toUserErrors(ctx.language, result.errors) };
  }

  @Mutation(() => RequestOrderCancellationPayload, {
    description:
      'Asks the school to cancel the order with this key (the terms allow no cancellation: staff decide and answer). Recorded in its history and mailed ' +
      'to the office, once per order; a repeat answers `alreadyRequested: true` and changes nothing. `ORDER_CANCELLED` for a cancelled order.',
  })
  async requestOrderCancellation(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => RequestOrderCancellationInput, { description: 'The order and the reason.' }) input: RequestOrderCancellationInput,
  ): Promise<RequestOrderCancellationPayload> {
    const result = await orderPageService.requestCancellation(ctx, input);
    return { order: result.order, alreadyRequested: result.alreadyRequested, errors: toUserErrors(ctx.language, result.errors) };
  }

  @Mutation(() => SendOrderLinksPayload, {
    description:
      '"Lost your link?": mails the links to the orders placed with this address, in the request\'s language. The same answer for every well-formed address, ' +
      'whether it has orders or not; no mail for one without orders; limited per recipient like every mail to a typed-in address.',
  })
  async sendOrderLinks(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SendOrderLinksInput, { description: 'The address.' }) input: SendOrderLinksInput,
  ): Promise<SendOrderLinksPayload> {
    const result = await orderPageService.sendOrderLinks(ctx, input);
    return { accepted: result.errors.length === 0, linksMail: result.linksMail, errors: toUserErrors(ctx.language, result.errors) };
  }
}

@Resolver(() => OrderItemView)
export class OrderItemPageResolver {
  @FieldResolver(() => Boolean, {
    description:
      "Whether its participants' names may still be changed (`changeOrderParticipants`): until the course's first day, not for a cancelled order.",
  })
  participantNamesEditable(@Root() item: OrderItemView): boolean {
    return orderPageService.namesEditable(item, item.course.startDate);
  }
}

@Resolver(() => BankTransferInstructions)
export class BankTransferGiroCodeResolver {
  @FieldResolver(() => GiroCode, { description: 'The transfer as an EPC "GiroCode" QR code for banking apps.' })
  async giroCode(@Root() transfer: BankTransferInstructions): Promise<GiroCode> {
    const payload = epcPayload(transfer);
    return { payload, svg: await giroCodeSvg(payload) };
  }
}
