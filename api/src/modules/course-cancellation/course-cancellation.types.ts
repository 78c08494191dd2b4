import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MutationPayload } from '../../graphql/mutation.js';
import { Course } from '../courses/course.entity.js';
import { CourseCancellationReason } from './course-cancellation.rules.js';

registerEnumType(CourseCancellationReason, {
  name: 'CourseCancellationReason',
  description: "Why the school cancels a course; the customers' cancellation mails say it in their language.",
  valuesConfig: {
    TOO_FEW_PARTICIPANTS: { description: 'Too few participants (the minimum was not reached).' },
    POOL_CLOSED: { description: 'The pool is closed.' },
    TRAINER_ILL: { description: 'The trainer is ill and nobody can stand in.' },
    OTHER: { description: 'Another reason: `reason` holds the words the customers read (required).' },
  },
});

@InputType({ description: 'The course the school cancels (e.g. too few participants), and why.' })
export class CancelCourseInput {
  @Field(() => ID, { description: "The course's `id`." })
  courseId: string;

  @Field(() => CourseCancellationReason, {
    nullable: true,
    description: "Why, as the customers' mails say it. Null: `reason` when given (as `OTHER`), else `TOO_FEW_PARTICIPANTS`.",
  })
  reasonKind?: CourseCancellationReason | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Staff's words (at most 500 characters): with `OTHER` (required then) the reason the customers read as typed; always kept in the orders' history and the audit log. Null: not given.",
  })
  reason?: string | null;
}

@ObjectType({ description: 'Result of `cancelCourse`.' })
export class CancelCoursePayload extends MutationPayload {
  @Field(() => Course, { nullable: true, description: 'The cancelled course (inactive, `cancelledAt` set); null when not found.' })
  course: Course | null;

  @Field(() => Int, {
    description: "How many orders were cancelled (orders with other courses left stay, with this course's share refunded).",
  })
  cancelledOrders: number;

  @Field(() => Int, { description: 'How many refunds were recorded (PayPal ones run as jobs; bank transfers are owed).' })
  refunds: number;
}
