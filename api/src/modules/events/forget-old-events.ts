import type { MikroORM } from '@mikro-orm/postgresql';
import type { Task } from 'graphile-worker';
import type { JobLog } from '../../jobs/job-queue.js';
import { WebhookDeliveryStatus } from '../webhooks/webhook-delivery.entity.js';

export const FORGET_OLD_EVENTS_TASK = 'events_forget_old';
/** Daily at 03:40 UTC, a quiet hour (graphile-worker crontab syntax). */
export const FORGET_OLD_EVENTS_CRONTAB = `40 3 * * * ${FORGET_OLD_EVENTS_TASK}`;

/**
 * How long the event log keeps an event, and with it its webhook deliveries and their attempts (as Stripe keeps
 * events for 30 days): long past the last automatic retry (about 28 hours), long enough for staff to look up or
 * redeliver what a partner missed, and short enough that a log written on every place held does not grow forever.
 */
export const EVENT_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows per statement: a short lock each, so a busy checkout never waits behind a long delete. */
const BATCH = 5_000;

/** The two tables as the entities (domain-event.entity.ts, webhook-delivery.entity.ts) map them. */
interface EventTables {
  domain_events: { id: string; occurred_at: Date };
  webhook_deliveries: { id: number; event_id: string; status: WebhookDeliveryStatus };
}

/** The job: the moment to work for may come in its payload (`asOf`, tests); else now. */
export function forgetOldEventsTask(orm: MikroORM, log: JobLog): Task {
  return async (payload) => {
    const asOf = (payload as { asOf?: unknown } | null)?.asOf;
    const now = typeof asOf === 'string' && !Number.isNaN(Date.parse(asOf)) ? new Date(asOf) : new Date();
    const deleted = await forgetOldEvents(orm, now);
    if (deleted) log.info({ deleted }, 'old domain events deleted');
  };
}

/**
 * Deletes events older than the retention, their deliveries and attempts with them (foreign keys cascade); an event
 * whose delivery is still pending (a redelivery staff started) stays until it is done. Safe to run on two instances
 * at once: each statement deletes what is still there.
 */
export async function forgetOldEvents(orm: MikroORM, now: Date): Promise<number> {
  const before = new Date(now.getTime() - EVENT_RETENTION_DAYS * DAY_MS);
  const kysely = orm.em.fork().getKysely<EventTables>();
  let deleted = 0;
  for (;;) {
    const result = await kysely
      .deleteFrom('domain_events')
      .where('id', 'in', (select) =>
        select
          .selectFrom('domain_events as event')
          .select('event.id')
          .where('event.occurred_at', '<', before)
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('webhook_deliveries as delivery')
                  .select('delivery.id')
                  .whereRef('delivery.event_id', '=', 'event.id')
                  .where('delivery.status', '=', WebhookDeliveryStatus.PENDING),
              ),
            ),
          )
          .limit(BATCH),
      )
      .executeTakeFirst();
    const count = Number(result.numDeletedRows);
    deleted += count;
    if (count < BATCH) return deleted;
  }
}
