import { type RequestContext, transactional } from '../../context/request-context.js';
import type { PageRequest } from '../../db/find-page.js';
import { honeypotFilled, honeypotRefusal } from '../../validation/honeypot.js';
import { reviewSchema } from '../../validation/review.schema.js';
import { type FieldError, validateInput } from '../../validation/validate.js';
import { Course } from '../courses/course.entity.js';
import { isReviewable, todayInGersthofen } from '../courses/course.rules.js';
import { Testimonial } from './testimonial.entity.js';
import { findVisibleTestimonial, findVisibleTestimonials } from './testimonial.repository.js';

export type SubmitReviewResult = { ok: true; review: Testimonial } | { ok: false; errors: FieldError[] };

/** Reviews: public reads show only those staff approved; new ones wait hidden for approval (docs/SPEC.md §4). */
export class TestimonialService {
  /** Newest first. */
  listVisible(ctx: RequestContext, page: PageRequest) {
    return findVisibleTestimonials(ctx.em, page);
  }

  findVisible(ctx: RequestContext, id: number) {
    return findVisibleTestimonial(ctx.em, id);
  }

  /**
   * Stores a review of a course on offer that has begun (from its first day on, also after it ended: `isReviewable`),
   * hidden until approved, after the shared docs/SPEC.md §5 checks. A refused review stores nothing.
   */
  async submit(ctx: RequestContext, input: unknown): Promise<SubmitReviewResult> {
    if (honeypotFilled(input)) {
      ctx.log.warn({ form: 'review' }, 'review refused: honeypot filled');
      return { ok: false, errors: [honeypotRefusal] };
    }
    const checked = validateInput(reviewSchema, input);
    if (!checked.ok) return checked;
    const { courseId, ...fields } = checked.value;
    const result = await transactional(ctx, async (tx): Promise<SubmitReviewResult> => {
      const course = await tx.em.findOne(Course, { id: courseId, isActive: true });
      if (!course) return { ok: false, errors: [{ field: 'courseId', code: 'COURSE_NOT_FOUND', id: 'validation.courseNotFound' }] };
      // Nobody has taken part in a course before its first day: such a review would describe nothing.
      if (!isReviewable(course, todayInGersthofen()))
        return { ok: false, errors: [{ field: 'courseId', code: 'COURSE_NOT_STARTED', id: 'validation.reviewBeforeStart' }] };
      const review = tx.em.create(Testimonial, { ...fields, course: course.id, isVisible: false, language: ctx.language });
      await tx.em.flush();
      return { ok: true, review };
    });
    if (result.ok) ctx.log.info({ testimonialId: result.review.id, courseId }, 'review stored, awaiting approval');
    return result;
  }
}

export const testimonialService = new TestimonialService();
