import { type RequestContext, transactional } from '../../context/request-context.js';
import type { FieldError } from '../../validation/validate.js';
import { AuditAction } from '../audit/audit-event.entity.js';
import { recordAdminChange } from '../audit/audit.js';
import { lockCourse } from '../courses/admin/course-admin.repository.js';
import { courseValues } from '../courses/admin/course-admin.rules.js';
import type { Course } from '../courses/course.entity.js';
import { courseEnded, todayInGersthofen } from '../courses/course.rules.js';
import { recordOrderEvent } from '../orders/order-history.js';
import { lockOrder, transition } from '../orders/order-lifecycle.js';
import { OrderItem } from '../orders/order-item.entity.js';
import { OrderStatus } from '../orders/order.entity.js';
import { refundableCents, requestRefund } from '../refunds/refund.service.js';
import { type CourseCancellationReason, chosenCancellationReason, courseCancellationShare } from './course-cancellation.rules.js';

export type CancelCourseResult = { course: Course | null; cancelledOrders: number; refunds: number; errors: FieldError[] };

const courseNotFound: FieldError = { field: 'courseId', code: 'COURSE_NOT_FOUND', id: 'validation.courseNotFound' };

/**
 * Staff cancel a course (too few participants, or any other reason), in ONE transaction: the course goes off
 * sale for good (inactive, `cancelledAt`), and every open order with places in it is handled by the rule of
 * course-cancellation.rules.ts — cancelled through the order's lifecycle (cause `course_cancelled`: places return,
 * the customer's cancellation mail) when nothing else is left in it, and its payment's share for this course
 * refunded through requestRefund (PayPal: a refund job; bank transfer: owed, the customer asked for the account).
 * The course row is locked first, then the orders in id order, so two cancellations or a checkout meet one after
 * the other and never deadlock.
 */
export async function cancelCourse(
  ctx: RequestContext,
  courseId: number | null,
  reasonKind: CourseCancellationReason | null,
  typed: string | null,
): Promise<CancelCourseResult> {
  if (courseId === null) return { course: null, cancelledOrders: 0, refunds: 0, errors: [courseNotFound] };
  const chosen = chosenCancellationReason(reasonKind, typed);
  if ('error' in chosen) return { course: null, cancelledOrders: 0, refunds: 0, errors: [chosen.error] };
  const reason = chosen.text;
  return transactional(ctx, async (tx) => {
    const em = tx.em;
    const course = await lockCourse(em, courseId);
    if (!course) return { course: null, cancelledOrders: 0, refunds: 0, errors: [courseNotFound] };
    if (course.cancelledAt)
      return {
        course,
        cancelledOrders: 0,
        refunds: 0,
        errors: [{ field: 'courseId', code: 'COURSE_CANCELLED', id: 'validation.courseAlreadyCancelled' }],
      };
    if (courseEnded(course, todayInGersthofen()))
      return {
        course,
        cancelledOrders: 0,
        refunds: 0,
        errors: [{ field: 'courseId', code: 'COURSE_ENDED', id: 'validation.courseEndedNoCancel' }],
      };
    const before = courseValues(course);
    const items = await em.find(OrderItem, { course: courseId, order: { orderStatus: { $ne: OrderStatus.CANCELLED } } });
    const orderIds = [...new Set(items.map((item) => item.order.id))].sort((a, b) => a - b);
    let cancelledOrders = 0;
    let refunds = 0;
    const facts = { courseId, reason, reasonKind: chosen.reason.kind };
    for (const orderId of orderIds) {
      const order = (await lockOrder(em, orderId))!;
      if (order.orderStatus === OrderStatus.CANCELLED) continue;
      const lines = await em.find(OrderItem, { order: orderId }, { populate: ['course'] });
      const share = courseCancellationShare(
        lines.map((line) => ({
          courseId: line.course.id,
          lineTotalCents: line.quantity * line.priceCents,
          courseCancelled: !!line.course.cancelledAt,
        })),
        courseId,
      );
      const refundCents = Math.min(share.refundCents, await refundableCents(em, order));
      if (refundCents > 0) {
        // A cancelled order's mail asks for the IBAN itself; an order kept for its other courses gets the refund's own mail.
        const outcome = await requestRefund(em, order, {
          amountCents: refundCents,
          reason: 'course_cancelled',
          actor: ctx.user,
          customerTold: share.cancelOrder,
        });
        if (outcome.error) throw new Error(`refund of order ${orderId} refused: ${outcome.error.id}`);
        refunds++;
      }
      if (share.cancelOrder) {
        const refused = await transition(
          em,
          order,
          { orderStatus: OrderStatus.CANCELLED },
          { cause: 'course_cancelled', actor: ctx.user, facts: { ...facts, refundedCents: refundCents } },
        );
        if (refused) throw new Error(`order ${orderId} could not be cancelled: ${refused.id}`);
        cancelledOrders++;
      } else {
        // Other courses of the order go on: the order stays, its history says this course was cancelled and refunded.
        recordOrderEvent(
          em,
          order,
          'status_changed',
          {
            before: { orderStatus: order.orderStatus },
            after: { orderStatus: order.orderStatus },
            cause: 'course_cancelled',
            ...facts,
            refundedCents: refundCents,
            orderKept: true,
          },
          ctx.user,
        );
      }
    }
    course.isActive = false;
    course.cancelledAt = new Date();
    await em.flush();
    recordAdminChange(em, ctx.user, {
      entityType: 'course',
      entityId: course.id,
      action: AuditAction.UPDATED,
      before,
      after: {
        ...courseValues(course),
        cancelledAt: course.cancelledAt.toISOString(),
        cancellationReason: reason,
        cancellationReasonKind: chosen.reason.kind,
        ordersCancelled: cancelledOrders,
        refunds,
      },
    });
    await em.flush();
    return { course, cancelledOrders, refunds, errors: [] };
  });
}
