// What the rows of an asset list share, read once for the list instead of once per cell: the router's navigate and the
// page's query (links to an asset's detail keep it), and the one writer of status changes.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import type { AssetWrite, WriteResult } from '../writes/assetWrites';
import { useAssetWrites } from '../writes/useAssetMutations';

export interface AssetRows {
  /** The page's query string ("?period=…"): an asset's detail opens with the list's period and filters. */
  search: string;
  navigate: NavigateFunction;
  /** Sends writes (useAssetWrites: shown at once, rolled back when refused, the lists read again). */
  write: (writes: AssetWrite[]) => Promise<WriteResult[]>;
}

const AssetRowsContext = createContext<AssetRows | null>(null);

/** Around a table of asset rows (a list, a detail's children). */
export function AssetRowsProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { mutateAsync } = useAssetWrites();
  const rows = useMemo<AssetRows>(() => ({ search, navigate, write: mutateAsync }), [search, navigate, mutateAsync]);
  return <AssetRowsContext.Provider value={rows}>{children}</AssetRowsContext.Provider>;
}

/** The list's shared row context; null outside an AssetRowsProvider. */
export function useAssetRows(): AssetRows | null {
  return useContext(AssetRowsContext);
}
