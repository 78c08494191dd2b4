import 'reflect-metadata';
import type { RequestContext, SessionUser } from '../context/request-context.js';
import { authChecker } from './auth-checker.js';

const check = (user: SessionUser | null, roles: string[], language: 'de' | 'en' = 'de') =>
  authChecker({ context: { user, language } as RequestContext, root: {}, args: {}, info: {} as never }, roles);

describe('authChecker', () => {
  it('refuses anonymous callers as UNAUTHENTICATED', () => {
    expect(() => check(null, ['admin'])).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }) }),
    );
  });
  it('refuses callers without the role as FORBIDDEN', () => {
    expect(() => check({ id: 2, username: 'u', role: 'user' }, ['admin'])).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'FORBIDDEN' }) }),
    );
  });
  it("says so in the request's language", () => {
    expect(() => check(null, ['admin'])).toThrow('Bitte melden Sie sich an.');
    expect(() => check(null, ['admin'], 'en')).toThrow('Please sign in.');
    expect(() => check({ id: 2, username: 'u', role: 'user' }, ['admin'])).toThrow('Dazu sind Sie nicht berechtigt.');
    expect(() => check({ id: 2, username: 'u', role: 'user' }, ['admin'], 'en')).toThrow('You are not allowed to do this.');
  });
  it('lets admins through', () => {
    expect(check({ id: 1, username: 'admin', role: 'admin' }, ['admin'])).toBe(true);
  });
});
