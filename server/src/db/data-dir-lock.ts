import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Another live process holds the embedded database's folder: two writers would lose each other's writes. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
    readonly lockFile: string,
  ) {
    super(
      `The database folder ${dataDir} is in use by another Sasar server (process ${holderPid}). ` +
        `Stop that server first, or start this one with another DATA_DIR. ` +
        `If no such process runs, delete ${lockFile}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

/** Locks this process holds (a second open in the same process is refused too). */
const held = new Set<string>();

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function unlinkQuietly(file: string) {
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}

let exitHookInstalled = false;
function releaseAllOnExit() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const file of held) unlinkQuietly(file);
  });
}

/**
 * Takes the exclusive lock of a PGlite data folder: `<dataDir>.lock` (next to the folder, not inside the
 * database's own files) holding this process's id. A lock left by a process that no longer runs is removed.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const resolved = path.resolve(dataDir);
  const file = `${resolved}.lock`;
  if (held.has(file)) throw new DataDirLockedError(resolved, process.pid, file);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      try {
        writeSync(fd, `${process.pid}\n`);
      } finally {
        closeSync(fd);
      }
      held.add(file);
      releaseAllOnExit();
      return {
        file,
        release: () => {
          if (!held.delete(file)) return;
          if (readHolder(file) === process.pid) unlinkQuietly(file);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      // Our own pid without a lock we hold: left by an earlier life of this pid (a container restart, pid 1).
      if (holder !== undefined && holder !== process.pid && processAlive(holder)) {
        throw new DataDirLockedError(resolved, holder, file);
      }
      unlinkQuietly(file);
    }
  }
  throw new DataDirLockedError(resolved, readHolder(file) ?? 0, file);
}
