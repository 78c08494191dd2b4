import { type EntityKey, type EntityManager, QueryOrder, type QBFilterQuery, raw, sql } from '@mikro-orm/postgresql';
import { findPage, type PageRequest } from '../../db/find-page.js';
import { Course } from './course.entity.js';
import type { AgeGroup, CourseLevel, CourseType } from './course.enums.js';
import { LEVEL_SORT_ORDER, searchTerms } from './course.rules.js';

/** The properties public course reads return: the entity's own names and types, for lists and single courses alike. */
const PUBLIC_FIELDS = [
  'id', 'title', 'description', 'courseType', 'level', 'ageGroup', 'startDate', 'endDate', 'schedule', 'time', 'location',
  'duration', 'availableSlots', 'totalSlots', 'priceCents', 'isActive', 'notes', 'specialRequirements', 'cancellationPolicy',
] as const satisfies readonly EntityKey<Course>[];

export type CourseView = Pick<Course, (typeof PUBLIC_FIELDS)[number]>;

export interface CourseFilterValues {
  ageGroup?: AgeGroup | null;
  level?: CourseLevel | null;
  courseType?: CourseType | null;
  onlyAvailable?: boolean | null;
  maxPriceCents?: number | null;
  search?: string | null;
}

const LEVEL_RANK_SQL = `case c.level ${Object.entries(LEVEL_SORT_ORDER)
  .map(([level, rank]) => `when '${level}' then ${rank}`)
  .join(' ')} else 99 end`;

/**
 * The hottest read of the site: plain rows from the QueryBuilder (no entity hydration, 3-4x cheaper
 * than `em.find`), one page and the total in one statement. SPEC §4 order: upcoming (from `today` on)
 * before past and undated, then start date, then level.
 */
export function findPublicCourses(em: EntityManager, filter: CourseFilterValues, page: PageRequest, today: string) {
  const qb = em
    .createQueryBuilder(Course, 'c')
    .select([...PUBLIC_FIELDS])
    .where(publicCourseWhere(filter))
    .orderBy([
      { [raw('(c.start_date is null or c.start_date < ?)', [today])]: QueryOrder.ASC },
      { startDate: QueryOrder.ASC_NULLS_LAST },
      { [raw(LEVEL_RANK_SQL)]: QueryOrder.ASC },
      { id: QueryOrder.ASC },
    ]);
  return findPage(qb, page);
}

/** Courses by id (active or not: callers decide what they may show), through the unit of work. */
export function findCoursesByIds(em: EntityManager, ids: readonly number[]): Promise<Course[]> {
  return em.find(Course, { id: { $in: [...ids] } });
}

/** Which levels, age groups and types the active courses have, and their highest price. */
export async function findCourseFilterOptions(em: EntityManager) {
  const combinations = await em
    .createQueryBuilder(Course, 'c')
    .select(['level', 'ageGroup', 'courseType', sql`max(c.price_cents)`.as('maxPriceCents')])
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

function publicCourseWhere(filter: CourseFilterValues): QBFilterQuery<Course> {
  const where: QBFilterQuery<Course> & Record<string, unknown> = { isActive: true };
  if (filter.ageGroup != null) where.ageGroup = filter.ageGroup;
  if (filter.level != null) where.level = filter.level;
  if (filter.courseType != null) where.courseType = filter.courseType;
  if (filter.onlyAvailable) where.availableSlots = { $gt: 0 };
  if (filter.maxPriceCents != null) where.priceCents = { $lte: filter.maxPriceCents };
  const terms = searchTerms(filter.search);
  if (terms.length > 0) {
    where.$and = terms.map((term) => {
      const pattern = `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      return { $or: [{ title: { $ilike: pattern } }, { description: { $ilike: pattern } }] };
    });
  }
  return where;
}
