import type { EntityManager } from '@mikro-orm/postgresql';
import { type Kysely, sql } from 'kysely';
import type { AppSettings } from '../../app-settings.js';
import { type Language, rowTextIn } from '../../context/language.js';
import { todayInGersthofen } from '../courses/course.rules.js';
import { Course } from '../courses/course.entity.js';
import { queueMail } from '../mail/index.js';
import { OrderItem } from '../orders/order-item.entity.js';
import { recordOrderEvent } from '../orders/order-history.js';
import { Order, orderNumberOf } from '../orders/order.entity.js';
import { Participant } from '../participants/participant.entity.js';
import { readFollowUpSettings } from './follow-up-settings.js';

const DAY_MS = 24 * 60 * 60 * 1000;
// Untyped: course_reminders and order_items are not among the entity-typed tables of db/kysely.ts.
const db = (em: EntityManager) => em.getKysely() as unknown as Kysely<any>;

/** The calendar days (Gersthofen) whose courses are reminded at `now`: today up to `days` days ahead. */
export function reminderWindow(now: Date, days: number): { from: string; to: string } {
  return { from: todayInGersthofen(now), to: todayInGersthofen(new Date(now.getTime() + days * DAY_MS)) };
}

/**
 * Orders to remind at `now`: confirmed and paid, not anonymised, with a course (not cancelled) whose first day is within
 * the window, and no reminder of that order and course yet. One line per order and course.
 */
async function findDueReminders(em: EntityManager, window: { from: string; to: string }): Promise<{ orderId: number; courseId: number }[]> {
  return db(em)
    .selectFrom('orders as o')
    .innerJoin('order_items as i', 'i.order_id', 'o.id')
    .innerJoin('courses as c', 'c.id', 'i.course_id')
    .where('o.order_status', '=', 'confirmed')
    .where('o.payment_status', '=', 'paid')
    .where('o.anonymised_at', 'is', null)
    .where('c.cancelled_at', 'is', null)
    .where('c.start_date', '>=', window.from)
    .where('c.start_date', '<=', window.to)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('course_reminders as r').select(sql`1`.as('one')).whereRef('r.order_id', '=', 'o.id').whereRef('r.course_id', '=', 'c.id'))),
    )
    .select(['o.id as orderId', 'c.id as courseId'])
    .distinct()
    .orderBy('o.id')
    .orderBy('c.id')
    .execute();
}

/**
 * Sends the reminders due at `now` (issue 26): every confirmed, paid order with a course starting within the setting's
 * days gets one mail per course, in the order's language. Each reminder is its own transaction: the marker row
 * (unique per order and course, inserted first: a second instance's insert waits for it, then does nothing), the
 * queued mail and the order's history line commit together. So a run that is repeated, runs on two instances at
 * once or after a restart reminds nobody twice. Answers the counts (never names).
 */
export async function sendCourseReminders(rootEm: EntityManager, appSettings: AppSettings, now: Date): Promise<{ due: number; sent: number }> {
  const settings = await readFollowUpSettings(rootEm.fork());
  if (!settings.remindersEnabled) return { due: 0, sent: 0 };
  const due = await findDueReminders(rootEm.fork(), reminderWindow(now, settings.reminderDaysBefore));
  let sent = 0;
  for (const { orderId, courseId } of due) {
    const queued = await rootEm.fork().transactional(async (em) => {
      const claimed = await db(em)
        .insertInto('course_reminders')
        .values({ order_id: orderId, course_id: courseId })
        .onConflict((conflict) => conflict.columns(['order_id', 'course_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!claimed) return false;
      const order = await em.findOneOrFail(Order, orderId);
      const course = await em.findOneOrFail(Course, courseId);
      const items = await em.find(OrderItem, { order: orderId, course: courseId });
      const participants = await em.find(Participant, { orderItem: { $in: items.map((item) => item.id) } }, { orderBy: { id: 'asc' } });
      const language: Language = order.language === 'en' ? 'en' : 'de';
      const origin = order.siteOrigin ?? appSettings.publicUrl ?? '';
      const mail = await queueMail(
        { em },
        {
          template: 'courseReminder',
          to: order.customerEmail,
          language,
          data: {
            customerName: `${order.customerFirstName} ${order.customerLastName}`.trim(),
            orderNumber: orderNumberOf(order.id),
            courseTitle: rowTextIn(course, 'title', language) ?? course.title,
            startDate: course.startDate ?? null,
            endDate: course.endDate ?? null,
            schedule: rowTextIn(course, 'schedule', language),
            time: course.time ?? null,
            location: rowTextIn(course, 'location', language),
            whatToBring: rowTextIn(course, 'whatToBring', language),
            participants: participants.map((participant) => `${participant.firstName} ${participant.lastName}`.trim()),
            calendarUrl: `${origin}/api/orders/calendar.ics?${new URLSearchParams({ key: order.accessKey })}`,
            orderUrl: `${origin}/checkout/order?${new URLSearchParams({ key: order.accessKey })}`,
          },
        },
      );
      await db(em).updateTable('course_reminders').set({ mail_id: mail.id }).where('id', '=', claimed.id).execute();
      recordOrderEvent(em, order, 'mail_queued', { template: 'courseReminder', language, recipient: order.customerEmail, mailId: mail.id, courseId });
      return true;
    });
    if (queued) sent++;
  }
  return { due: due.length, sent };
}
