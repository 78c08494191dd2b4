import { type RequestContext, loader } from '../../context/request-context.js';
import type { PageRequest } from '../../db/find-page.js';
import { AgeGroup, CourseLevel, CourseType } from './course.enums.js';
import {
  type CourseFilterValues,
  findActiveCourseStamps,
  findCourseFilterOptions,
  findCoursesByIds,
  findPublicCourses,
} from './course.repository.js';
import { InvalidArgumentError } from '../../validation/invalid-argument.js';
import { searchProblem, todayInGersthofen } from './course.rules.js';

/** Public reads of courses. Inactive courses are invisible here; staff read and change them through admin/course-admin.service.ts. */
export class CourseService {
  /** Refuses a search it would have to shorten (too long, too many words): a shortened search finds other courses. */
  listPublic(ctx: RequestContext, filter: CourseFilterValues, page: PageRequest) {
    const problem = searchProblem(filter.search);
    if (problem) throw new InvalidArgumentError(ctx.language, 'filter.search', problem);
    return findPublicCourses(ctx.em, filter, page, todayInGersthofen());
  }

  /** Batched per request, so a list of testimonials with their courses costs one course query. */
  async findPublic(ctx: RequestContext, id: number) {
    const course = await loader(ctx, 'course', (ids) => findCoursesByIds(ctx.em, ids)).load(id);
    // A cancelled course stays readable (off sale): its page tells those who booked it that it was cancelled.
    return course?.isActive || course?.cancelledAt ? course : null;
  }

  /** Every course a visitor may open (the ones `findPublic` shows), with its last change: for the sitemap. */
  listPublicStamps(ctx: RequestContext) {
    return findActiveCourseStamps(ctx.em);
  }

  async filterOptions(ctx: RequestContext) {
    const found = await findCourseFilterOptions(ctx.em);
    return {
      levels: inDeclarationOrder(CourseLevel, found.levels),
      ageGroups: inDeclarationOrder(AgeGroup, found.ageGroups),
      courseTypes: inDeclarationOrder(CourseType, found.courseTypes),
      maxPriceCents: found.maxPriceCents,
    };
  }
}

function inDeclarationOrder<E extends string>(enumObject: Record<string, E>, values: E[]): E[] {
  const present = new Set(values);
  return Object.values(enumObject).filter((value) => present.has(value));
}

export const courseService = new CourseService();
