import { Arg, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context/request-context.js';
import { toUserErrors } from '../../graphql/mutation.js';
import { Course } from '../courses/course.entity.js';
import { courseService } from '../courses/course.service.js';
import { Booking } from './booking.entity.js';
import { bookingService } from './booking.service.js';
import { SubmitCourseRequestInput, SubmitCourseRequestPayload } from './booking.types.js';

@Resolver(() => Booking)
export class BookingResolver {
  @Mutation(() => SubmitCourseRequestPayload, {
    description: 'Requests a place in a course (the course-request form); staff answer by e-mail.',
  })
  async submitCourseRequest(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SubmitCourseRequestInput, { description: 'The form fields.' }) input: SubmitCourseRequestInput,
  ): Promise<SubmitCourseRequestPayload> {
    const result = await bookingService.submitRequest(ctx, input);
    return result.ok
      ? { booking: result.booking, acknowledgement: result.acknowledgement, errors: [] }
      : { booking: null, acknowledgement: null, errors: toUserErrors(ctx.language, result.errors) };
  }

  @FieldResolver(() => Course, { nullable: true, description: 'The course requested; null when it is no longer offered.' })
  course(@Ctx() ctx: RequestContext, @Root() booking: Booking) {
    return courseService.findPublic(ctx, booking.course.id);
  }
}
