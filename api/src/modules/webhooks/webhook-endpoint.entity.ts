import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { DomainEventType } from '../events/domain-event-types.js';
import { PartnerKey } from '../partner-keys/partner-key.entity.js';

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

  /**
   * The partner key whose integration this endpoint serves; null for an endpoint the school registered for itself. It
   * may then ask only for events the key's scopes may see (partner-scopes.ts EVENT_SCOPES), and from the key's
   * revocation on nothing more is sent to it. Keys are never deleted, only revoked.
   */
  @ManyToOne(() => PartnerKey, { nullable: true, deleteRule: 'restrict', index: 'webhook_endpoints_partner_key_id_idx' })
  partnerKey: PartnerKey | null = null;

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
