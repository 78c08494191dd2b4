import type { EntityKey, EntityManager } from '@mikro-orm/postgresql';
import { type PageOf, type PageRequest, type RowShape, findPage, rowShape } from '../../db/find-page.js';
import { containsPattern } from '../../db/kysely.js';
import { searchTerms } from '../courses/course.rules.js';
import { CaughtMail } from '../mail/caught-mail.entity.js';
import { Mail, type MailDeliveryStatus, MailStatus } from '../mail/mail.entity.js';
import { outbox } from '../mail/outbox.reader.js';

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

function shape(em: EntityManager): RowShape<MailRow> {
  const base = rowShape(em, Mail, 'm', ROW_FIELDS);
  return {
    columns: [...base.columns, 'm.delivery_status as deliveryStatus'],
    fromDatabase: (rows) => base.fromDatabase(rows) as MailRow[],
  };
}

/** One outbox mail as staff's list shows it, never its bodies (mail-admin.types.ts registers it for GraphQL as `Mail`). */
export interface MailView {
  id: number;
  recipient: string;
  subject: string;
  template: string;
  language: string;
  status: MailDeliveryStatus;
  attempts: number;
  lastError: string | null;
  serverResponse: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/** What an outbox mail says; `caughtAt` is set when it is the catcher's copy (mail-admin.types.ts: `MailContent`). */
export interface OutboxMailContent {
  subject: string;
  text: string;
  html: string;
  caughtAt: Date | null;
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
export async function findMailContent(em: EntityManager, id: number): Promise<OutboxMailContent | null> {
  const mail = await em.findOne(Mail, id, { fields: ['subject', 'text', 'html', 'messageId', 'status'] });
  if (!mail) return null;
  const caught =
    mail.status === MailStatus.CAUGHT && mail.messageId
      ? await em.findOne(CaughtMail, { messageId: mail.messageId }, { orderBy: { id: 'desc' } })
      : null;
  if (caught) return { subject: caught.subject, text: caught.text, html: caught.html, caughtAt: caught.receivedAt };
  return { subject: mail.subject, text: mail.text, html: mail.html, caughtAt: null };
}
