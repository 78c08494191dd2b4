import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ContentLanguage } from '../../graphql/language.js';
import { MutationPayload } from '../../graphql/mutation.js';
import { DateTimeISO, LocalDate } from '../../graphql/scalars.js';
import { VisitorMailState } from '../mail/visitor-mail.types.js';
import { WaitlistStatus } from './waitlist-entry.entity.js';
import { WaitlistOfferState } from './waitlist-offer-view.js';

registerEnumType(WaitlistStatus, {
  name: 'WaitlistStatus',
  description: 'Where a waitlist entry stands.',
  valuesConfig: {
    PENDING: { description: 'Signed up; the address has not been confirmed through the mailed link yet (not in line).' },
    WAITING: { description: 'Confirmed and in line for places.' },
    OFFERED: { description: "Places came free and are held for the entry until `offerExpiresAt`; the offer mail's link takes them." },
    ACCEPTED: { description: "The offer's link put the places into a cart, held there until the offer ends; checkout goes on as usual." },
    BOOKED: { description: 'Ordered through the offer: a sale from the list.' },
    EXPIRED: { description: 'The offer ended unused; its places went to the next in line.' },
    DECLINED: { description: 'The offer was declined; its places went to the next in line.' },
    LEFT: { description: 'Taken off the list by the link in a waitlist mail.' },
    REMOVED: { description: 'Taken off the list by staff.' },
  },
});

export enum WaitlistMoveDirection {
  UP = 'UP',
  DOWN = 'DOWN',
}
registerEnumType(WaitlistMoveDirection, {
  name: 'WaitlistMoveDirection',
  description: 'Which way staff move an entry in line.',
  valuesConfig: { UP: { description: 'One place ahead (earlier offer).' }, DOWN: { description: 'One place back.' } },
});

@InputType({ description: 'Joining the waitlist of a full course (double opt-in: a confirmation link is mailed).' })
export class JoinWaitlistInput {
  @Field(() => Int, { description: "The course's `databaseId`; it must be on offer and full (else `COURSE_NOT_FULL`: book it)." })
  courseId: number;

  @Field({ description: 'The address the confirmation and later the offer go to; at most 254 characters.' })
  email: string;

  @Field(() => Int, { description: "How many places (1 to 20, at most the course's places); an offer comes when that many are free." })
  places: number;

  @Field(() => ContentLanguage, { nullable: true, description: "The language of the mails; default the request's." })
  language?: ContentLanguage | null;

  @Field({ description: 'The visitor accepted the privacy policy and agreed to be mailed about this course; must be true.' })
  privacyAccepted: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Leave out or empty. A field hidden from people; a filled one refuses the input as automated (`REJECTED`).',
  })
  website?: string | null;
}

@ObjectType({
  description: 'Result of `joinWaitlist`. The same for every valid address, on the list already or not: it never tells who is on a list.',
})
export class JoinWaitlistPayload extends MutationPayload {
  @Field(() => String, {
    nullable: true,
    description:
      'The address as accepted (trimmed); it receives a confirmation link unless already in line. Null when `errors` is not empty.',
  })
  email: string | null;

  @Field(() => VisitorMailState, {
    nullable: true,
    description:
      'The confirmation mail: QUEUED when a link is on its way, else why none comes now (WITHHELD: join again in an hour). ' +
      'For an address in line already (which gets no mail) the same answer a new address would get. Null when `errors` is not empty.',
  })
  confirmationMail: VisitorMailState | null;
}

@InputType({ description: 'The `token` of a link in a waitlist mail.' })
export class WaitlistLinkInput {
  @Field({
    description:
      "The `token` parameter of the mailed link, unchanged. A tampered or unknown one is refused with `INVALID_TOKEN`, an expired one with `TOKEN_EXPIRED` (an offer's: `OFFER_NOT_AVAILABLE`).",
  })
  token: string;
}

@ObjectType({ description: 'A waitlist entry as its mailed link shows it to the parent.' })
export class WaitlistEntryLink {
  @Field({ description: "The entry's address." })
  email: string;

  @Field(() => Int, { description: "The course's `databaseId`." })
  courseId: number;

  @Field({ description: "The course's title in the language of the request." })
  courseTitle: string;

  @Field(() => Int, { description: 'Places asked for (and offered).' })
  places: number;

  @Field(() => WaitlistStatus, { description: "Where the entry stands after the link's action." })
  status: WaitlistStatus;

  @Field(() => DateTimeISO, { nullable: true, description: 'Until when an offer holds the places; null without an offer.' })
  offerExpiresAt: Date | null;
}

@ObjectType({ description: "Result of the waitlist links' mutations: the entry after the action, or why the link was refused." })
export class WaitlistLinkPayload extends MutationPayload {
  @Field(() => WaitlistEntryLink, { nullable: true, description: 'Null when `errors` is not empty.' })
  entry: WaitlistEntryLink | null;
}

@ObjectType({ description: "One entry of a course's waitlist, for staff." })
export class AdminWaitlistEntry {
  @Field(() => Int, { description: "The entry's id (for moving and removing it)." })
  databaseId: number;

  @Field({ description: "The parent's address." })
  email: string;

  @Field(() => Int, { description: 'Places asked for.' })
  places: number;

  @Field(() => ContentLanguage, { description: 'Language of the mails.' })
  language: ContentLanguage;

  @Field(() => WaitlistStatus, { description: 'Where the entry stands.' })
  status: WaitlistStatus;

  @Field(() => Int, { nullable: true, description: 'Place in line (smaller first); null while unconfirmed or after it ended.' })
  position: number | null;

  @Field(() => DateTimeISO, { description: 'When the address signed up (the latest time).' })
  createdAt: Date;

  @Field(() => DateTimeISO, { nullable: true, description: 'When the address was confirmed.' })
  confirmedAt: Date | null;

  @Field(() => DateTimeISO, { nullable: true, description: 'When the latest offer was made.' })
  offeredAt: Date | null;

  @Field(() => DateTimeISO, { nullable: true, description: 'Until when the latest offer held its places.' })
  offerExpiresAt: Date | null;

  @Field(() => DateTimeISO, { nullable: true, description: 'When the entry ended (booked, expired, declined, left, removed).' })
  endedAt: Date | null;

  @Field(() => String, { nullable: true, description: 'The order placed through the offer (`H2O-0042`); null without one.' })
  orderNumber: string | null;

  @Field(() => Int, { nullable: true, description: "That order's `databaseId`." })
  orderDatabaseId: number | null;
}

@ObjectType({ description: "A course's waitlist for staff: the line with its offers, and the sales it brought." })
export class CourseWaitlist {
  @Field(() => Int, { description: "The course's `databaseId`." })
  courseId: number;

  @Field({ description: "The course's (German) title." })
  courseTitle: string;

  @Field(() => LocalDate, { nullable: true, description: "The course's first day." })
  courseStartDate: string | null;

  @Field(() => Int, { description: 'Free places of the course now (places held for offers are not free).' })
  availableSlots: number;

  @Field(() => Int, { description: 'All places of the course.' })
  totalSlots: number;

  @Field(() => [AdminWaitlistEntry], {
    description: 'Open offers, then the line in order, then unconfirmed sign-ups, then ended entries (newest first); at most 500.',
  })
  entries: AdminWaitlistEntry[];

  @Field(() => Int, { description: 'Places asked for by entries waiting in line.' })
  waitingPlaces: number;

  @Field(() => Int, { description: 'Places held for open offers.' })
  offeredPlaces: number;

  @Field(() => Int, { description: 'Orders placed through an offer of this list and not cancelled.' })
  sales: number;

  @Field(() => Int, { description: 'Places of this course those orders bought: the places re-sold through the list.' })
  placesSold: number;
}

@InputType({ description: "Moves a waiting entry one place up or down its course's line." })
export class MoveWaitlistEntryInput {
  @Field(() => Int, { description: "The entry's `databaseId`." })
  entryId: number;

  @Field(() => WaitlistMoveDirection, { description: 'Which way.' })
  direction: WaitlistMoveDirection;
}

@InputType({ description: "Takes an entry off its course's waitlist; places held for its offer go to the next in line." })
export class RemoveWaitlistEntryInput {
  @Field(() => Int, { description: "The entry's `databaseId`." })
  entryId: number;
}

@ObjectType({ description: "Result of staff's waitlist changes: the course's list after the change." })
export class WaitlistChangePayload extends MutationPayload {
  @Field(() => CourseWaitlist, { nullable: true, description: "The course's waitlist after the change; null when `errors` is not empty." })
  waitlist: CourseWaitlist | null;
}

@ObjectType({ description: "The waitlist's settings." })
export class WaitlistSettingsView {
  @Field(() => Int, { description: 'Hours an offer holds its places (1 to 168; default 24); then they go to the next in line.' })
  offerHours: number;
}

@InputType({ description: "The waitlist's settings, each required." })
export class UpdateWaitlistSettingsInput {
  @Field(() => Int, { description: 'Hours an offer holds its places, 1 to 168.' })
  offerHours: number;
}

@ObjectType({ description: 'Result of `updateWaitlistSettings`.' })
export class UpdateWaitlistSettingsPayload extends MutationPayload {
  @Field(() => WaitlistSettingsView, { nullable: true, description: 'The settings as saved; null when `errors` is not empty.' })
  settings: WaitlistSettingsView | null;
}

registerEnumType(WaitlistOfferState, {
  name: 'WaitlistOfferState',
  description: 'How a waitlist offer stands for the parent holding its link.',
  valuesConfig: {
    OPEN: { description: 'The places are held until `deadline`; `acceptWaitlistOffer` or `declineWaitlistOffer` with the same token.' },
    TAKEN: { description: 'Taken: the places went into a cart (through this link) or were booked.' },
    DECLINED: { description: 'Declined (or the address left the list): the places went to the next in line.' },
    EXPIRED: { description: 'Ended unused: its time ran out, staff took the entry off the list, or a newer offer replaced it.' },
  },
});

@ObjectType({ description: 'A waitlist offer as its mailed link shows it to the parent (read only: reading changes nothing).' })
export class WaitlistOfferView {
  @Field(() => Int, { description: "The course's `databaseId`." })
  courseId: number;

  @Field({ description: "The course's title in the language of the request." })
  courseTitle: string;

  @Field(() => LocalDate, { nullable: true, description: "The course's first day; null when not set." })
  courseStartDate: string | null;

  @Field(() => LocalDate, { nullable: true, description: "The course's last day; null when not set." })
  courseEndDate: string | null;

  @Field(() => String, { nullable: true, description: 'When it takes place (free text, e.g. "Sa 10:00-10:45"); null when not known.' })
  courseTime: string | null;

  @Field(() => String, { nullable: true, description: 'Where it takes place, in the language of the request; null when not known.' })
  courseLocation: string | null;

  @Field(() => Int, { description: 'Places offered.' })
  places: number;

  @Field(() => DateTimeISO, { description: 'Until when the offer holds the places (the deadline the offer mail named).' })
  deadline: Date;

  @Field(() => WaitlistOfferState, { description: 'Open, taken, declined or expired.' })
  state: WaitlistOfferState;
}
