import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * PGlite does not lock its data directory, and two processes writing to one
 * directory silently lose commits and then corrupt it (FIELD-NOTES). So the
 * embedded database is only opened while this process holds DATA_DIR/server.lock.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${holderPid}). ` +
        'Stop that process first, or point DATA_DIR at another directory. Nothing was changed.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): void;
}

/** Lock files this process holds, so a second open inside one process is refused too. */
const heldByThisProcess = new Set<string>();

export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = resolve(dataDir, 'server.lock');
  if (heldByThisProcess.has(lockPath)) throw new DataDirLockedError(dataDir, process.pid);

  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      heldByThisProcess.add(lockPath);
      return {
        release() {
          if (!heldByThisProcess.delete(lockPath)) return;
          if (readHolderPid(lockPath) === process.pid) unlinkSync(lockPath);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolderPid(lockPath);
      if (holder !== undefined && isRunning(holder)) throw new DataDirLockedError(dataDir, holder);
      // A lock left by a process that died (kill -9, power loss): take it over.
      unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}

function readHolderPid(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  // Our own pid in a lock we do not hold: a restarted container got its old pid back. Stale.
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
