import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { connectionTypes } from '../../graphql/connection.js';
import { MutationPayload } from '../../graphql/mutation.js';
import { Node } from '../../graphql/node.js';
import { DateTimeISO } from '../../graphql/scalars.js';
import { MailDeliveryStatus } from '../mail/mail.entity.js';
import type * as reader from './mail-admin.reader.js';

registerEnumType(MailDeliveryStatus, {
  name: 'MailDeliveryStatus',
  description: 'How far an outbox mail got.',
  valuesConfig: {
    QUEUED: {
      description:
        'Waiting for its first or next attempt (a failed attempt is retried with growing pauses; `lastError` says why it failed). Not sent yet.',
    },
    SENT: { description: 'Accepted by the mail server of `SMTP_URL`; `serverResponse` is its answer.' },
    CAUGHT: {
      description:
        'No mail server configured (no `SMTP_URL`, not in production): sent over SMTP to the embedded mail catcher, which kept it instead of delivering it. `content` is the copy it caught.',
    },
    FAILED: {
      description:
        "Given up: every attempt failed (`lastError` is the server's answer), or the mail has no job left to send it (stuck). `retryMail` queues it again.",
    },
    NOT_SENT: {
      description: 'Not sent: no mail server is configured (`SMTP_URL`) in production. `retryMail` queues it again once one is.',
    },
  },
});

@ObjectType('Mail', {
  implements: Node,
  description: 'One mail of the outbox (transactional mails, invitations, tests). Personal data: staff only.',
})
export class MailView implements reader.MailView {
  /** Database id (the Node fields `id` and `databaseId` come from it). */
  id: number;

  @Field({ description: 'The address it goes to.' })
  recipient: string;

  @Field({ description: 'The subject line, as rendered.' })
  subject: string;

  @Field({ description: 'Which mail it is, e.g. `orderConfirmation`, `reviewInvitation`, `contactNotification`.' })
  template: string;

  @Field({ description: 'The language it is written in (`de` or `en`).' })
  language: string;

  @Field(() => MailDeliveryStatus, { description: 'How far it got.' })
  status: MailDeliveryStatus;

  @Field(() => Int, { description: 'Delivery attempts made so far.' })
  attempts: number;

  @Field(() => String, {
    nullable: true,
    description: "Why the latest attempt failed (the mail server's answer); null when none failed or it was sent since.",
  })
  lastError: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The mail server's (or the catcher's) answer to the latest attempt: its acceptance (`250 …`) or its refusal; null before the first attempt.",
  })
  serverResponse: string | null;

  @Field(() => DateTimeISO, { description: 'When it was queued.' })
  createdAt: Date;

  @Field(() => DateTimeISO, { nullable: true, description: 'When the mail server (or the catcher) accepted it; null until then.' })
  sentAt: Date | null;
}

@ObjectType({ description: 'What an outbox mail says: its subject and bodies. Personal data: staff only.' })
export class MailContent implements reader.OutboxMailContent {
  @Field({ description: 'The subject line.' })
  subject: string;

  @Field({ description: 'The plain-text body.' })
  text: string;

  @Field({
    description:
      "The HTML body; empty when it has none. Show it only isolated from the page (a sandboxed frame): it is the mail's own markup.",
  })
  html: string;

  @Field(() => DateTimeISO, {
    nullable: true,
    description:
      'When the embedded mail catcher received it, for a caught mail: then the content is the copy that arrived over SMTP. Null otherwise: the content as rendered into the outbox.',
  })
  caughtAt: Date | null;
}

export const MailConnection = connectionTypes(MailView, 'Mail');

@InputType({ description: 'The outbox mail to send again (a failed, stuck or not sent one; not a sent or caught one).' })
export class RetryMailInput {
  @Field(() => ID, { description: "The mail's global `id`." })
  mailId: string;
}

@ObjectType({ description: 'Result of `retryMail`.' })
export class RetryMailPayload extends MutationPayload {
  @Field(() => MailView, {
    nullable: true,
    description: 'The mail as it is now: queued again, or as it stands when `errors` says why not. Null when there is no such mail.',
  })
  mail: MailView | null;
}

@ObjectType({ description: 'One review invitation that was queued.' })
export class ReviewInvitationSent {
  @Field({ description: "The customer's address." })
  email: string;

  @Field({ description: "The customer's name, from their order." })
  name: string;

  @Field({ description: 'The finished course the customer is asked about.' })
  courseTitle: string;

  @Field(() => Int, { description: "That course's `databaseId` (the review link names it)." })
  courseId: number;
}

@ObjectType({ description: 'Result of `sendReviewInvitations`.' })
export class SendReviewInvitationsPayload extends MutationPayload {
  @Field(() => [ReviewInvitationSent], { description: 'Who was invited now, for which course; empty when nobody was due.' })
  sent: ReviewInvitationSent[];
}

@ObjectType({ description: 'Result of `sendTestEmail` and `sendTestReviewInvitation`.' })
export class SendTestMailPayload extends MutationPayload {
  @Field({ description: 'Whether the test mail was queued.' })
  success: boolean;

  @Field({ description: 'What to tell the admin: where it went, or why it was not sent (also in `errors`).' })
  message: string;
}
