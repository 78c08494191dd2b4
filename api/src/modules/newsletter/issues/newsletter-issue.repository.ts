import { type EntityManager, LockMode } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { Language } from '../../../context/language.js';
import { MailStatus } from '../../mail/index.js';
import { NewsletterSubscriptionStatus } from '../newsletter-subscription.entity.js';
import { NewsletterAudience, NewsletterIssue } from './newsletter-issue.entity.js';

/** The columns these set-wide statements read and write, as the entities define them. */
interface DeliveryTables {
  newsletter_deliveries: { id?: number; issue_id: number; subscription_id: number; mail_id?: number | null; skipped?: boolean };
  newsletter_subscriptions: { id: number; email: string; language: Language; status: NewsletterSubscriptionStatus };
  mails: { id: number; status: MailStatus };
}
const db = (em: EntityManager) => em.getKysely<DeliveryTables>();

/** An issue, locked for the caller's transaction: an edit and a "send to all" (or two) never interleave. */
export function findIssueForUpdate(em: EntityManager, id: number): Promise<NewsletterIssue | null> {
  return em.findOne(NewsletterIssue, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
}

/**
 * One delivery row per confirmed subscriber of the audience, in one statement; the unique key (issue, subscription)
 * lets none be made twice. Returns how many were made.
 */
export async function createDeliveries(em: EntityManager, issueId: number, audience: NewsletterAudience): Promise<number> {
  const result = await db(em)
    .insertInto('newsletter_deliveries')
    .columns(['issue_id', 'subscription_id'])
    .expression((eb) =>
      eb
        .selectFrom('newsletter_subscriptions as s')
        .select((select) => [select.cast<number>(select.val(issueId), 'integer').as('issue_id'), 's.id'])
        .where('s.status', '=', NewsletterSubscriptionStatus.CONFIRMED)
        .$if(audience !== NewsletterAudience.ALL, (query) => query.where('s.language', '=', audience as Language)),
    )
    .onConflict((conflict) => conflict.columns(['issue_id', 'subscription_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

export interface PendingDelivery {
  id: number;
  subscriptionId: number;
  email: string;
  language: Language;
  confirmed: boolean;
}

/**
 * Up to `limit` deliveries of the issue without a mail yet, locked for the caller's transaction; rows another
 * instance's batch holds are skipped, so two batch jobs (on one or two instances) never take the same row.
 */
export async function lockPendingDeliveries(em: EntityManager, issueId: number, limit: number): Promise<PendingDelivery[]> {
  const rows = await db(em)
    .selectFrom('newsletter_deliveries as d')
    .innerJoin('newsletter_subscriptions as s', 's.id', 'd.subscription_id')
    .select(['d.id as id', 'd.subscription_id as subscriptionId', 's.email as email', 's.language as language', 's.status as status'])
    .where('d.issue_id', '=', issueId)
    .where('d.mail_id', 'is', null)
    .where('d.skipped', '=', false)
    .orderBy('d.id')
    .limit(limit)
    .forUpdate('d')
    .skipLocked()
    .execute();
  return rows.map(({ status, ...row }) => ({ ...row, id: Number(row.id), confirmed: status === NewsletterSubscriptionStatus.CONFIRMED }));
}

/** Records each delivery's outbox mail, and marks those whose subscriber left meanwhile as skipped. */
export async function recordDeliveryMails(em: EntityManager, mails: { id: number; mailId: number }[], skippedIds: number[]): Promise<void> {
  if (mails.length > 0) {
    // One statement for the whole batch: each delivery's mail comes from a row of the batch read as deliveries.
    const batch = JSON.stringify(mails.map((mail) => ({ id: mail.id, mail_id: mail.mailId })));
    await db(em)
      .updateTable('newsletter_deliveries as d')
      .from(sql<{ id: number; mail_id: number }>`json_populate_recordset(null::newsletter_deliveries, cast(${batch} as json))`.as('v'))
      .set((eb) => ({ mail_id: eb.ref('v.mail_id') }))
      .whereRef('d.id', '=', 'v.id')
      .execute();
  }
  if (skippedIds.length > 0) {
    await db(em).updateTable('newsletter_deliveries').set({ skipped: true }).where('id', 'in', skippedIds).execute();
  }
}

/**
 * How far an issue got: recipients (skipped ones not counted), mails a mail server accepted, mails the embedded mail
 * catcher kept (no SMTP_URL: done, but nobody got them), mails given up or not sent.
 */
export interface IssueCounts {
  total: number;
  sent: number;
  caught: number;
  failed: number;
}

export async function countDeliveries(em: EntityManager, issueIds: readonly number[]): Promise<Map<number, IssueCounts>> {
  if (issueIds.length === 0) return new Map();
  const rows = await db(em)
    .selectFrom('newsletter_deliveries as d')
    .leftJoin('mails as m', 'm.id', 'd.mail_id')
    .select((eb) => [
      'd.issue_id',
      eb.fn.countAll().filterWhere('d.skipped', '=', false).as('total'),
      eb.fn.countAll().filterWhere('m.status', '=', MailStatus.SENT).as('sent'),
      eb.fn.countAll().filterWhere('m.status', '=', MailStatus.CAUGHT).as('caught'),
      eb.fn.countAll().filterWhere('m.status', 'in', [MailStatus.FAILED, MailStatus.NOT_SENT]).as('failed'),
    ])
    .where('d.issue_id', 'in', [...issueIds])
    .groupBy('d.issue_id')
    .execute();
  return new Map(
    rows.map((row) => [
      Number(row.issue_id),
      { total: Number(row.total), sent: Number(row.sent), caught: Number(row.caught), failed: Number(row.failed) },
    ]),
  );
}
