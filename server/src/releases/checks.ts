// The checks a release passes before it may go live. Each refusal is a 422 in words naming what to fix; nothing
// is registered when one fails.
import { CONTRACT_VERSION, type RemoteAreaEntry } from 'shared-graph/registry';
import { ApiError } from '../http/errors';
import { entryProblem } from '../static/remotes';
import type { ReleaseArea } from './table';

/**
 * The packages a remote must take from the host, never bundle: the singletons of build-tools/federation.cjs
 * (CHECKED_SINGLETONS; checks.test.ts keeps the two lists equal).
 */
export const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'jotai',
  'styled-components',
  'shared-graph',
  'shared-ui',
  '@tanstack/react-query',
] as const;

export type ReleaseRefusal =
  | 'manifest_unreachable'
  | 'manifest_invalid'
  | 'routes_missing'
  | 'notices_missing'
  | 'file_missing'
  | 'contract_mismatch'
  | 'area_invalid'
  | 'path_taken'
  | 'own_singleton';

export const refuse = (code: ReleaseRefusal, message: string) => new ApiError(422, code, message);

/** Fetches a file for the checks: its status and text, or null when it cannot be reached at all. */
export type FetchFile = (url: string) => Promise<{ status: number; text: string } | null>;

export interface ReleaseCandidate {
  remote: string;
  manifestUrl: string;
  contractVersion: number;
  area: ReleaseArea;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const packageOf = (name: string) => (name.startsWith('@') ? name.split('/').slice(0, 2) : name.split('/').slice(0, 1)).join('/');

const isSingleton = (name: string) => (SINGLETON_PACKAGES as readonly string[]).includes(packageOf(name));

/** Resolves a root-relative or relative URL against another; root-relative results stay root-relative. */
export function resolveUrl(relative: string, base: string): string {
  const origin = 'http://release.invalid';
  const resolved = new URL(relative, new URL(base, origin));
  return resolved.origin === origin ? `${resolved.pathname}${resolved.search}` : resolved.toString();
}

function assetsOf(value: unknown): string[] {
  if (!isObject(value)) return [];
  const files: string[] = [];
  for (const kind of ['js', 'css']) {
    const group = value[kind];
    if (!isObject(group)) continue;
    for (const timing of ['sync', 'async']) {
      const list = group[timing];
      if (Array.isArray(list)) files.push(...list.filter((item): item is string => typeof item === 'string' && item !== ''));
    }
  }
  return files;
}

interface ManifestFacts {
  /** Every file the manifest names, relative to its public path. */
  files: string[];
  /** Where those files are (the manifest's folder when `publicPath` is "auto"). */
  publicPath: string;
  /** The modules it exposes ('./routes', './notices', …). */
  exposes: string[];
}

/** Reads what the checks need from an mf-manifest.json, or refuses it. */
export function manifestFacts(text: string, manifestUrl: string, remote: string): ManifestFacts {
  let manifest: unknown;
  try {
    manifest = JSON.parse(text);
  } catch {
    throw refuse('manifest_invalid', `The manifest at ${manifestUrl} is not JSON.`);
  }
  if (!isObject(manifest) || !isObject(manifest.metaData) || !Array.isArray(manifest.exposes) || !Array.isArray(manifest.shared)) {
    throw refuse('manifest_invalid', `The file at ${manifestUrl} is not a Module Federation manifest (it needs metaData, exposes and shared).`);
  }
  const routes = manifest.exposes.find((item) => isObject(item) && (item.path === './routes' || item.name === 'routes'));
  if (!routes) throw refuse('routes_missing', `The manifest of ${remote} exposes no ./routes module; the host loads an area through it.`);

  const bundled = manifest.shared.filter(
    (item): item is Record<string, unknown> =>
      isObject(item) && typeof item.name === 'string' && isSingleton(item.name) && (assetsOf(item.assets).length > 0 || (typeof item.fallback === 'string' && item.fallback !== '')),
  );
  if (bundled.length > 0) {
    const names = [...new Set(bundled.map((item) => String(item.name)))].join(', ');
    throw refuse('own_singleton', `${remote} brings its own copy of ${names}; shared singletons must be built with import: false and taken from the host.`);
  }

  const entry = manifest.metaData.remoteEntry;
  if (!isObject(entry) || typeof entry.name !== 'string' || entry.name === '') {
    throw refuse('manifest_invalid', `The manifest of ${remote} names no remoteEntry file.`);
  }
  const entryFile = [entry.path, entry.name].filter((part) => typeof part === 'string' && part !== '').join('/');
  const files = new Set([entryFile]);
  for (const item of manifest.exposes) if (isObject(item)) for (const file of assetsOf(item.assets)) files.add(file);

  const declared = manifest.metaData.publicPath;
  const publicPath = typeof declared === 'string' && declared !== 'auto' && declared !== '' ? declared : resolveUrl('./', manifestUrl);
  const exposes = manifest.exposes.flatMap((item) => (isObject(item) && typeof item.path === 'string' ? [item.path] : []));
  return { files: [...files], publicPath, exposes };
}

/** As the host matches paths (host/src/remotes/areaForPath.ts): '/x' owns '/x' and '/x/…'; '/' owns only '/'. */
const ownsPath = (prefix: string, path: string) => (prefix === '/' ? path === '/' : path === prefix || path.startsWith(`${prefix}/`));

/** The paths of `area` that overlap a path another remote of `registry` owns (the same, or one below the other). */
export function takenPaths(remote: string, area: ReleaseArea, registry: Record<string, RemoteAreaEntry>): string[] {
  const overlaps = (a: string, b: string) => ownsPath(a, b) || ownsPath(b, a);
  const taken: string[] = [];
  for (const [other, entry] of Object.entries(registry)) {
    if (other === remote) continue;
    for (const owned of entry.paths) {
      for (const claimed of area.paths) if (overlaps(claimed.path, owned.path)) taken.push(`${claimed.path} (owned by ${other})`);
    }
  }
  return taken;
}

/** Whether module-map.json (written beside the build by build-tools/module-map-plugin.cjs) lists a singleton. */
function bundledByModuleMap(text: string): string[] {
  try {
    const map = JSON.parse(text) as { files?: Record<string, unknown> };
    if (!isObject(map.files)) return [];
    const found = new Set<string>();
    for (const packages of Object.values(map.files)) {
      if (Array.isArray(packages)) for (const name of packages) if (typeof name === 'string' && isSingleton(name)) found.add(name);
    }
    return [...found].sort();
  } catch {
    return [];
  }
}

/**
 * Refuses a release that could not work once live: the area descriptor is whole and claims no other remote's path,
 * the contract version is the host's, the manifest parses and exposes ./routes (and ./notices when the area says it
 * has notices), every file it names is reachable,
 * and no shared singleton comes with it.
 */
export async function checkRelease(candidate: ReleaseCandidate, deps: { fetchFile: FetchFile; registry: Record<string, RemoteAreaEntry> }): Promise<void> {
  const { remote, manifestUrl, area } = candidate;
  const problem = entryProblem(remote, { ...area, manifest: manifestUrl });
  if (problem) throw refuse('area_invalid', `The area descriptor is not whole: ${problem}.`);
  if (candidate.contractVersion !== CONTRACT_VERSION) {
    throw refuse('contract_mismatch', `${remote} was built against contract version ${candidate.contractVersion}; the host accepts version ${CONTRACT_VERSION}. Rebuild it against the current shared-graph.`);
  }
  const taken = takenPaths(remote, area, deps.registry);
  if (taken.length > 0) throw refuse('path_taken', `${remote} claims paths another remote owns: ${taken.join(', ')}.`);

  const manifest = await deps.fetchFile(manifestUrl);
  if (!manifest || manifest.status < 200 || manifest.status >= 300) {
    throw refuse('manifest_unreachable', `The manifest at ${manifestUrl} cannot be read (${manifest ? `HTTP ${manifest.status}` : 'no answer'}).`);
  }
  const facts = manifestFacts(manifest.text, manifestUrl, remote);
  if (area.notices === true && !facts.exposes.includes('./notices')) {
    throw refuse('notices_missing', `The area of ${remote} says it shows notices in the shell, but its manifest exposes no ./notices module.`);
  }
  const missing: string[] = [];
  await Promise.all(
    facts.files.map(async (file) => {
      const answer = await deps.fetchFile(resolveUrl(file, facts.publicPath));
      if (!answer || answer.status < 200 || answer.status >= 300) missing.push(file);
    }),
  );
  if (missing.length > 0) throw refuse('file_missing', `Files the manifest names cannot be reached: ${missing.sort().join(', ')}.`);

  const moduleMap = await deps.fetchFile(resolveUrl('module-map.json', facts.publicPath));
  const bundled = moduleMap && moduleMap.status === 200 ? bundledByModuleMap(moduleMap.text) : [];
  if (bundled.length > 0) {
    throw refuse('own_singleton', `${remote}'s build carries its own copy of ${bundled.join(', ')} (module-map.json); shared singletons must be built with import: false.`);
  }
}
