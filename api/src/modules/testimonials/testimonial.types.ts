import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { MutationPayload } from '../../graphql/mutation.js';
import { Testimonial } from './testimonial.entity.js';

@InputType({
  description: 'A review of a course. Rules (docs/SPEC.md §5): name ≥ 3 characters, a valid e-mail, rating 1 to 5, text ≥ 10 characters.',
})
export class SubmitReviewInput {
  @Field(() => Int, { description: "The reviewed course's `databaseId`." })
  courseId: number;

  @Field({ description: 'Name as it may be shown with the review; 3 to 100 characters.' })
  name: string;

  @Field({ description: "The reviewer's e-mail address, never shown; at most 254 characters." })
  email: string;

  @Field(() => Int, { description: 'Stars, 1 to 5.' })
  rating: number;

  @Field({ description: 'The review text; 10 to 2000 characters, line breaks allowed.' })
  content: string;

  @Field(() => String, {
    nullable: true,
    description: 'Leave out or empty. A field hidden from people; a filled one refuses the review as automated (`REJECTED`).',
  })
  website?: string | null;
}

@ObjectType({ description: 'Result of `submitReview`: the stored review (hidden until staff approve it), or why it was refused.' })
export class SubmitReviewPayload extends MutationPayload {
  @Field(() => Testimonial, {
    nullable: true,
    description: 'The stored review; not in public lists until approved. Null when `errors` is not empty.',
  })
  review: Testimonial | null;
}
