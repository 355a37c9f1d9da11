// The Module Federation runtime as the area loader uses it. Registering a remote again with `force` (a retry, or a
// new release of a remote already loaded) drops the runtime's cached entry, but not the chunks the old build pushed
// onto its webpack chunk-loading global: the new build's runtime would read them as its own and run the old routes
// (chunk ids are names, the same in every build). So that global goes too.
import type { FederationRuntime } from './loadArea';

/** `webpackChunk<uniqueName>`: every remote is built with its folder's name (mfe-<remote>) as uniqueName. */
export function chunkGlobalOf(remote: string): string {
  return `webpackChunk${`mfe-${remote}`.replace(/[^a-zA-Z0-9$]+/g, '_')}`;
}

interface Runtime {
  registerRemotes(remotes: Array<{ name: string; entry: string }>, options: { force: boolean }): void;
  loadRemote(id: string): Promise<unknown>;
}

export function federationRuntime(runtime: Runtime, base: () => string, scope: Record<string, unknown> = globalThis as unknown as Record<string, unknown>): FederationRuntime {
  return {
    register(name, url, force) {
      if (force) delete scope[chunkGlobalOf(name)];
      runtime.registerRemotes([{ name, entry: new URL(url, base()).toString() }], { force });
    },
    load: (id) => runtime.loadRemote(id),
  };
}
