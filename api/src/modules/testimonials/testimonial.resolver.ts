import { Arg, Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context/request-context.js';
import { type ConnectionArguments, connectionArgs, connectionTypes, pageRequest, toConnection } from '../../graphql/connection.js';
import { Course } from '../courses/course.entity.js';
import { courseService } from '../courses/course.service.js';
import { Testimonial } from './testimonial.entity.js';
import type { TestimonialView } from './testimonial.repository.js';
import { testimonialService } from './testimonial.service.js';
import { SubmitReviewInput, SubmitReviewPayload } from './testimonial.types.js';
import { toUserErrors } from '../../graphql/mutation.js';

export const TestimonialConnection = connectionTypes(Testimonial, 'Testimonial');
const PAGE_SIZE = 20;
const TestimonialPageArgs = connectionArgs(PAGE_SIZE);

@Resolver(() => Testimonial)
export class TestimonialResolver {
  @Query(() => TestimonialConnection, { description: 'Approved reviews, newest first.' })
  async testimonials(@Ctx() ctx: RequestContext, @Args(() => TestimonialPageArgs) paging: ConnectionArguments) {
    const page = pageRequest({ list: 'Testimonial' }, paging, PAGE_SIZE);
    return toConnection(await testimonialService.listVisible(ctx, page), page);
  }

  @Mutation(() => SubmitReviewPayload, { description: 'Sends a review of a course; it is published once staff approve it.' })
  async submitReview(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SubmitReviewInput, { description: 'The form fields.' }) input: SubmitReviewInput,
  ): Promise<SubmitReviewPayload> {
    const result = await testimonialService.submit(ctx, input);
    return result.ok ? { review: result.review, errors: [] } : { review: null, errors: toUserErrors(ctx.language, result.errors) };
  }

  @FieldResolver(() => Course, { nullable: true, description: 'The course reviewed; null when none was named or it is no longer offered.' })
  course(@Ctx() ctx: RequestContext, @Root() testimonial: TestimonialView) {
    return testimonial.course ? courseService.findPublic(ctx, testimonial.course) : null;
  }
}
