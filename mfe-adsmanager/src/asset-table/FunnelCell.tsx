// The Funnel column's cell. A list gives its stages through FunnelStages, so the stages arriving after the rows (the
// server reads them per page) re-render these cells only, not every row's.
import { createContext, useContext } from 'react';
import { FUNNEL_LABEL, type FunnelEntry } from './useFunnelStages';

export const FunnelStages = createContext<ReadonlyMap<string, FunnelEntry>>(new Map());

/** `funnel` given, it is read instead of the list's (a table outside a list). */
export function FunnelCell({ adsetId, funnel }: { adsetId: string | null; funnel?: ReadonlyMap<string, FunnelEntry> }) {
  const listed = useContext(FunnelStages);
  const entry = adsetId ? (funnel ?? listed).get(adsetId) : undefined;
  if (!entry) return <>—</>;
  const audiences = entry.audiences.map((a) => a.name).join(', ');
  return <span title={audiences || 'No custom audience'}>{`${entry.stage} · ${FUNNEL_LABEL[entry.stage]}`}</span>;
}
