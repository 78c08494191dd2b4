import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { WebhookDelivery } from './webhook-delivery.entity.js';

export enum WebhookAttemptError {
  TIMEOUT = 'timeout',
  NETWORK_ERROR = 'network_error',
  /** The URL (or an address its name resolved to) is one webhooks may not go to (webhook-target.ts). */
  ADDRESS_NOT_ALLOWED = 'address_not_allowed',
  HTTPS_REQUIRED = 'https_required',
  INVALID_URL = 'invalid_url',
  DNS_FAILED = 'dns_failed',
  /** The stored secret cannot be decrypted (APP_SECRET changed): rotate it. Nothing was sent. */
  SECRET_UNREADABLE = 'secret_unreadable',
  /** The endpoint's partner key was revoked: nothing was sent, and nothing will be (the delivery is given up). */
  PARTNER_KEY_REVOKED = 'partner_key_revoked',
}

/** One POST of a delivery, as staff see it in the log: what came back, how long it took, or why it failed. */
@Entity({ tableName: 'webhook_attempts' })
export class WebhookAttempt {
  @PrimaryKey()
  id: number;

  @ManyToOne(() => WebhookDelivery, { deleteRule: 'cascade', index: 'webhook_attempts_delivery_id_idx' })
  delivery: WebhookDelivery;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  attemptedAt: Date & Opt = new Date();

  /** The HTTP status the endpoint answered; null when no answer came (timeout, refused address, network error). */
  @Property({ type: 'smallint', nullable: true })
  statusCode: number | null = null;

  @Property()
  durationMs: number;

  /** The first 1 KB of the answer's body (as text), for staff to see what the partner said. */
  @Property({ type: 'text', nullable: true })
  responseBody: string | null = null;

  /** Why no answer came (null when one did, whatever its status): see WebhookAttemptError. */
  @Enum({ items: () => WebhookAttemptError, nullable: true })
  error: WebhookAttemptError | null = null;

  /** The network error's code as Node gave it (`ECONNREFUSED`, `CERT_HAS_EXPIRED`), for NETWORK_ERROR. */
  @Property({ length: 300, nullable: true })
  errorDetail: string | null = null;

  /** Made by staff's "redeliver" rather than the schedule. */
  @Property({ default: false })
  manual: boolean & Opt = false;
}
