// Copies of a remote's production build, changed the way a redeploy would change them.
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { distOf, type RemoteName } from './paths';

function copyOf(remote: RemoteName, label: string): string {
  const dir = mkdtempSync(path.join(process.env.E2E_WORK_DIR ?? '/tmp', `${remote}-${label}-`));
  cpSync(distOf(`mfe-${remote}`), dir, { recursive: true });
  return dir;
}

/** A new release of the remote: every JS file has `from` replaced by `to`. */
export function redeployedCopy(remote: RemoteName, from: string, to: string): string {
  const dir = copyOf(remote, 'redeploy');
  let changed = 0;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.js'))) {
    const full = path.join(dir, file);
    const text = readFileSync(full, 'utf8');
    if (text.includes(from)) {
      writeFileSync(full, text.split(from).join(to));
      changed += 1;
    }
  }
  if (changed === 0) throw new Error(`"${from}" is not in any script of ${remote}`);
  return dir;
}

/** A broken release: the remote's entry script throws when it runs. */
export function brokenCopy(remote: RemoteName): string {
  const dir = copyOf(remote, 'broken');
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'throw new Error("broken deploy");\n');
  return dir;
}

/** The same release, deployed to another place (e.g. a slow CDN). */
export function deployedCopy(remote: RemoteName): string {
  return copyOf(remote, 'copy');
}
