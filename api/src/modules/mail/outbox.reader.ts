import type { EntityManager } from '@mikro-orm/postgresql';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { UntypedTables } from '../../db/kysely.js';
import type { MailDeliveryStatus } from './mail.entity.js';
import { SEND_MAIL_TASK } from './mail.service.js';

/**
 * What the row and its job say together. The row alone knows sent, caught, not sent and given up; a row still marked queued is
 * really waiting only while its `send_mail` job (found by its key) has attempts left. Without one (the job was
 * removed, or failed for good before the row could be marked) nothing will ever send it: it counts as failed, so
 * staff see it and can retry it.
 */
function deliveryStatus(mails: string): RawBuilder<MailDeliveryStatus> {
  const row = sql.ref(mails);
  return sql<MailDeliveryStatus>`case
    when ${row}.status in ('sent', 'caught', 'failed', 'not_sent') then ${row}.status
    when exists (
      select 1 from graphile_worker.jobs j
      where j.key = cast(${`${SEND_MAIL_TASK}:`} as text) || ${row}.id and j.task_identifier = ${SEND_MAIL_TASK} and j.attempts < j.max_attempts
    ) then 'queued'
    else 'failed'
  end`;
}

/** The outbox with each row's delivery status, as table `m` (staff's outbox list reads it too). */
export function outbox(em: EntityManager) {
  // Untyped: `mails` and graphile-worker's view are not among the entity-typed tables (db/kysely.ts); the columns
  // read are the entity's own (rowShape).
  const db = em.getKysely() as unknown as Kysely<UntypedTables>;
  return db.selectFrom(db.selectFrom('mails').selectAll().select(deliveryStatus('mails').as('delivery_status')).as('m'));
}

/** The delivery status of each of these outbox mails (an order's history shows how far its mails got). */
export async function findMailStatuses(em: EntityManager, ids: readonly number[]): Promise<Map<number, MailDeliveryStatus>> {
  if (ids.length === 0) return new Map();
  const rows = await outbox(em)
    .select(['m.id', 'm.delivery_status'])
    .where('m.id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row: { id: number; delivery_status: MailDeliveryStatus }) => [row.id, row.delivery_status]));
}
