import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { repoRoot } from './paths';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function waitForOk(url: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
      last = new Error(`HTTP ${response.status}`);
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms: ${String(last)}`);
}

/** Runs a package's TypeScript entry with tsx, logging to the given file descriptor. */
export function startTsService(pkg: string, entry: string, env: Record<string, string>, logFd: number): ChildProcess {
  const tsxCli = require.resolve('tsx/cli');
  return spawn(process.execPath, [tsxCli, entry], {
    cwd: path.join(repoRoot, pkg),
    env: { ...process.env, ...env, NODE_ENV: 'production' },
    stdio: ['ignore', logFd, logFd],
  });
}
