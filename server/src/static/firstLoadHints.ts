// The files the first load of a page in a remote's area will ask for, named in the page's first HTML
// (`<link rel="preload">`), so they download while the host's code starts instead of one after another as it runs:
// the host's start (first-load.json `bootstrap`), and when the page will show (the visitor has a session, or the path
// is open) the shell's layout, the remote's mf-manifest.json, its remoteEntry.js and the chunks of its `./routes`,
// and the host's files of the singletons the remote takes (shared-ui's table). Only a remote served from this
// server's builds (`/remotes/<name>/…`) is read; a remote elsewhere, or not built, adds nothing.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteEntry, RemoteRegistry } from './remotes';

/** One file to preload: a script the page will add, or a fetch (a remote's manifest). */
export interface PreloadHint {
  href: string;
  as: 'script' | 'fetch';
}

/** host/dist/first-load.json, written by the host build (host/build/first-load-plugin.cjs). */
export interface HostFirstLoad {
  bootstrap: string[];
  layout: string[];
  shared: Record<string, string[]>;
}

/** What a remote's built mf-manifest.json says its first load asks for. */
export interface RemoteFirstLoad {
  manifest: string;
  remoteEntry: string;
  /** The JS the host's `<remote>/routes` loads. */
  routes: string[];
  /** The singletons the remote takes from the host. */
  shared: string[];
}

/** A file path inside a build: no scheme, no `.` or `..` segment, nothing that needs escaping. */
const FILE = /^(?:[\w-][\w.-]*\/)*[\w-][\w.-]*$/;
/** `/remotes/<name>/<file>`, the address this server serves a local remote build under. */
const LOCAL_REMOTE = new RegExp(`^/remotes/([a-z0-9-]{1,64})/(${FILE.source.slice(1, -1)})$`);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const files = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && FILE.test(item)) : []);

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch {
    return null;
  }
}

/** The remote owning a URL path: the longest claimed prefix ('/search' owns '/search/…'; '/' owns only '/'). */
export function ownerOfPath(registry: RemoteRegistry, urlPath: string): { entry: RemoteEntry; access: RemoteEntry['paths'][number]['access'] } | undefined {
  const page = `/${urlPath.replace(/^\/+|\/+$/g, '')}`;
  let best: { entry: RemoteEntry; path: string; access: RemoteEntry['paths'][number]['access'] } | undefined;
  for (const entry of Object.values(registry)) {
    for (const owned of entry.paths) {
      const owns = owned.path === '/' ? page === '/' : page === owned.path || page.startsWith(`${owned.path}/`);
      if (owns && (!best || owned.path.length > best.path.length)) best = { entry, path: owned.path, access: owned.access };
    }
  }
  return best && { entry: best.entry, access: best.access };
}

/** The host build's first-load.json, or null when the build has none. */
export async function readHostFirstLoad(hostDist: string): Promise<HostFirstLoad | null> {
  const json = await readJson(path.join(hostDist, 'first-load.json'));
  if (!isObject(json)) return null;
  const shared = isObject(json.shared) ? Object.fromEntries(Object.entries(json.shared).map(([name, list]) => [name, files(list)])) : {};
  return { bootstrap: files(json.bootstrap), layout: files(json.layout), shared };
}

/**
 * What the remote at `manifestUrl` loads first, read from its build in `staticRoot` (`mfe-<name>/dist`); null when
 * the address is not one of this server's remote builds or the build has no readable manifest.
 */
export async function readRemoteFirstLoad(staticRoot: string, manifestUrl: string): Promise<RemoteFirstLoad | null> {
  const local = LOCAL_REMOTE.exec(manifestUrl);
  if (!local) return null;
  const [, name, file] = local;
  const manifest = await readJson(path.join(staticRoot, `mfe-${name}`, 'dist', file!));
  if (!isObject(manifest) || !isObject(manifest.metaData)) return null;
  const { publicPath, remoteEntry } = manifest.metaData;
  // Other public paths put the files somewhere this server does not know about.
  if (publicPath !== 'auto' || !isObject(remoteEntry) || typeof remoteEntry.name !== 'string') return null;
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const entryFile = [remoteEntry.path, remoteEntry.name].filter((part) => typeof part === 'string' && part !== '').join('/');
  if (!FILE.test(entryFile)) return null;
  const routes = Array.isArray(manifest.exposes) ? manifest.exposes.find((expose) => isObject(expose) && expose.path === './routes') : undefined;
  const routesJs = isObject(routes) && isObject(routes.assets) && isObject(routes.assets.js) ? files(routes.assets.js.sync) : [];
  const shared = Array.isArray(manifest.shared) ? manifest.shared.flatMap((item) => (isObject(item) && typeof item.name === 'string' ? [item.name] : [])) : [];
  return { manifest: manifestUrl, remoteEntry: base + entryFile, routes: routesJs.map((js) => base + js), shared };
}

/**
 * The preloads of a page in a remote's area, in the order the page asks for them. `shows`: the page will render (a
 * signed-in visitor, or an open path); a guest sent on to the login page gets only the host's start.
 */
export function firstLoadHints(host: HostFirstLoad | null, remote: RemoteFirstLoad | null, shows: boolean): PreloadHint[] {
  const hostFile = (file: string): PreloadHint => ({ href: `/${file}`, as: 'script' });
  const hints = (host?.bootstrap ?? []).map(hostFile);
  if (shows) {
    hints.push(...(host?.layout ?? []).map(hostFile));
    if (remote) {
      hints.push({ href: remote.manifest, as: 'fetch' }, ...[remote.remoteEntry, ...remote.routes].map((href): PreloadHint => ({ href, as: 'script' })));
      for (const name of remote.shared) hints.push(...(host?.shared[name] ?? []).map(hostFile));
    }
  }
  const seen = new Set<string>();
  return hints.filter((hint) => !seen.has(hint.href) && Boolean(seen.add(hint.href)));
}

/** Where the builds are: the host's dist folder, and the folder holding `mfe-<name>/dist`. */
export interface Builds {
  hostDist: string;
  staticRoot: string;
}

/** The preloads of the page at `urlPath`: none outside a remote's area. */
export async function pagePreloads(builds: Builds, registry: RemoteRegistry, urlPath: string, signedIn: boolean): Promise<PreloadHint[]> {
  const owner = ownerOfPath(registry, urlPath);
  if (!owner) return [];
  const [host, remote] = await Promise.all([readHostFirstLoad(builds.hostDist), readRemoteFirstLoad(builds.staticRoot, owner.entry.manifest)]);
  return firstLoadHints(host, remote, signedIn || owner.access === 'open');
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The `<link>` tags. A fetch preload is reused only by a request of the same mode and credentials: the federation
 * runtime's `fetch(manifest)` is a CORS request with same-origin credentials, hence `crossorigin` (anonymous). Scripts
 * are added as plain `<script src>` (no-cors), hence none.
 */
export function preloadLinks(hints: PreloadHint[]): string {
  return hints
    .map((hint) => `<link rel="preload" href="${escapeAttribute(hint.href)}" as="${hint.as}"${hint.as === 'fetch' ? ' crossorigin' : ''}>`)
    .join('');
}
