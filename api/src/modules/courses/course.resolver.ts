import { Arg, Args, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { textsAsWritten, untranslatedTexts } from '../../context/language.js';
import type { RequestContext } from '../../context/request-context.js';
import { type ConnectionArguments, connectionArgs, pageRequest, toConnection } from '../../graphql/connection.js';
import { resolveTextsInRequestLanguage } from '../../graphql/text-fields.js';
import { Course } from './course.entity.js';
import { CourseAvailability } from './course.enums.js';
import { ContentLanguage } from '../../graphql/language.js';
import type { CourseView } from './course.repository.js';
import { courseAvailability, courseEnded, isBookable, isReviewable, todayInGersthofen } from './course.rules.js';
import { courseService } from './course.service.js';
import { COURSE_TRANSLATED_TEXTS, CourseConnection, CourseFilter, CourseFilterOptions, CourseText, CourseTexts } from './course.types.js';

const PAGE_SIZE = 50;
const CoursePageArgs = connectionArgs(PAGE_SIZE);

@Resolver(() => Course)
export class CourseResolver {
  @Query(() => CourseConnection, {
    description:
      'Courses on offer: upcoming before past, then by start date, then by level. Cursors are valid only with the same `filter`.',
  })
  async courses(
    @Ctx() ctx: RequestContext,
    @Args(() => CoursePageArgs) paging: ConnectionArguments,
    @Arg('filter', () => CourseFilter, { nullable: true, description: 'Conditions on the courses listed; null or absent lists all.' })
    filter?: CourseFilter | null,
  ) {
    const page = pageRequest({ list: 'Course', filter }, paging, PAGE_SIZE);
    return toConnection(await courseService.listPublic(ctx, filter ?? {}, page), page);
  }

  @Query(() => Course, {
    nullable: true,
    description: 'One course on offer by its numeric id (as in /course/12); null when there is none.',
  })
  course(@Ctx() ctx: RequestContext, @Arg('databaseId', () => Int, { description: "The course's `databaseId`." }) databaseId: number) {
    return courseService.findPublic(ctx, databaseId);
  }

  @Query(() => CourseFilterOptions, {
    description: 'The levels, age groups, course types and highest price among the courses on offer, for filter menus.',
  })
  courseFilterOptions(@Ctx() ctx: RequestContext) {
    return courseService.filterOptions(ctx);
  }

  @FieldResolver(() => CourseAvailability, {
    description: "The label for the course's state and free places; decided here, shown as is by clients.",
  })
  availability(@Root() course: CourseView) {
    return courseAvailability(course, todayInGersthofen());
  }

  @FieldResolver(() => Boolean, {
    description: 'Whether a place can be requested or booked now: on offer, a free place left, not yet started (Gersthofen time).',
  })
  bookable(@Root() course: CourseView) {
    return isBookable(course, todayInGersthofen());
  }

  @FieldResolver(() => Boolean, {
    description:
      'Whether the course is over: its last day (without one, its first day) is before today (Gersthofen time). An ended course cannot be cancelled (`cancelCourse`).',
  })
  ended(@Root() course: CourseView) {
    return courseEnded(course, todayInGersthofen());
  }

  @FieldResolver(() => Boolean, {
    description:
      'Whether a review can be written now (`submitReview`): the course has begun, i.e. its first day is today or past (Gersthofen time).',
  })
  reviewable(@Root() course: CourseView) {
    return isReviewable(course, todayInGersthofen());
  }

  @FieldResolver(() => [CourseText], {
    description:
      'The texts this answer shows in German because no English one is written (a client marks them `lang="de"`); empty on German requests.',
  })
  untranslated(@Root() course: CourseView, @Ctx() ctx: RequestContext) {
    return untranslatedTexts(course, COURSE_TRANSLATED_TEXTS, ctx.language);
  }

  @FieldResolver(() => CourseTexts, {
    description: "The texts exactly as written in one language, without fallback: what the admins' form edits and the REST door answers.",
  })
  texts(
    @Root() course: CourseView,
    @Arg('language', () => ContentLanguage, { description: "Which language's texts." }) language: ContentLanguage,
  ) {
    return textsAsWritten(course, COURSE_TRANSLATED_TEXTS, language);
  }
}

// The texts in the request's language (the fields and their descriptions are the entity's): English where written, else German.
resolveTextsInRequestLanguage(CourseResolver, COURSE_TRANSLATED_TEXTS);
