import type { RequestContext } from '../../../context/request-context.js';
import { orderCustomerEditSchema, orderParticipantsEditSchema } from '../../../validation/order-edit.schema.js';
import { type FieldError, validateInput } from '../../../validation/validate.js';
import { Participant } from '../../participants/participant.entity.js';
import { ageCheckedCourse } from '../../courses/course-age.js';
import { ageRefusal } from '../../../validation/participant-age.js';
import { recordOrderEvent } from '../order-history.js';
import { OrderItem } from '../order-item.entity.js';
import { type Order, OrderStatus } from '../order.entity.js';
import { type AdminOrderResult, changeOrder } from './order-admin.service.js';

export const orderCancelled: FieldError = { field: 'orderId', code: 'ORDER_CANCELLED', id: 'validation.orderCancelled' };
/** The data-retention job removed the order's personal data: nothing of it may be filled in again. */
export const orderAnonymised: FieldError = { field: 'orderId', code: 'ORDER_ANONYMISED', id: 'validation.orderAnonymised' };

/** The order's customer fields staff may complete, by the input's names. */
const CUSTOMER_COLUMNS = {
  firstName: 'customerFirstName',
  lastName: 'customerLastName',
  phone: 'customerPhone',
  address: 'customerAddress',
  city: 'customerCity',
  zipCode: 'customerZipCode',
} as const satisfies Record<string, keyof Order>;

type CustomerField = keyof typeof CUSTOMER_COLUMNS;
export type CustomerEdit = Partial<Record<CustomerField, string | null>>;
export interface ParticipantEdit {
  databaseId?: number | null;
  firstName: string;
  lastName: string;
  /** Absent: unchanged (a new participant: none); null or empty: removed. */
  birthDate?: string | null;
}

const fullName = (participant: { firstName: string; lastName: string }) => `${participant.firstName} ${participant.lastName}`;

/**
 * Staff complete an order after the fact: orders made from requests start without phone and
 * address, and their participants are often named later. Each change is one history line with the admin and the
 * values before and after; a change that changes nothing records nothing. Cancelled orders are closed to edits.
 */
export const orderEditService = {
  /** Sets the given customer fields (absent or null: unchanged), each checked with the checkout's rule. */
  updateCustomer(ctx: RequestContext, id: number | null, edit: CustomerEdit): Promise<AdminOrderResult> {
    const given = Object.fromEntries(
      Object.entries(edit).filter(([field, value]) => field in CUSTOMER_COLUMNS && value !== null && value !== undefined),
    );
    const checked = validateInput(orderCustomerEditSchema, given);
    return changeOrder(ctx, id, async (tx, order) => {
      if (!checked.ok) return checked.errors;
      if (order.orderStatus === OrderStatus.CANCELLED) return orderCancelled;
      if (order.anonymisedAt) return orderAnonymised;
      const before: Record<string, string> = {};
      const after: Record<string, string> = {};
      for (const [field, value] of Object.entries(checked.value) as [CustomerField, string | undefined][]) {
        const column = CUSTOMER_COLUMNS[field];
        if (value === undefined || order[column] === value) continue;
        before[field] = order[column];
        after[field] = value;
        order[column] = value;
      }
      if (Object.keys(after).length) recordOrderEvent(tx.em, order, 'customer_changed', { before, after }, ctx.user);
      return null;
    });
  },

  /**
   * Renames the participants of one item that have a `databaseId` and adds those without one; the others stay.
   * At most one participant per place of the item.
   */
  updateParticipants(
    ctx: RequestContext,
    id: number | null,
    orderItemId: number,
    participants: ParticipantEdit[],
    options: { allowAgeOutsideRange?: boolean | null } = {},
  ): Promise<AdminOrderResult> {
    const checked = validateInput(orderParticipantsEditSchema, { participants });
    // What the staff member typed for each participant's date of birth: absent keeps the stored one.
    const birthDateGiven = (Array.isArray(participants) ? participants : []).map((participant) => participant?.birthDate !== undefined);
    return changeOrder(ctx, id, async (tx, order) => {
      if (!checked.ok) return checked.errors;
      if (order.orderStatus === OrderStatus.CANCELLED) return orderCancelled;
      if (order.anonymisedAt) return orderAnonymised;
      const item = await tx.em.findOne(OrderItem, { id: orderItemId, order }, { populate: ['course'] });
      if (!item) return { field: 'orderItemId', code: 'ORDER_ITEM_NOT_FOUND', id: 'validation.orderItemNotFound' };
      const existing = await tx.em.find(Participant, { orderItem: item }, { orderBy: { id: 'asc' } });
      const byId = new Map(existing.map((participant) => [participant.id, participant]));
      const edits = checked.value.participants;
      for (const [index, edit] of edits.entries()) {
        if (edit.databaseId && !byId.has(edit.databaseId))
          return { field: `participants.${index}.databaseId`, code: 'PARTICIPANT_NOT_FOUND', id: 'validation.participantNotFound' };
      }
      const added = edits.filter((edit) => !edit.databaseId);
      if (existing.length + added.length > item.quantity) {
        return {
          field: 'participants',
          code: 'PARTICIPANTS_INCOMPLETE',
          id: 'validation.participantsTooMany',
          values: { max: item.quantity },
        };
      }
      // The age range: refused unless staff make the exception, which the history records with who made it.
      const course = ageCheckedCourse(item.course, ctx.language);
      const exceptions: { participant: string; birthDate: string; age: number; ageGroup: string }[] = [];
      for (const [index, edit] of edits.entries()) {
        const refusal = birthDateGiven[index] ? ageRefusal(course, edit.birthDate) : null;
        if (!refusal) continue;
        if (!options.allowAgeOutsideRange) return { field: `participants.${index}.birthDate`, ...refusal };
        exceptions.push({
          participant: fullName(edit),
          birthDate: edit.birthDate!,
          age: Number(refusal.values?.age),
          ageGroup: item.course.ageGroup,
        });
      }
      const before = existing.map(fullName);
      const birthDatesBefore = existing.map((participant) => participant.birthDate ?? null);
      for (const [index, edit] of edits.entries()) {
        const birthDate = birthDateGiven[index] ? { birthDate: edit.birthDate ?? null } : {};
        if (edit.databaseId)
          Object.assign(byId.get(edit.databaseId)!, { firstName: edit.firstName, lastName: edit.lastName, ...birthDate });
        else
          existing.push(tx.em.create(Participant, { orderItem: item, firstName: edit.firstName, lastName: edit.lastName, ...birthDate }));
      }
      const after = existing.map(fullName);
      const birthDatesAfter = existing.map((participant) => participant.birthDate ?? null);
      if (JSON.stringify([before, birthDatesBefore]) !== JSON.stringify([after, birthDatesAfter])) {
        // Dates of birth only where one is known: an order without any reads as it did before they were asked.
        const withDates = [...birthDatesBefore, ...birthDatesAfter].some((date) => date !== null);
        const side = (participants: string[], birthDates: (string | null)[]) =>
          withDates ? { participants, birthDates } : { participants };
        recordOrderEvent(
          tx.em,
          order,
          'participants_edited',
          { orderItemId: item.id, courseId: item.course.id, before: side(before, birthDatesBefore), after: side(after, birthDatesAfter) },
          ctx.user,
        );
      }
      for (const exception of exceptions) {
        recordOrderEvent(
          tx.em,
          order,
          'participant_age_exception',
          {
            orderItemId: item.id,
            courseId: item.course.id,
            course: course.title,
            participant: exception.participant,
            birthDate: exception.birthDate,
            age: exception.age,
            ageGroup: exception.ageGroup,
          },
          ctx.user,
        );
      }
      return null;
    });
  },
};
