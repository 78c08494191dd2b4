import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { DomainEventType } from '../events/domain-event-types.js';

/**
 * Where a partner wants to hear of events: an HTTPS address, the event types it asked for, and the secret its
 * deliveries are signed with. The secret is kept encrypted (webhook-secret.ts): the server must be able to sign with
 * it, so it cannot be hashed like a password, and a copy of the database alone (a backup) must not let anyone forge
 * deliveries to partners.
 */
@Entity({ tableName: 'webhook_endpoints' })
export class WebhookEndpoint {
  @PrimaryKey()
  id: number;

  @Property({ length: 100 })
  name: string;

  @Property({ length: 2000 })
  url: string;

  /** The event types it gets (a subset of DOMAIN_EVENT_TYPES), as a JSON array: fan-out asks `event_types @> ["type"]`. */
  @Property({ type: 'jsonb' })
  eventTypes: DomainEventType[];

  @Property({ default: true })
  active: boolean & Opt = true;

  /** The signing secret, AES-256-GCM under a key derived from APP_SECRET (`v1:<iv>:<tag>:<ciphertext>`, base64url). */
  @Property({ type: 'text' })
  encryptedSecret: string;

  /** The secret's first characters (`whsec_AbCd`), so staff and partner can tell which one is in use; never enough to sign. */
  @Property({ length: 20 })
  secretHint: string;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
