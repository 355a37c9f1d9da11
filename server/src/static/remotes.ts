// The remote registry served at /remotes.json: for each remote, its manifest URL and what the host must know
// before loading it (label, owned top-level paths with access rules, navigation entries). Each remote's entry
// comes from, first to last: REMOTES_JSON (a file, re-read on every request, or inline JSON: the operator's
// override), the remote's live release (server/src/releases), the local build (`mfe-<name>/dist/area.json`).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { AREA_PATH, DESCRIPTION_MAX, REMOTE_NAME, USER_ROLES, isAccess, isAreaDescription, isPageHeading, type Access, type AreaPath, type NavEntry, type RemoteAreaEntry } from 'shared-graph/registry';
import { ApiError } from '../http/errors';

export type { Access, AreaPath, NavEntry };
export type RemoteEntry = RemoteAreaEntry;
export type RemoteRegistry = Record<string, RemoteEntry>;

/** Reports a refused entry; the server logs it. */
export type Report = (problem: string) => void;


const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Why an entry cannot be served, or null when it is whole. */
export function entryProblem(name: string, entry: unknown): string | null {
  if (!REMOTE_NAME.test(name)) return `"${name}" is not a remote name (lower-case letters, digits and dashes)`;
  if (!isObject(entry)) return `"${name}" must be a manifest URL or an object`;
  if (!isText(entry.manifest)) return `"${name}" has no manifest URL`;
  if (!isText(entry.label)) return `"${name}" has no label (give one, or build the remote locally so its area.json is found)`;
  if (entry.description !== undefined && !isAreaDescription(entry.description)) return `"${name}": the description must be one sentence of text (at most ${DESCRIPTION_MAX} characters)`;
  if (entry.notices !== undefined && typeof entry.notices !== 'boolean') return `"${name}": notices must be true (the remote exposes ./notices) or false`;
  if (!Array.isArray(entry.paths) || entry.paths.length === 0) return `"${name}" owns no paths`;
  for (const owned of entry.paths) {
    if (!isObject(owned) || !isText(owned.path) || !AREA_PATH.test(owned.path)) {
      return `"${name}" has a path that is not an absolute path: ${JSON.stringify(isObject(owned) ? owned.path : owned)}`;
    }
    if (!isAccess(owned.access)) return `"${name}": the access of ${owned.path} must be "open", "login" or { "roles": [${USER_ROLES.map((r) => `"${r}"`).join(', ')}] }`;
    if (owned.heading !== undefined && !isPageHeading(owned.heading)) return `"${name}": the heading of ${owned.path} needs a title (and a description, if any, as text)`;
  }
  if (!Array.isArray(entry.nav)) return `"${name}": nav must be a list`;
  for (const item of entry.nav) {
    if (!isObject(item) || !isText(item.to) || !item.to.startsWith('/') || !isText(item.label) || typeof item.order !== 'number') {
      return `"${name}" has a navigation entry without to, label or order: ${JSON.stringify(item)}`;
    }
  }
  return null;
}

/** The descriptors of the remotes built in `staticRoot` (`mfe-<name>/dist/area.json`). */
export async function localAreas(staticRoot: string): Promise<Record<string, Omit<RemoteEntry, 'manifest'>>> {
  const folders = (await readdir(staticRoot, { withFileTypes: true }).catch(() => [])).filter((item) => item.isDirectory() && item.name.startsWith('mfe-'));
  const areas: Record<string, Omit<RemoteEntry, 'manifest'>> = {};
  await Promise.all(
    folders.map(async (folder) => {
      const text = await readFile(path.join(staticRoot, folder.name, 'dist', 'area.json'), 'utf8').catch(() => null);
      if (text === null) return;
      try {
        areas[folder.name.slice('mfe-'.length)] = JSON.parse(text) as Omit<RemoteEntry, 'manifest'>;
      } catch {
        // Left out below: an entry without a label or paths is refused with a log line.
        areas[folder.name.slice('mfe-'.length)] = {} as Omit<RemoteEntry, 'manifest'>;
      }
    }),
  );
  return areas;
}

/**
 * Builds the registry from the configured entries: a string entry is a manifest URL for the local remote of
 * that name (its descriptor comes from the local build); an object entry gives its fields, over the local
 * descriptor when there is one. Entries that are not whole, or that claim a path another remote owns, are
 * left out and reported; the others are served.
 */
export function resolveRegistry(configured: Record<string, unknown>, local: Record<string, object>, report: Report): RemoteRegistry {
  const registry: RemoteRegistry = {};
  const owner = new Map<string, string>();
  for (const name of Object.keys(configured).sort()) {
    const value = configured[name];
    const given = typeof value === 'string' ? { manifest: value } : value;
    const entry = isObject(given) ? { ...(local[name] ?? {}), ...given } : given;
    const problem = entryProblem(name, entry);
    if (problem) {
      report(`Remote registry: ${problem}; "${name}" is left out.`);
      continue;
    }
    const whole = entry as unknown as RemoteEntry;
    const taken = whole.paths.find((owned) => owner.has(owned.path));
    if (taken) {
      report(`Remote registry: "${name}" claims ${taken.path}, which "${owner.get(taken.path)}" owns; "${name}" is left out.`);
      continue;
    }
    for (const owned of whole.paths) owner.set(owned.path, name);
    registry[name] = whole;
  }
  return registry;
}

export function parseRegistryText(text: string, source: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${source} is not valid JSON`);
  }
  if (!isObject(parsed)) throw new Error(`${source} must be a JSON object keyed by remote name`);
  return parsed;
}

export function isInlineJson(value: string): boolean {
  return value.trimStart().startsWith('{');
}

/**
 * The live releases over the base entries: a released remote is served from its release, unless the operator's
 * REMOTES_JSON names it (`operatorNamed`: the base is REMOTES_JSON), which pins it; a released remote the base
 * lacks is added.
 */
export function withReleases(base: Record<string, unknown>, live: Record<string, RemoteEntry>, operatorNamed: boolean): Record<string, unknown> {
  const merged = { ...base };
  for (const [name, entry] of Object.entries(live)) {
    if (!(operatorNamed && name in base)) merged[name] = entry;
  }
  return merged;
}

/**
 * Where the registry comes from: REMOTES_JSON as inline JSON (parsed once), as a file path (read on every
 * call, so a new file takes effect without a restart), or every remote built under `staticRoot`. The local
 * builds' descriptors are read on every call too, so a rebuilt remote's new paths need no restart.
 */
export function registrySource<Viewer = void>(
  remotesJson: string | undefined,
  staticRoot: string,
  report: Report,
  /** The releases served to this viewer (the live ones; a signed-in user's canary or preview instead). */
  released: (viewer?: Viewer) => Promise<Record<string, RemoteEntry>> = async () => ({}),
): (viewer?: Viewer) => Promise<RemoteRegistry> {
  const inline = remotesJson !== undefined && isInlineJson(remotesJson) ? parseRegistryText(remotesJson, 'REMOTES_JSON') : undefined;
  const file = remotesJson !== undefined && !inline ? path.resolve(remotesJson) : undefined;

  async function configured(local: Record<string, object>): Promise<Record<string, unknown>> {
    if (inline) return inline;
    if (!file) return Object.fromEntries(Object.keys(local).map((name) => [name, `/remotes/${name}/mf-manifest.json`]));
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch {
      throw new ApiError(503, 'remotes_unavailable', 'The remote registry file cannot be read');
    }
    try {
      return parseRegistryText(text, 'The remote registry file');
    } catch (error) {
      throw new ApiError(503, 'remotes_unavailable', (error as Error).message);
    }
  }

  return async (viewer) => {
    const local = await localAreas(staticRoot);
    const [base, live] = await Promise.all([configured(local), released(viewer)]);
    return resolveRegistry(withReleases(base, live, remotesJson !== undefined), local, report);
  };
}
