// A model for one idea per file (STYLE.md), as is registry.ts.
// Loads a remote's route subtree with retries, and refuses one built against another contract.
import type { RemoteRouteModule } from 'shared-graph';
import { isCompatibleRemote, resolveRemoteModule } from 'shared-graph/host';
import type { RemoteEntry, RemoteRegistry } from './registry';

export interface FederationRuntime {
  /** (Re-)registers a remote; `force` drops whatever a failed attempt left cached. */
  register(name: string, manifestUrl: string, force: boolean): void;
  load(id: string): Promise<unknown>;
}

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
  constructor(
    readonly remote: string,
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
  }
}

class MissingRegistryEntry extends Error {}

export const RETRY_DELAYS_MS = [300, 1200] as const;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The registry; `fresh` asks for a new read (a retry may find an entry that was fixed meanwhile). */
export type RegistrySource = (fresh: boolean) => Promise<RemoteRegistry>;

/** What became of a load of the entry's release: reported to the server (releaseReports.ts). */
export type LoadOutcome = (entry: RemoteEntry, outcome: 'loaded' | 'load_failed') => void;

export function createAreaLoader(runtime: FederationRuntime, registry: RegistrySource, delays: readonly number[] = RETRY_DELAYS_MS, outcome: LoadOutcome = () => undefined) {
  const failedBefore = new Set<string>();
  /** The manifest each remote is registered with: another one (a new release) replaces the registration. */
  const registered = new Map<string, string>();

  async function loadOnce(remote: string, attempt: number, tried: { entry?: RemoteEntry }): Promise<RemoteRouteModule> {
    const retrying = attempt > 0 || failedBefore.has(remote);
    const entry = (await registry(retrying)).get(remote);
    if (!entry) throw new MissingRegistryEntry(`The ${remote} area is not in the remote registry.`);
    tried.entry = entry;
    const before = registered.get(remote);
    runtime.register(remote, entry.manifest, retrying || (before !== undefined && before !== entry.manifest));
    registered.set(remote, entry.manifest);
    const module = resolveRemoteModule(await runtime.load(`${remote}/routes`));
    const incompatibility = isCompatibleRemote(module, remote);
    if (incompatibility) {
      throw new RemoteUnavailableError(remote, `The ${remote} area cannot run in this shell: ${incompatibility}.`);
    }
    return module as RemoteRouteModule;
  }

  return async function loadAreaRoutes(remote: string): Promise<RemoteRouteModule> {
    let lastError: unknown;
    const tried: { entry?: RemoteEntry } = {};
    for (let attempt = 0; attempt <= delays.length; attempt += 1) {
      try {
        const module = await loadOnce(remote, attempt, tried);
        failedBefore.delete(remote);
        outcome(tried.entry!, 'loaded');
        return module;
      } catch (error) {
        // A remote built for another contract will not get better by retrying.
        if (error instanceof RemoteUnavailableError) {
          if (tried.entry) outcome(tried.entry, 'load_failed');
          throw error;
        }
        lastError = error;
        const delay = delays[attempt];
        if (delay !== undefined) await wait(delay);
      }
    }
    failedBefore.add(remote);
    if (tried.entry) outcome(tried.entry, 'load_failed');
    const message = lastError instanceof MissingRegistryEntry ? lastError.message : `The ${remote} area could not be loaded.`;
    throw new RemoteUnavailableError(remote, message, lastError);
  };
}
