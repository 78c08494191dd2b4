import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRunning, processStartTime } from '../util/processes.js';
import { StartupError, describeError, displayPath } from '../util/startup-error.js';

export interface DataDirLock {
  file: string;
  release(): void;
}

interface Holder {
  pid: number;
  /** From /proc: tells the holder apart from a later process that got the same pid. */
  startTime?: string;
  since?: string;
}

export const LOCK_FILE = 'h2o.pid';

function readHolder(file: string): Holder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Holder;
    return Number.isInteger(holder.pid) && holder.pid > 0 ? holder : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(holder: Holder): boolean {
  if (!isRunning(holder.pid)) return false;
  const startTime = processStartTime(holder.pid);
  return !holder.startTime || !startTime || startTime === holder.startTime;
}

/**
 * Claims `dataDir` for this process (`<dataDir>/h2o.pid`) before the embedded PostgreSQL starts in it,
 * so a second app on the same folder stops with a clear message instead of fighting over the database
 * files. A file left behind by a process that is gone (killed, crashed, machine restarted) is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = join(dataDir, LOCK_FILE);
  const me: Holder = { pid: process.pid, startTime: processStartTime(process.pid), since: new Date().toISOString() };
  const temp = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(temp, `${JSON.stringify(me)}\n`);
  } catch (error) {
    throw new StartupError(
      `Cannot write to DATA_DIR ${displayPath(dataDir)} (${describeError(error)}); fix its permissions or set DATA_DIR to another folder`,
    );
  }
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(temp, file); // atomic: fails when the file exists
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
      }
      const holder = readHolder(file);
      if (holder && isAlive(holder)) {
        throw new StartupError(
          `${displayPath(dataDir)} is in use by another H2O process (pid ${holder.pid}); stop it or set DATA_DIR to another folder`,
        );
      }
      rmSync(file, { force: true }); // left by a process that is gone
    }
  } catch (error) {
    if (error instanceof StartupError) throw error;
    throw new StartupError(`Cannot lock DATA_DIR ${displayPath(dataDir)} (${describeError(error)})`);
  } finally {
    rmSync(temp, { force: true });
  }

  const release = () => {
    if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
    process.off('exit', release);
  };
  // A crash or process.exit still frees the folder; only SIGKILL leaves the file, and then its pid is gone.
  process.on('exit', release);
  return { file, release };
}
