/** sessionStorage key: when this tab last reloaded because the server did not know an operation id. */
export const RELOADED_AT_KEY = 'h2o.reloadedForUnknownOperation';
const MIN_INTERVAL_MS = 60_000;

/**
 * Reloads the page to get the current build (its operation ids), unless this tab did so in the last
 * minute: then the server is not going to know the ids after a reload either (it lacks the compiler's
 * file, or an older instance answered during a rolling deploy), and reloading again would only loop.
 * Without sessionStorage (blocked by the browser) it never reloads, for the same reason.
 */
export function reloadAtMostOncePerMinute(reload: () => void = () => window.location.reload(), now = Date.now()): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(RELOADED_AT_KEY));
    if (last && now - last >= 0 && now - last < MIN_INTERVAL_MS) return false;
    window.sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}
