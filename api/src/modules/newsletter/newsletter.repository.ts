import { type EntityManager, LockMode, sql } from '@mikro-orm/postgresql';
import { NewsletterSubscription, NewsletterSubscriptionStatus } from './newsletter-subscription.entity.js';

/**
 * The subscription of an address, ignoring case (what the unique index `newsletter_subscriptions_email_lower_unique`
 * holds), locked for the caller's transaction: two sign-ups of one address run one after the other.
 */
export function findSubscriptionByEmailForUpdate(em: EntityManager, email: string): Promise<NewsletterSubscription | null> {
  return em.findOne(NewsletterSubscription, { [sql`lower(email)`]: sql`lower(${email})` } as object, {
    lockMode: LockMode.PESSIMISTIC_WRITE,
  });
}

/** The subscription a link names, locked for the caller's transaction (a confirmation and an unsubscription never interleave). */
export function findSubscriptionForUpdate(em: EntityManager, id: number): Promise<NewsletterSubscription | null> {
  return em.findOne(NewsletterSubscription, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
}

export type NewsletterRecipient = Pick<NewsletterSubscription, 'id' | 'email' | 'language'>;

/** Everyone the newsletter goes to: confirmed addresses only, in the order they signed up. */
export function findConfirmedRecipients(em: EntityManager): Promise<NewsletterRecipient[]> {
  return em.find(
    NewsletterSubscription,
    { status: NewsletterSubscriptionStatus.CONFIRMED },
    { fields: ['id', 'email', 'language'], orderBy: { id: 'asc' } },
  );
}
