import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context/request-context.js';
import { connectionTypes, pageRequest, toConnection } from '../../graphql/connection.js';
import { Course } from '../courses/course.entity.js';
import { courseService } from '../courses/course.service.js';
import { Testimonial } from './testimonial.entity.js';
import type { TestimonialView } from './testimonial.repository.js';
import { testimonialService } from './testimonial.service.js';

const TestimonialConnection = connectionTypes(Testimonial, 'Testimonial');

@Resolver(() => Testimonial)
export class TestimonialResolver {
  @Query(() => TestimonialConnection, { description: 'Approved reviews, newest first.' })
  async testimonials(
    @Ctx() ctx: RequestContext,
    @Arg('first', () => Int, { nullable: true, defaultValue: 20 }) first: number,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ) {
    const page = pageRequest(first, after, 20);
    const { rows, totalCount } = await testimonialService.listVisible(ctx, page);
    return toConnection(rows, page, totalCount);
  }

  @FieldResolver(() => Course, { nullable: true, description: 'The course reviewed, if it is still offered.' })
  course(@Ctx() ctx: RequestContext, @Root() testimonial: TestimonialView) {
    return testimonial.course ? courseService.findPublic(ctx, testimonial.course) : null;
  }
}
