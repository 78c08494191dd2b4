import type { DomainModule } from '../domain-module.js';
import { CaughtMail } from './caught-mail.entity.js';
import { Mail } from './mail.entity.js';
import { sendMailTaskWithCatcher } from './mail.sender.js';
import { SEND_MAIL_TASK } from './mail.service.js';

/** The mail outbox: rendered mails and the job that sends them (staff's side of it: modules/mail-admin). */
export const mailModule: DomainModule = {
  name: 'mail',
  entities: [Mail, CaughtMail],
  tasks: async (setup) => ({ [SEND_MAIL_TASK]: await sendMailTaskWithCatcher(setup) }),
};
