import type { EntityManager } from '@mikro-orm/postgresql';
import { generatePassword, hashPassword } from '../auth/password.js';
import { User, UserRole } from './user.entity.js';

/**
 * Makes sure the configured admin account exists. Returns the generated password when one had to be
 * made up (printed once on that start, never stored in clear), else null.
 */
export async function ensureAdminUser(
  em: EntityManager,
  options: { username: string; password?: string },
): Promise<{ created: boolean; generatedPassword: string | null }> {
  if (await em.count(User, { username: options.username })) return { created: false, generatedPassword: null };
  const password = options.password ?? generatePassword();
  em.create(User, {
    username: options.username,
    passwordHash: await hashPassword(password),
    role: UserRole.ADMIN,
  });
  await em.flush();
  return { created: true, generatedPassword: options.password ? null : password };
}
