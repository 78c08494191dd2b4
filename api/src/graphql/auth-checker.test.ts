import type { RequestContext, SessionUser } from '../context/request-context.js';
import { authChecker } from './auth-checker.js';

const check = (user: SessionUser | null, roles: string[]) =>
  authChecker({ context: { user } as RequestContext, root: {}, args: {}, info: {} as never }, roles);

describe('authChecker', () => {
  it('refuses anonymous callers as UNAUTHENTICATED', () => {
    expect(() => check(null, ['admin'])).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }) }));
  });
  it('refuses callers without the role as FORBIDDEN', () => {
    expect(() => check({ id: 2, username: 'u', role: 'user' }, ['admin'])).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'FORBIDDEN' }) }),
    );
  });
  it('lets admins through', () => {
    expect(check({ id: 1, username: 'admin', role: 'admin' }, ['admin'])).toBe(true);
  });
});
