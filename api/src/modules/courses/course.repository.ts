import type { EntityManager } from '@mikro-orm/postgresql';
import { findPage } from '../../db/find-page.js';
import { isoDateSql } from '../../db/sql.js';
import { AgeGroup, CourseLevel, CourseType } from './course.enums.js';
import { LEVEL_SORT_ORDER, searchTerms } from './course.rules.js';

/** A course as read for display: plain rows, no entity hydration (the course list is the hottest read). */
export interface CourseRow {
  id: number;
  title: string;
  description: string;
  courseType: CourseType;
  level: CourseLevel;
  ageGroup: AgeGroup;
  startDate: string | null;
  endDate: string | null;
  schedule: string | null;
  time: string | null;
  location: string | null;
  duration: string | null;
  availableSlots: number;
  totalSlots: number;
  priceCents: number;
  isActive: boolean;
  notes: string | null;
  specialRequirements: string | null;
  cancellationPolicy: string | null;
}

export interface CourseFilterValues {
  ageGroup?: AgeGroup | null;
  level?: CourseLevel | null;
  courseType?: CourseType | null;
  onlyAvailable?: boolean | null;
  maxPriceCents?: number | null;
  search?: string | null;
}

const COURSE_COLUMNS = `c.id, c.title, c.description, c.course_type as "courseType", c.level, c.age_group as "ageGroup",
  ${isoDateSql('c.start_date')} as "startDate", ${isoDateSql('c.end_date')} as "endDate",
  c.schedule, c.time, c.location, c.duration, greatest(c.available_slots, 0) as "availableSlots",
  c.total_slots as "totalSlots", c.price_cents as "priceCents", c.is_active as "isActive", c.notes,
  c.special_requirements as "specialRequirements", c.cancellation_policy as "cancellationPolicy"`;

const LEVEL_ORDER_SQL = `case c.level ${Object.entries(LEVEL_SORT_ORDER)
  .map(([level, rank]) => `when '${level}' then ${rank}`)
  .join(' ')} else 99 end`;

/** SPEC §4: upcoming (starting today or later, in Gersthofen's time zone) before past, then start date, then level. */
const COURSE_ORDER_SQL = `(c.start_date is null or c.start_date < (now() at time zone 'Europe/Berlin')::date),
  c.start_date nulls last, ${LEVEL_ORDER_SQL}, c.id`;

export function findPublicCourses(em: EntityManager, filter: CourseFilterValues, page: { limit: number; offset: number }) {
  const { where, params } = publicCourseWhere(filter);
  return findPage<CourseRow>(em, { select: COURSE_COLUMNS, from: 'courses c', where, orderBy: COURSE_ORDER_SQL, params }, page);
}

export async function findCoursesByIds(em: EntityManager, ids: readonly number[]): Promise<CourseRow[]> {
  if (ids.length === 0) return [];
  return em.execute<CourseRow[]>(`select ${COURSE_COLUMNS} from courses c where c.id in (?)`, [ids]);
}

export async function findCourseFilterOptions(em: EntityManager) {
  const [row] = await em.execute<
    { levels: CourseLevel[] | null; ageGroups: AgeGroup[] | null; courseTypes: CourseType[] | null; maxPriceCents: number | null }[]
  >(
    `select array_agg(distinct c.level) as levels, array_agg(distinct c.age_group) as "ageGroups",
       array_agg(distinct c.course_type) as "courseTypes", max(c.price_cents) as "maxPriceCents"
     from courses c where c.is_active`,
  );
  return row;
}

function publicCourseWhere(filter: CourseFilterValues): { where: string; params: unknown[] } {
  const clauses = ['c.is_active'];
  const params: unknown[] = [];
  const equals = (column: string, value: unknown) => {
    if (value == null) return;
    clauses.push(`${column} = ?`);
    params.push(value);
  };
  equals('c.age_group', filter.ageGroup);
  equals('c.level', filter.level);
  equals('c.course_type', filter.courseType);
  if (filter.onlyAvailable) clauses.push('c.available_slots > 0');
  if (filter.maxPriceCents != null) {
    clauses.push('c.price_cents <= ?');
    params.push(filter.maxPriceCents);
  }
  for (const term of searchTerms(filter.search)) {
    clauses.push(`(c.title ilike ? or c.description ilike ?)`);
    const pattern = `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    params.push(pattern, pattern);
  }
  return { where: clauses.join(' and '), params };
}
