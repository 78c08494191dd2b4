import { type RequestContext, transactional } from '../../context/request-context.js';
import { addJob } from '../../jobs/job-queue.js';
import type { FieldError } from '../../validation/validate.js';
import { validateInput } from '../../validation/validate.js';
import { webhookEndpointSchema } from '../../validation/webhook-endpoint.schema.js';
import { AuditAction } from '../audit/audit-event.entity.js';
import { recordAdminChange } from '../audit/audit.js';
import { DOMAIN_EVENT_TYPES, type DomainEventType } from '../events/domain-event-types.js';
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
});

interface EndpointFields {
  name: string;
  url: string;
  eventTypes: DomainEventType[];
  active: boolean;
}

/**
 * Partners' webhook endpoints, for admins (roles.ts ADMIN_ONLY: an endpoint receives every order's number and amount,
 * and its secret is a credential). Every change is audited without the secret.
 */
export const webhookService = {
  list(ctx: RequestContext): Promise<WebhookEndpoint[]> {
    return ctx.em.find(WebhookEndpoint, {}, { orderBy: { createdAt: 'asc', id: 'asc' }, limit: 500 });
  },

  async create(ctx: RequestContext, input: unknown): Promise<Result<EndpointWithSecret>> {
    const checked = await checkFields(ctx, input);
    if (!checked.ok) return checked;
    const secret = newWebhookSecret();
    return transactional(ctx, async (tx) => {
      const endpoint = tx.em.create(WebhookEndpoint, {
        ...checked.value,
        encryptedSecret: encryptWebhookSecret(ctx.appSettings.webhooks.secretKey, secret),
        secretHint: secretHint(secret),
      });
      await tx.em.flush();
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
    const checked = await checkFields(ctx, input);
    if (!checked.ok) return checked;
    return transactional(ctx, async (tx) => {
      const endpoint = endpointId ? await tx.em.findOne(WebhookEndpoint, endpointId) : null;
      if (!endpoint) return endpointNotFound();
      const before = auditValues(endpoint);
      tx.em.assign(endpoint, checked.value);
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
      const endpoint = endpointId ? await tx.em.findOne(WebhookEndpoint, endpointId) : null;
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
      const endpoint = endpointId ? await tx.em.findOne(WebhookEndpoint, endpointId) : null;
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

  /** An endpoint's most recent deliveries, newest first, with their events. */
  /** One endpoint (`node(id:)`), null when there is none. */
  endpoint(ctx: RequestContext, endpointId: number): Promise<WebhookEndpoint | null> {
    return ctx.em.findOne(WebhookEndpoint, endpointId);
  },

  /** One delivery with its event (`node(id:)`), null when there is none. */
  delivery(ctx: RequestContext, deliveryId: number): Promise<WebhookDelivery | null> {
    return ctx.em.findOne(WebhookDelivery, deliveryId, { populate: ['event'] });
  },

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
      const delivery = deliveryId ? await tx.em.findOne(WebhookDelivery, deliveryId, { populate: ['endpoint', 'event'] }) : null;
      if (!delivery) return notFound();
      if (!delivery.endpoint.active) return fail('deliveryId', 'INVALID_TRANSITION', 'validation.webhookEndpointInactive');
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

/** The form's rules, then the address's safety (after DNS for a name): a refused address stores nothing. */
async function checkFields(ctx: RequestContext, input: unknown): Promise<Result<EndpointFields>> {
  const checked = validateInput(webhookEndpointSchema(DOMAIN_EVENT_TYPES), input);
  if (!checked.ok) return checked;
  const problem = await urlProblem(checked.value.url, ctx.appSettings.webhooks);
  if (problem && problem !== 'DNS_FAILED') return { ok: false, errors: [URL_REFUSALS[problem]] };
  const chosen = checked.value.eventTypes;
  return {
    ok: true,
    value: {
      name: checked.value.name,
      url: checked.value.url,
      // Each once, in the list's order.
      eventTypes: DOMAIN_EVENT_TYPES.filter((type) => chosen.includes(type)),
      active: checked.value.active,
    },
  };
}
