import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { connectionTypes } from '../../../graphql/connection.js';
import { MutationPayload } from '../../../graphql/mutation.js';
import { OrderView } from '../../orders/order.types.js';
import { ContactMessage } from '../contact-message.entity.js';

export const ContactMessageConnection = connectionTypes(ContactMessage, 'ContactMessage');

@InputType({ description: 'A participant named for one place of the new order.' })
export class ConversionParticipantInput {
  @Field({ description: '1 to 100 characters.' })
  firstName: string;

  @Field({ description: '1 to 100 characters.' })
  lastName: string;
}

@InputType({
  description:
    "Which contact message (course request) becomes an order, for which course and how many places. The customer's name and e-mail come from the message.",
})
export class ConvertContactMessageToOrderInput {
  @Field(() => ID, { description: "The contact message's global `id`." })
  contactMessageId: string;

  @Field(() => Int, {
    nullable: true,
    description:
      "The course's `databaseId` (any course on offer). Absent or null: the course the request names (`requestedCourse`); `REQUIRED` when it names none.",
  })
  courseId?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Places, 1 to 50; absent or null: 1. More than the course has free is refused with `COURSE_FULL`.',
  })
  quantity?: number | null;

  @Field(() => [ConversionParticipantInput], {
    nullable: true,
    description: 'Optional: who takes the places, at most one per place (staff may add names later).',
  })
  participants?: ConversionParticipantInput[] | null;
}

@ObjectType({ description: 'Result of `convertContactMessageToOrder`.' })
export class ConvertContactMessageToOrderPayload extends MutationPayload {
  @Field(() => OrderView, {
    nullable: true,
    description: 'The new order (pending, bank transfer / invoice, payment pending); null when `errors` says why not.',
  })
  order: OrderView | null;

  @Field(() => ContactMessage, {
    nullable: true,
    description:
      'The message as it stands now: with its `order` once converted (also when another admin was first). Null when there is no such message.',
  })
  contactMessage: ContactMessage | null;
}
