import type { Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { DomainEventType } from './domain-event-types.js';

/**
 * One thing that happened which partners may hear of (a webhook delivery, a live update): the event log, kept like
 * Stripe's so a delivery can be repeated from what was stored. Events are thin: the subject's global id and a few
 * facts, never a customer's personal data; a receiver reads the rest through the API with its own key.
 */
@Entity({ tableName: 'domain_events' })
@Index({ name: 'domain_events_occurred_at_idx', properties: ['occurredAt'] })
export class DomainEvent {
  @PrimaryKey({ type: 'uuid' })
  id: string;

  @Property({ length: 40 })
  type: DomainEventType;

  /** The global id (`node(id:)`) of what the event is about: an order, a course, a waitlist entry. */
  @Property({ length: 200 })
  subjectId: string;

  @Property({ type: 'jsonb' })
  data: Record<string, unknown> & Opt = {};

  @Property({ type: 'timestamptz' })
  occurredAt: Date & Opt = new Date();
}
