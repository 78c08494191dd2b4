import type { EntityManager } from '@mikro-orm/postgresql';
import { type Kysely, sql } from 'kysely';
import type { UntypedTables } from '../../db/kysely.js';
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
const db = (em: EntityManager) => em.getKysely() as unknown as Kysely<UntypedTables>;

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
      not(
        exists(
          selectFrom('course_reminders as r')
            .select(sql`1`.as('one'))
            .whereRef('r.order_id', '=', 'o.id')
            .whereRef('r.course_id', '=', 'c.id'),
        ),
      ),
    )
    .select(['o.id as orderId', 'c.id as courseId'])
    .distinct()
    .orderBy('o.id')
    .orderBy('c.id')
    .execute();
}

/** Reminders per transaction: a run over thousands of orders commits in steps, each step whole or not at all. */
const BATCH = 50;

/**
 * Sends the reminders due at `now`: every confirmed, paid order with a course starting within the setting's
 * days gets one mail per course, in the order's language. A batch of reminders is one transaction: their marker rows
 * (unique per order and course, inserted first with ON CONFLICT DO NOTHING: a second instance's insert waits for the
 * first, then claims nothing), the queued mails and the orders' history lines commit together. So a run that is
 * repeated, runs on two instances at once or after a restart reminds nobody twice. Answers the counts (never names).
 */
export async function sendCourseReminders(
  rootEm: EntityManager,
  appSettings: AppSettings,
  now: Date,
): Promise<{ due: number; sent: number }> {
  const settings = await readFollowUpSettings(rootEm.fork());
  if (!settings.remindersEnabled) return { due: 0, sent: 0 };
  const due = await findDueReminders(rootEm.fork(), reminderWindow(now, settings.reminderDaysBefore));
  let sent = 0;
  for (let start = 0; start < due.length; start += BATCH) {
    const batch = due.slice(start, start + BATCH);
    sent += await rootEm.fork().transactional((em) => remindBatch(em, appSettings, batch));
  }
  return { due: due.length, sent };
}

async function remindBatch(em: EntityManager, appSettings: AppSettings, batch: { orderId: number; courseId: number }[]): Promise<number> {
  const claimed = await db(em)
    .insertInto('course_reminders')
    .values(batch.map(({ orderId, courseId }) => ({ order_id: orderId, course_id: courseId })))
    .onConflict((conflict) => conflict.columns(['order_id', 'course_id']).doNothing())
    .returning(['id', 'order_id as orderId', 'course_id as courseId'])
    .execute();
  if (!claimed.length) return 0;
  // What the mails need, read once for the batch.
  const orders = new Map((await em.find(Order, { id: { $in: claimed.map((row) => row.orderId) } })).map((order) => [order.id, order]));
  const courses = new Map(
    (await em.find(Course, { id: { $in: [...new Set(claimed.map((row) => row.courseId))] } })).map((course) => [course.id, course]),
  );
  const items = await em.find(OrderItem, { order: { $in: [...orders.keys()] }, course: { $in: [...courses.keys()] } });
  const participants = await em.find(Participant, { orderItem: { $in: items.map((item) => item.id) } }, { orderBy: { id: 'asc' } });
  const mailIds: [number, number][] = [];
  for (const row of claimed) {
    const order = orders.get(row.orderId)!;
    const course = courses.get(row.courseId)!;
    const itemIds = new Set(items.filter((item) => item.order.id === order.id && item.course.id === course.id).map((item) => item.id));
    const names = participants.filter((participant) => participant.orderItem && itemIds.has(participant.orderItem.id));
    const language: Language = order.language === 'en' ? 'en' : 'de';
    const origin = order.siteOrigin ?? appSettings.publicUrl ?? null;
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
          participants: names.map((participant) => `${participant.firstName} ${participant.lastName}`.trim()),
          calendarUrl: origin && `${origin}/api/orders/calendar.ics?${new URLSearchParams({ key: order.accessKey })}`,
          orderUrl: origin && `${origin}/checkout/order?${new URLSearchParams({ key: order.accessKey })}`,
        },
      },
    );
    mailIds.push([row.id, mail.id]);
    recordOrderEvent(em, order, 'mail_queued', {
      template: 'courseReminder',
      language,
      recipient: order.customerEmail,
      mailId: mail.id,
      courseId: course.id,
    });
  }
  await em.flush();
  // Each marker names its outbox row, in one statement for the batch.
  await sql`update course_reminders r set mail_id = v.mail_id from unnest(${mailIds.map(([id]) => id)}::int[], ${mailIds.map(([, mailId]) => mailId)}::int[]) as v(id, mail_id) where r.id = v.id`.execute(
    db(em),
  );
  return claimed.length;
}
