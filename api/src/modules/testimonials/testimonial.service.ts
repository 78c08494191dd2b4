import type { RequestContext } from '../../graphql/context.js';
import { findVisibleTestimonial, findVisibleTestimonials } from './testimonial.repository.js';

/** Public reads of reviews: only those staff approved. */
export class TestimonialService {
  /** Newest first. */
  listVisible(ctx: RequestContext, page: { limit: number; offset: number }) {
    return findVisibleTestimonials(ctx.em, page);
  }

  findVisible(ctx: RequestContext, id: number) {
    return findVisibleTestimonial(ctx.em, id);
  }
}

export const testimonialService = new TestimonialService();
