import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
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

const buildServices = path.join(repoRoot, 'scripts', 'build-services.mjs');

/** Brings the services' production bundles up to date with their sources (about a second; nothing when they are). */
export function ensureServiceBuilds(): void {
  execFileSync(process.execPath, [buildServices, '--if-stale'], { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'] });
}

/** How node runs each bundle: scripts/build-services.mjs `nodeArgsOf` (source maps; the server's young generation). */
const NODE_ARGS = { server: ['--enable-source-maps', '--max-semi-space-size=32'], 'graph-sandbox': ['--enable-source-maps'] };

/**
 * Runs a service from its production bundle (scripts/build-services.mjs: no TypeScript compiled at start), logging
 * to the given file descriptor.
 */
export function startService(pkg: 'server' | 'graph-sandbox', env: Record<string, string>, logFd: number): ChildProcess {
  ensureServiceBuilds();
  return spawn(process.execPath, [...NODE_ARGS[pkg], 'dist/main.js'], {
    cwd: path.join(repoRoot, pkg),
    env: { ...process.env, ...env, NODE_ENV: 'production' },
    stdio: ['ignore', logFd, logFd],
  });
}

/** SIGTERM, then SIGKILL if the process is still there after `graceMs`; resolves once it has exited. */
export async function stopService(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(killer);
}
