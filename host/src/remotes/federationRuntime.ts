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
  /** The manifest each remote is registered with: routes and notices register the same remote, once per build. */
  const registered = new Map<string, string>();
  return {
    register(name, url, force) {
      const entry = new URL(url, base()).toString();
      const before = registered.get(name);
      if (!force && before === entry) return;
      // Another build of a remote already registered replaces it (the runtime would otherwise keep the first).
      const replace = force || before !== undefined;
      if (replace) delete scope[chunkGlobalOf(name)];
      runtime.registerRemotes([{ name, entry }], { force: replace });
      registered.set(name, entry);
    },
    load: (id) => runtime.loadRemote(id),
  };
}
