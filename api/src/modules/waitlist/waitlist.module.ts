import type { DomainModule } from '../domain-module.js';
import { WaitlistEntry } from './waitlist-entry.entity.js';
import { WAITLIST_OFFER_EXPIRY_TASK } from './waitlist-offers.js';
import { WaitlistResolver } from './waitlist.resolver.js';
import { waitlistRestRoutes } from './waitlist.rest.js';
import { WAITLIST_FORGET_UNCONFIRMED_TASK } from './waitlist.service.js';
import { forgetUnconfirmedTask, offerExpiryTask, offerPlacesTask } from './waitlist.tasks.js';
import { WAITLIST_OFFER_TASK } from './waitlist-trigger.js';
import { waitlistMailTemplates } from './waitlist.mail-templates.js';
import { waitlistMailMessages } from './waitlist.messages.js';

/** Waitlists of full courses with time-limited offers (no Node: the lists are private). */
export const waitlistModule: DomainModule = {
  name: 'waitlist',
  entities: [WaitlistEntry],
  resolvers: [WaitlistResolver],
  restRoutes: waitlistRestRoutes,
  tasks: ({ orm, log, appSettings }) => ({
    [WAITLIST_OFFER_TASK]: offerPlacesTask(orm, appSettings, log),
    [WAITLIST_OFFER_EXPIRY_TASK]: offerExpiryTask(orm, log),
    [WAITLIST_FORGET_UNCONFIRMED_TASK]: forgetUnconfirmedTask(orm, log),
  }),
  mails: [{ templates: waitlistMailTemplates, messages: waitlistMailMessages }],
};
