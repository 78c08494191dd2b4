import { Arg, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context.js';
import { connectionTypes, pageRequest, toConnection } from '../../graphql/connection.js';
import { toGlobalId } from '../../graphql/node.js';
import { Course } from '../courses/course.entity.js';
import { courseService } from '../courses/course.service.js';
import { Testimonial } from './testimonial.entity.js';
import type { TestimonialRow } from './testimonial.repository.js';
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

  @FieldResolver(() => ID)
  id(@Root() testimonial: TestimonialRow) {
    return toGlobalId('Testimonial', testimonial.id);
  }

  @FieldResolver(() => Int)
  databaseId(@Root() testimonial: TestimonialRow) {
    return testimonial.id;
  }

  @FieldResolver(() => Course, { nullable: true, description: 'The course reviewed, if it is still offered.' })
  course(@Ctx() ctx: RequestContext, @Root() testimonial: TestimonialRow) {
    return testimonial.courseId ? courseService.findPublic(ctx, testimonial.courseId) : null;
  }
}
