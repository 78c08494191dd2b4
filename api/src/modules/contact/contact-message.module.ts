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
  // Global ids, but not refetchable through node(id:): messages are personal data (admins get them later).
  nodes: [defineNode(ContactMessage, 'ContactMessage')],
  restRoutes: [...contactRestRoutes, ...contactAdminRestRoutes],
  mails: [{ templates: contactMailTemplates, messages: contactMailMessages }],
};
