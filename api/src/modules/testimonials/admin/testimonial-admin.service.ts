import DataLoader from 'dataloader';
import { textIn } from '../../../context/language.js';
import { type RequestContext, transactional } from '../../../context/request-context.js';
import type { PageRequest } from '../../../db/find-page.js';
import { InvalidArgumentError } from '../../../validation/invalid-argument.js';
import type { FieldError } from '../../../validation/validate.js';
import { AuditAction } from '../../audit/audit-event.entity.js';
import { recordAdminChange } from '../../audit/audit.js';
import { searchProblem } from '../../courses/course.rules.js';
import type { Testimonial } from '../testimonial.entity.js';
import {
  type AdminTestimonialListFilter,
  findAdminTestimonials,
  findCourseTitles,
  lockTestimonial,
} from './testimonial-admin.repository.js';

export type TestimonialChangeResult = { testimonial: Testimonial | null; errors: FieldError[] };
/** `deletedId`: the database id of the review deleted; null when nothing was. */
export type TestimonialDeletionResult = { deletedId: number | null; errors: FieldError[] };

const notFound: FieldError[] = [{ field: 'id', code: 'TESTIMONIAL_NOT_FOUND', id: 'validation.testimonialNotFound' }];
const visibilityRequired: FieldError[] = [{ field: 'isVisible', code: 'REQUIRED', id: 'validation.required' }];
const COURSE_TITLES = 'testimonialCourseTitles';

/** A review's values as the audit log keeps them, by GraphQL field name. */
function testimonialValues(testimonial: Testimonial) {
  const { name, email, role, content, rating, course, isVisible, createdAt } = testimonial;
  return { name, email: email ?? null, role: role ?? null, content, rating, courseId: course ?? null, isVisible, createdAt };
}

/**
 * Staff's moderation of reviews (docs/SPEC.md §4: hidden until approved, approve, hide, delete with confirmation; the
 * resolver is admins-only). Each change is one transaction with its audit record; refused input changes nothing.
 */
export const testimonialAdminService = {
  list(ctx: RequestContext, filter: AdminTestimonialListFilter, page: PageRequest) {
    const problem = searchProblem(filter.search);
    if (problem) throw new InvalidArgumentError(ctx.language, 'search', problem);
    return findAdminTestimonials(ctx.em, filter, page);
  },

  /** Approve (true) or hide (false). Setting the state it already has changes nothing and records nothing. */
  async setVisible(ctx: RequestContext, id: number | null, isVisible: boolean | null | undefined): Promise<TestimonialChangeResult> {
    if (id === null) return { testimonial: null, errors: notFound };
    if (typeof isVisible !== 'boolean') return { testimonial: null, errors: visibilityRequired };
    return transactional(ctx, async (tx) => {
      const testimonial = await lockTestimonial(tx.em, id);
      if (!testimonial) return { testimonial: null, errors: notFound };
      const before = testimonialValues(testimonial);
      testimonial.isVisible = isVisible;
      recordAdminChange(tx.em, ctx.user, {
        entityType: 'testimonial',
        entityId: id,
        action: AuditAction.UPDATED,
        before,
        after: testimonialValues(testimonial),
      });
      await tx.em.flush();
      ctx.log.info({ testimonialId: id, isVisible }, 'review visibility set');
      return { testimonial, errors: [] };
    });
  },

  /** Deletes a review for good; the audit log keeps what it said. */
  async delete(ctx: RequestContext, id: number | null): Promise<TestimonialDeletionResult> {
    if (id === null) return { deletedId: null, errors: notFound };
    return transactional(ctx, async (tx) => {
      const testimonial = await lockTestimonial(tx.em, id);
      if (!testimonial) return { deletedId: null, errors: notFound };
      const before = testimonialValues(testimonial);
      tx.em.remove(testimonial);
      recordAdminChange(tx.em, ctx.user, { entityType: 'testimonial', entityId: id, action: AuditAction.DELETED, before, after: null });
      await tx.em.flush();
      ctx.log.info({ testimonialId: id }, 'review deleted');
      return { deletedId: id, errors: [] };
    });
  },

  /** The reviewed course's title in the request's language, active or not; one query per request for a whole page of reviews. */
  courseTitle(ctx: RequestContext, courseId: number): Promise<string | null> {
    let titles = ctx.loaders.get(COURSE_TITLES) as DataLoader<number, string | null> | undefined;
    if (!titles) {
      titles = new DataLoader<number, string | null>(async (ids) => {
        const found = await findCourseTitles(ctx.em, ids);
        return ids.map((id) => {
          const course = found.get(id);
          return course ? textIn(ctx.language, course.title, course.titleEn) : null;
        });
      });
      ctx.loaders.set(COURSE_TITLES, titles as DataLoader<number, unknown>);
    }
    return titles.load(courseId);
  },
};
