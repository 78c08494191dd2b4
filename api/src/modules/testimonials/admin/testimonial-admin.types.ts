import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { MutationPayload } from '../../../graphql/mutation.js';
import { Testimonial } from '../testimonial.entity.js';
import { AdminTestimonialFilter } from './testimonial-admin.repository.js';

registerEnumType(AdminTestimonialFilter, {
  name: 'AdminTestimonialFilter',
  description: 'Which reviews `adminTestimonials` lists.',
  valuesConfig: {
    ALL: { description: 'Every review.' },
    PENDING: { description: 'Hidden ones (`isVisible` false): new reviews waiting for approval, and hidden ones.' },
    APPROVED: { description: 'Visible ones: those the public lists show.' },
  },
});

@InputType({ description: 'A review to approve.' })
export class ApproveTestimonialInput {
  @Field(() => ID, { description: "The review's `id`." })
  id: string;
}

@InputType({ description: 'A review to hide.' })
export class HideTestimonialInput {
  @Field(() => ID, { description: "The review's `id`." })
  id: string;
}

@InputType({ description: "A review and whether the public may see it (the REST door's `PUT /api/testimonials/{id}`)." })
export class SetTestimonialVisibilityInput {
  @Field(() => ID, { description: "The review's `id`." })
  id: string;

  @Field(() => Boolean, {
    nullable: true,
    description: 'true: approve (public lists show it); false: hide. Required: null is refused with `REQUIRED`.',
  })
  isVisible?: boolean | null;
}

@InputType({ description: 'A review to delete.' })
export class DeleteTestimonialInput {
  @Field(() => ID, { description: "The review's `id`." })
  id: string;
}

@ObjectType({
  description: 'Result of a visibility change: the review as it is now, or why the change was refused (then nothing changed).',
})
export class TestimonialVisibilityPayload extends MutationPayload {
  @Field(() => Testimonial, { nullable: true, description: 'The review after the change; null when `errors` is not empty.' })
  testimonial: Testimonial | null;
}

@ObjectType({ description: "Result of `deleteTestimonial`: which review is gone (for Relay's `@deleteEdge`), or why it stays." })
export class DeleteTestimonialPayload extends MutationPayload {
  @Field(() => ID, { nullable: true, description: "The deleted review's `id`; null when `errors` is not empty." })
  deletedTestimonialId: string | null;
}
