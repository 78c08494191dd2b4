import { defineNode } from '../../graphql/node.js';
import type { DomainModule } from '../domain-module.js';
import { MAIL_READERS, MailAdminResolver } from './mail-admin.resolver.js';
import { mailAdminRestRoutes } from './mail-admin.rest.js';
import { mailAdminService } from './mail-admin.service.js';
import { MailView } from './mail-admin.types.js';

/**
 * Staff's side of mail: the outbox list with retries, review invitations and test mails. Outbox mails are refetchable
 * through `node(id:)` by their admins only (personal data).
 */
export const mailAdminModule: DomainModule = {
  name: 'mail-admin',
  resolvers: [MailAdminResolver],
  // Admins only, as `adminMail(id:)`: outbox mails are personal data.
  nodes: [defineNode(MailView, 'Mail', (ctx, id) => mailAdminService.find(ctx, id), { readableBy: MAIL_READERS })],
  restRoutes: mailAdminRestRoutes,
};
