import type { RequestContext } from '../../context/request-context.js';
import type { PageRequest } from '../../db/find-page.js';
import { findVisibleTestimonial, findVisibleTestimonials } from './testimonial.repository.js';

/** Public reads of reviews: only those staff approved. */
export class TestimonialService {
  /** Newest first. */
  listVisible(ctx: RequestContext, page: PageRequest) {
    return findVisibleTestimonials(ctx.em, page);
  }

  findVisible(ctx: RequestContext, id: number) {
    return findVisibleTestimonial(ctx.em, id);
  }
}

export const testimonialService = new TestimonialService();
