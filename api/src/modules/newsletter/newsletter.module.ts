import { ADMIN_ONLY } from '../users/roles.js';
import { newsletterAdminService } from './admin/newsletter-admin.service.js';
import { defineNode } from '../../graphql/node.js';
import type { DomainModule } from '../domain-module.js';
import { NewsletterAdminResolver } from './admin/newsletter-admin.resolver.js';
import { newsletterAdminRestRoutes } from './admin/newsletter-admin.rest.js';
import { NewsletterIssueView } from './admin/newsletter-admin.types.js';
import { NewsletterDelivery, NewsletterIssue } from './issues/newsletter-issue.entity.js';
import { NEWSLETTER_BATCH_TASK } from './issues/newsletter-issue.service.js';
import { newsletterBatchTask } from './issues/newsletter-issue.tasks.js';
import { NewsletterSubscription } from './newsletter-subscription.entity.js';
import { NewsletterResolver } from './newsletter.resolver.js';
import { newsletterRestRoutes } from './newsletter.rest.js';
import { FORGET_UNCONFIRMED_TASK } from './newsletter.service.js';
import { forgetUnconfirmedTask } from './newsletter.tasks.js';
import { newsletterMailTemplates } from './newsletter.mail-templates.js';
import { newsletterMailMessages } from './newsletter.messages.js';

/**
 * Newsletter sign-up with double opt-in, confirmation and unsubscribe links (no Node: the list is private), and
 * staff's side: subscribers and their export, issues composed, tested and sent through the outbox.
 */
export const newsletterModule: DomainModule = {
  name: 'newsletter',
  entities: [NewsletterSubscription, NewsletterIssue, NewsletterDelivery],
  resolvers: [NewsletterResolver, NewsletterAdminResolver],
  // Admins only, as `adminNewsletterIssue(id:)`.
  nodes: [
    defineNode(NewsletterIssueView, 'NewsletterIssue', (ctx, id) => newsletterAdminService.issue(ctx, id), { readableBy: ADMIN_ONLY }),
  ],
  restRoutes: [...newsletterRestRoutes, ...newsletterAdminRestRoutes],
  tasks: ({ orm, log, appSettings }) => ({
    [FORGET_UNCONFIRMED_TASK]: forgetUnconfirmedTask(orm, log),
    [NEWSLETTER_BATCH_TASK]: newsletterBatchTask(orm, appSettings, log),
  }),
  mails: [{ templates: newsletterMailTemplates, messages: newsletterMailMessages }],
};
