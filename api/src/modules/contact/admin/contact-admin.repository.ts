import { type EntityKey, type EntityManager, LockMode } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { type PageOf, type PageRequest, findPage, rowShape } from '../../../db/find-page.js';
import { containsPattern, kysely } from '../../../db/kysely.js';
import { searchTerms, todayInGersthofen } from '../../courses/course.rules.js';
import { Course } from '../../courses/course.entity.js';
import { Order } from '../../orders/order.entity.js';
import { ContactMessage } from '../contact-message.entity.js';
import { COURSE_REQUEST_WORDS } from './contact-request.rules.js';

export const ROW_FIELDS = [
  'id',
  'name',
  'email',
  'subject',
  'message',
  'createdAt',
] as const satisfies readonly EntityKey<ContactMessage>[];

/** A contact message as staff's list reads it (the GraphQL type `ContactMessage`). */
export type ContactMessageRow = Pick<ContactMessage, (typeof ROW_FIELDS)[number]>;

export interface AdminContactMessageFilter {
  search: string | null;
  onlyCourseRequests: boolean;
}

/**
 * Staff's contact messages, newest first. Each search word must be part of the name, e-mail address, subject or
 * message; `onlyCourseRequests` keeps the subjects with a course-request word (contact-request.rules.ts).
 */
export function findAdminContactMessages(
  em: EntityManager,
  filter: AdminContactMessageFilter,
  page: PageRequest,
): Promise<PageOf<ContactMessageRow>> {
  let query = kysely(em).selectFrom('contact_messages as m');
  if (filter.onlyCourseRequests) {
    query = query.where((eb) => eb.or(COURSE_REQUEST_WORDS.map((word) => eb('m.subject', 'ilike', containsPattern(word)))));
  }
  for (const term of searchTerms(filter.search)) {
    const pattern = containsPattern(term);
    query = query.where((eb) =>
      eb.or([
        eb('m.name', 'ilike', pattern),
        eb('m.email', 'ilike', pattern),
        eb('m.subject', 'ilike', pattern),
        eb('m.message', 'ilike', pattern),
      ]),
    );
  }
  query = query.orderBy('m.created_at', 'desc').orderBy('m.id', 'desc');
  return findPage(rowShape(em, ContactMessage, 'm', ROW_FIELDS), query, page);
}

/** One message as staff's list reads it; null when there is none. */
export async function findContactMessageRow(em: EntityManager, id: number): Promise<ContactMessageRow | null> {
  const shape = rowShape(em, ContactMessage, 'm', ROW_FIELDS);
  const rows = await kysely(em)
    .selectFrom('contact_messages as m')
    .select(shape.columns as never[])
    .where('m.id', '=', id)
    .execute();
  return shape.fromDatabase(rows as Record<string, unknown>[])[0] ?? null;
}

/** The message, locked for the rest of the transaction (`FOR UPDATE`): two conversions of it follow each other. */
export function lockContactMessage(em: EntityManager, id: number): Promise<ContactMessage | null> {
  return em.findOne(ContactMessage, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
}

/** The orders made from these messages, by message id (one query for a page of messages). */
export async function findOrdersOfMessages(em: EntityManager, messageIds: readonly number[]): Promise<Map<number, Order>> {
  const orders = await em.find(Order, { contactMessage: { $in: [...messageIds] } });
  return new Map(orders.map((order) => [order.contactMessage!.id, order]));
}

/**
 * The course each title names, by lower-case title: of the active courses with that title (ignoring case), the
 * next to start (not started yet), else the latest. One query for a page of requests.
 */
export async function findCoursesByTitles(em: EntityManager, titles: readonly string[]): Promise<Map<string, Course>> {
  const wanted = [...new Set(titles.map((title) => title.toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const rows = await kysely(em)
    .selectFrom('courses')
    .select(['id', sql<string>`lower(title)`.as('key')])
    .where('is_active', '=', true)
    .where(sql<boolean>`lower(title) in (${sql.join(wanted)})`)
    .orderBy(sql`(start_date is not null and start_date >= ${todayInGersthofen()})`, 'desc')
    .orderBy(sql`case when start_date >= ${todayInGersthofen()} then start_date end`, 'asc')
    .orderBy('start_date', 'desc')
    .orderBy('id', 'asc')
    .execute();
  const courses = new Map((await em.find(Course, { id: { $in: rows.map((row) => row.id) } })).map((course) => [course.id, course]));
  const byTitle = new Map<string, Course>();
  for (const row of rows) if (!byTitle.has(row.key)) byTitle.set(row.key, courses.get(row.id)!);
  return byTitle;
}
