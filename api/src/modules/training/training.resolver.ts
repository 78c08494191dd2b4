import { ADMIN_ONLY, STAFF_ROLES, TRAINER_ROLES } from '../users/roles.js';
import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context/request-context.js';
import { toUserErrors, validationMessage } from '../../graphql/mutation.js';
import { LocalDate } from '../../graphql/scalars.js';
import { OrderParticipant } from '../orders/order.types.js';
import type { Badge } from './badge.entity.js';
import { badgeService } from './badge.service.js';
import { TrainerAccessRefused } from './training.access.js';
import { findBadges } from './training.repository.js';
import { trainingService } from './training.service.js';
import {
  BadgeView,
  ParticipantProgress,
  SaveBadgeInput,
  SaveBadgePayload,
  SaveTrainerMarksInput,
  SaveTrainerMarksPayload,
  SetCourseTrainersInput,
  SetCourseTrainersPayload,
  TrainerAccount,
  TrainerCourse,
  TrainerRoster,
} from './training.types.js';

const inLanguage = (ctx: RequestContext, german: string, english: string | null | undefined) =>
  ctx.language === 'en' && english?.trim() ? english : german;

/** Where the course takes place in the request's language (the German text when no English one is given), or null. */
const placeOf = (ctx: RequestContext, course: { location?: string | null; locationEn?: string | null }) =>
  course.location?.trim() ? inLanguage(ctx, course.location, course.locationEn) : null;

export const badgeView = (ctx: RequestContext, badge: Badge): BadgeView => ({
  id: badge.id,
  name: inLanguage(ctx, badge.name, badge.nameEn),
  nameDe: badge.name,
  nameEn: badge.nameEn?.trim() ? badge.nameEn : null,
  position: badge.position,
  active: badge.active,
});

/** The service's refusal of a course the caller does not teach, as the auth checker answers: FORBIDDEN, 403. */
async function asTrainer<T>(ctx: RequestContext, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof TrainerAccessRefused)) throw error;
    throw new GraphQLError(validationMessage(ctx.language, 'validation.notYourCourse'), {
      extensions: { code: 'FORBIDDEN', http: { status: 403 } },
    });
  }
}

/** The trainer's phone view (trainers of the course and admins) and the admins' badge list and course trainers. */
@Resolver()
export class TrainingResolver {
  @Authorized(TRAINER_ROLES)
  @Query(() => [TrainerCourse], {
    description:
      "Trainers and admins: the courses with a session from `from` to `to` (at most 62 days): a trainer's assigned courses, every course for admins. " +
      'A range that is no range is refused (`BAD_USER_INPUT`).',
  })
  async trainerCourses(
    @Ctx() ctx: RequestContext,
    @Arg('from', () => LocalDate, { description: 'First day.' }) from: string,
    @Arg('to', () => LocalDate, { description: 'Last day (at most 61 days after `from`).' }) to: string,
  ): Promise<TrainerCourse[]> {
    const result = await asTrainer(ctx, () => trainingService.coursesInRange(ctx, from, to));
    if (!result.ok) {
      const [error] = toUserErrors(ctx.language, result.errors);
      throw new GraphQLError(`${error.field}: ${error.message}`, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
    }
    return result.courses.map(({ course, sessionDates, participantCount }) => ({
      courseId: course.id,
      title: inLanguage(ctx, course.title, course.titleEn),
      time: course.time ?? null,
      location: placeOf(ctx, course),
      sessionDates,
      participantCount,
    }));
  }

  @Authorized(TRAINER_ROLES)
  @Query(() => TrainerRoster, {
    nullable: true,
    description:
      "A course's trainers and admins: its participants with attendance per session, notes and badges. Anyone else is refused (`FORBIDDEN`); null for no course.",
  })
  async trainerRoster(
    @Ctx() ctx: RequestContext,
    @Arg('courseId', () => Int, { description: "The course's `databaseId`." }) courseId: number,
  ): Promise<TrainerRoster | null> {
    const roster = await asTrainer(ctx, () => trainingService.roster(ctx, courseId));
    if (!roster) return null;
    return {
      courseId: roster.course.id,
      title: inLanguage(ctx, roster.course.title, roster.course.titleEn),
      time: roster.course.time ?? null,
      location: placeOf(ctx, roster.course),
      sessionDates: roster.sessionDates,
      participants: roster.participants,
      badges: roster.badges.map((badge) => badgeView(ctx, badge)),
    };
  }

  @Authorized(TRAINER_ROLES)
  @Mutation(() => SaveTrainerMarksPayload, {
    description:
      "A course's trainers and admins: stores attendance, notes and badges marked on a phone, perhaps queued offline. Idempotent: per participant and " +
      'session (note, badge) the mark with the latest `markedAt` wins; a resend changes nothing. One refused mark refuses all (`PARTICIPANT_NOT_FOUND`, ' +
      '`OUT_OF_RANGE` for a day without session or an unknown badge, `TOO_LONG`); a course the caller does not teach is refused (`FORBIDDEN`).',
  })
  async saveTrainerMarks(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SaveTrainerMarksInput, { description: 'The course and its marks.' }) input: SaveTrainerMarksInput,
  ): Promise<SaveTrainerMarksPayload> {
    const result = await asTrainer(ctx, () => trainingService.saveMarks(ctx, input.courseId, input));
    return { participants: result.participants, applied: result.applied, errors: toUserErrors(ctx.language, result.errors) };
  }

  @Authorized(ADMIN_ONLY)
  @Query(() => [BadgeView], { description: 'Admins only: the badge list, inactive ones included, in list order.' })
  async badges(@Ctx() ctx: RequestContext): Promise<BadgeView[]> {
    return (await findBadges(ctx.em, { activeOnly: false })).map((badge) => badgeView(ctx, badge));
  }

  @Authorized(ADMIN_ONLY)
  @Mutation(() => SaveBadgePayload, {
    description: 'Admins only: adds a badge (no `badgeId`) or changes one (`REQUIRED`, `TOO_LONG`, `OUT_OF_RANGE`).',
  })
  async saveBadge(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SaveBadgeInput, { description: 'The badge.' }) input: SaveBadgeInput,
  ): Promise<SaveBadgePayload> {
    const result = await badgeService.save(ctx, input);
    return { badge: result.badge ? badgeView(ctx, result.badge) : null, errors: toUserErrors(ctx.language, result.errors) };
  }

  // Staff plan courses, so they assign the trainers too (the course dialog's "Trainer" tab); only usernames are shown.
  @Authorized(STAFF_ROLES)
  @Query(() => [TrainerAccount], { description: 'Staff and admins: the accounts with the trainer role, by username.' })
  trainerAccounts(@Ctx() ctx: RequestContext): Promise<TrainerAccount[]> {
    return badgeService.trainerAccounts(ctx);
  }

  @Authorized(STAFF_ROLES)
  @Query(() => [TrainerAccount], { description: 'Staff and admins: the trainer accounts teaching a course.' })
  courseTrainers(
    @Ctx() ctx: RequestContext,
    @Arg('courseId', () => Int, { description: "The course's `databaseId`." }) courseId: number,
  ): Promise<TrainerAccount[]> {
    return badgeService.courseTrainers(ctx, courseId);
  }

  @Authorized(STAFF_ROLES)
  @Mutation(() => SetCourseTrainersPayload, {
    description:
      'Staff and admins: sets which trainer accounts teach a course (replaces the list; `COURSE_NOT_FOUND`, `OUT_OF_RANGE` for a non-trainer).',
  })
  async setCourseTrainers(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SetCourseTrainersInput, { description: 'The course and its trainers.' }) input: SetCourseTrainersInput,
  ): Promise<SetCourseTrainersPayload> {
    const result = await badgeService.setCourseTrainers(ctx, input.courseId, input.trainerIds);
    return { trainers: result.trainers, errors: toUserErrors(ctx.language, result.errors) };
  }
}

const PROGRESS_LOADER = 'participantProgress';

/** The parent's view of a child's course (order page): badges reached and sessions attended, never the trainers' notes. */
@Resolver(() => OrderParticipant)
export class ParticipantProgressResolver {
  @FieldResolver(() => ParticipantProgress, {
    description: "Badges the child reached in this course and sessions attended; never the trainers' notes.",
  })
  async progress(@Ctx() ctx: RequestContext, @Root() participant: OrderParticipant): Promise<ParticipantProgress> {
    let loader = ctx.loaders.get(PROGRESS_LOADER) as unknown as
      DataLoader<number, Awaited<ReturnType<typeof badgeService.progressOf>>[number]> | undefined;
    if (!loader) {
      loader = new DataLoader((ids: readonly number[]) => badgeService.progressOf(ctx, ids));
      ctx.loaders.set(PROGRESS_LOADER, loader as unknown as DataLoader<number, unknown>);
    }
    const progress = await loader.load(participant.databaseId);
    return {
      attendedSessions: progress.attendedSessions,
      badges: progress.badges.map(({ badge, reachedOn }) => ({ name: inLanguage(ctx, badge.name, badge.nameEn), reachedOn })),
    };
  }
}
