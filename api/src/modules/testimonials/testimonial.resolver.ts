import { Args, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context/request-context.js';
import { type ConnectionArguments, connectionArgs, connectionTypes, pageRequest, toConnection } from '../../graphql/connection.js';
import { Course } from '../courses/course.entity.js';
import { courseService } from '../courses/course.service.js';
import { Testimonial } from './testimonial.entity.js';
import type { TestimonialView } from './testimonial.repository.js';
import { testimonialService } from './testimonial.service.js';

const TestimonialConnection = connectionTypes(Testimonial, 'Testimonial');
const PAGE_SIZE = 20;
const TestimonialPageArgs = connectionArgs(PAGE_SIZE);

@Resolver(() => Testimonial)
export class TestimonialResolver {
  @Query(() => TestimonialConnection, { description: 'Approved reviews, newest first.' })
  async testimonials(@Ctx() ctx: RequestContext, @Args(() => TestimonialPageArgs) paging: ConnectionArguments) {
    const page = pageRequest({ list: 'Testimonial' }, paging, PAGE_SIZE);
    return toConnection(await testimonialService.listVisible(ctx, page), page);
  }

  @FieldResolver(() => Course, { nullable: true, description: 'The course reviewed; null when none was named or it is no longer offered.' })
  course(@Ctx() ctx: RequestContext, @Root() testimonial: TestimonialView) {
    return testimonial.course ? courseService.findPublic(ctx, testimonial.course) : null;
  }
}
