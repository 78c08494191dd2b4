import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { RequestContext } from '../../context/request-context.js';
import { kysely } from '../../db/kysely.js';
import type { MailTemplateName } from './mail-registry.js';
import { type MailSettings, type QueueMail, queueMail } from './mail.service.js';
import type { Mail } from './mail.entity.js';

/**
 * Mails that go to an address a visitor typed into a form, before anyone has shown that the address is theirs:
 * anybody can make the site mail anybody with them. The domains queue those through queueMailToTypedAddress (the
 * contact form's and a course request's acknowledgements, the newsletter's confirmation, "Lost your link?", the
 * waitlist's confirmation, a password reset). The order confirmation is not one of them: it is the customer's record
 * of a purchase and must always arrive (an order is a write with a price and places behind it, not a free form), so
 * it is neither limited nor counted here.
 */

/**
 * What became of a mail to a typed-in address, as the visitor's page (and an API client) may be told: the page says a
 * mail is on its way only for QUEUED.
 */
export enum VisitorMailState {
  /** In the outbox; the job worker hands it to the mail server (SMTP_URL) within seconds. */
  QUEUED = 'queued',
  /** No mail server configured (outside production): the embedded catcher keeps it for staff; the visitor gets nothing. */
  KEPT = 'kept',
  /** No mail server in production: nothing is sent. */
  NOT_SENT = 'not_sent',
  /** The address has had its mails of this purpose for the hour: not sent now; the same form later sends one. */
  WITHHELD = 'withheld',
}

const HOUR_MS = 60 * 60 * 1000;

/** What a mail put into the outbox now becomes: delivered only with a mail server. */
export function queuedMailState(settings: Pick<MailSettings, 'delivery'>): VisitorMailState {
  if (settings.delivery === 'catcher') return VisitorMailState.KEPT;
  if (settings.delivery === 'none') return VisitorMailState.NOT_SENT;
  return VisitorMailState.QUEUED;
}

type VisitorMailTx = Pick<RequestContext, 'em' | 'log' | 'appSettings'>;

/**
 * Queues a mail to a typed-in address unless that address (case-insensitive) has had RATE_LIMIT_MAILS_PER_RECIPIENT
 * mails of the same purpose (template) in the past hour, from whichever clients. Counted per purpose, so a parent who
 * joins a waitlist, asks for a course and signs up for the newsletter in one visit gets every mail, while nobody can
 * make the site send one address more than the limit of any one kind. Over the limit the mail is withheld (state
 * WITHHELD, no row): the write itself goes on (the message is stored, the business is notified), because refusing it
 * would let anyone who knows an address stop its owner's real enquiries; the answer tells the visitor that no mail
 * came, so the page never claims one. Counted from the outbox in the caller's transaction, under a lock per address
 * and purpose, so concurrent forms to one address queue at most the limit and a rolled-back write counts nothing.
 */
export async function queueMailToTypedAddress<T extends MailTemplateName>(
  tx: VisitorMailTx,
  mail: QueueMail<T>,
): Promise<{ state: VisitorMailState; mail: Mail | null }> {
  if ((await typedAddressMailState(tx, mail.to, mail.template)) === VisitorMailState.WITHHELD) {
    tx.log.info(
      { template: mail.template, limitPerHour: tx.appSettings.mail.visitorMailsPerHour },
      'mail to a typed-in address withheld: the address has had its mails of this purpose for this hour',
    );
    return { state: VisitorMailState.WITHHELD, mail: null };
  }
  return { state: queuedMailState(tx.appSettings.mail), mail: await queueMail(tx, mail) };
}

/**
 * What a mail of this purpose to this address would become if it were queued now, without queueing it: for answers
 * that must not depend on what the address has with us (a confirmed newsletter address gets no mail, but hears what a
 * new one would), and for mails a job queues after the answer ("Lost your link?"). Takes the address's lock.
 */
export async function typedAddressMailState(
  tx: Pick<VisitorMailTx, 'em' | 'appSettings'>,
  address: string,
  template: MailTemplateName,
): Promise<VisitorMailState> {
  const limit = tx.appSettings.mail.visitorMailsPerHour;
  if (limit > 0 && (await typedAddressMailsInLastHour(tx.em, address, template)) >= limit) return VisitorMailState.WITHHELD;
  return queuedMailState(tx.appSettings.mail);
}

async function typedAddressMailsInLastHour(em: EntityManager, address: string, template: MailTemplateName): Promise<number> {
  const recipient = address.toLowerCase();
  // Held until the transaction ends: the next form of this purpose to this address counts this one's mail.
  await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`mail-recipient:${template}:${recipient}`]);
  const row = await kysely(em)
    .selectFrom('mails')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    // mails_recipient_lower_created_idx
    .where(sql<string>`lower(recipient)`, '=', recipient)
    .where('created_at', '>', new Date(Date.now() - HOUR_MS))
    .where('template', '=', template)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
