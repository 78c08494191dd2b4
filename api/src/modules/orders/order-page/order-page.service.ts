import type { EntityManager } from '@mikro-orm/postgresql';
import { type RequestContext, transactional } from '../../../context/request-context.js';
import { siteOrigin } from '../../../context/site-origin.js';
import { addJob } from '../../../jobs/job-queue.js';
import { type FieldError, validateInput } from '../../../validation/validate.js';
import { todayInGersthofen } from '../../courses/course.rules.js';
import { ageCheckedCourse } from '../../courses/course-age.js';
import { ageRefusal } from '../../../validation/participant-age.js';
import { Participant } from '../../participants/participant.entity.js';
import { queueOfficeMail } from '../../office-mail/office-mail.service.js';
import { OrderEvent } from '../order-event.entity.js';
import { OrderItem } from '../order-item.entity.js';
import { recordOrderEvent } from '../order-history.js';
import { lockOrder } from '../order-lifecycle.js';
import { Order, OrderStatus, orderNumberOf } from '../order.entity.js';
import { VisitorMailState, typedAddressMailState } from '../../mail/index.js';
import { orderView } from '../order.reader.js';
import type { OrderView } from '../order-view.js';
import { orderCalendar } from './order-calendar.js';
import { ORDER_LINKS_TASK } from './order-links.tasks.js';
import {
  ACCESS_KEY,
  MAX_PARTICIPANT_CHANGES,
  cancellationRequestSchema,
  orderCancelled,
  orderLinksSchema,
  orderNotFound,
  participantChangeSchema,
  participantNamesEditable,
  participantNotFound,
  participantsLocked,
} from './order-page.rules.js';
import { type TimelineEntry, customerTimeline } from './order-timeline.js';

export interface ParticipantChange {
  databaseId: number;
  firstName: string;
  lastName: string;
  /** Absent: unchanged; null or empty: removed. */
  birthDate?: string | null;
}

export type OrderPageResult = { order: OrderView | null; errors: FieldError[] };

/** An order by its access key, or null: what cannot be a key is never looked up (the same answer as a wrong one). */
async function findByAccessKey(em: EntityManager, accessKey: unknown): Promise<Order | null> {
  return typeof accessKey === 'string' && ACCESS_KEY.test(accessKey) ? em.findOne(Order, { accessKey }) : null;
}

const name = (person: { firstName: string; lastName: string; birthDate?: string | null }) => ({
  firstName: person.firstName,
  lastName: person.lastName,
  birthDate: person.birthDate ?? null,
});

/**
 * What the customer can do on their order page besides paying: change participants' names,
 * read the history, take the dates into a calendar, ask for a cancellation, and find their orders again.
 */
export const orderPageService = {
  /** The order's history in the customer's words (order-timeline.ts). */
  async timeline(ctx: RequestContext, orderId: number): Promise<TimelineEntry[]> {
    const events = await ctx.em.find(OrderEvent, { order: orderId }, { orderBy: { id: 'asc' } });
    return customerTimeline(events);
  },

  /** When the customer asked to cancel; null while they have not. */
  async cancellationRequestedAt(ctx: RequestContext, orderId: number): Promise<Date | null> {
    const event = await ctx.em.findOne(OrderEvent, { order: orderId, type: 'cancellation_requested' }, { orderBy: { id: 'asc' } });
    return event?.createdAt ?? null;
  },

  /** Whether the names of an item's participants may still be changed today. */
  namesEditable(order: Pick<OrderView, 'orderStatus'>, startDate: string | null | undefined, now = new Date()): boolean {
    return participantNamesEditable(startDate, todayInGersthofen(now), order.orderStatus === OrderStatus.CANCELLED);
  },

  /**
   * Renames participants of the order behind the key, all or none: each must be one of its participants, of a course
   * that has not started, with names as checkout takes them. The history keeps each name before and after (visible to
   * staff and this customer only; names never go to the logs). Names that stay the same record nothing.
   */
  async changeParticipants(ctx: RequestContext, input: { accessKey: string; participants: ParticipantChange[] }): Promise<OrderPageResult> {
    ctx.cartSession?.answerIsPrivate();
    const found = await findByAccessKey(ctx.em, input.accessKey);
    if (!found) return { order: null, errors: [orderNotFound] };
    const changes = Array.isArray(input.participants) ? input.participants : [];
    if (changes.length === 0) return { order: await orderView(ctx.em, found), errors: [] };
    if (changes.length > MAX_PARTICIPANT_CHANGES) {
      return {
        order: await orderView(ctx.em, found),
        errors: [
          {
            field: 'participants',
            code: 'OUT_OF_RANGE',
            id: 'validation.tooManyParticipantChanges',
            values: { max: MAX_PARTICIPANT_CHANGES },
          },
        ],
      };
    }
    const errors: FieldError[] = [];
    const cleaned = changes.map((change, index) => {
      const checked = validateInput(participantChangeSchema, change);
      if (!checked.ok) {
        errors.push(...checked.errors.map((error) => ({ ...error, field: `participants.${index}.${error.field}` })));
        return null;
      }
      // A client that does not send the date of birth (absent) leaves it as it is.
      return {
        databaseId: change.databaseId,
        ...checked.value,
        birthDate: change.birthDate === undefined ? undefined : checked.value.birthDate,
      };
    });
    if (errors.length) return { order: await orderView(ctx.em, found), errors };

    const outcome = await transactional(ctx, async (tx) => {
      const order = await lockOrder(tx.em, found.id);
      if (!order) return { errors: [orderNotFound] };
      const items = await tx.em.find(OrderItem, { order: order.id }, { populate: ['course'] });
      const participants = await tx.em.find(Participant, { orderItem: { $in: items.map((item) => item.id) } });
      const today = todayInGersthofen();
      const refused: FieldError[] = [];
      const targets = cleaned.map((change, index) => {
        const participant = participants.find((candidate) => candidate.id === change!.databaseId);
        if (!participant) return void refused.push(participantNotFound(`participants.${index}.databaseId`));
        const item = items.find((candidate) => candidate.id === participant.orderItem?.id)!;
        if (!participantNamesEditable(item.course.startDate, today, order.orderStatus === OrderStatus.CANCELLED)) {
          return void refused.push(participantsLocked(`participants.${index}`));
        }
        const tooYoungOrOld =
          change!.birthDate === undefined ? null : ageRefusal(ageCheckedCourse(item.course, ctx.language), change!.birthDate);
        if (tooYoungOrOld) return void refused.push({ field: `participants.${index}.birthDate`, ...tooYoungOrOld });
        return { participant, courseId: item.course.id, change: change! };
      });
      // All or none: one refused entry changes no name.
      if (refused.length) return { errors: refused };
      const recorded: Record<string, unknown>[] = [];
      for (const target of targets) {
        const { participant, change } = target!;
        const before = name(participant);
        const birthDate = change.birthDate === undefined ? before.birthDate : change.birthDate;
        if (before.firstName === change.firstName && before.lastName === change.lastName && before.birthDate === birthDate) continue;
        participant.firstName = change.firstName;
        participant.lastName = change.lastName;
        participant.birthDate = birthDate;
        recorded.push({ participantId: participant.id, courseId: target!.courseId, before, after: name(participant) });
      }
      if (recorded.length) recordOrderEvent(tx.em, order, 'participants_changed', { by: 'customer', changes: recorded });
      await tx.em.flush();
      if (recorded.length) ctx.log.info({ orderId: order.id, changed: recorded.length }, 'participant names changed by the customer');
      return { errors: [] };
    });
    const fresh = await ctx.em.fork().findOneOrFail(Order, found.id);
    return { order: await orderView(ctx.em.fork(), fresh), errors: outcome.errors };
  },

  /**
   * The customer asks to cancel (the terms allow no cancellation, so staff decide): recorded in the history and
   * mailed to the office, once per order; a repeat is answered as done, nothing is recorded or mailed twice.
   */
  async requestCancellation(
    ctx: RequestContext,
    input: { accessKey: string; reason: string },
  ): Promise<OrderPageResult & { alreadyRequested: boolean }> {
    ctx.cartSession?.answerIsPrivate();
    const found = await findByAccessKey(ctx.em, input.accessKey);
    if (!found) return { order: null, errors: [orderNotFound], alreadyRequested: false };
    const checked = validateInput(cancellationRequestSchema, { reason: input.reason });
    if (!checked.ok) return { order: await orderView(ctx.em, found), errors: checked.errors, alreadyRequested: false };
    const outcome = await transactional(ctx, async (tx) => {
      const order = await lockOrder(tx.em, found.id);
      if (!order) return { errors: [orderNotFound], already: false };
      if (order.orderStatus === OrderStatus.CANCELLED) return { errors: [orderCancelled], already: false };
      if (await tx.em.count(OrderEvent, { order: order.id, type: 'cancellation_requested' })) return { errors: [], already: true };
      recordOrderEvent(tx.em, order, 'cancellation_requested', { reason: checked.value.reason, language: ctx.language });
      await tx.em.flush();
      const origin = order.siteOrigin ?? (ctx.origin ? siteOrigin(ctx) : '');
      await queueOfficeMail(tx, tx.appSettings.mail, {
        template: 'orderCancellationRequest',
        replyTo: order.customerEmail,
        origin,
        data: {
          orderNumber: orderNumberOf(order.id),
          customerName: `${order.customerFirstName} ${order.customerLastName}`,
          customerEmail: order.customerEmail,
          reason: checked.value.reason,
          customerLanguage: ctx.language,
          adminUrl: `${origin}/admin/orders`,
        },
      });
      return { errors: [], already: false };
    });
    const fresh = await ctx.em.fork().findOneOrFail(Order, found.id);
    return { order: await orderView(ctx.em.fork(), fresh), errors: outcome.errors, alreadyRequested: outcome.already };
  },

  /**
   * The order's course dates as an iCalendar file, in the request's language. A cancelled order's (or a cancelled
   * course's) dates are the same events marked cancelled, so importing the file again takes them out of the calendar.
   */
  async calendar(ctx: RequestContext, order: Pick<OrderView, 'id' | 'orderStatus'>): Promise<{ fileName: string; content: string }> {
    const items = await ctx.em.find(OrderItem, { order: order.id }, { populate: ['course'], orderBy: { id: 'asc' } });
    const number = orderNumberOf(order.id);
    const orderCancelled = order.orderStatus === OrderStatus.CANCELLED;
    return {
      fileName: `${number}.ics`,
      content: orderCalendar(
        items.map((item) => ({ itemId: item.id, course: item.course, cancelled: orderCancelled || !!item.course.cancelledAt })),
        number,
        ctx.language,
      ),
    };
  },

  /**
   * "Lost your link?": the same answer for every well-formed address, at once. A job looks the address up and mails
   * the links of its orders (or nothing, when it has none), so neither the answer nor its time tells whether the
   * address ever ordered. One pending job per address: a second request before it ran adds nothing.
   */
  async sendOrderLinks(
    ctx: RequestContext,
    input: { email: string },
  ): Promise<{ errors: FieldError[]; linksMail: VisitorMailState | null }> {
    const checked = validateInput(orderLinksSchema, input);
    if (!checked.ok) return { errors: checked.errors, linksMail: null };
    const email = checked.value.email.toLowerCase();
    const linksMail = await transactional(ctx, async (tx) => {
      // Decided now, whether the address has orders or not (so the answer tells nothing about them): once the address
      // has had its links mails for the hour the job would withhold this one, and the page must say so.
      const state = await typedAddressMailState(tx, email, 'orderLinks');
      if (state !== VisitorMailState.WITHHELD)
        await addJob(tx.em, ORDER_LINKS_TASK, { email, language: ctx.language }, { maxAttempts: 5, jobKey: `order-links:${email}` });
      return state;
    });
    return { errors: [], linksMail };
  },
};
