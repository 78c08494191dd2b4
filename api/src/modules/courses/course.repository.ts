import { type EntityKey, type EntityManager, sql as mikroSql } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { findPage, type PageRequest, rowShape } from '../../db/find-page.js';
import { containsPattern, kysely } from '../../db/kysely.js';
import { COURSE_TEXT_FIELDS } from '../../validation/course-fields.js';
import { textColumns } from '../../validation/text-fields.js';
import { Course } from './course.entity.js';
import type { AgeGroup, CourseLevel, CourseType } from './course.enums.js';
import { LEVEL_SORT_ORDER, searchTerms } from './course.rules.js';

/**
 * The properties public course reads return: the entity's own names and types, for lists and single courses alike.
 * A `@Field` of Course missing here would answer null in every list: api/test/list-fields.test.ts fails then.
 */
export const PUBLIC_FIELDS = [
  'id',
  'courseType',
  'level',
  'ageGroup',
  'startDate',
  'endDate',
  'availableSlots',
  'totalSlots',
  'priceCents',
  'isActive',
  'minParticipants',
  'cancelledAt',
  // The texts and their English twins, which the text fields answer in on English requests.
  ...textColumns(COURSE_TEXT_FIELDS),
] satisfies readonly EntityKey<Course>[];

export type CourseView = Pick<Course, (typeof PUBLIC_FIELDS)[number]>;

export interface CourseFilterValues {
  ageGroup?: AgeGroup | null;
  level?: CourseLevel | null;
  courseType?: CourseType | null;
  onlyAvailable?: boolean | null;
  maxPriceCents?: number | null;
  search?: string | null;
}

const LEVEL_RANK = sql<number>`case c.level ${sql.raw(
  Object.entries(LEVEL_SORT_ORDER)
    .map(([level, rank]) => `when '${level}' then ${rank}`)
    .join(' '),
)} else 99 end`;

/**
 * The hottest read of the site: plain rows (no entity hydration) with the entity's property names,
 * one page and the total in one statement. docs/SPEC.md §4 order: upcoming (from `today` on) before past and
 * undated, then start date, then level.
 */
export function findPublicCourses(em: EntityManager, filter: CourseFilterValues, page: PageRequest, today: string) {
  let query = kysely(em).selectFrom('courses as c').where('c.is_active', '=', true);
  if (filter.ageGroup != null) query = query.where('c.age_group', '=', filter.ageGroup);
  if (filter.level != null) query = query.where('c.level', '=', filter.level);
  if (filter.courseType != null) query = query.where('c.course_type', '=', filter.courseType);
  if (filter.onlyAvailable) {
    // The SQL form of `isBookable` (course.rules.ts): a free place, neither started nor ended.
    query = query
      .where('c.available_slots', '>', 0)
      .where((eb) => eb.or([eb('c.start_date', 'is', null), eb('c.start_date', '>=', today)]))
      .where((eb) => eb.or([eb('c.end_date', 'is', null), eb('c.end_date', '>=', today)]));
  }
  if (filter.maxPriceCents != null) query = query.where('c.price_cents', '<=', filter.maxPriceCents);
  for (const term of searchTerms(filter.search)) {
    const pattern = containsPattern(term);
    query = query.where((eb) =>
      eb.or([
        eb('c.title', 'ilike', pattern),
        eb('c.description', 'ilike', pattern),
        eb('c.title_en', 'ilike', pattern),
        eb('c.description_en', 'ilike', pattern),
      ]),
    );
  }
  query = query
    .orderBy(sql`(c.start_date is null or c.start_date < ${today})`)
    .orderBy('c.start_date', (order) => order.asc().nullsLast())
    .orderBy(LEVEL_RANK)
    .orderBy('c.id');
  return findPage(rowShape(em, Course, 'c', PUBLIC_FIELDS), query, page);
}

export interface AdminCourseFilter {
  search?: string | null;
  includeInactive: boolean;
}

/**
 * The admins' course table: active and (on request) inactive courses, each search word found in title, description
 * or location (German or English), by start date (undated last), then id, so pages stay stable.
 */
export function findAdminCourses(em: EntityManager, filter: AdminCourseFilter, page: PageRequest) {
  let query = kysely(em).selectFrom('courses as c');
  if (!filter.includeInactive) query = query.where('c.is_active', '=', true);
  for (const term of searchTerms(filter.search)) {
    const pattern = containsPattern(term);
    query = query.where((eb) =>
      eb.or(
        ['c.title', 'c.description', 'c.location', 'c.title_en', 'c.description_en', 'c.location_en'].map((column) =>
          eb(column as 'c.title', 'ilike', pattern),
        ),
      ),
    );
  }
  query = query.orderBy('c.start_date', (order) => order.asc().nullsLast()).orderBy('c.id');
  return findPage(rowShape(em, Course, 'c', PUBLIC_FIELDS), query, page);
}

/** Courses by id (active or not: callers decide what they may show), through the unit of work. */
export function findCoursesByIds(em: EntityManager, ids: readonly number[]): Promise<Course[]> {
  return em.find(Course, { id: { $in: [...ids] } });
}

/** Every active course's id and last change (the sitemap's course pages), in id order. */
export function findActiveCourseStamps(em: EntityManager): Promise<{ id: number; updatedAt: Date }[]> {
  return em
    .createQueryBuilder(Course, 'c')
    .select(['id', 'updatedAt'])
    .where({ isActive: true })
    .orderBy({ id: 'asc' })
    .execute<{ id: number; updatedAt: Date }[]>('all', true);
}

/** Which levels, age groups and types the active courses have, and their highest price. */
export async function findCourseFilterOptions(em: EntityManager) {
  const combinations = await em
    .createQueryBuilder(Course, 'c')
    .select(['level', 'ageGroup', 'courseType', mikroSql`max(c.price_cents)`.as('maxPriceCents')])
    .where({ isActive: true })
    .groupBy(['level', 'ageGroup', 'courseType'])
    .execute<{ level: CourseLevel; ageGroup: AgeGroup; courseType: CourseType; maxPriceCents: number }[]>('all', true);
  return {
    levels: combinations.map((row) => row.level),
    ageGroups: combinations.map((row) => row.ageGroup),
    courseTypes: combinations.map((row) => row.courseType),
    maxPriceCents: combinations.length ? Math.max(...combinations.map((row) => row.maxPriceCents)) : null,
  };
}
