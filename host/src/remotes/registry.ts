// The remote registry is data: /remotes.json maps each remote's name to its manifest URL.
export const REMOTE_NAMES = ['research', 'adsmanager', 'dashboard', 'rules', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export type RemoteRegistry = Partial<Record<RemoteName, string>>;

export class RegistryError extends Error {
  override name = 'RegistryError';
}

/** Keeps the known remotes whose entry is a non-empty string; anything else in the file is reported. */
export function parseRegistry(raw: unknown): RemoteRegistry {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new RegistryError('The remote registry must be a JSON object mapping remote names to manifest URLs.');
  }
  const registry: RemoteRegistry = {};
  for (const [name, url] of Object.entries(raw)) {
    if (!(REMOTE_NAMES as readonly string[]).includes(name)) continue;
    if (typeof url !== 'string' || url.trim() === '') {
      throw new RegistryError(`The registry entry for "${name}" must be a manifest URL.`);
    }
    registry[name as RemoteName] = url;
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
