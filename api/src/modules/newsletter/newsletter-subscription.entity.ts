import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeISO } from '../../graphql/scalars.js';
import type { Language } from '../../context/language.js';

export enum NewsletterSubscriptionStatus {
  PENDING = 'pending',
  CONFIRMED = 'confirmed',
  UNSUBSCRIBED = 'unsubscribed',
}

registerEnumType(NewsletterSubscriptionStatus, {
  name: 'NewsletterSubscriptionStatus',
  description: 'Where a newsletter subscription stands (double opt-in).',
  valuesConfig: {
    PENDING: { description: 'Signed up; the address has not been confirmed through the mailed link yet. Receives no newsletter.' },
    CONFIRMED: { description: 'Confirmed through the mailed link: receives the newsletter.' },
    UNSUBSCRIBED: { description: 'Unsubscribed: receives nothing until signing up (and confirming) again.' },
  },
});

/**
 * One address on the newsletter list, with the proof of its consent (which text, when) and of its
 * double opt-in. Personal data: the list is for admins (later); a visitor sees only the subscription
 * their mailed link names, and never whether another address is on the list.
 * Not a Node: its numeric id would tell anyone holding a link how many addresses the list has.
 */
@Entity({ tableName: 'newsletter_subscriptions' })
// One row per address, whatever its case: `Anna@Example.org` signs up the same subscription as `anna@example.org`.
@Index({
  name: 'newsletter_subscriptions_email_lower_unique',
  expression: 'create unique index "newsletter_subscriptions_email_lower_unique" on "newsletter_subscriptions" (lower(email))',
})
// The newsletter goes to the confirmed addresses only.
@Index({ name: 'newsletter_subscriptions_status_idx', properties: ['status'] })
@ObjectType({ description: 'A newsletter subscription, as its mailed confirmation or unsubscribe link shows it.' })
export class NewsletterSubscription {
  @PrimaryKey()
  id: number;

  @Property({ length: 254 })
  @Field({ description: 'The subscribed e-mail address, as it was typed (compared ignoring case).' })
  email: string;

  /** The language the newsletter and its mails are sent in: the visitor's when signing up. */
  @Property({ type: 'string', length: 2 })
  language: Language;

  @Enum({ items: () => NewsletterSubscriptionStatus, default: NewsletterSubscriptionStatus.PENDING })
  @Field(() => NewsletterSubscriptionStatus, {
    description: 'Where the subscription stands; only CONFIRMED addresses receive the newsletter.',
  })
  status: Opt<NewsletterSubscriptionStatus> = NewsletterSubscriptionStatus.PENDING;

  /** Version of the consent text agreed to (NEWSLETTER_CONSENT_VERSION at the latest sign-up). */
  @Property({ length: 50 })
  consentVersion: string;

  /** When that consent was given (the latest sign-up). */
  @Property({ type: 'datetime' })
  consentedAt: Date;

  /** When the latest confirmation mail was queued: another one waits a few minutes (no mail bombing). */
  @Property({ type: 'datetime', nullable: true })
  confirmationSentAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  @Field(() => DateTimeISO, { nullable: true, description: 'When the address was confirmed (ISO timestamp, UTC); null while pending.' })
  confirmedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  @Field(() => DateTimeISO, {
    nullable: true,
    description: 'When the address was unsubscribed (ISO timestamp, UTC); null unless UNSUBSCRIBED.',
  })
  unsubscribedAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
