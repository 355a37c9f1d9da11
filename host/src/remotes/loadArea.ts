// Loads a remote's route subtree with retries, and refuses one built against another contract.
import { isCompatibleRemote, resolveRemoteModule, type RemoteRouteModule } from 'shared-graph';
import type { RemoteRegistry } from './registry';

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

export function createAreaLoader(runtime: FederationRuntime, registry: RegistrySource, delays: readonly number[] = RETRY_DELAYS_MS) {
  const failedBefore = new Set<string>();

  async function loadOnce(remote: string, attempt: number): Promise<RemoteRouteModule> {
    const retrying = attempt > 0 || failedBefore.has(remote);
    const url = (await registry(retrying)).get(remote)?.manifest;
    if (!url) throw new MissingRegistryEntry(`The ${remote} area is not in the remote registry.`);
    runtime.register(remote, url, retrying);
    const module = resolveRemoteModule(await runtime.load(`${remote}/routes`));
    const incompatibility = isCompatibleRemote(module, remote);
    if (incompatibility) {
      throw new RemoteUnavailableError(remote, `The ${remote} area cannot run in this shell: ${incompatibility}.`);
    }
    return module as RemoteRouteModule;
  }

  return async function loadAreaRoutes(remote: string): Promise<RemoteRouteModule> {
    let lastError: unknown;
    for (let attempt = 0; attempt <= delays.length; attempt += 1) {
      try {
        return await loadOnce(remote, attempt);
      } catch (error) {
        // A remote built for another contract will not get better by retrying.
        if (error instanceof RemoteUnavailableError) throw error;
        lastError = error;
        const delay = delays[attempt];
        if (delay !== undefined) await wait(delay);
      }
    }
    failedBefore.add(remote);
    const message = lastError instanceof MissingRegistryEntry ? lastError.message : `The ${remote} area could not be loaded.`;
    throw new RemoteUnavailableError(remote, message, lastError);
  };
}
