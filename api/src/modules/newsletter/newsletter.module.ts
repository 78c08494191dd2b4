import type { DomainModule } from '../domain-module.js';
import { NewsletterSubscription } from './newsletter-subscription.entity.js';
import { NewsletterResolver } from './newsletter.resolver.js';
import { newsletterRestRoutes } from './newsletter.rest.js';
import { FORGET_UNCONFIRMED_TASK } from './newsletter.service.js';
import { forgetUnconfirmedTask } from './newsletter.tasks.js';

/** Newsletter sign-up with double opt-in, confirmation and unsubscribe links (no Node: the list is private). */
export const newsletterModule: DomainModule = {
  name: 'newsletter',
  entities: [NewsletterSubscription],
  resolvers: [NewsletterResolver],
  restRoutes: newsletterRestRoutes,
  tasks: ({ orm, log }) => ({ [FORGET_UNCONFIRMED_TASK]: forgetUnconfirmedTask(orm, log) }),
};
