import type { EntityData, RequiredEntityData } from '@mikro-orm/postgresql';
import { type RequestContext, transactional } from '../../../context/request-context.js';
import { publishDomainEvent } from '../../events/publish-domain-event.js';
import type { PageRequest } from '../../../db/find-page.js';
import { type CourseValues, courseOnOfferSchema, courseSchema } from '../../../validation/course.schema.js';
import { InvalidArgumentError } from '../../../validation/invalid-argument.js';
import { type FieldError, validateInput } from '../../../validation/validate.js';
import { AuditAction } from '../../audit/audit-event.entity.js';
import { recordAdminChange } from '../../audit/audit.js';
import { resizeCourse } from '../../places/places.js';
import { Course } from '../course.entity.js';
import { type AdminCourseFilter, findAdminCourses } from '../course.repository.js';
import { searchProblem } from '../course.rules.js';
import { freePlacesAfterResize, placesTaken } from '../../../validation/course-places.js';
import { COPY_SUFFIX_EN, type CourseForm, type CourseId, type NewCourseForm, copyTitle, courseValues } from './course-admin.rules.js';
import { courseHasBookings, lockCourse } from './course-admin.repository.js';

export type CourseChangeResult = { course: Course | null; errors: FieldError[] };
/** `deletedId`: the database id of the course deleted; null when nothing was. */
export type CourseDeletionResult = { deletedId: number | null; errors: FieldError[] };

const notFound: FieldError[] = [{ field: 'id', code: 'COURSE_NOT_FOUND', id: 'validation.courseNotFound' }];
const hasBookings: FieldError[] = [{ field: 'id', code: 'COURSE_HAS_ORDERS', id: 'validation.courseHasOrders' }];
const refused = (errors: FieldError[]) => ({ course: null, errors });
const tooFewPlaces = (course: Course): FieldError => ({
  field: 'totalSlots',
  code: 'OUT_OF_RANGE',
  id: 'validation.totalSlotsBelowTaken',
  values: { taken: placesTaken(course) },
});
const FORM_ORDER = Object.keys(courseSchema.fields);
const inFormOrder = (errors: FieldError[]) => [...errors].sort((a, b) => FORM_ORDER.indexOf(a.field) - FORM_ORDER.indexOf(b.field));

/** The checked form values as the entity takes them (the schema lists the enums' values as plain texts). */
const entityData = (values: Partial<CourseValues>) => values as EntityData<Course>;
const newCourseData = (values: CourseValues) => values as RequiredEntityData<Course>;

/**
 * Staff's changes to courses (the resolver is admins-only). Each is one transaction with its audit
 * record, so a change is never stored without saying who made it; refused input changes nothing.
 */
export const courseAdminService = {
  list(ctx: RequestContext, filter: AdminCourseFilter, page: PageRequest) {
    const problem = searchProblem(filter.search);
    if (problem) throw new InvalidArgumentError(ctx.language, 'search', problem);
    return findAdminCourses(ctx.em, filter, page);
  },

  /** Any course, active or not (admins see what visitors do not). */
  async find(ctx: RequestContext, courseId: number | null): Promise<Course | null> {
    return courseId === null ? null : ctx.em.findOne(Course, courseId);
  },

  async create(ctx: RequestContext, input: NewCourseForm): Promise<CourseChangeResult> {
    const checked = validateInput(courseSchema, { ...input, availableSlots: input.availableSlots ?? input.totalSlots });
    if (!checked.ok) return refused(checked.errors);
    return transactional(ctx, async (tx) => {
      const course = tx.em.create(Course, newCourseData(checked.value));
      await tx.em.flush();
      recordAdminChange(tx.em, ctx.user, {
        entityType: 'course',
        entityId: course.id,
        action: AuditAction.CREATED,
        before: null,
        after: courseValues(course),
      });
      return { course, errors: [] };
    });
  },

  /**
   * Applies the given fields and checks the course it would leave as a whole. A new `totalSlots` keeps the places
   * already taken (booked or held): the free places move by the same difference, in one conditional UPDATE
   * (`resizeCourse`), so a checkout at the same moment is counted before or after it, never lost; fewer places than
   * are taken are refused (someone would lose a place they have). The free places are never set from the form: a
   * form loaded a minute ago would undo the bookings made since.
   */
  async update(ctx: RequestContext, input: CourseForm & CourseId): Promise<CourseChangeResult> {
    const courseId = input.id;
    if (courseId === null) return refused(notFound);
    return transactional(ctx, async (tx) => {
      const course = await lockCourse(tx.em, courseId);
      if (!course) return refused(notFound);
      const before = courseValues(course);
      const { id: _id, ...fields } = input;
      // Absent fields stay as they are; so does the active switch given as null (it has no "cleared" state).
      const given = Object.fromEntries(
        Object.entries(fields).filter(([field, value]) => value !== undefined && !(field === 'isActive' && value === null)),
      );
      // A cancelled course never goes on sale again, by this door either.
      if (course.cancelledAt && given.isActive === true)
        return refused([{ field: 'isActive', code: 'COURSE_CANCELLED', id: 'validation.courseAlreadyCancelled' }]);
      const totalSlots = typeof given.totalSlots === 'number' ? given.totalSlots : course.totalSlots;
      const free = freePlacesAfterResize(course, totalSlots);
      const checked = validateInput(courseSchema, { ...before, ...given, availableSlots: Math.max(0, free) });
      const errors = checked.ok ? [] : checked.errors;
      if (free < 0 && !errors.some((error) => error.field === 'totalSlots')) errors.push(tooFewPlaces(course));
      if (!checked.ok || errors.length) return refused(inFormOrder(errors));
      const { totalSlots: newTotal, availableSlots: _free, ...values } = checked.value;
      // The places first: when they are refused after all, nothing else has been written.
      if (newTotal !== before.totalSlots && !(await resizeCourse(tx.em, course.id, newTotal))) return refused([tooFewPlaces(course)]);
      tx.em.assign(course, entityData(values));
      await tx.em.flush();
      if (newTotal !== before.totalSlots) await tx.em.refresh(course);
      recordAdminChange(tx.em, ctx.user, {
        entityType: 'course',
        entityId: course.id,
        action: AuditAction.UPDATED,
        before,
        after: courseValues(course),
      });
      await publishDomainEvent(tx.em, 'course.updated', { type: 'Course', databaseId: course.id }, { isActive: course.isActive });
      return { course, errors: [] };
    });
  },

  /**
   * docs/SPEC.md §4: a copy with the copy suffix and all places free. It starts inactive: a copy is a draft of the next
   * course (new dates, maybe a new title), not something to sell twice under the suffixed title.
   */
  async duplicate(ctx: RequestContext, input: CourseId): Promise<CourseChangeResult> {
    const courseId = input.id;
    if (courseId === null) return refused(notFound);
    return transactional(ctx, async (tx) => {
      const original = await tx.em.findOne(Course, courseId);
      if (!original) return refused(notFound);
      const values = courseValues(original);
      const titleEn = values.titleEn ? copyTitle(values.titleEn, COPY_SUFFIX_EN) : null;
      const copy = tx.em.create(Course, {
        ...values,
        title: copyTitle(values.title),
        titleEn,
        availableSlots: values.totalSlots,
        isActive: false,
      });
      await tx.em.flush();
      const after = { ...courseValues(copy), duplicatedFrom: original.id };
      recordAdminChange(tx.em, ctx.user, { entityType: 'course', entityId: copy.id, action: AuditAction.DUPLICATED, before: null, after });
      return { course: copy, errors: [] };
    });
  },

  /** The active switch: an inactive course disappears from every public list and page; its orders stay as they are. */
  async setActive(ctx: RequestContext, input: CourseId & { isActive: boolean }): Promise<CourseChangeResult> {
    const courseId = input.id;
    if (courseId === null) return refused(notFound);
    return transactional(ctx, async (tx) => {
      const course = await lockCourse(tx.em, courseId);
      if (!course) return refused(notFound);
      // A cancelled course was refunded to everyone: it never goes on sale again (duplicate it instead).
      if (course.cancelledAt && input.isActive)
        return refused([{ field: 'id', code: 'COURSE_CANCELLED', id: 'validation.courseAlreadyCancelled' }]);
      const before = courseValues(course);
      // On offer means bookable at once: a draft without its start date or price stays a draft (the form's rule).
      if (input.isActive) {
        const onOffer = validateInput(courseOnOfferSchema, { ...before, isActive: true });
        if (!onOffer.ok) return refused(onOffer.errors);
      }
      course.isActive = input.isActive;
      await tx.em.flush();
      recordAdminChange(tx.em, ctx.user, {
        entityType: 'course',
        entityId: course.id,
        action: AuditAction.UPDATED,
        before,
        after: courseValues(course),
      });
      await publishDomainEvent(tx.em, 'course.updated', { type: 'Course', databaseId: course.id }, { isActive: course.isActive });
      return { course, errors: [] };
    });
  },

  /**
   * Deletes a course nobody has ordered, requested or holds places in (else COURSE_HAS_ORDERS: deactivate it
   * instead, so orders and participant lists keep their course). Cart items of the course go with it (their
   * foreign key cascades); reviews of it stay, without the course.
   */
  async delete(ctx: RequestContext, input: CourseId): Promise<CourseDeletionResult> {
    const courseId = input.id;
    if (courseId === null) return { deletedId: null, errors: notFound };
    return transactional(ctx, async (tx) => {
      const course = await lockCourse(tx.em, courseId);
      if (!course) return { deletedId: null, errors: notFound };
      if (await courseHasBookings(tx.em, courseId)) return { deletedId: null, errors: hasBookings };
      const before = courseValues(course);
      tx.em.remove(course);
      await tx.em.flush();
      recordAdminChange(tx.em, ctx.user, { entityType: 'course', entityId: courseId, action: AuditAction.DELETED, before, after: null });
      return { deletedId: courseId, errors: [] };
    });
  },
};
