import { ArrayType, type Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Mail } from '../../mail/mail.entity.js';
import { NewsletterSubscription } from '../newsletter-subscription.entity.js';

/** Who an issue goes to: every confirmed subscriber in the language their subscription records, or one language's only. */
export enum NewsletterAudience {
  ALL = 'all',
  DE = 'de',
  EN = 'en',
}

export enum NewsletterIssueState {
  /** Being written: may be edited, previewed, tested and sent. */
  DRAFT = 'draft',
  /** "Send to all" was pressed: its deliveries exist; never edited or sent again. */
  SENDING = 'sending',
}

/**
 * One newsletter issue: subject and Markdown body per language, blog posts as teasers. Once sent it is
 * frozen: its recipients are the `newsletter_deliveries` rows made when sending started.
 */
@Entity({ tableName: 'newsletter_issues' })
@Index({ name: 'newsletter_issues_created_idx', properties: ['createdAt'] })
export class NewsletterIssue {
  @PrimaryKey()
  id: number;

  @Enum({ items: () => NewsletterAudience, default: NewsletterAudience.ALL })
  audience: Opt<NewsletterAudience> = NewsletterAudience.ALL;

  @Property({ length: 200, default: '' })
  subjectDe: Opt<string> = '';

  @Property({ type: 'text', default: '' })
  bodyDe: Opt<string> = '';

  @Property({ length: 200, default: '' })
  subjectEn: Opt<string> = '';

  @Property({ type: 'text', default: '' })
  bodyEn: Opt<string> = '';

  /** The blog posts shown as teasers under the text, in this order (their database ids). */
  @Property({ type: new ArrayType((id) => Number(id)), columnType: 'int[]', defaultRaw: `'{}'` })
  postIds: Opt<number[]> = [];

  @Enum({ items: () => NewsletterIssueState, default: NewsletterIssueState.DRAFT })
  state: Opt<NewsletterIssueState> = NewsletterIssueState.DRAFT;

  /** When "send to all" was pressed (null while a draft). */
  @Property({ type: 'datetime', nullable: true })
  sendStartedAt?: Date | null;

  /** The site's origin when it was sent (PUBLIC_URL or the admin's): the mails' links, made later by the batch jobs. */
  @Property({ length: 300, nullable: true })
  siteOrigin?: string | null;

  /** The account that pressed it. */
  @Property({ type: 'integer', nullable: true })
  sentByUserId?: number | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}

/**
 * One recipient of one issue: made for every confirmed subscriber of its audience when sending starts, in one
 * statement; the unique key lets an issue reach an address at most once, whatever number of instances or clicks.
 * `mail` is its outbox mail once a batch job rendered it; `skipped` when the subscriber unsubscribed meanwhile.
 */
@Entity({ tableName: 'newsletter_deliveries' })
@Unique({ name: 'newsletter_deliveries_issue_subscription_unique', properties: ['issue', 'subscription'] })
@Index({ name: 'newsletter_deliveries_subscription_idx', properties: ['subscription'] })
export class NewsletterDelivery {
  @PrimaryKey()
  id: number;

  @ManyToOne(() => NewsletterIssue, { deleteRule: 'cascade' })
  issue: NewsletterIssue;

  @ManyToOne(() => NewsletterSubscription, { deleteRule: 'cascade' })
  subscription: NewsletterSubscription;

  @ManyToOne(() => Mail, { nullable: true, deleteRule: 'set null' })
  mail?: Mail | null;

  @Property({ default: false })
  skipped: Opt<boolean> = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
