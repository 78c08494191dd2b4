/**
 * A start-up failure the operator can fix (configuration, a busy data folder, a missing database):
 * main.ts prints its message as one line and exits with code 1, without a stack trace.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** A readable one-line description of anything thrown, never `undefined`. */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    const message = error.message.trim() || error.name;
    return typeof code === 'string' && !message.includes(code) ? `${message} (${code})` : message;
  }
  if (error === undefined || error === null) return 'unknown error (nothing was reported)';
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

/** A folder as the user would type it: `./.data` below the working directory, else the absolute path. */
export function displayPath(path: string, cwd = process.cwd()): string {
  if (path === cwd) return '.';
  if (path.startsWith(`${cwd}/`)) return `./${path.slice(cwd.length + 1)}`;
  return path;
}
