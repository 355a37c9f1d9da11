// Maps the scripts a page fetched to the packages inside them, using each build's module-map.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { distOf } from './paths';

type ModuleMap = { files: Record<string, string[]> };

/** Where a script URL's build lives on disk: the host at '/', a remote under '/remotes/<name>/'. */
export function buildDirOf(url: URL, extraDirs: Record<string, string> = {}): string | null {
  if (extraDirs[url.origin]) return extraDirs[url.origin]!;
  const remote = /^\/remotes\/([a-z]+)\//.exec(url.pathname);
  if (remote) return distOf(`mfe-${remote[1]}`);
  return distOf('host');
}

/** Package → the builds that delivered code of it to the page. */
export function packagesLoaded(scriptUrls: string[], extraDirs: Record<string, string> = {}): Map<string, Set<string>> {
  const maps = new Map<string, ModuleMap>();
  const loaded = new Map<string, Set<string>>();
  for (const raw of scriptUrls) {
    const url = new URL(raw);
    const dir = buildDirOf(url, extraDirs);
    if (!dir) continue;
    if (!maps.has(dir)) maps.set(dir, JSON.parse(readFileSync(path.join(dir, 'module-map.json'), 'utf8')) as ModuleMap);
    const file = path.basename(url.pathname);
    for (const pkg of maps.get(dir)!.files[file] ?? []) {
      if (!loaded.has(pkg)) loaded.set(pkg, new Set());
      loaded.get(pkg)!.add(`${dir}/${file}`);
    }
  }
  return loaded;
}
