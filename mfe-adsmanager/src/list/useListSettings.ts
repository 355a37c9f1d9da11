// What a list reads from the URL and the user's saved layout, the same over one account or several: filters, the
// period, the columns (and the metrics they need), the breakdown.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { presetForObjective, visibleMetrics } from '../asset-table/columnPresets';
import { readBreakdown } from '../breakdowns/listBreakdowns';
import { usePeriod } from '../common/usePeriod';
import { useColumnPreferences } from '../preferences/useColumnPreferences';
import { readFilters, writeFilters, type ListFilters } from './listFilters';

export function useListSettings(timeZone: string | null | undefined) {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const period = usePeriod(timeZone);
  const prefs = useColumnPreferences(presetForObjective(filters.objective));
  const metrics = visibleMetrics(prefs.settings);
  const breakdown = readBreakdown(params);
  const onFilters = useCallback((change: Partial<ListFilters>) => setParams((current) => writeFilters(current, change), { replace: true }), [setParams]);
  return { params, setParams, filters, onFilters, period, prefs, metrics, breakdown };
}

export type ListSettings = ReturnType<typeof useListSettings>;

/**
 * A level tab's link from a list: the same parameters, and the selected campaigns or ad sets as the next level's
 * filter. `base` is `/adsmanager/<account or all>`.
 */
export function levelTabLink(base: string, params: URLSearchParams, level: string, selectedIds: readonly string[], type: string): string {
  let next = new URLSearchParams(params);
  if (level === 'campaign' && selectedIds.length) next = writeFilters(next, { campaignIds: [...selectedIds], adsetIds: [] });
  if (level === 'adset' && selectedIds.length) next = writeFilters(next, { adsetIds: [...selectedIds] });
  const search = next.toString();
  return `${base}/${type}${search ? `?${search}` : ''}`;
}
