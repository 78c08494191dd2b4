import type { EntityManager } from '@mikro-orm/postgresql';
import { type Kysely, sql } from 'kysely';
import type { UntypedTables } from '../../db/kysely.js';
import { todayInGersthofen } from '../courses/course.rules.js';
import { readFollowUpSettings } from './follow-up-settings.js';

/**
 * GDPR Art. 5(1)(e) storage limitation: some months after a course ends, its orders' personal data go.
 *
 * What is anonymised, per order (all in one transaction per batch, so an order is either kept whole or done whole):
 * - the participants' names and dates of birth (children's data: the point of it) — rows stay, so places and counts stay true;
 * - the customer's name, e-mail, phone and address on the order, and the order's request fingerprint;
 * - its history: the lines that hold names, addresses or free text (participants and customer changed, cancellation
 *   request, refund account) keep their type and time only; the others lose recipient, e-mail, name and reason;
 * - the refund account (IBAN, holder) a customer gave;
 * - its mails in the outbox (confirmation, reminders, review invitation, …): recipient, text and HTML emptied
 *   (subject and delivery state kept), and the embedded catcher's copies deleted;
 * - the review-invitation marks of its address (kept as anonymous rows, so nobody is invited twice);
 * - the contact message or course request (booking) it was converted from, and that booking's participants.
 * Course requests (bookings) for the course that never became orders go the same way.
 *
 * What is kept (§147 AO as amended in 2025, 8 years for invoices; §14 UStG): the invoices as issued — number, date,
 * amounts, lines and the stored PDF bytes, unchanged. They name the parent who was billed (name and address are
 * required contents of an invoice) and never a child: an invoice line holds the number of participants only
 * (invoice-content.ts). Only the customer's e-mail address, which the PDF does not print, is removed from the
 * invoice's stored `content`. Order numbers, amounts, statuses, payment ids and refunds' amounts stay.
 */
export const ANONYMISED = 'anonymisiert';
const QUEUED_MAIL_ANONYMISED = 'Vor dem Versand anonymisiert (Löschfrist) / anonymised before it was sent (retention period)';
export const anonymisedEmail = (orderId: number) => `anonymisiert-${orderId}@anonymisiert.invalid`;

// History lines whose data are personal (names, addresses, a customer's own words, a bank account) as a whole.
const PERSONAL_EVENT_TYPES = [
  'participants_changed',
  'participants_edited',
  'participant_age_exception',
  'customer_changed',
  'cancellation_requested',
  'refund_account_given',
];

const db = (em: EntityManager) => em.getKysely() as unknown as Kysely<UntypedTables>;

export interface RetentionCounts {
  orders: number;
  participants: number;
  bookings: number;
  mails: number;
  invoicesKept: number;
}

const sum = (a: RetentionCounts, b: RetentionCounts): RetentionCounts => ({
  orders: a.orders + b.orders,
  participants: a.participants + b.participants,
  bookings: a.bookings + b.bookings,
  mails: a.mails + b.mails,
  invoicesKept: a.invoicesKept + b.invoicesKept,
});
export const NO_COUNTS: RetentionCounts = { orders: 0, participants: 0, bookings: 0, mails: 0, invoicesKept: 0 };

/** The last day a course of the orders kept until `now` may have ended: `months` calendar months before today (Gersthofen). */
export async function retentionCutoff(em: EntityManager, now: Date, months: number): Promise<string> {
  const { rows } = await sql<{
    cutoff: string;
  }>`select to_char((${todayInGersthofen(now)}::date - make_interval(months => ${months}))::date, 'YYYY-MM-DD') as cutoff`.execute(db(em));
  return rows[0].cutoff;
}

/**
 * Orders not anonymised yet whose every course has a date and whose last course's last day is on or before `lastDay`
 * (optionally: only orders with `courseId`). An order with a course still to come is kept whole until that one ends.
 */
export async function findOrdersEndedBy(em: EntityManager, lastDay: string, courseId: number | null = null): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select o.id from orders o
    join order_items i on i.order_id = o.id
    join courses c on c.id = i.course_id
    where o.anonymised_at is null
    group by o.id
    having bool_and(coalesce(c.end_date, c.start_date) is not null)
       and max(coalesce(c.end_date, c.start_date)) <= ${lastDay}::date
       and (${courseId}::int is null or bool_or(c.id = ${courseId}::int))
    order by o.id`.execute(db(em));
  return rows.map((row) => Number(row.id));
}

/** Course requests (bookings) not anonymised yet for courses whose last day is on or before `lastDay`. */
export async function findBookingsEndedBy(em: EntityManager, lastDay: string, courseId: number | null = null): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select b.id from bookings b join courses c on c.id = b.course_id
    where b.email not like '%@anonymisiert.invalid'
      and coalesce(c.end_date, c.start_date) <= ${lastDay}::date
      and (${courseId}::int is null or c.id = ${courseId}::int)
    order by b.id`.execute(db(em));
  return rows.map((row) => Number(row.id));
}

const count = (result: { numAffectedRows?: bigint }) => Number(result.numAffectedRows ?? 0n);

/** Anonymises these orders as described above, in the caller's transaction. Answers counts only. */
export async function anonymiseOrders(em: EntityManager, orderIds: number[], now: Date): Promise<RetentionCounts> {
  if (!orderIds.length) return NO_COUNTS;
  const k = db(em);
  // The orders' rows locked first, and only those still not anonymised once the lock is held: a run on another
  // instance at the same moment waits here and then finds them done (READ COMMITTED re-checks the condition).
  const locked = await sql<{
    id: number;
  }>`select id from orders where id = any(${orderIds}::int[]) and anonymised_at is null order by id for update`.execute(k);
  if (!locked.rows.length) return NO_COUNTS;
  const ids = sql`${locked.rows.map((row) => Number(row.id))}::int[]`;
  // First what is found through the order's own address and links, before those are gone.
  const mails = await sql<{ id: number }>`
    select distinct (e.data->>'mailId')::int as id from order_events e
    where e.order_id = any(${ids}) and e.type = 'mail_queued' and jsonb_typeof(e.data->'mailId') = 'number'
    union
    select r.mail_id from review_invitations r
    join order_items i on i.course_id = r.course_id
    join orders o on o.id = i.order_id and r.email = lower(trim(o.customer_email))
    where o.id = any(${ids}) and r.mail_id is not null
    union
    -- Mails about the order that its history does not list (the office's copy of a cancellation request, Reply-To the
    -- customer): to or from the customer's address and naming the order's number.
    select m.id from mails m join orders o on lower(o.customer_email) in (lower(m.recipient), lower(m.reply_to))
    where o.id = any(${ids}) and m.text ~ ('H2O-' || lpad(o.id::text, 4, '0') || '([^0-9]|$)')`.execute(k);
  const mailIds = mails.rows.map((row) => Number(row.id));
  await sql`
    update review_invitations r set email = 'anonymisiert-' || r.id
    from order_items i join orders o on o.id = i.order_id
    where i.course_id = r.course_id and r.email = lower(trim(o.customer_email)) and o.id = any(${ids})`.execute(k);
  const participants = count(
    await sql`update participants p set first_name = ${ANONYMISED}, last_name = '', birth_date = null from order_items i where p.order_item_id = i.id and i.order_id = any(${ids})`.execute(
      k,
    ),
  );
  // The requests the orders were converted from, and a booking's participants.
  await sql`update participants p set first_name = ${ANONYMISED}, last_name = '', birth_date = null from orders o where p.booking_id = o.booking_id and o.id = any(${ids})`.execute(
    k,
  );
  const bookings = count(
    await sql`update bookings b set name = ${ANONYMISED}, email = 'anonymisiert-b' || b.id || '@anonymisiert.invalid', message = null from orders o where o.booking_id = b.id and o.id = any(${ids})`.execute(
      k,
    ),
  );
  await sql`update contact_messages m set name = ${ANONYMISED}, email = 'anonymisiert-m' || m.id || '@anonymisiert.invalid', message = '' from orders o where o.contact_message_id = m.id and o.id = any(${ids})`.execute(
    k,
  );
  await sql`update order_events set data = '{"anonymised": true}'::jsonb where order_id = any(${ids}) and type = any(${PERSONAL_EVENT_TYPES}::text[])`.execute(
    k,
  );
  await sql`update order_events set data = data - 'recipient' - 'email' - 'name' - 'reason' where order_id = any(${ids}) and data is not null and not (type = any(${PERSONAL_EVENT_TYPES}::text[]))`.execute(
    k,
  );
  await sql`update refunds set iban = null, account_holder = null where order_id = any(${ids}) and (iban is not null or account_holder is not null)`.execute(
    k,
  );
  let mailCount = 0;
  if (mailIds.length) {
    await sql`delete from caught_mails where message_id in (select message_id from mails where id = any(${mailIds}::int[]) and message_id is not null)`.execute(
      k,
    );
    // A mail still waiting (only if the run comes right after it was queued) is not sent any more: its job finds it failed.
    await sql`update mails set status = 'failed', last_error = ${QUEUED_MAIL_ANONYMISED} where id = any(${mailIds}::int[]) and status = 'queued'`.execute(
      k,
    );
    mailCount = count(
      await sql`update mails set recipient = ${ANONYMISED}, reply_to = null, text = '', html = '', headers = null where id = any(${mailIds}::int[])`.execute(
        k,
      ),
    );
  }
  const invoicesKept = count(
    await sql`update invoices set content = jsonb_set(content, '{customer,email}', '""'::jsonb) where order_id = any(${ids})`.execute(k),
  );
  const orders = count(
    await sql`
      update orders set customer_first_name = ${ANONYMISED}, customer_last_name = '', customer_email = 'anonymisiert-' || id || '@anonymisiert.invalid',
        customer_phone = '', customer_address = '', customer_city = '', customer_zip_code = '', request_fingerprint = null, anonymised_at = ${now}
      where id = any(${ids}) and anonymised_at is null`.execute(k),
  );
  return { orders, participants, bookings, mails: mailCount, invoicesKept };
}

/** Anonymises course requests (bookings) that never became orders, and their participants. */
export async function anonymiseBookings(em: EntityManager, bookingIds: number[]): Promise<number> {
  if (!bookingIds.length) return 0;
  const k = db(em);
  await sql`update participants set first_name = ${ANONYMISED}, last_name = '', birth_date = null where booking_id = any(${bookingIds}::int[])`.execute(
    k,
  );
  return count(
    await sql`update bookings set name = ${ANONYMISED}, email = 'anonymisiert-b' || id || '@anonymisiert.invalid', message = null where id = any(${bookingIds}::int[])`.execute(
      k,
    ),
  );
}

/** Orders per transaction: a run over thousands of orders holds no lock for long, and each batch is whole or nothing. */
const BATCH = 200;

/** Anonymises the orders and bookings, batch by batch (each batch one transaction). */
export async function anonymiseInBatches(
  rootEm: EntityManager,
  orderIds: number[],
  bookingIds: number[],
  now: Date,
): Promise<RetentionCounts> {
  let counts = NO_COUNTS;
  for (let start = 0; start < orderIds.length; start += BATCH) {
    const batch = orderIds.slice(start, start + BATCH);
    counts = sum(counts, await rootEm.fork().transactional((em) => anonymiseOrders(em, batch, now)));
  }
  for (let start = 0; start < bookingIds.length; start += BATCH) {
    const batch = bookingIds.slice(start, start + BATCH);
    const bookings = await rootEm.fork().transactional((em) => anonymiseBookings(em, batch));
    counts = { ...counts, bookings: counts.bookings + bookings };
  }
  return counts;
}

/** The scheduled run at `now`: everything whose last course day is `dataRetentionMonths` months ago or longer. */
export async function runDataRetention(rootEm: EntityManager, now: Date): Promise<RetentionCounts & { cutoff: string }> {
  const em = rootEm.fork();
  const { dataRetentionMonths } = await readFollowUpSettings(em);
  const cutoff = await retentionCutoff(em, now, dataRetentionMonths);
  const counts = await anonymiseInBatches(rootEm, await findOrdersEndedBy(em, cutoff), await findBookingsEndedBy(em, cutoff), now);
  return { ...counts, cutoff };
}
