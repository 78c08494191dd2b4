import { readFileSync, readlinkSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Facts about other processes, for deciding whether a pid file is stale. On Linux they come from
 * /proc; elsewhere only "does the pid exist" is known, and the helpers answer `undefined`.
 */

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces and parentheses). */
function procStat(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** True while the process exists and is not a zombie (a dead child nobody has reaped yet). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return procStat(pid)?.[0] !== 'Z';
}

/** When the process started (clock ticks after boot): with the pid, it names one process for good. */
export function processStartTime(pid: number): string | undefined {
  return procStat(pid)?.[19];
}

/** The process's working directory (PostgreSQL's postmaster runs in its data directory). */
export function processCwd(pid: number): string | undefined {
  try {
    return readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    return undefined;
  }
}

/** Waits until the process has ended; false when it still runs after `timeoutMs`. */
export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isRunning(pid)) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}
