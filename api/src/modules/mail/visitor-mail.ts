import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { RequestContext } from '../../context/request-context.js';
import { kysely } from '../../db/kysely.js';
import type { Mail } from './mail.entity.js';
import { type QueueMail, queueMail } from './mail.service.js';

/**
 * Mails that go to an address a visitor typed into a form, before anyone has shown that the address is theirs:
 * anybody can make the site mail anybody with them. The order confirmation is not one of them: it is the
 * customer's record of a purchase and must always arrive (an order is a write with a price and places behind it,
 * not a free form), so it is neither limited nor counted here.
 */
export const TYPED_ADDRESS_TEMPLATES = ['contactAcknowledgement', 'courseRequestAcknowledgement', 'newsletterConfirmation', 'orderLinks', 'waitlistConfirmation', 'passwordReset'] as const;
export type TypedAddressTemplate = (typeof TYPED_ADDRESS_TEMPLATES)[number];

const HOUR_MS = 60 * 60 * 1000;

/**
 * Queues a mail to a typed-in address unless that address (case-insensitive) has had RATE_LIMIT_MAILS_PER_RECIPIENT
 * such mails in the past hour, from whichever clients. Over the limit the mail is withheld and `null` returned: the
 * write itself goes on (the message is stored, the business is notified), because refusing it would let anyone
 * who knows an address stop its owner's real enquiries; only the acknowledgement is missing, and the page has
 * already told the visitor what they sent. Counted from the outbox in the caller's transaction, under a lock per
 * address, so concurrent forms to one address queue at most the limit and a rolled-back write counts nothing.
 */
export async function queueMailToTypedAddress<T extends TypedAddressTemplate>(
  tx: Pick<RequestContext, 'em' | 'log' | 'appSettings'>,
  mail: QueueMail<T>,
): Promise<Mail | null> {
  const limit = tx.appSettings.mail.visitorMailsPerHour;
  if (limit > 0 && (await typedAddressMailsInLastHour(tx.em, mail.to)) >= limit) {
    tx.log.info({ template: mail.template, limitPerHour: limit }, 'mail to a typed-in address withheld: the address has had its mails for this hour');
    return null;
  }
  return queueMail(tx, mail);
}

async function typedAddressMailsInLastHour(em: EntityManager, address: string): Promise<number> {
  const recipient = address.toLowerCase();
  // Held until the transaction ends: the next form to this address counts this one's mail.
  await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`mail-recipient:${recipient}`]);
  const row = await kysely(em)
    .selectFrom('mails')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    // mails_recipient_lower_created_idx
    .where(sql<string>`lower(recipient)`, '=', recipient)
    .where('created_at', '>', new Date(Date.now() - HOUR_MS))
    .where('template', 'in', [...TYPED_ADDRESS_TEMPLATES])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
