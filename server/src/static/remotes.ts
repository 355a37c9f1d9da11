import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ApiError } from '../http/errors';

export const REMOTE_NAMES = ['research', 'adsmanager', 'dashboard', 'rules', 'admin'] as const;

export type RemoteRegistry = Record<string, string>;

export function defaultRegistry(): RemoteRegistry {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes/${name}/mf-manifest.json`]));
}

/** A registry must map remote names to manifest URLs (absolute, or rooted at this server). */
export function parseRegistry(text: string, source: string): RemoteRegistry {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${source} is not valid JSON`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${source} must be a JSON object mapping remote names to manifest URLs`);
  }
  for (const [name, url] of Object.entries(parsed)) {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(name)) throw new Error(`${source}: "${name}" is not a valid remote name`);
    if (typeof url !== 'string' || url === '') throw new Error(`${source}: the URL of "${name}" must be a non-empty string`);
  }
  return parsed as RemoteRegistry;
}

export function isInlineJson(value: string): boolean {
  return value.trimStart().startsWith('{');
}

/**
 * Where the registry comes from: REMOTES_JSON as inline JSON (parsed once), as a file path (read on every
 * call, so a new file takes effect without a restart), or the default five local remotes.
 */
export function registrySource(remotesJson: string | undefined): () => Promise<RemoteRegistry> {
  if (remotesJson === undefined) {
    const registry = defaultRegistry();
    return async () => registry;
  }
  if (isInlineJson(remotesJson)) {
    const registry = parseRegistry(remotesJson, 'REMOTES_JSON');
    return async () => registry;
  }
  const file = path.resolve(remotesJson);
  return async () => {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch {
      throw new ApiError(503, 'remotes_unavailable', 'The remote registry file cannot be read');
    }
    try {
      return parseRegistry(text, 'The remote registry file');
    } catch (error) {
      throw new ApiError(503, 'remotes_unavailable', (error as Error).message);
    }
  };
}
