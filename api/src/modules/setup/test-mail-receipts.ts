import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../context/request-context.js';
import { siteOrigin } from '../../context/site-origin.js';
import { message } from '../../validation/fields.js';
import type { FieldError } from '../../validation/validate.js';
import { type Mail, MailStatus } from '../mail/mail.entity.js';
import { User } from '../users/user.entity.js';
import { TestMailReceipt } from './test-mail-receipt.entity.js';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new confirmation token and the dashboard link that confirms it (the test mail's button). */
export function newTestMailToken(ctx: Pick<RequestContext, 'origin'>): { token: string; confirmUrl: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, confirmUrl: `${siteOrigin(ctx)}/admin?${new URLSearchParams({ confirmTestMail: token })}` };
}

/** Links the queued test mail to its token, in the transaction that queued it. */
export function recordTestMailReceipt(em: EntityManager, mail: Mail, userId: number | null, token: string): void {
  em.create(TestMailReceipt, { mail, user: userId === null ? null : em.getReference(User, userId), tokenHash: hash(token) });
}

export type ConfirmTestMailResult = { ok: true; delivered: boolean } | { ok: false; errors: FieldError[] };

/**
 * The admin followed the test mail's link: it was read. Whether it also left through a mail server is the mail's
 * own status; the checklist counts only a mail a server accepted (`sent`), never one only stored or caught.
 */
export async function confirmTestMail(ctx: RequestContext, token: unknown): Promise<ConfirmTestMailResult> {
  const receipt =
    typeof token === 'string' && token.length > 0 && token.length <= 100
      ? await ctx.em.findOne(TestMailReceipt, { tokenHash: hash(token) }, { populate: ['mail'] })
      : null;
  if (!receipt) return { ok: false, errors: [{ field: 'token', ...message('INVALID_TOKEN', 'validation.testMailTokenInvalid') }] };
  if (!receipt.confirmedAt) {
    receipt.confirmedAt = new Date();
    await ctx.em.flush();
    ctx.log.info({ receiptId: receipt.id, mailId: receipt.mail.id, userId: ctx.user?.id }, 'test mail confirmed as received');
  }
  return { ok: true, delivered: receipt.mail.status === MailStatus.SENT };
}

export type TestMailState = 'NONE' | 'QUEUED' | 'NOT_DELIVERED' | 'SENT' | 'CONFIRMED';

/** The newest test mail's state: none, waiting, stored or caught but not delivered (or failed), sent, sent and read. */
export async function testMailState(em: EntityManager): Promise<TestMailState> {
  const latest = await em.findOne(TestMailReceipt, { id: { $gt: 0 } }, { orderBy: { id: 'desc' }, populate: ['mail'] });
  const confirmed = await em.findOne(
    TestMailReceipt,
    { confirmedAt: { $ne: null }, mail: { status: MailStatus.SENT } },
    { orderBy: { id: 'desc' } },
  );
  if (confirmed) return 'CONFIRMED';
  if (!latest) return 'NONE';
  if (latest.mail.status === MailStatus.QUEUED) return 'QUEUED';
  return latest.mail.status === MailStatus.SENT ? 'SENT' : 'NOT_DELIVERED';
}
