import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../context/request-context.js';
import { type ConnectionArguments, connectionArgs, pageRequest, toConnection } from '../../../graphql/connection.js';
import { toUserErrors } from '../../../graphql/mutation.js';
import { databaseIdOf, toGlobalId } from '../../../graphql/node.js';
import { auditTrail } from '../../audit/audit.service.js';
import { AuditEventView } from '../../audit/audit.types.js';
import { Course } from '../course.entity.js';
import { CourseConnection } from '../course.types.js';
import { courseAdminService } from './course-admin.service.js';
import {
  CreateCourseInput,
  CreateCoursePayload,
  DeleteCourseInput,
  DeleteCoursePayload,
  DuplicateCourseInput,
  DuplicateCoursePayload,
  SetCourseActiveInput,
  SetCourseActivePayload,
  UpdateCourseInput,
  UpdateCoursePayload,
} from './course-admin.types.js';
import { ADMIN_ONLY, STAFF_ROLES } from '../../users/roles.js';

const PAGE_SIZE = 50;
const AdminCoursePageArgs = connectionArgs(PAGE_SIZE);

/** The course's database id in a global id the client sent; null names no course. */
const courseId = (globalId: string) => databaseIdOf(globalId, 'Course');

/** The admins' side of courses (docs/SPEC.md §2 Admin area: Courses): every field here is for admins only. */
@Resolver(() => Course)
export class CourseAdminResolver {
  @Authorized(STAFF_ROLES)
  @Query(() => CourseConnection, {
    description:
      'Staff and admins: every course, inactive ones too unless `includeInactive` is false, by start date (undated last). ' +
      'Cursors are valid only with the same `search` and `includeInactive`.',
  })
  async adminCourses(
    @Ctx() ctx: RequestContext,
    @Args(() => AdminCoursePageArgs) paging: ConnectionArguments,
    @Arg('search', () => String, {
      nullable: true,
      description:
        'Words (separated by spaces) that must each appear in the title, description or location (German or English), ignoring case. At most 8 words and 200 characters; more is refused with BAD_USER_INPUT.',
    })
    search?: string | null,
    @Arg('includeInactive', () => Boolean, {
      nullable: true,
      defaultValue: true,
      description: 'false: only courses on offer, as visitors see them; true or null: all.',
    })
    includeInactive: boolean | null = true,
  ) {
    const filter = { search: search ?? null, includeInactive: includeInactive ?? true };
    const page = pageRequest({ list: 'AdminCourse', filter }, paging, PAGE_SIZE);
    return toConnection(await courseAdminService.list(ctx, filter, page), page);
  }

  @Authorized(STAFF_ROLES)
  @Query(() => Course, { nullable: true, description: 'Staff and admins: one course by its `id`, active or not; null when there is none.' })
  adminCourse(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: "The course's `id`." }) id: string) {
    return courseAdminService.find(ctx, courseId(id));
  }

  @Authorized(STAFF_ROLES)
  @Mutation(() => CreateCoursePayload, {
    description:
      'Staff and admins: creates a course (docs/SPEC.md §5 course form); recorded in its `auditTrail`. An active course is bookable at once, so it needs a `startDate` (REQUIRED) and a price of at least 1 € (OUT_OF_RANGE on `priceCents`); an inactive draft may wait for both (price 0).',
  })
  async createCourse(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateCourseInput, { description: 'The new course.' }) input: CreateCourseInput,
  ): Promise<CreateCoursePayload> {
    const result = await courseAdminService.create(ctx, input);
    return { course: result.course, errors: toUserErrors(ctx.language, result.errors) };
  }

  @Authorized(STAFF_ROLES)
  @Mutation(() => UpdateCoursePayload, {
    description:
      'Staff and admins: changes a course (the rules of `createCourse`, for the course it would leave); recorded in its `auditTrail` with the changed fields before and after. A new `totalSlots` keeps the ' +
      'places already booked or held: `availableSlots` moves by the same difference; fewer places than are taken are refused (OUT_OF_RANGE on `totalSlots`).',
  })
  async updateCourse(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => UpdateCourseInput, { description: 'The course and the fields to change.' }) input: UpdateCourseInput,
  ): Promise<UpdateCoursePayload> {
    const result = await courseAdminService.update(ctx, { ...input, id: courseId(input.id) });
    return { course: result.course, errors: toUserErrors(ctx.language, result.errors) };
  }

  @Authorized(STAFF_ROLES)
  @Mutation(() => DuplicateCoursePayload, {
    description:
      'Staff and admins: copies a course with " (Kopie)" after its title and all places free; the copy starts inactive, to be edited before it goes on offer.',
  })
  async duplicateCourse(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => DuplicateCourseInput, { description: 'The course to copy.' }) input: DuplicateCourseInput,
  ): Promise<DuplicateCoursePayload> {
    const result = await courseAdminService.duplicate(ctx, { ...input, id: courseId(input.id) });
    return { course: result.course, errors: toUserErrors(ctx.language, result.errors) };
  }

  @Authorized(STAFF_ROLES)
  @Mutation(() => SetCourseActivePayload, {
    description:
      'Staff and admins: the active switch; an inactive course is hidden from visitors (its orders stay as they are). Switching on a course without a `startDate` or with a price under 1 € is refused (errors on `startDate`, `priceCents`).',
  })
  async setCourseActive(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SetCourseActiveInput, { description: 'The course and its new state.' }) input: SetCourseActiveInput,
  ): Promise<SetCourseActivePayload> {
    const result = await courseAdminService.setActive(ctx, { ...input, id: courseId(input.id) });
    return { course: result.course, errors: toUserErrors(ctx.language, result.errors) };
  }

  @Authorized(ADMIN_ONLY)
  @Mutation(() => DeleteCoursePayload, {
    description:
      'Admins only: deletes a course with its cart items. Refused with COURSE_HAS_ORDERS while an order, a booking request or held ' +
      'places refer to it: deactivate it instead (`setCourseActive`). The deletion stays in the audit log.',
  })
  async deleteCourse(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => DeleteCourseInput, { description: 'The course to delete.' }) input: DeleteCourseInput,
  ): Promise<DeleteCoursePayload> {
    const result = await courseAdminService.delete(ctx, { id: courseId(input.id) });
    const deletedCourseId = result.deletedId === null ? null : toGlobalId('Course', result.deletedId);
    return { deletedCourseId, errors: toUserErrors(ctx.language, result.errors) };
  }

  @Authorized(STAFF_ROLES)
  @FieldResolver(() => [AuditEventView], {
    description: 'Staff and admins: who changed the course when, and how; newest first, the latest 100.',
  })
  auditTrail(@Ctx() ctx: RequestContext, @Root() course: { id: number }) {
    return auditTrail(ctx, 'course', course.id);
  }
}
