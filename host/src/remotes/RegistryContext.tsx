import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteRegistry } from './registry';

const RegistryContext = createContext<RemoteRegistry>(new Map());

/** The registry read at boot, for what renders from it: the sidebar, area labels in error panels. */
export function RegistryProvider({ registry, children }: { registry: RemoteRegistry; children: ReactNode }) {
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

export function useRegistry(): RemoteRegistry {
  return useContext(RegistryContext);
}
