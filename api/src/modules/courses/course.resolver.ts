import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context/request-context.js';
import { pageRequest, toConnection } from '../../graphql/connection.js';
import { Course } from './course.entity.js';
import { CourseAvailability } from './course.enums.js';
import type { CourseView } from './course.repository.js';
import { courseAvailability, isBookable, todayInGersthofen } from './course.rules.js';
import { courseService } from './course.service.js';
import { CourseConnection, CourseFilter, CourseFilterOptions } from './course.types.js';

@Resolver(() => Course)
export class CourseResolver {
  @Query(() => CourseConnection, {
    description: 'Courses on offer: upcoming before past, then by start date, then by level.',
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

  @Query(() => Course, { nullable: true, description: 'One course on offer by its numeric id (as in /course/12).' })
  course(@Ctx() ctx: RequestContext, @Arg('databaseId', () => Int) databaseId: number) {
    return courseService.findPublic(ctx, databaseId);
  }

  @Query(() => CourseFilterOptions)
  courseFilterOptions(@Ctx() ctx: RequestContext) {
    return courseService.filterOptions(ctx);
  }

  @FieldResolver(() => CourseAvailability, { description: 'The label for the free places; decided here, shown as is by clients.' })
  availability(@Root() course: CourseView) {
    return courseAvailability(course.availableSlots, course.totalSlots);
  }

  @FieldResolver(() => Boolean, {
    description: 'Whether a place can be requested or booked now: on offer, a free place left, not yet started (Gersthofen time).',
  })
  bookable(@Root() course: CourseView) {
    return isBookable(course, todayInGersthofen());
  }
}
