import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from './database';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const freshDir = () => path.join(mkdtempSync(path.join(tmpdir(), 'sasar-lock-')), 'pglite');

/** A pid no process has: spawn a process, let it end, keep its id. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

describe('the PGlite data folder lock', () => {
  test('a second open of the same folder is refused with a clear message until the first closes', async () => {
    const dataDir = freshDir();
    const first = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirLockedError);
      await expect(openDatabase({ dataDir })).rejects.toThrow(/is in use by another Sasar server \(process \d+\)/);
    } finally {
      await first.close();
    }
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    lockDataDir(dataDir).release();
  }, 60_000);

  test('a lock held by another live process refuses; one left by a dead process is taken over', async () => {
    const dataDir = freshDir();
    const lockFile = `${dataDir}.lock`;
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(lockFile, `${other.pid}\n`);
      expect(() => lockDataDir(dataDir)).toThrow(`process ${other.pid}`);
    } finally {
      other.kill();
    }
    await new Promise((resolve) => other.on('exit', resolve));

    writeFileSync(lockFile, `${await deadPid()}\n`);
    const lock = lockDataDir(dataDir);
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
  });

  test('a lock file with our own pid that we do not hold (an earlier life of this pid) is taken over', () => {
    const dataDir = freshDir();
    writeFileSync(`${dataDir}.lock`, `${process.pid}\n`);
    const lock = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    lock.release();
  });
});
