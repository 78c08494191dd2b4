import type { EntityManager } from '@mikro-orm/postgresql';
import type { Kysely } from 'kysely';
import { type PageOf, type PageRequest, findPage, rowShape } from '../../../db/find-page.js';
import { containsPattern, type UntypedTables } from '../../../db/kysely.js';
import { searchTerms } from '../../courses/course.rules.js';
import { NewsletterSubscription, NewsletterSubscriptionStatus } from '../newsletter-subscription.entity.js';

const FIELDS = ['id', 'email', 'language', 'confirmedAt', 'consentVersion', 'consentedAt'] as const;
export type SubscriberRow = Pick<NewsletterSubscription, (typeof FIELDS)[number]>;

/** The confirmed subscriptions, as table `s`, each search word part of the address. */
function confirmed(em: EntityManager, search: string | null) {
  // Untyped: newsletter_subscriptions is not among db/kysely.ts's tables; the columns read are the entity's own (rowShape).
  const db = em.getKysely() as unknown as Kysely<UntypedTables>;
  let query = db.selectFrom('newsletter_subscriptions as s').where('s.status', '=', NewsletterSubscriptionStatus.CONFIRMED);
  for (const term of searchTerms(search)) query = query.where('s.email', 'ilike', containsPattern(term));
  return query;
}

/** One page of confirmed subscribers, newest confirmation first. */
export function findConfirmedSubscribers(em: EntityManager, search: string | null, page: PageRequest): Promise<PageOf<SubscriberRow>> {
  const query = confirmed(em, search).orderBy('s.confirmed_at', 'desc').orderBy('s.id', 'desc');
  return findPage(rowShape(em, NewsletterSubscription, 's', FIELDS), query, page);
}

/** Every confirmed subscriber, in the order they confirmed (the CSV export). */
export async function allConfirmedSubscribers(em: EntityManager): Promise<SubscriberRow[]> {
  const shape = rowShape(em, NewsletterSubscription, 's', FIELDS);
  const rows = await confirmed(em, null)
    .select(shape.columns as never[])
    .orderBy('s.confirmed_at', 'asc')
    .orderBy('s.id', 'asc')
    .execute();
  return shape.fromDatabase(rows as Record<string, unknown>[]);
}
