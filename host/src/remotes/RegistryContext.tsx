import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { RemoteRegistry } from './registry';
import type { RegistryWatch } from './registryWatch';

const RegistryContext = createContext<RemoteRegistry>(new Map());
const WatchContext = createContext<RegistryWatch | null>(null);

/**
 * The registry read at boot, for what renders from it: the sidebar, area labels in error panels; and the registry as
 * it changes while the page is open (`watch`), for what follows the releases served to this browser.
 */
export function RegistryProvider({ registry, watch = null, children }: { registry: RemoteRegistry; watch?: RegistryWatch | null; children: ReactNode }) {
  return (
    <RegistryContext.Provider value={registry}>
      <WatchContext.Provider value={watch}>{children}</WatchContext.Provider>
    </RegistryContext.Provider>
  );
}

export function useRegistry(): RemoteRegistry {
  return useContext(RegistryContext);
}

const noWatch = () => () => undefined;

/** The registry as served now (a new release, a canary or a preview begun or left), and the watch that reads it. */
export function useServedRegistry(): { registry: RemoteRegistry; watch: RegistryWatch | null } {
  const watch = useContext(WatchContext);
  const booted = useContext(RegistryContext);
  const registry = useSyncExternalStore(watch ? watch.subscribe : noWatch, () => (watch ? watch.current() : booted));
  return { registry, watch };
}
