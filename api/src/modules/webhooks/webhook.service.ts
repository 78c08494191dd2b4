import { type RequestContext, loader, transactional } from '../../context/request-context.js';
import { addJob } from '../../jobs/job-queue.js';
import type { FieldError } from '../../validation/validate.js';
import { validateInput } from '../../validation/validate.js';
import { webhookEndpointSchema } from '../../validation/webhook-endpoint.schema.js';
import { AuditAction } from '../audit/audit-event.entity.js';
import { recordAdminChange } from '../audit/audit.js';
import { DOMAIN_EVENT_TYPES, type DomainEventType } from '../events/domain-event-types.js';
import { PartnerKey } from '../partner-keys/partner-key.entity.js';
import { EVENT_SCOPES, scopesAllowEvent } from '../partner-keys/partner-scopes.js';
import { WebhookAttempt } from './webhook-attempt.entity.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { WEBHOOK_DELIVERY_TASK, WEBHOOK_JOB_MAX_ATTEMPTS, redeliveryJobKey } from './webhook-fanout.js';
import { encryptWebhookSecret, newWebhookSecret, secretHint } from './webhook-secret.js';
import { type TargetProblem, urlProblem } from './webhook-target.js';

export type Result<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/** A new or rotated secret: shown in this answer once, never again. */
export interface EndpointWithSecret {
  endpoint: WebhookEndpoint;
  secret: string;
}

const fail = (field: string, code: FieldError['code'], id: FieldError['id']): { ok: false; errors: FieldError[] } => ({
  ok: false,
  errors: [{ field, code, id }],
});
const endpointNotFound = () => fail('endpointId', 'WEBHOOK_ENDPOINT_NOT_FOUND', 'validation.webhookEndpointNotFound');

const URL_REFUSALS: Record<Exclude<TargetProblem, 'DNS_FAILED'>, FieldError> = {
  INVALID_URL: { field: 'url', code: 'INVALID_URL', id: 'validation.webhookUrl' },
  HTTPS_REQUIRED: { field: 'url', code: 'UNSAFE_URL', id: 'validation.webhookUrlHttps' },
  ADDRESS_NOT_ALLOWED: { field: 'url', code: 'UNSAFE_URL', id: 'validation.webhookUrlUnsafe' },
};

/** Most recent deliveries an endpoint shows, and attempts a delivery shows. */
export const RECENT_DELIVERIES_MAX = 50;
export const ATTEMPTS_SHOWN = 20;

/** What the audit log keeps of an endpoint: never the secret. */
const auditValues = (endpoint: WebhookEndpoint) => ({
  name: endpoint.name,
  url: endpoint.url,
  eventTypes: endpoint.eventTypes.join(', '),
  active: endpoint.active,
  secretHint: endpoint.secretHint,
  partnerKey: endpoint.partnerKey ? keyOf(endpoint.partnerKey) : null,
});

/** The key's id as the audit log shows an endpoint's owner (its prefix when loaded, to tell keys apart). */
const keyOf = (key: PartnerKey) => (key.prefix ? `${key.prefix} (${key.id})` : String(key.id));

interface EndpointFields {
  name: string;
  url: string;
  eventTypes: DomainEventType[];
  active: boolean;
  partnerKey: number | null;
}

/**
 * Partners' webhook endpoints, for admins (roles.ts ADMIN_ONLY: an endpoint receives every order's number and amount,
 * and its secret is a credential). Every change is audited without the secret.
 */
export const webhookService = {
  list(ctx: RequestContext): Promise<WebhookEndpoint[]> {
    return ctx.em.find(WebhookEndpoint, {}, { orderBy: { createdAt: 'asc', id: 'asc' }, limit: 500 });
  },

  /** The partner key an endpoint belongs to, with who made and revoked it (one query for a whole list's keys). */
  partnerKey(ctx: RequestContext, keyId: number): Promise<PartnerKey | null> {
    return loader(ctx, 'webhookEndpointPartnerKey', (ids) =>
      ctx.em.find(PartnerKey, { id: [...ids] }, { populate: ['createdBy', 'revokedBy'] }),
    ).load(keyId);
  },

  async create(ctx: RequestContext, input: unknown): Promise<Result<EndpointWithSecret>> {
    const checked = await checkFields(ctx, input, null);
    if (!checked.ok) return checked;
    const secret = newWebhookSecret();
    return transactional(ctx, async (tx) => {
      const endpoint = tx.em.create(WebhookEndpoint, {
        ...checked.value,
        encryptedSecret: encryptWebhookSecret(ctx.appSettings.webhooks.secretKey, secret),
        secretHint: secretHint(secret),
      });
      await tx.em.flush();
      await tx.em.populate(endpoint, ['partnerKey']);
      recordAdminChange(tx.em, ctx.user, {
        entityType: 'webhookEndpoint',
        entityId: endpoint.id,
        action: AuditAction.CREATED,
        before: null,
        after: auditValues(endpoint),
      });
      await tx.em.flush();
      return { ok: true, value: { endpoint, secret } };
    });
  },

  async update(ctx: RequestContext, endpointId: number | null, input: unknown): Promise<Result<WebhookEndpoint>> {
    const existing = endpointId ? await ctx.em.findOne(WebhookEndpoint, endpointId) : null;
    if (!existing) return endpointNotFound();
    const checked = await checkFields(ctx, input, existing);
    if (!checked.ok) return checked;
    return transactional(ctx, async (tx) => {
      const endpoint = await tx.em.findOne(WebhookEndpoint, existing.id, { populate: ['partnerKey'] });
      if (!endpoint) return endpointNotFound();
      const before = auditValues(endpoint);
      tx.em.assign(endpoint, checked.value);
      await tx.em.populate(endpoint, ['partnerKey']);
      recordAdminChange(tx.em, ctx.user, {
        entityType: 'webhookEndpoint',
        entityId: endpoint.id,
        action: AuditAction.UPDATED,
        before,
        after: auditValues(endpoint),
      });
      await tx.em.flush();
      return { ok: true, value: endpoint };
    });
  },

  /** A new secret at once; the old one signs nothing from now on (the partner switches when staff give them the new one). */
  async rotateSecret(ctx: RequestContext, endpointId: number | null): Promise<Result<EndpointWithSecret>> {
    const secret = newWebhookSecret();
    return transactional(ctx, async (tx) => {
      const endpoint = endpointId ? await tx.em.findOne(WebhookEndpoint, endpointId, { populate: ['partnerKey'] }) : null;
      if (!endpoint) return endpointNotFound();
      const before = auditValues(endpoint);
      endpoint.encryptedSecret = encryptWebhookSecret(ctx.appSettings.webhooks.secretKey, secret);
      endpoint.secretHint = secretHint(secret);
      recordAdminChange(tx.em, ctx.user, {
        entityType: 'webhookEndpoint',
        entityId: endpoint.id,
        action: AuditAction.UPDATED,
        before,
        after: auditValues(endpoint),
      });
      await tx.em.flush();
      return { ok: true, value: { endpoint, secret } };
    });
  },

  /** Deletes the endpoint with its deliveries and their log (their waiting jobs find nothing and end). */
  async delete(ctx: RequestContext, endpointId: number | null): Promise<Result<number>> {
    return transactional(ctx, async (tx) => {
      const endpoint = endpointId ? await tx.em.findOne(WebhookEndpoint, endpointId, { populate: ['partnerKey'] }) : null;
      if (!endpoint) return endpointNotFound();
      const id = endpoint.id;
      recordAdminChange(tx.em, ctx.user, {
        entityType: 'webhookEndpoint',
        entityId: id,
        action: AuditAction.DELETED,
        before: auditValues(endpoint),
        after: null,
      });
      tx.em.remove(endpoint);
      await tx.em.flush();
      return { ok: true, value: id };
    });
  },

  /** One endpoint (`node(id:)`), null when there is none. */
  endpoint(ctx: RequestContext, endpointId: number): Promise<WebhookEndpoint | null> {
    return ctx.em.findOne(WebhookEndpoint, endpointId);
  },

  /** One delivery with its event (`node(id:)`), null when there is none. */
  delivery(ctx: RequestContext, deliveryId: number): Promise<WebhookDelivery | null> {
    return ctx.em.findOne(WebhookDelivery, deliveryId, { populate: ['event'] });
  },

  /** An endpoint's most recent deliveries, newest first, with their events. */
  recentDeliveries(ctx: RequestContext, endpointId: number, first: number): Promise<WebhookDelivery[]> {
    return ctx.em.find(
      WebhookDelivery,
      { endpoint: endpointId },
      { populate: ['event'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: Math.min(Math.max(first, 1), RECENT_DELIVERIES_MAX) },
    );
  },

  attempts(ctx: RequestContext, deliveryId: number): Promise<WebhookAttempt[]> {
    return ctx.em.find(WebhookAttempt, { delivery: deliveryId }, { orderBy: { attemptedAt: 'desc', id: 'desc' }, limit: ATTEMPTS_SHOWN });
  },

  /**
   * A new attempt now, whatever the delivery's state (a partner who lost one asks for it again): its own job, so a
   * retry waiting on the schedule stays. Refused while the endpoint is switched off.
   */
  async redeliver(ctx: RequestContext, deliveryId: number | null): Promise<Result<WebhookDelivery>> {
    const notFound = () => fail('deliveryId', 'WEBHOOK_DELIVERY_NOT_FOUND', 'validation.webhookDeliveryNotFound');
    return transactional(ctx, async (tx) => {
      const delivery = deliveryId
        ? await tx.em.findOne(WebhookDelivery, deliveryId, { populate: ['endpoint', 'endpoint.partnerKey', 'event'] })
        : null;
      if (!delivery) return notFound();
      if (!delivery.endpoint.active) return fail('deliveryId', 'INVALID_TRANSITION', 'validation.webhookEndpointInactive');
      if (delivery.endpoint.partnerKey?.revokedAt) return fail('deliveryId', 'INVALID_TRANSITION', 'validation.webhookPartnerKeyRevoked');
      await addJob(
        tx.em,
        WEBHOOK_DELIVERY_TASK,
        { deliveryId: delivery.id, manual: true },
        { jobKey: redeliveryJobKey(delivery.id), maxAttempts: WEBHOOK_JOB_MAX_ATTEMPTS },
      );
      return { ok: true, value: delivery };
    });
  },
};

/**
 * The form's rules, then the partner key (valid, and allowed to see every event chosen), then the address's safety
 * (after DNS for a name): a refusal stores nothing. `existing`: the endpoint being changed, which may keep the key it
 * belongs to even once revoked (staff may still rename it or switch it off; nothing is sent to it either way).
 */
async function checkFields(ctx: RequestContext, input: unknown, existing: WebhookEndpoint | null): Promise<Result<EndpointFields>> {
  const checked = validateInput(webhookEndpointSchema(DOMAIN_EVENT_TYPES), input);
  if (!checked.ok) return checked;
  // Each once, in the list's order.
  const eventTypes = DOMAIN_EVENT_TYPES.filter((type) => checked.value.eventTypes.includes(type));
  const keyId = checked.value.partnerKeyId ?? null;
  if (keyId !== null) {
    const key = await ctx.em.findOne(PartnerKey, keyId);
    const keptKey = existing?.partnerKey?.id === keyId;
    if (!key || (key.revokedAt && !keptKey)) return fail('partnerKeyId', 'PARTNER_KEY_NOT_FOUND', 'validation.partnerKeyNotFound');
    const unseen = eventTypes.find((type) => !scopesAllowEvent(key.scopes, type));
    if (unseen) {
      return {
        ok: false,
        errors: [
          {
            field: 'eventTypes',
            code: 'EVENT_NOT_IN_SCOPE',
            id: 'validation.webhookEventNotInScope',
            values: { key: key.name, event: unseen, scope: EVENT_SCOPES[unseen] },
          },
        ],
      };
    }
  }
  const problem = await urlProblem(checked.value.url, ctx.appSettings.webhooks);
  if (problem && problem !== 'DNS_FAILED') return { ok: false, errors: [URL_REFUSALS[problem]] };
  return {
    ok: true,
    value: { name: checked.value.name, url: checked.value.url, eventTypes, active: checked.value.active, partnerKey: keyId },
  };
}
