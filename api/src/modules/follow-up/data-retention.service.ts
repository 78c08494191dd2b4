import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type Kysely } from 'kysely';
import type { UntypedTables } from '../../db/kysely.js';
import type { RequestContext } from '../../context/request-context.js';
import { message } from '../../validation/fields.js';
import type { FieldError } from '../../validation/validate.js';
import { AuditAction } from '../audit/audit-event.entity.js';
import { recordAdminChange } from '../audit/audit.js';
import { todayInGersthofen } from '../courses/course.rules.js';
import { Course } from '../courses/course.entity.js';
import { type RetentionCounts, anonymiseInBatches, findBookingsEndedBy, findOrdersEndedBy } from './data-retention.js';
import { readFollowUpSettings } from './follow-up-settings.js';

const db = (em: EntityManager) => em.getKysely() as unknown as Kysely<UntypedTables>;

/** A course whose orders still hold personal data, and when the job will anonymise them. */
export interface RetentionDue {
  courseId: number;
  courseTitle: string;
  /** Its last day (`YYYY-MM-DD`). */
  endDate: string;
  /** The day the job anonymises its orders (last day plus the setting's months; later for an order with a later course). */
  dueOn: string;
  orders: number;
  participants: number;
}

/** Courses that have ended, with orders not anonymised yet, soonest due first (counts only: no names on this list). */
export async function findRetentionDue(em: EntityManager, now: Date, limit: number): Promise<RetentionDue[]> {
  const { dataRetentionMonths } = await readFollowUpSettings(em);
  const { rows } = await sql<{
    courseId: number;
    courseTitle: string;
    endDate: string;
    dueOn: string;
    orders: string;
    participants: string;
  }>`
    select c.id as "courseId", c.title as "courseTitle", to_char(coalesce(c.end_date, c.start_date), 'YYYY-MM-DD') as "endDate",
      to_char((coalesce(c.end_date, c.start_date) + make_interval(months => ${dataRetentionMonths}))::date, 'YYYY-MM-DD') as "dueOn",
      count(distinct o.id) as orders, count(p.id) as participants
    from courses c
    join order_items i on i.course_id = c.id
    join orders o on o.id = i.order_id and o.anonymised_at is null
    left join participants p on p.order_item_id = i.id
    where coalesce(c.end_date, c.start_date) < ${todayInGersthofen(now)}::date
    group by c.id
    order by coalesce(c.end_date, c.start_date), c.id
    limit ${limit}`.execute(db(em));
  return rows.map((row) => ({ ...row, orders: Number(row.orders), participants: Number(row.participants) }));
}

export type AnonymiseCourseResult = { ok: true; counts: RetentionCounts } | { ok: false; errors: FieldError[] };

/**
 * Admins only (the resolver is `@Authorized(ADMIN_ONLY)`): a course's data deleted before the job would, once the course
 * has ended. Orders with another course still to come are kept until that one ends (the job takes them then). Recorded
 * in the audit log with counts, never names.
 */
export async function anonymiseCourseNow(ctx: RequestContext, courseId: number, now = new Date()): Promise<AnonymiseCourseResult> {
  const refuse = (code: Parameters<typeof message>[0], id: Parameters<typeof message>[1]): AnonymiseCourseResult => ({
    ok: false,
    errors: [{ field: 'courseId', ...message(code, id) }],
  });
  const course = await ctx.em.findOne(Course, courseId);
  if (!course) return refuse('COURSE_NOT_FOUND', 'validation.courseNotFound');
  const today = todayInGersthofen(now);
  const lastDay = course.endDate ?? course.startDate;
  if (!lastDay || lastDay >= today) return refuse('OUT_OF_RANGE', 'validation.courseNotEnded');
  // Orders of this course whose every course has ended by yesterday.
  const yesterday = todayInGersthofen(new Date(now.getTime() - 24 * 60 * 60 * 1000));
  const orderIds = await findOrdersEndedBy(ctx.em, yesterday, courseId);
  const bookingIds = await findBookingsEndedBy(ctx.em, yesterday, courseId);
  const counts = await anonymiseInBatches(ctx.em, orderIds, bookingIds, now);
  await ctx.em.fork().transactional(async (em) => {
    recordAdminChange(em, ctx.user, {
      entityType: 'dataRetention',
      entityId: courseId,
      action: AuditAction.DELETED,
      before: null,
      after: { trigger: 'admin', courseId, ...counts },
    });
  });
  ctx.log.info({ courseId, userId: ctx.user?.id, ...counts }, 'course data anonymised by an admin');
  return { ok: true, counts };
}

/** The audit line of a scheduled run (entity id: the run's `job_runs` id), counts only. */
export async function auditRetentionRun(em: EntityManager, jobRunId: number, counts: RetentionCounts & { cutoff: string }): Promise<void> {
  await em.fork().transactional(async (tx) => {
    recordAdminChange(tx, null, {
      entityType: 'dataRetention',
      entityId: jobRunId,
      action: AuditAction.DELETED,
      before: null,
      after: { trigger: 'schedule', ...counts },
    });
  });
}
