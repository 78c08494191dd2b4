import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { toGlobalId } from '../../util/global-id.js';
import { queueWebhookDeliveries } from '../webhooks/webhook-fanout.js';
import { DomainEvent } from './domain-event.entity.js';
import { DOMAIN_EVENT_CHANNEL, type DomainEventType, type PublishedDomainEvent } from './domain-event-types.js';

/**
 * Records an event in the caller's transaction and announces it to every instance: both happen with the commit or
 * not at all (PostgreSQL delivers a NOTIFY sent in a transaction only when it commits), so nobody hears of an order
 * that was rolled back and no committed event goes unrecorded; the same holds for its webhook deliveries. The subject
 * is named by its API id (`node(id:)`), what a partner can look up with its key.
 */
export async function publishDomainEvent(
  em: EntityManager,
  type: DomainEventType,
  subject: { type: 'Order' | 'Course'; databaseId: number },
  data: Record<string, unknown> = {},
  occurredAt = new Date(),
): Promise<PublishedDomainEvent> {
  const id = randomUUID();
  const subjectId = toGlobalId(subject.type, subject.databaseId);
  await em.insert(DomainEvent, { id, type, subjectId, data, occurredAt });
  const event: PublishedDomainEvent = { id, type, subjectId, data, occurredAt: occurredAt.toISOString() };
  await em.execute('select pg_notify(?, ?)', [DOMAIN_EVENT_CHANNEL, JSON.stringify(event)]);
  // Webhooks: their deliveries and jobs in the same transaction (webhook-fanout.ts says why there and not in a job).
  await queueWebhookDeliveries(em, id, type);
  return event;
}
