import { Field, InputType, ObjectType } from 'type-graphql';
import { MutationPayload } from '../../graphql/mutation.js';
import { VisitorMailState } from '../mail/visitor-mail.types.js';
import { ContactMessage } from './contact-message.entity.js';

@InputType({
  description:
    'A contact-form message. Rules (docs/SPEC.md §5): name ≥ 2 characters, a valid e-mail, subject ≥ 2, message ≥ 10, privacy policy accepted.',
})
export class SubmitContactMessageInput {
  @Field({ description: '2 to 200 characters.' })
  name: string;

  @Field({ description: 'Where we answer; at most 254 characters.' })
  email: string;

  @Field({ description: '2 to 300 characters, one line.' })
  subject: string;

  @Field({ description: '10 to 5000 characters; line breaks allowed.' })
  message: string;

  @Field({ description: 'The sender accepted the privacy policy; must be true.' })
  privacyAccepted: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Leave out or empty. A field hidden from people; a filled one refuses the message as automated (`REJECTED`).',
  })
  website?: string | null;
}

@ObjectType({ description: 'Result of `submitContactMessage`: the stored message, or why it was refused.' })
export class SubmitContactMessagePayload extends MutationPayload {
  @Field(() => ContactMessage, { nullable: true, description: 'The stored message; null when `errors` is not empty.' })
  contactMessage: ContactMessage | null;

  @Field(() => VisitorMailState, {
    nullable: true,
    description:
      'The acknowledgement mailed to `email`: QUEUED when it is on its way, else why the sender will not get one (the message reached us all the same); null when `errors` is not empty.',
  })
  acknowledgement: VisitorMailState | null;
}
