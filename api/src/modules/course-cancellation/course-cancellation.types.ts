import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { MutationPayload } from '../../graphql/mutation.js';
import { Course } from '../courses/course.entity.js';

@InputType({ description: 'The course the school cancels (e.g. too few participants), and why.' })
export class CancelCourseInput {
  @Field(() => ID, { description: 'The course\'s `id`.' })
  courseId: string;

  @Field(() => String, { nullable: true, description: 'Why, for the orders\' history and the audit log (at most 500 characters); null: not given.' })
  reason?: string | null;
}

@ObjectType({ description: 'Result of `cancelCourse`.' })
export class CancelCoursePayload extends MutationPayload {
  @Field(() => Course, { nullable: true, description: 'The cancelled course (inactive, `cancelledAt` set); null when not found.' })
  course: Course | null;

  @Field(() => Int, { description: 'How many orders were cancelled (orders with other courses left stay, with this course\'s share refunded).' })
  cancelledOrders: number;

  @Field(() => Int, { description: 'How many refunds were recorded (PayPal ones run as jobs; bank transfers are owed).' })
  refunds: number;
}
