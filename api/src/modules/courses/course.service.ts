import type { RequestContext } from '../../graphql/context.js';
import { loader } from '../../graphql/context.js';
import { AgeGroup, CourseLevel, CourseType } from './course.enums.js';
import {
  type CourseFilterValues,
  type CourseRow,
  findCourseFilterOptions,
  findCoursesByIds,
  findPublicCourses,
} from './course.repository.js';

/** Public reads of courses. Inactive courses are invisible here; admin reads come with the admin area. */
export class CourseService {
  listPublic(ctx: RequestContext, filter: CourseFilterValues, page: { limit: number; offset: number }) {
    return findPublicCourses(ctx.em, filter, page);
  }

  /** Batched per request, so a list of testimonials with their courses costs one course query. */
  async findPublic(ctx: RequestContext, id: number): Promise<CourseRow | null> {
    const course = await loader(ctx, 'course', (ids) => findCoursesByIds(ctx.em, ids)).load(id);
    return course?.isActive ? course : null;
  }

  async filterOptions(ctx: RequestContext) {
    const row = await findCourseFilterOptions(ctx.em);
    return {
      levels: inDeclarationOrder(CourseLevel, row?.levels),
      ageGroups: inDeclarationOrder(AgeGroup, row?.ageGroups),
      courseTypes: inDeclarationOrder(CourseType, row?.courseTypes),
      maxPriceCents: row?.maxPriceCents ?? null,
    };
  }
}

function inDeclarationOrder<E extends string>(enumObject: Record<string, E>, values: E[] | null | undefined): E[] {
  const present = new Set(values ?? []);
  return Object.values(enumObject).filter((value) => present.has(value));
}

export const courseService = new CourseService();
