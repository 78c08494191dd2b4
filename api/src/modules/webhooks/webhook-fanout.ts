import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainEventType } from '../events/domain-event-types.js';
import { EVENT_SCOPES } from '../partner-keys/partner-scopes.js';

export const WEBHOOK_DELIVERY_TASK = 'webhook_deliver';
/** graphile-worker's own retries are for a task that crashed (the database lost mid-way); failed POSTs are rescheduled by the task. */
export const WEBHOOK_JOB_MAX_ATTEMPTS = 5;

/** One waiting automatic attempt per delivery (its retry replaces it); staff's redelivery waits under a key of its own. */
export const deliveryJobKey = (deliveryId: number) => `webhook-delivery:${deliveryId}`;
export const redeliveryJobKey = (deliveryId: number) => `webhook-redelivery:${deliveryId}`;

/**
 * Called by publishDomainEvent in the writer's transaction: one delivery row and its job for each active endpoint
 * that asked for the type, in one statement. So a rolled-back write delivers nothing, a committed one is delivered
 * even if the process dies right after, and the endpoints are the ones active when the event happened. An event no
 * endpoint wants costs one indexed read and adds no job (a fan-out job per event would run for every order). An
 * endpoint of a partner key gets only what the key may see, and nothing once the key is revoked: the key's row is read
 * here, in the event's transaction, so a revocation committed before it holds for every later event.
 */
export async function queueWebhookDeliveries(em: EntityManager, eventId: string, type: DomainEventType): Promise<void> {
  await em.execute(
    `with created as (
       insert into webhook_deliveries (endpoint_id, event_id, next_attempt_at)
       select endpoint.id, ?, now()
       from webhook_endpoints endpoint
       left join partner_key key on key.id = endpoint.partner_key_id
       where endpoint.active and endpoint.event_types @> jsonb_build_array(?::text)
         and (endpoint.partner_key_id is null or (key.revoked_at is null and ?::text = any(key.scopes)))
       returning id
     )
     select graphile_worker.add_job(?, json_build_object('deliveryId', id), max_attempts => ?, job_key => 'webhook-delivery:' || id)
     from created`,
    [eventId, type, EVENT_SCOPES[type], WEBHOOK_DELIVERY_TASK, WEBHOOK_JOB_MAX_ATTEMPTS],
  );
}
