import type { DomainModule } from '../domain-module.js';
import { authRestRoutes } from './auth.rest.js';
import { AuthResolver } from './auth.resolver.js';
import { Session } from './session.entity.js';
import { SIGN_IN_LOCK_NOTICE_TASK, signInLockNoticeTask } from './sign-in-lock.notice.js';
import { signInLockMailTemplates } from './sign-in-lock.mail-templates.js';
import { signInLockMailMessages } from './sign-in-lock.messages.js';

/**
 * Admin sign-in: sessions, the `viewer`, `signIn`/`signOut` and their REST rows, and the notice to the admins when
 * failed attempts lock an account. The HTTP side is http/session.ts.
 */
export const authModule: DomainModule = {
  name: 'auth',
  entities: [Session],
  resolvers: [AuthResolver],
  restRoutes: authRestRoutes,
  tasks: ({ orm, appSettings }) => ({ [SIGN_IN_LOCK_NOTICE_TASK]: signInLockNoticeTask(orm, appSettings) }),
  mails: [{ templates: signInLockMailTemplates, messages: signInLockMailMessages }],
};
