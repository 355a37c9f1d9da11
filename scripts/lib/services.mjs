// What the scripts that start Sasar's services share: the project root, progress lines, waiting for a service to
// answer, and stopping a process politely then firmly.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const say = (line) => console.log(`› ${line}`);

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `url` answers 2xx; throws after `timeoutMs` naming `what` (and where to look: `hint`). */
export async function waitFor(url, what, { timeoutMs = 60_000, hint = '' } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  throw new Error(`${what} did not come up at ${url} within ${timeoutMs / 1000} s${hint ? ` (${hint})` : ''}`);
}

export function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Sends `signal` to `pid` and waits up to `graceMs` for it to exit, then kills it. Resolves true if it exited in time. */
export async function stopPid(pid, signal = 'SIGTERM', graceMs = 10_000) {
  if (!pid || !alive(pid)) return true;
  process.kill(pid, signal);
  const deadline = Date.now() + graceMs;
  while (alive(pid) && Date.now() < deadline) await sleep(50);
  if (!alive(pid)) return true;
  process.kill(pid, 'SIGKILL');
  return false;
}
