import type { EntityKey, EntityManager } from '@mikro-orm/postgresql';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { type PageOf, type PageRequest, type RowShape, findPage, rowShape } from '../../../db/find-page.js';
import { searchTerms } from '../../courses/course.rules.js';
import { CaughtMail } from '../caught-mail.entity.js';
import { Mail, MailDeliveryStatus, MailStatus } from '../mail.entity.js';
import { SEND_MAIL_TASK } from '../mail.service.js';
import type { MailContent, MailView } from './mail-admin.types.js';
import { containsPattern, type UntypedTables } from '../../../db/kysely.js';

/** The outbox columns the list reads (never the bodies). */
const ROW_FIELDS = [
  'id',
  'recipient',
  'subject',
  'template',
  'language',
  'attempts',
  'lastError',
  'serverResponse',
  'createdAt',
  'sentAt',
] as const satisfies readonly EntityKey<Mail>[];

type MailRow = Pick<Mail, (typeof ROW_FIELDS)[number]> & { deliveryStatus: MailDeliveryStatus };

export interface AdminMailFilter {
  status?: MailDeliveryStatus | null;
  search?: string | null;
}

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

/** The outbox with each row's delivery status, as table `m`. */
function outbox(em: EntityManager) {
  // Untyped: `mails` and graphile-worker's view are not among the entity-typed tables (db/kysely.ts); the columns
  // read are the entity's own (rowShape).
  const db = em.getKysely() as unknown as Kysely<UntypedTables>;
  return db.selectFrom(db.selectFrom('mails').selectAll().select(deliveryStatus('mails').as('delivery_status')).as('m'));
}

function shape(em: EntityManager): RowShape<MailRow> {
  const base = rowShape(em, Mail, 'm', ROW_FIELDS);
  return {
    columns: [...base.columns, 'm.delivery_status as deliveryStatus'],
    fromDatabase: (rows) => base.fromDatabase(rows) as MailRow[],
  };
}

export const toMailView = (row: MailRow): MailView => ({
  id: row.id,
  recipient: row.recipient,
  subject: row.subject,
  template: row.template,
  language: row.language,
  status: row.deliveryStatus,
  attempts: row.attempts,
  lastError: row.lastError ?? null,
  serverResponse: row.serverResponse ?? null,
  createdAt: row.createdAt,
  sentAt: row.sentAt ?? null,
});

/** The outbox, newest first; each search word must be part of the recipient's address, the subject or the template. */
export async function findAdminMails(em: EntityManager, filter: AdminMailFilter, page: PageRequest): Promise<PageOf<MailView>> {
  let query = outbox(em);
  if (filter.status) query = query.where('m.delivery_status', '=', filter.status);
  for (const term of searchTerms(filter.search)) {
    const pattern = containsPattern(term);
    query = query.where((eb) =>
      eb.or([eb('m.recipient', 'ilike', pattern), eb('m.subject', 'ilike', pattern), eb('m.template', 'ilike', pattern)]),
    );
  }
  query = query.orderBy('m.created_at', 'desc').orderBy('m.id', 'desc');
  const found = await findPage(shape(em), query, page);
  return { ...found, rows: found.rows.map(toMailView) };
}

/** One outbox mail as the list shows it; null when there is none. */
export async function findAdminMail(em: EntityManager, id: number): Promise<MailView | null> {
  const { rows } = await findPage(shape(em), outbox(em).where('m.id', '=', id), { offset: 0, limit: 1 });
  return rows[0] ? toMailView(rows[0]) : null;
}

/**
 * What a mail says: the catcher's copy for a caught mail (what really arrived over SMTP), else the outbox's rendering
 * (what is, or was, handed to the mail server). Null when there is no such mail.
 */
export async function findMailContent(em: EntityManager, id: number): Promise<MailContent | null> {
  const mail = await em.findOne(Mail, id, { fields: ['subject', 'text', 'html', 'messageId', 'status'] });
  if (!mail) return null;
  const caught =
    mail.status === MailStatus.CAUGHT && mail.messageId
      ? await em.findOne(CaughtMail, { messageId: mail.messageId }, { orderBy: { id: 'desc' } })
      : null;
  if (caught) return { subject: caught.subject, text: caught.text, html: caught.html, caughtAt: caught.receivedAt };
  return { subject: mail.subject, text: mail.text, html: mail.html, caughtAt: null };
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
