import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { StartupError, describeError, displayPath } from './startup-error.js';

/** Where the generated signing key is kept when APP_SECRET is not set: beside the embedded database. */
export function appSecretFile(dataDir: string): string {
  return join(dataDir, 'app-secret.txt');
}

/**
 * The signing key when APP_SECRET is not set: generated on the first start and saved in DATA_DIR (mode
 * 0600, never printed or logged), so links mailed before a restart keep working. Several instances share
 * one key only through APP_SECRET.
 */
export function loadOrCreateAppSecret(dataDir: string): string {
  const file = appSecretFile(dataDir);
  const saved = readSecret(file);
  if (saved) return saved;
  const secret = randomBytes(32).toString('hex');
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600); // whatever the umask
    return secret;
  } catch (error) {
    // Another start wrote it first: use theirs, or links signed by one would fail in the other.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      const theirs = readSecret(file);
      if (theirs) return theirs;
    }
    throw new StartupError(
      `Cannot save a generated signing key in DATA_DIR ${displayPath(dataDir)} (${describeError(error)}); set APP_SECRET or make DATA_DIR writable`,
    );
  }
}

function readSecret(file: string): string | null {
  try {
    const secret = readFileSync(file, 'utf8').trim();
    return secret.length >= 32 ? secret : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new StartupError(
      `Cannot read the signing key ${displayPath(file)} (${describeError(error)}); fix its permissions or set APP_SECRET`,
    );
  }
}
