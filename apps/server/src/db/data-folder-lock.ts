import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The lock file inside the data folder; PGlite only looks for its own files there (PG_VERSION), so it coexists. */
export const LOCK_FILE_NAME = 'server.lock';

/** Another live process (or another open in this one) holds the folder: the server must not start on it. */
export class DataFolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${folder} is in use by another server process (pid ${pid}). ` +
        'Stop that process, or give this one its own DATA_DIR.',
    );
    this.name = 'DataFolderLockedError';
  }
}

export interface DataFolderLock {
  /** Removes the lock file if it is still ours; safe to call twice. */
  release(): void;
}

/** Lock files this process holds: its own pid in a lock file means "held" only when listed here. */
const heldHere = new Set<string>();

/**
 * Takes the folder for this process: a lock file created with the exclusive flag, holding the pid.
 * A lock left by a process that is no longer running (a crash, a SIGKILL, a shutdown that timed out)
 * is taken over. A hand-written lock rather than proper-lockfile: that library judges staleness by
 * an mtime it must keep refreshing, while a pid answers "is the holder alive" directly and is what
 * the refusal message needs to name.
 */
export function lockDataFolder(dataDir: string): DataFolderLock {
  const folder = resolve(dataDir);
  const path = join(folder, LOCK_FILE_NAME);
  if (!tryCreate(path)) {
    const holder = readHolder(path);
    if (holder !== null && isHeld(path, holder)) throw new DataFolderLockedError(folder, holder);
    // Stale. Two processes taking over the same stale lock at the same instant could both win; starting
    // two servers on one folder within milliseconds of each other after a crash is not worth more.
    unlinkSync(path);
    if (!tryCreate(path)) throw new DataFolderLockedError(folder, readHolder(path) ?? -1);
  }
  heldHere.add(path);
  // Covers process.exit without a close (the shutdown bound, a failed boot); a SIGKILL leaves a stale lock.
  const onExit = () => removeIfOurs(path);
  process.once('exit', onExit);
  return {
    release() {
      if (!heldHere.delete(path)) return;
      process.off('exit', onExit);
      removeIfOurs(path);
    },
  };
}

function tryCreate(path: string): boolean {
  try {
    writeFileSync(path, `${process.pid}\n`, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** The pid in the lock file; null when it is gone or unreadable (taken as stale). */
function readHolder(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isHeld(path: string, pid: number): boolean {
  // Our own pid from an earlier life (a container's server is pid 1 on every start) is stale.
  if (pid === process.pid) return heldHere.has(path);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user; only ESRCH says it is gone.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

function removeIfOurs(path: string): void {
  if (readHolder(path) !== process.pid) return;
  try {
    unlinkSync(path);
  } catch {
    // Already gone: nothing to release.
  }
}
