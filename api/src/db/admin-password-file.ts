import type { EntityManager } from '@mikro-orm/postgresql';
import { accessSync, chmodSync, constants, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { User } from '../modules/users/user.entity.js';
import { StartupError, describeError, displayPath } from '../util/startup-error.js';

/**
 * Where a generated admin password is kept (when ADMIN_PASSWORD is not set): a file only its owner may
 * read, never the console or the logs, which others read and keep.
 */
export function adminPasswordFile(dataDir: string): string {
  return join(dataDir, 'admin-password.txt');
}

/**
 * Called before the admin account is ensured: when a password is about to be generated, the folder it
 * is saved in must be writable, or nobody would ever learn it.
 */
export async function checkAdminPasswordCanBeSaved(
  em: EntityManager,
  options: { adminUsername: string; adminPassword?: string; dataDir: string },
) {
  if (options.adminPassword || (await em.count(User, { username: options.adminUsername }))) return;
  try {
    mkdirSync(options.dataDir, { recursive: true });
    accessSync(options.dataDir, constants.W_OK);
  } catch (error) {
    throw new StartupError(
      `Cannot save a generated admin password in DATA_DIR ${displayPath(options.dataDir)} (${describeError(error)}); set ADMIN_PASSWORD or make DATA_DIR writable`,
    );
  }
}

/** Writes the generated password (mode 0600) and returns the file's path for the start-up message. */
export function saveGeneratedAdminPassword(dataDir: string, password: string): string {
  const file = adminPasswordFile(dataDir);
  mkdirSync(dataDir, { recursive: true });
  rmSync(file, { force: true }); // a new file, so the mode below applies from the first byte
  writeFileSync(file, `${password}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600); // whatever the umask
  return file;
}
