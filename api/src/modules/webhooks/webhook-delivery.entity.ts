import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { DomainEvent } from '../events/domain-event.entity.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';

export enum WebhookDeliveryStatus {
  /** Waiting for its first attempt or a retry (`nextAttemptAt`). */
  PENDING = 'pending',
  /** The endpoint answered 2xx. */
  DELIVERED = 'delivered',
  /** Every scheduled attempt failed (or the endpoint was switched off meanwhile); staff may redeliver it. */
  FAILED = 'failed',
}

/** One event for one endpoint: made in the transaction that published the event, tried until a 2xx or given up. */
@Entity({ tableName: 'webhook_deliveries' })
@Unique({ name: 'webhook_deliveries_endpoint_event_unique', properties: ['endpoint', 'event'] })
@Index({ name: 'webhook_deliveries_endpoint_created_idx', properties: ['endpoint', 'createdAt'] })
export class WebhookDelivery {
  @PrimaryKey()
  id: number;

  @ManyToOne(() => WebhookEndpoint, { deleteRule: 'cascade' })
  endpoint: WebhookEndpoint;

  @ManyToOne(() => DomainEvent, { deleteRule: 'cascade', index: 'webhook_deliveries_event_id_idx' })
  event: DomainEvent;

  @Enum({ items: () => WebhookDeliveryStatus, default: WebhookDeliveryStatus.PENDING })
  status: WebhookDeliveryStatus & Opt = WebhookDeliveryStatus.PENDING;

  /** Attempts made so far, automatic and by staff. */
  @Property({ default: 0 })
  attempts: number & Opt = 0;

  /** When the next automatic attempt is due; null once delivered or given up. */
  @Property({ type: 'timestamptz', nullable: true })
  nextAttemptAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  deliveredAt: Date | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
