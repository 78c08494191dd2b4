import { VisitorMailState } from '../mail/visitor-mail.types.js';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { MutationPayload } from '../../graphql/mutation.js';
import { Booking } from './booking.entity.js';

@InputType({
  description:
    'A request for a place in a course. Rules: a course that can be requested now (`Course.bookable`), name ≥ 2 characters, a valid e-mail, privacy policy accepted.',
})
export class SubmitCourseRequestInput {
  @Field(() => Int, { description: "The course's `databaseId`." })
  courseId: number;

  @Field({ description: '2 to 200 characters.' })
  name: string;

  @Field({ description: 'Where we answer; at most 254 characters.' })
  email: string;

  @Field(() => String, {
    nullable: true,
    description: 'Optional note (participants, questions); at most 2000 characters, line breaks allowed.',
  })
  message?: string | null;

  @Field({ description: 'The requester accepted the privacy policy; must be true.' })
  privacyAccepted: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Leave out or empty. A field hidden from people; a filled one refuses the request as automated (`REJECTED`).',
  })
  website?: string | null;
}

@ObjectType({ description: 'Result of `submitCourseRequest`: the stored request, or why it was refused.' })
export class SubmitCourseRequestPayload extends MutationPayload {
  @Field(() => Booking, { nullable: true, description: 'The stored request (status PENDING); null when `errors` is not empty.' })
  booking: Booking | null;

  @Field(() => VisitorMailState, {
    nullable: true,
    description:
      'The acknowledgement mailed to `email`: QUEUED when it is on its way, else why the visitor will not get one (the request reached us all the same); null when `errors` is not empty.',
  })
  acknowledgement: VisitorMailState | null;
}
