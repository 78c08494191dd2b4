import { type EntityManager, LockMode } from '@mikro-orm/postgresql';
import type { Language } from '../../../context/language.js';
import { NewsletterSubscriptionStatus } from '../newsletter-subscription.entity.js';
import { NewsletterAudience, NewsletterIssue } from './newsletter-issue.entity.js';

/** An issue, locked for the caller's transaction: an edit and a "send to all" (or two) never interleave. */
export function findIssueForUpdate(em: EntityManager, id: number): Promise<NewsletterIssue | null> {
  return em.findOne(NewsletterIssue, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
}

/**
 * One delivery row per confirmed subscriber of the audience, in one statement; the unique key (issue, subscription)
 * lets none be made twice. Returns how many were made.
 */
export async function createDeliveries(em: EntityManager, issueId: number, audience: NewsletterAudience): Promise<number> {
  const result = await em.execute(
    `insert into newsletter_deliveries (issue_id, subscription_id)
     select ?, s.id from newsletter_subscriptions s where s.status = ? and (cast(? as text) = 'all' or s.language = cast(? as text))
     on conflict (issue_id, subscription_id) do nothing`,
    [issueId, NewsletterSubscriptionStatus.CONFIRMED, audience, audience],
    'run',
  );
  return Number((result as { affectedRows?: number }).affectedRows ?? 0);
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
  const rows: { id: number; subscription_id: number; email: string; language: Language; status: string }[] = await em.execute(
    `select d.id, d.subscription_id, s.email, s.language, s.status
     from newsletter_deliveries d join newsletter_subscriptions s on s.id = d.subscription_id
     where d.issue_id = ? and d.mail_id is null and not d.skipped
     order by d.id limit ? for update of d skip locked`,
    [issueId, limit],
  );
  return rows.map((row) => ({ id: row.id, subscriptionId: row.subscription_id, email: row.email, language: row.language, confirmed: row.status === NewsletterSubscriptionStatus.CONFIRMED }));
}

/** Records each delivery's outbox mail, and marks those whose subscriber left meanwhile as skipped. */
export async function recordDeliveryMails(em: EntityManager, mails: { id: number; mailId: number }[], skippedIds: number[]): Promise<void> {
  if (mails.length > 0) {
    await em.execute(
      `update newsletter_deliveries d set mail_id = v.mail_id
       from json_to_recordset(cast(? as json)) as v(id int, mail_id int) where d.id = v.id`,
      [JSON.stringify(mails.map((mail) => ({ id: mail.id, mail_id: mail.mailId })))],
    );
  }
  if (skippedIds.length > 0) {
    await em.execute(`update newsletter_deliveries set skipped = true where id in (select cast(value as int) from json_array_elements_text(cast(? as json)))`, [JSON.stringify(skippedIds)]);
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
  const rows: { issue_id: number; total: string; sent: string; caught: string; failed: string }[] = await em.execute(
    `select d.issue_id,
       count(*) filter (where not d.skipped) as total,
       count(*) filter (where m.status = 'sent') as sent,
       count(*) filter (where m.status = 'caught') as caught,
       count(*) filter (where m.status in ('failed', 'not_sent')) as failed
     from newsletter_deliveries d left join mails m on m.id = d.mail_id
     where d.issue_id in (select cast(value as int) from json_array_elements_text(cast(? as json)))
     group by d.issue_id`,
    [JSON.stringify(issueIds)],
  );
  return new Map(rows.map((row) => [row.issue_id, { total: Number(row.total), sent: Number(row.sent), caught: Number(row.caught), failed: Number(row.failed) }]));
}
