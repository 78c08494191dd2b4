import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Task } from 'graphile-worker';
import type { AppSettings } from '../../app-settings.js';
import type { JobLog } from '../../jobs/job-queue.js';
import { todayInGersthofen } from '../courses/course.rules.js';
import { Course } from '../courses/course.entity.js';
import { OrderItem } from '../orders/order-item.entity.js';
import { OrderStatus } from '../orders/order.entity.js';
import { queueOfficeMail } from '../office-mail/office-mail.service.js';
import { readShopSettings } from '../settings/shop-settings.service.js';

export const MIN_PARTICIPANTS_WARNING_TASK = 'courses_min_participants_warning';
/**
 * Daily at 07:05 (server time), before the office opens; graphile-worker's crontab runs it once per day whatever the
 * number of instances (and a course is warned about once, see below, should two runs ever meet).
 */
export const MIN_PARTICIPANTS_WARNING_CRONTAB = `5 7 * * * ${MIN_PARTICIPANTS_WARNING_TASK}`;

const DAY_MS = 24 * 60 * 60 * 1000;

export function minParticipantsWarningTask(orm: MikroORM, appSettings: AppSettings, log: JobLog): Task {
  return async () => {
    const warned = await warnCoursesBelowMinimum(orm.em, appSettings, new Date());
    if (warned.length) log.info({ courseIds: warned }, 'office warned of courses below their minimum');
  };
}

/**
 * Warns the office (business profile's notification addresses, else MAIL_TO; German) of every active, not cancelled
 * course with a minimum that starts within the shop setting's days from `now` (today included, Gersthofen's calendar)
 * and has fewer places booked (order items of orders not cancelled) than its minimum. Once per course: the mark
 * `minParticipantsWarnedAt` is set by a conditional update in the same transaction as the mail, so a second run (or
 * instance) finds nothing to do. Answers the ids of the courses warned about.
 */
export async function warnCoursesBelowMinimum(rootEm: EntityManager, appSettings: AppSettings, now: Date): Promise<number[]> {
  const em = rootEm.fork();
  const { minParticipantsWarningDays } = await readShopSettings(em);
  const today = todayInGersthofen(now);
  const until = todayInGersthofen(new Date(now.getTime() + minParticipantsWarningDays * DAY_MS));
  const courses = await em.find(Course, {
    isActive: true,
    cancelledAt: null,
    minParticipants: { $ne: null },
    minParticipantsWarnedAt: null,
    startDate: { $gte: today, $lte: until },
  });
  const candidates: { id: number; booked: number }[] = [];
  for (const course of courses) {
    const items = await em.find(OrderItem, { course: course.id, order: { orderStatus: { $ne: OrderStatus.CANCELLED } } });
    const booked = items.reduce((sum, item) => sum + item.quantity, 0);
    if (booked < course.minParticipants!) candidates.push({ id: course.id, booked });
  }
  const warned: number[] = [];
  for (const candidate of candidates) {
    await em.fork().transactional(async (tx) => {
      const marked = await tx.nativeUpdate(Course, { id: candidate.id, minParticipantsWarnedAt: null }, { minParticipantsWarnedAt: now });
      if (marked !== 1) return;
      const course = await tx.findOneOrFail(Course, candidate.id);
      await queueOfficeMail({ em: tx }, appSettings.mail, {
        template: 'minParticipantsWarning',
        data: {
          courseTitle: course.title,
          startDate: course.startDate!,
          booked: Number(candidate.booked),
          minimum: course.minParticipants!,
          adminUrl: appSettings.publicUrl ? `${appSettings.publicUrl}/admin/courses` : null,
        },
      });
      warned.push(course.id);
    });
  }
  return warned;
}
