import { Arg, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context.js';
import { pageRequest, toConnection } from '../../graphql/connection.js';
import { toGlobalId } from '../../graphql/node.js';
import { Course } from './course.entity.js';
import { CourseAvailability } from './course.enums.js';
import type { CourseRow } from './course.repository.js';
import { courseAvailability } from './course.rules.js';
import { courseService } from './course.service.js';
import { CourseConnection, CourseFilter, CourseFilterOptions } from './course.types.js';

@Resolver(() => Course)
export class CourseResolver {
  @Query(() => CourseConnection, {
    description: 'Bookable courses: upcoming before past, then by start date, then by level.',
  })
  async courses(
    @Ctx() ctx: RequestContext,
    @Arg('first', () => Int, { nullable: true, defaultValue: 50 }) first: number,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
    @Arg('filter', () => CourseFilter, { nullable: true }) filter?: CourseFilter | null,
  ) {
    const page = pageRequest(first, after, 50);
    const { rows, totalCount } = await courseService.listPublic(ctx, filter ?? {}, page);
    return toConnection(rows, page, totalCount);
  }

  @Query(() => Course, { nullable: true, description: 'One bookable course by its numeric id (as in /course/12).' })
  course(@Ctx() ctx: RequestContext, @Arg('databaseId', () => Int) databaseId: number) {
    return courseService.findPublic(ctx, databaseId);
  }

  @Query(() => CourseFilterOptions)
  courseFilterOptions(@Ctx() ctx: RequestContext) {
    return courseService.filterOptions(ctx);
  }

  @FieldResolver(() => ID)
  id(@Root() course: CourseRow) {
    return toGlobalId('Course', course.id);
  }

  @FieldResolver(() => Int, { description: 'Numeric id, as used in URLs and the REST door.' })
  databaseId(@Root() course: CourseRow) {
    return course.id;
  }

  @FieldResolver(() => CourseAvailability)
  availability(@Root() course: CourseRow) {
    return courseAvailability(course.availableSlots, course.totalSlots);
  }
}
