import type { EntityManager } from '@mikro-orm/postgresql';
import { type Kysely, sql } from 'kysely';
import type { UntypedTables } from '../../db/kysely.js';
import type { Language } from '../../context/language.js';

/** A customer to invite about one course: their latest order of it gives the name and the language. */
export interface InvitationCandidate {
  email: string;
  name: string;
  language: Language;
  courseId: number;
  courseTitle: string;
  /** Where the customer ordered (links in mails a job sends point there); null for older orders. */
  siteOrigin: string | null;
}

/** Which finished courses: last day before `endedBefore`, and (for the automatic invitations) not before `endedFrom`. */
export interface FinishedCourses {
  endedBefore: string;
  endedFrom?: string;
}

// Untyped: order_items and review_invitations are not among the entity-typed tables of db/kysely.ts.
const db = (em: EntityManager) => em.getKysely() as unknown as Kysely<UntypedTables>;

/** The way an address is compared and stored: one customer, however they typed it per order. */
export const normalizedEmail = (email: string) => email.trim().toLowerCase();

/**
 * Customers of finished courses (last day before `endedBefore`, a date in Gersthofen) from confirmed and paid orders who
 * were not invited about that course yet: one line per address and course, from the newest such order. Orders whose
 * data were anonymised are nobody's any more.
 */
export async function findInvitationCandidates(em: EntityManager, courses: FinishedCourses): Promise<InvitationCandidate[]> {
  const email = sql<string>`lower(trim(o.customer_email))`;
  let query = db(em)
    .selectFrom('orders as o')
    .innerJoin('order_items as i', 'i.order_id', 'o.id')
    .innerJoin('courses as c', 'c.id', 'i.course_id')
    .where('o.order_status', '=', 'confirmed')
    .where('o.payment_status', '=', 'paid')
    .where('c.end_date', '<', courses.endedBefore)
    .where('o.anonymised_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('review_invitations as r')
            .select(sql`1`.as('one'))
            .whereRef('r.course_id', '=', 'c.id')
            .where(sql<boolean>`r.email = ${email}`),
        ),
      ),
    )
    .distinctOn([email, sql`c.id`])
    .select([
      email.as('email'),
      'o.customer_first_name as firstName',
      'o.customer_last_name as lastName',
      'o.language as language',
      'c.id as courseId',
      'c.title as courseTitle',
      'o.site_origin as siteOrigin',
    ])
    .orderBy(email)
    .orderBy('c.id')
    .orderBy('o.created_at', 'desc');
  if (courses.endedFrom) query = query.where('c.end_date', '>=', courses.endedFrom);
  const rows = await query.execute();
  return rows.map((row) => ({
    email: row.email,
    name: `${row.firstName} ${row.lastName}`.trim(),
    language: row.language === 'en' ? 'en' : 'de',
    courseId: row.courseId,
    courseTitle: row.courseTitle,
    siteOrigin: row.siteOrigin ?? null,
  }));
}

/**
 * Claims one invitation: inserts its row unless the address was already invited about the course (by an earlier
 * run, or by another admin's run committing first: the unique key makes this insert wait for that one). True when
 * this transaction may send it.
 */
export async function claimInvitation(em: EntityManager, email: string, courseId: number): Promise<number | null> {
  const row = await db(em)
    .insertInto('review_invitations')
    .values({ email, course_id: courseId })
    .onConflict((conflict) => conflict.columns(['email', 'course_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

export async function linkInvitationMail(em: EntityManager, invitationId: number, mailId: number): Promise<void> {
  await db(em).updateTable('review_invitations').set({ mail_id: mailId }).where('id', '=', invitationId).execute();
}

/** The course a test invitation names: the one that ended last, else any; null when there are no courses. */
export async function findSampleCourse(em: EntityManager): Promise<{ id: number; title: string } | null> {
  const row = await db(em)
    .selectFrom('courses')
    .select(['id', 'title'])
    .orderBy(sql`end_date desc nulls last`)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row ? { id: row.id, title: row.title } : null;
}
