import { LockMode } from '@mikro-orm/postgresql';
import { type RequestContext, transactional } from '../../context/request-context.js';
import type { PageRequest } from '../../db/find-page.js';
import { addJob } from '../../jobs/job-queue.js';
import { InvalidArgumentError } from '../../validation/invalid-argument.js';
import { recordAdminChange } from '../audit/audit.js';
import { AuditAction } from '../audit/audit-event.entity.js';
import { searchProblem } from '../courses/course.rules.js';
import { Mail, MailDeliveryStatus, MailStatus } from '../mail/mail.entity.js';
import { SEND_MAIL_MAX_ATTEMPTS, SEND_MAIL_TASK, sendMailJobKey } from '../mail/mail.service.js';
import { type AdminMailFilter, type MailView, findAdminMail, findAdminMails } from './mail-admin.reader.js';
import { mailAdminText } from './mail-admin.texts.js';

export const ADMIN_MAILS_PAGE_SIZE = 20;

/** A refusal as the payload carries it: code and a sentence in the request's language. */
export interface MailAdminError {
  field: string | null;
  code: 'MAIL_NOT_FOUND' | 'INVALID_TRANSITION' | 'REQUIRED';
  message: string;
}

export type RetryMailResult = { mail: MailView | null; errors: MailAdminError[] };

/** Staff's view of the outbox: the list, and sending a mail again that will not go out by itself. */
export const mailAdminService = {
  list(ctx: RequestContext, filter: AdminMailFilter, page: PageRequest) {
    const problem = searchProblem(filter.search);
    if (problem) throw new InvalidArgumentError(ctx.language, 'search', problem);
    return findAdminMails(ctx.em, filter, page);
  },

  /** One outbox mail as the list shows it; null for none (or an id that is not a mail's). */
  find(ctx: RequestContext, id: number | null): Promise<MailView | null> {
    return id ? findAdminMail(ctx.em, id) : Promise.resolve(null);
  },

  /**
   * Queues a failed, stuck or not sent mail again: the same outbox row with a new `send_mail` job (its key replaces a
   * dead job). The row is locked first, so of two admins retrying at once the second sees it queued and is told so.
   * A sent (or caught) mail is never sent again.
   */
  async retry(ctx: RequestContext, id: number | null): Promise<RetryMailResult> {
    const notFound = {
      mail: null,
      errors: [{ field: 'mailId', code: 'MAIL_NOT_FOUND' as const, message: mailAdminText(ctx.language, 'mailNotFound') }],
    };
    if (!id) return notFound;
    return transactional(ctx, async (tx): Promise<RetryMailResult> => {
      const row = await tx.em.findOne(Mail, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const before = row && (await findAdminMail(tx.em, id));
      if (!row || !before) return notFound;
      if (
        before.status === MailDeliveryStatus.SENT ||
        before.status === MailDeliveryStatus.CAUGHT ||
        before.status === MailDeliveryStatus.QUEUED
      ) {
        const reason = ({ sent: 'alreadySent', caught: 'alreadyCaught', queued: 'alreadyQueued' } as const)[before.status];
        return { mail: before, errors: [{ field: 'mailId', code: 'INVALID_TRANSITION', message: mailAdminText(ctx.language, reason) }] };
      }
      row.status = MailStatus.QUEUED;
      await tx.em.flush();
      await addJob(tx.em, SEND_MAIL_TASK, { mailId: row.id }, { maxAttempts: SEND_MAIL_MAX_ATTEMPTS, jobKey: sendMailJobKey(row.id) });
      recordAdminChange(tx.em, ctx.user, {
        entityType: 'mail',
        entityId: row.id,
        action: AuditAction.UPDATED,
        before: { status: before.status, lastError: before.lastError },
        after: { status: MailDeliveryStatus.QUEUED, lastError: before.lastError },
      });
      await tx.em.flush();
      return { mail: await findAdminMail(tx.em, id), errors: [] };
    });
  },
};
