import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import type { Task } from 'graphile-worker';
import type { AppSettings } from '../../app-settings.js';
import { addJob } from '../../jobs/job-queue.js';
import type { JobDependencies } from '../../jobs/job-tasks.js';
import { WebhookAttempt, WebhookAttemptError } from './webhook-attempt.entity.js';
import { WebhookDelivery, WebhookDeliveryStatus } from './webhook-delivery.entity.js';
import { WEBHOOK_DELIVERY_TASK, WEBHOOK_JOB_MAX_ATTEMPTS, deliveryJobKey } from './webhook-fanout.js';
import { type PostOutcome, postWebhook } from './webhook-http.js';
import { webhookBody, webhookHeaders } from './webhook-payload.js';
import { decryptWebhookSecret } from './webhook-secret.js';
import { resolveTarget } from './webhook-target.js';

const MINUTE_MS = 60_000;
/**
 * The pause after each failed automatic attempt: 8 attempts over about 28 hours, so a partner's server that is down for
 * a night still gets everything, and one that is gone for good stops costing requests after a day.
 */
export const RETRY_DELAYS_MS = [1, 5, 30, 120, 300, 600, 600].map((minutes) => minutes * MINUTE_MS);
export const WEBHOOK_MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

export interface DeliveryJob {
  deliveryId: number;
  /** Staff's redelivery: one attempt now, outside the schedule (it neither retries nor ends the schedule). */
  manual?: boolean;
}

export type AttemptResult = 'delivered' | 'retry' | 'failed' | 'skipped';

export function webhookDeliveryTask({ orm, appSettings }: JobDependencies): Task {
  return async (payload) => {
    await attemptDelivery(orm.em.fork(), appSettings, payload as DeliveryJob);
  };
}

/**
 * One attempt of a delivery: POSTs the stored event, signed, to the endpoint's checked address, then records the
 * attempt and what follows (delivered, the next try on the schedule, or given up) in one transaction. No transaction
 * is held during the request (up to 10 s). Deliveries are at least once: should the process die between the answer
 * and the record, the job runs again and the partner gets the event twice (its `id` tells them it is the same).
 */
export async function attemptDelivery(em: EntityManager, settings: AppSettings, job: DeliveryJob): Promise<AttemptResult> {
  const delivery = await em.findOne(WebhookDelivery, job.deliveryId, { populate: ['endpoint', 'endpoint.partnerKey', 'event'] });
  // Deleted with its endpoint meanwhile.
  if (!delivery) return 'skipped';
  if (!job.manual && delivery.status !== WebhookDeliveryStatus.PENDING) return 'skipped';
  if (!delivery.endpoint.active) {
    if (job.manual) return 'skipped';
    // Switched off while it waited: given up, not logged as an attempt (nothing was sent); staff may redeliver later.
    await em.nativeUpdate(
      WebhookDelivery,
      { id: delivery.id, status: WebhookDeliveryStatus.PENDING },
      { status: WebhookDeliveryStatus.FAILED, nextAttemptAt: null },
    );
    return 'failed';
  }
  const attemptedAt = new Date();
  // Queued before its partner key was revoked: nothing is sent from the revocation on, and the log says why.
  if (delivery.endpoint.partnerKey?.revokedAt) {
    return record(em, delivery.id, attemptedAt, refusal(WebhookAttemptError.PARTNER_KEY_REVOKED), job.manual ?? false, { final: true });
  }
  const outcome = await send(delivery, settings, attemptedAt);
  return record(em, delivery.id, attemptedAt, outcome, job.manual ?? false);
}

type Outcome = Omit<PostOutcome, 'error'> & { error: WebhookAttemptError | null; errorDetail: string | null };

/** An attempt that sent nothing, and why. */
const refusal = (error: WebhookAttemptError): Outcome => ({
  statusCode: null,
  responseBody: null,
  durationMs: 0,
  error,
  errorDetail: null,
});

async function send(delivery: WebhookDelivery, settings: AppSettings, now: Date): Promise<Outcome> {
  const secret = decryptWebhookSecret(settings.webhooks.secretKey, delivery.endpoint.encryptedSecret);
  if (!secret) return refusal(WebhookAttemptError.SECRET_UNREADABLE);
  const target = await resolveTarget(delivery.endpoint.url, settings.webhooks);
  if (!target.ok) return refusal(TARGET_ERRORS[target.problem]);
  const body = webhookBody(delivery.event);
  const posted = await postWebhook(target.url, target.address, target.family, body, webhookHeaders(delivery.event, secret, body, now));
  if (!posted.error) return { ...posted, error: null, errorDetail: null };
  return posted.error === 'TIMEOUT'
    ? { ...posted, error: WebhookAttemptError.TIMEOUT, errorDetail: null }
    : { ...posted, error: WebhookAttemptError.NETWORK_ERROR, errorDetail: posted.error };
}

const TARGET_ERRORS = {
  INVALID_URL: WebhookAttemptError.INVALID_URL,
  HTTPS_REQUIRED: WebhookAttemptError.HTTPS_REQUIRED,
  ADDRESS_NOT_ALLOWED: WebhookAttemptError.ADDRESS_NOT_ALLOWED,
  DNS_FAILED: WebhookAttemptError.DNS_FAILED,
} as const;

const succeeded = (outcome: Outcome) => outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;

/**
 * The attempt's log line and the delivery's next state, the row locked: a redelivery and a retry finishing at once count
 * both. `final`: no retry can help (the partner key is revoked), so a waiting delivery is given up at once.
 */
async function record(
  em: EntityManager,
  deliveryId: number,
  attemptedAt: Date,
  outcome: Outcome,
  manual: boolean,
  { final = false }: { final?: boolean } = {},
): Promise<AttemptResult> {
  return em.transactional(async (tx) => {
    const delivery = await tx.findOne(WebhookDelivery, deliveryId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!delivery) return 'skipped';
    tx.create(WebhookAttempt, { delivery, attemptedAt, manual, ...outcome });
    delivery.attempts += 1;
    if (succeeded(outcome)) {
      delivery.status = WebhookDeliveryStatus.DELIVERED;
      delivery.deliveredAt ??= new Date();
      delivery.nextAttemptAt = null;
      return 'delivered';
    }
    if (manual || delivery.status !== WebhookDeliveryStatus.PENDING) return 'failed';
    await tx.flush();
    // Including the attempt just made.
    const automatic = await tx.count(WebhookAttempt, { delivery: deliveryId, manual: false });
    if (final || automatic >= WEBHOOK_MAX_ATTEMPTS) {
      delivery.status = WebhookDeliveryStatus.FAILED;
      delivery.nextAttemptAt = null;
      return 'failed';
    }
    delivery.nextAttemptAt = new Date(Date.now() + RETRY_DELAYS_MS[automatic - 1]);
    await tx.flush();
    await addJob(
      tx,
      WEBHOOK_DELIVERY_TASK,
      { deliveryId },
      {
        runAt: delivery.nextAttemptAt,
        jobKey: deliveryJobKey(deliveryId),
        maxAttempts: WEBHOOK_JOB_MAX_ATTEMPTS,
      },
    );
    return 'retry';
  });
}
