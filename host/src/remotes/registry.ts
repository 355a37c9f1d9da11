// A model for one idea per file (STYLE.md), as is loadArea.ts.
// The remote registry is data: /remotes.json names each remote's manifest and what the host must know before
// loading it — the top-level paths it owns, its navigation entries and who may enter. The host holds no list.
import { CONTRACT_VERSION } from 'shared-graph';
import { AREA_PATH, REMOTE_NAME, isAccess, isAreaDescription, isPageHeading, type Access, type AreaPath, type NavEntry, type PageHeading, type RemoteAreaEntry } from 'shared-graph/registry';

export type { Access, AreaPath, NavEntry, PageHeading };

/** How this browser got the release: every user's live one, a canary share's, or this user's preview. */
export type ReleaseChannel = 'live' | 'canary' | 'preview';

/** The registered release an entry serves (absent for an operator's entry or a local build). */
export interface ServedRelease {
  id: number;
  version: string;
  channel: ReleaseChannel;
}

/** An entry as the host keeps it: the served entry and its name. */
export interface RemoteEntry extends Omit<RemoteAreaEntry, 'contractVersion'> {
  name: string;
  release?: ServedRelease;
}

export type RemoteRegistry = ReadonlyMap<string, RemoteEntry>;

export class RegistryError extends Error {
  override name = 'RegistryError';
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function parseAccess(raw: unknown): Access | null {
  if (!isAccess(raw)) return null;
  return typeof raw === 'string' ? raw : { roles: raw.roles };
}

function parsePath(raw: unknown): AreaPath | null {
  if (!isObject(raw) || !isText(raw.path) || !AREA_PATH.test(raw.path)) return null;
  const access = parseAccess(raw.access);
  if (!access) return null;
  const heading = isPageHeading(raw.heading) ? { title: raw.heading.title, ...(raw.heading.description ? { description: raw.heading.description } : {}) } : undefined;
  return { path: raw.path.length > 1 ? raw.path.replace(/\/+$/, '') : raw.path, access, ...(heading ? { heading } : {}) };
}

function parseNav(raw: unknown): NavEntry | null {
  if (!isObject(raw) || !isText(raw.to) || !raw.to.startsWith('/') || !isText(raw.label)) return null;
  return {
    to: raw.to,
    label: raw.label,
    order: typeof raw.order === 'number' && Number.isFinite(raw.order) ? raw.order : 1000,
    ...(isText(raw.icon) ? { icon: raw.icon } : {}),
    ...(isText(raw.section) ? { section: raw.section } : {}),
  };
}

/** One entry, or the reason it cannot be used. */
export function parseEntry(name: string, raw: unknown): RemoteEntry | string {
  if (!REMOTE_NAME.test(name)) return `"${name}" is not a remote name (lower-case letters, digits and dashes)`;
  if (!isObject(raw)) return `the entry for "${name}" must be an object with manifest, label, paths and nav`;
  if (!isText(raw.manifest)) return `the entry for "${name}" has no manifest URL`;
  if (!isText(raw.label)) return `the entry for "${name}" has no label`;
  if (!Array.isArray(raw.paths) || raw.paths.length === 0) return `the entry for "${name}" owns no paths`;
  const paths = raw.paths.map(parsePath);
  if (paths.some((path) => path === null)) return `the entry for "${name}" has a path that is not { path: "/…", access: "open" | "login" | { roles } }`;
  const nav = (Array.isArray(raw.nav) ? raw.nav : []).map(parseNav);
  if (nav.some((item) => item === null)) return `the entry for "${name}" has a navigation entry without "to" or "label"`;
  const release = parseRelease(raw.release);
  return {
    name,
    label: raw.label,
    manifest: raw.manifest,
    paths: paths as AreaPath[],
    nav: nav as NavEntry[],
    ...(isAreaDescription(raw.description) ? { description: raw.description } : {}),
    // A remote built against another contract runs none of its code in the shell (its area says why when visited).
    ...(raw.notices === true && raw.contractVersion === CONTRACT_VERSION ? { notices: true } : {}),
    ...(release ? { release } : {}),
  };
}

const CHANNELS: readonly ReleaseChannel[] = ['live', 'canary', 'preview'];

function parseRelease(raw: unknown): ServedRelease | null {
  if (!isObject(raw) || !Number.isSafeInteger(raw.id) || (raw.id as number) < 1 || !isText(raw.version)) return null;
  if (!CHANNELS.includes(raw.channel as ReleaseChannel)) return null;
  return { id: raw.id as number, version: raw.version, channel: raw.channel as ReleaseChannel };
}

/**
 * The usable entries of a registry. A bad entry is left out and reported through `report`; the others load,
 * so one team's mistake costs only its own area.
 */
export function parseRegistry(raw: unknown, report: (problem: string) => void = console.error): RemoteRegistry {
  if (!isObject(raw)) throw new RegistryError('The remote registry must be a JSON object keyed by remote name.');
  const registry = new Map<string, RemoteEntry>();
  const owner = new Map<string, string>();
  for (const [name, value] of Object.entries(raw)) {
    const entry = parseEntry(name, value);
    if (typeof entry === 'string') {
      report(`Remote registry: ${entry}; that remote is left out.`);
      continue;
    }
    const taken = entry.paths.find((path) => owner.has(path.path));
    if (taken) {
      report(`Remote registry: "${name}" claims ${taken.path}, which "${owner.get(taken.path)}" owns; "${name}" is left out.`);
      continue;
    }
    for (const path of entry.paths) owner.set(path.path, name);
    registry.set(name, entry);
  }
  return registry;
}

export async function fetchRegistry(fetchImpl: typeof fetch = fetch): Promise<RemoteRegistry> {
  const response = await fetchImpl('/remotes.json', { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new RegistryError(`The remote registry could not be loaded (HTTP ${response.status}).`);
  return parseRegistry(await response.json());
}

/** Absolute manifest URL, so a registry entry may be relative to the host's origin. */
export function manifestUrl(entry: string, base: string): string {
  return new URL(entry, base).toString();
}
