import { mailAdminService } from './admin/mail-admin.service.js';
import { defineNode } from '../../graphql/node.js';
import type { DomainModule } from '../domain-module.js';
import { MAIL_READERS, MailAdminResolver } from './admin/mail-admin.resolver.js';
import { mailAdminRestRoutes } from './admin/mail-admin.rest.js';
import { MailView } from './admin/mail-admin.types.js';
import { ReviewInvitation } from './invitations/review-invitation.entity.js';
import { CaughtMail } from './caught-mail.entity.js';
import { Mail } from './mail.entity.js';
import { sendMailTaskWithCatcher } from './mail.sender.js';
import { SEND_MAIL_TASK } from './mail.service.js';
import { invitationMailTemplates } from './invitations/invitation.mail-templates.js';

/**
 * The mail outbox: rendered mails, the job that sends them, and staff's side: the outbox list with
 * retries, review invitations and test mails. Outbox mails are not refetchable through `node(id:)` (personal data).
 */
export const mailModule: DomainModule = {
  name: 'mail',
  entities: [Mail, CaughtMail, ReviewInvitation],
  resolvers: [MailAdminResolver],
  // Admins only, as `adminMail(id:)`: outbox mails are personal data.
  nodes: [defineNode(MailView, 'Mail', (ctx, id) => mailAdminService.find(ctx, id), { readableBy: MAIL_READERS })],
  restRoutes: mailAdminRestRoutes,
  tasks: async (setup) => ({ [SEND_MAIL_TASK]: await sendMailTaskWithCatcher(setup) }),
  mails: [{ templates: invitationMailTemplates }],
};
