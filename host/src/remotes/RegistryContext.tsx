import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { RemoteRegistry } from './registry';
import type { RegistryWatch } from './registryWatch';
import type { LoadNotices } from './remoteNotices';

const RegistryContext = createContext<RemoteRegistry>(new Map());
const WatchContext = createContext<RegistryWatch | null>(null);
const NoticesContext = createContext<LoadNotices | null>(null);

interface RegistryProviderProps {
  registry: RemoteRegistry;
  watch?: RegistryWatch | null;
  /** Loads a remote's `./notices` (none: the shell shows no area's notices, as in most tests). */
  loadNotices?: LoadNotices | null;
  children: ReactNode;
}

/**
 * The registry read at boot, for what renders from it: the sidebar, area labels in error panels, the welcome screen;
 * the registry as it changes while the page is open (`watch`), for what follows the releases served to this browser;
 * and how the shell loads an area's notices.
 */
export function RegistryProvider({ registry, watch = null, loadNotices = null, children }: RegistryProviderProps) {
  return (
    <RegistryContext.Provider value={registry}>
      <WatchContext.Provider value={watch}>
        <NoticesContext.Provider value={loadNotices}>{children}</NoticesContext.Provider>
      </WatchContext.Provider>
    </RegistryContext.Provider>
  );
}

export function useNoticesLoader(): LoadNotices | null {
  return useContext(NoticesContext);
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
