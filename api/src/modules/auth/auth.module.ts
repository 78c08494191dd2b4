import type { DomainModule } from '../domain-module.js';
import { authRestRoutes } from './auth.rest.js';
import { AuthResolver } from './auth.resolver.js';
import { Session } from './session.entity.js';

/** Admin sign-in: sessions, the `viewer`, `signIn`/`signOut` and their REST rows. The HTTP side is http/session.ts. */
export const authModule: DomainModule = {
  name: 'auth',
  entities: [Session],
  resolvers: [AuthResolver],
  restRoutes: authRestRoutes,
};
