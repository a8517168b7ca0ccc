import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database (PGlite) has one user: a second process opening the same data directory
 * corrupts it (PGlite aborts). Whoever opens it (the server or a command) first takes this lock
 * file inside it, holding its process id, and removes it on close or exit. A lock whose process is
 * no longer alive (a killed server) is taken over.
 */
export const DATA_DIR_LOCK_FILE = 'kestrel.lock';

/** The data directory is held by another living process. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by process ${pid} (a running server or another command). ` +
        'Stop that process first, or set DATABASE_URL to a PostgreSQL database, which many processes can share.',
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  release(): void;
}

/** Whether a process with this id is alive (EPERM: alive but owned by another user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process id a lock file names, or undefined when it names none (written half, or emptied). */
export function lockOwnerOf(text: string): number | undefined {
  const pid = Number(text.trim());
  return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
}

/** Takes the lock of `dataDir` for this process, or throws DataDirInUseError. */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, DATA_DIR_LOCK_FILE);
  // Two attempts: the second follows the removal of a stale lock; a process that wins the race
  // for the removed file in between is then reported as the holder.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (createLockFile(file)) return holdLock(file);
    const owner = readOwner(file);
    if (owner !== undefined && (owner === process.pid || processAlive(owner))) {
      throw new DataDirInUseError(dataDir, owner);
    }
    removeIfPresent(file);
  }
  throw new DataDirInUseError(dataDir, readOwner(file) ?? 0);
}

function createLockFile(file: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

function readOwner(file: string): number | undefined {
  try {
    return lockOwnerOf(readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function removeIfPresent(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function holdLock(file: string): DataDirLock {
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    // Only our own lock is removed: a lock taken over after ours was judged stale stays.
    if (readOwner(file) === process.pid) removeIfPresent(file);
  };
  process.on('exit', release);
  return { release };
}
