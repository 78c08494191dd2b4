import { STAFF_ROLES } from '../users/roles.js';
import { contactAdminService } from './admin/contact-admin.service.js';
import { defineNode } from '../../graphql/node.js';
import type { DomainModule } from '../domain-module.js';
import { ContactMessage } from './contact-message.entity.js';
import { contactRestRoutes } from './contact-message.rest.js';
import { ContactMessageResolver } from './contact-message.resolver.js';
import { ContactAdminResolver } from './admin/contact-admin.resolver.js';
import { contactAdminRestRoutes } from './admin/contact-admin.rest.js';
import { contactMailTemplates } from './contact.mail-templates.js';
import { contactMailMessages } from './contact.messages.js';

export const contactModule: DomainModule = {
  name: 'contact',
  entities: [ContactMessage],
  resolvers: [ContactMessageResolver, ContactAdminResolver],
  // Staff, as `adminContactMessages` lists them: messages are personal data.
  nodes: [defineNode(ContactMessage, 'ContactMessage', (ctx, id) => contactAdminService.byId(ctx, id), { readableBy: STAFF_ROLES })],
  restRoutes: [...contactRestRoutes, ...contactAdminRestRoutes],
  mails: [{ templates: contactMailTemplates, messages: contactMailMessages }],
};
