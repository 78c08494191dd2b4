import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context/request-context.js';
import { toUserErrors } from '../../graphql/mutation.js';
import { databaseIdOf } from '../../graphql/node.js';
import { cancelCourse } from './course-cancellation.service.js';
import { CancelCourseInput, CancelCoursePayload } from './course-cancellation.types.js';
import { STAFF_ROLES } from '../users/roles.js';

@Resolver()
export class CourseCancellationResolver {
  @Authorized(STAFF_ROLES)
  @Mutation(() => CancelCoursePayload, {
    description:
      'Staff and admins: the school cancels a course, in one transaction: it goes off sale for good (its page says it was cancelled), every open order ' +
      "with only this course is cancelled (places return, the customer is mailed, saying why: `reasonKind`, `reason`), and what was paid for the course is refunded (PayPal: through PayPal's " +
      'refund API; bank transfer: owed, the customer gives the account on the order page). `COURSE_CANCELLED` when it already was, ' +
      '`COURSE_ENDED` when its last day is past (`Course.ended`).',
  })
  async cancelCourse(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CancelCourseInput, { description: 'The course and why.' }) input: CancelCourseInput,
  ): Promise<CancelCoursePayload> {
    const result = await cancelCourse(ctx, databaseIdOf(input.courseId, 'Course'), input.reasonKind ?? null, input.reason ?? null);
    return {
      course: result.course,
      cancelledOrders: result.cancelledOrders,
      refunds: result.refunds,
      errors: toUserErrors(ctx.language, result.errors),
    };
  }
}
