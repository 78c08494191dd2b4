import { defineNode } from '../../graphql/node.js';
import { AccountEmailResolver } from './account-email.resolver.js';
import { PASSWORD_RESET_TASK } from './password.service.js';
import { passwordResetTask } from './password-reset.task.js';
import { StaffInvitation } from './staff-invitation.entity.js';
import { StaffResolver } from './staff.resolver.js';
import { staffService } from './staff.service.js';
import { User } from './user.entity.js';
import { UserView } from './user.types.js';
import type { DomainModule } from '../domain-module.js';
import { accountMailTemplates } from './account.mail-templates.js';
import { accountMailMessages } from './account.messages.js';

export const usersModule: DomainModule = {
  name: 'users',
  entities: [User, StaffInvitation],
  resolvers: [AccountEmailResolver, StaffResolver],
  // The own account (as `viewer` shows it) for every signed-in account, every account for admins (as `staffAccounts`).
  nodes: [defineNode(UserView, 'User', (ctx, id) => staffService.account(ctx, id))],
  tasks: ({ orm, appSettings, log }) => ({ [PASSWORD_RESET_TASK]: passwordResetTask(orm, appSettings, log) }),
  mails: [{ templates: accountMailTemplates, messages: accountMailMessages }],
};
