import type { DomainModule } from '../domain-module.js';
import { Mail } from './mail.entity.js';
import { sendMailTask } from './mail.sender.js';
import { SEND_MAIL_TASK } from './mail.service.js';

/** The mail outbox: rendered mails (for admins) and the job that sends them. No GraphQL yet (admin issue). */
export const mailModule: DomainModule = {
  name: 'mail',
  entities: [Mail],
  tasks: ({ orm, config, log }) => ({ [SEND_MAIL_TASK]: sendMailTask(orm, config.mail, log) }),
};
