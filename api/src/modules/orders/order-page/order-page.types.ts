import { VisitorMailState } from '../../mail/visitor-mail.types.js';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MutationPayload } from '../../../graphql/mutation.js';
import { DateTimeISO } from '../../../graphql/scalars.js';
import { OrderPayload } from '../order.types.js';
import { CancellationCause, TimelineKind } from './order-timeline.js';

registerEnumType(TimelineKind, {
  name: 'OrderTimelineKind',
  description: 'What happened to an order, as its customer is told (`Order.timeline`).',
  valuesConfig: {
    ORDERED: { description: 'The order was placed.' },
    PAYMENT_STARTED: { description: 'A PayPal payment was started.' },
    PAYMENT_NOT_COMPLETED: { description: "A payment did not go through (declined, cancelled on PayPal's page, or marked failed)." },
    PAID: { description: 'The payment was received.' },
    CONFIRMED: { description: 'The school confirmed the order.' },
    CANCELLED: { description: 'The order was cancelled; `cause` says why.' },
    REFUNDED: { description: 'The payment was refunded.' },
    CONFIRMATION_MAILED: { description: 'The order confirmation was mailed.' },
    PARTICIPANT_RENAMED: { description: "A participant's name was changed: `nameBefore`, `nameAfter`." },
    CANCELLATION_REQUESTED: { description: 'The customer asked for a cancellation.' },
  },
});

registerEnumType(CancellationCause, {
  name: 'OrderCancellationCause',
  description: 'Why an order was cancelled, as its customer is told.',
  valuesConfig: {
    PAYMENT_DEADLINE: { description: 'The payment did not arrive by its deadline.' },
    COURSE_CANCELLED: { description: 'The course was cancelled (e.g. too few participants).' },
    BY_SCHOOL: { description: 'The school cancelled it.' },
  },
});

@ObjectType('OrderTimelineEntry', {
  description: "One line of an order's history as its customer sees it: never staff names or internal notes.",
})
export class OrderTimelineEntryView {
  @Field(() => TimelineKind, { description: 'What happened.' }) kind: TimelineKind;
  @Field(() => DateTimeISO, { description: 'When.' }) at: Date;
  @Field(() => CancellationCause, { nullable: true, description: 'For CANCELLED: why; null otherwise.' }) cause: CancellationCause | null;
  @Field(() => String, { nullable: true, description: 'For PARTICIPANT_RENAMED: the full name before.' }) nameBefore: string | null;
  @Field(() => String, { nullable: true, description: 'For PARTICIPANT_RENAMED: the full name after.' }) nameAfter: string | null;
}

@ObjectType({ description: 'An EPC069-12 "GiroCode" for a bank transfer: banking apps fill in the transfer from it.' })
export class GiroCode {
  @Field({ description: "The code's text (BCD, 002, 1, SCT, BIC, name, IBAN, amount, …, reference = the order number)." }) payload: string;
  @Field({ description: 'The QR code as an SVG document, drawn by the server.' }) svg: string;
}

@InputType({ description: "One participant's new name." })
export class ParticipantNameInput {
  @Field(() => Int, { description: "The participant (`OrderParticipant.databaseId`), one of this order's." }) databaseId: number;
  @Field({ description: 'First name (as at checkout: required, at most 100 characters).' }) firstName: string;
  @Field({ description: 'Last name (as at checkout: required, at most 100 characters).' }) lastName: string;
  @Field(() => String, {
    nullable: true,
    description:
      "Date of birth, ISO `YYYY-MM-DD`, as at checkout (not in the future, at most 100 years ago, within the course's age range: else `AGE_OUT_OF_RANGE`). Absent: unchanged; null or empty: removed.",
  })
  birthDate?: string | null;
}

@InputType({ description: 'New names for participants of an order.' })
export class ChangeOrderParticipantsInput {
  @Field({ description: "The order's access key." }) accessKey: string;
  @Field(() => [ParticipantNameInput], { description: 'The participants to rename (all or none are changed).' })
  participants: ParticipantNameInput[];
}

@InputType({ description: "A customer's request to cancel their order." })
export class RequestOrderCancellationInput {
  @Field({ description: "The order's access key." }) accessKey: string;
  @Field({ description: 'Why (3 to 2000 characters); staff read it.' }) reason: string;
}

@InputType({ description: '"Lost your link?": the address the orders were placed with.' })
export class SendOrderLinksInput {
  @Field({ description: 'E-mail address.' }) email: string;
}

@ObjectType({ description: 'Result of `changeOrderParticipants`.' })
export class ChangeOrderParticipantsPayload extends OrderPayload {}

@ObjectType({ description: 'Result of `requestOrderCancellation`.' })
export class RequestOrderCancellationPayload extends OrderPayload {
  @Field({ description: 'True when the request had been sent before: nothing was recorded or mailed again.' }) alreadyRequested: boolean;
}

@ObjectType({ description: 'Result of `sendOrderLinks`: the same for every well-formed address.' })
export class SendOrderLinksPayload extends MutationPayload {
  @Field({ description: 'True once accepted: a mail goes out if the address has orders (the answer never says whether it has).' })
  accepted: boolean;

  @Field(() => VisitorMailState, {
    nullable: true,
    description:
      'The links mail: QUEUED when it goes out if the address has orders, else why none comes now (WITHHELD: the address has had its links mails for the hour; ask again later). ' +
      'The same for an address with or without orders. Null when `errors` is not empty.',
  })
  linksMail: VisitorMailState | null;
}

@ObjectType({ description: 'A file to download.' })
export class OrderCalendarFile {
  @Field({ description: 'Suggested file name, e.g. `H2O-0042.ics`.' }) fileName: string;
  @Field({
    description: "The iCalendar text (RFC 5545): one event per session when the course's schedule names weekdays, else one for its period.",
  })
  content: string;
}
