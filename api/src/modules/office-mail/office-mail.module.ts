import type { DomainModule } from '../domain-module.js';
import { HeldOfficeMail } from './held-office-mail.entity.js';
import { officeDigestTask } from './office-digest.js';
import { OFFICE_DIGEST_TASK } from './office-mail.rules.js';
import { OfficeMailWindow } from './office-mail-window.entity.js';
import { officeDigestMailTemplates } from './office-digest.mail-templates.js';
import { officeDigestMailMessages } from './office-digest.messages.js';

/** Notifications to the school's own addresses: one hourly budget for all kinds, the rest folded into a digest. */
export const officeMailModule: DomainModule = {
  name: 'office-mail',
  entities: [OfficeMailWindow, HeldOfficeMail],
  tasks: ({ orm, appSettings, log }) => ({ [OFFICE_DIGEST_TASK]: officeDigestTask(orm, appSettings, log) }),
  mails: [{ templates: officeDigestMailTemplates, messages: officeDigestMailMessages }],
};
