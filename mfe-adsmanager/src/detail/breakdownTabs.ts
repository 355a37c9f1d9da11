// The insights page's tabs: one breakdown each (GRAPH-API.md §7.3), with how a slice is named.
import type { Breakdown, InsightsRow } from 'shared-graph';

export type BreakdownTab = 'age' | 'gender' | 'country' | 'region' | 'placement' | 'device' | 'hour';

export const BREAKDOWN_TABS: ReadonlyArray<{ id: BreakdownTab; label: string; breakdowns: Breakdown[] }> = [
  { id: 'age', label: 'Age', breakdowns: ['age'] },
  { id: 'gender', label: 'Gender', breakdowns: ['gender'] },
  { id: 'country', label: 'Country', breakdowns: ['country'] },
  { id: 'region', label: 'Region', breakdowns: ['region'] },
  { id: 'placement', label: 'Placement', breakdowns: ['publisher_platform', 'platform_position'] },
  { id: 'device', label: 'Device', breakdowns: ['device_platform'] },
  { id: 'hour', label: 'Hour of day', breakdowns: ['hourly_stats_aggregated_by_advertiser_time_zone'] },
];

export function isBreakdownTab(value: unknown): value is BreakdownTab {
  return BREAKDOWN_TABS.some((t) => t.id === value);
}

const regionNames = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;
const words = (text: string) => text.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** The slice's name: "25-34", "Women", "Indonesia", "Instagram · stories", "Mobile app", "13:00". */
export function sliceName(tab: BreakdownTab, row: InsightsRow): string {
  const d = row.dimensions;
  switch (tab) {
    case 'gender':
      return d.gender === 'female' ? 'Women' : d.gender === 'male' ? 'Men' : 'Unknown';
    case 'country': {
      const code = d.country ?? '';
      try {
        return regionNames?.of(code) ?? code;
      } catch {
        return code || 'Unknown';
      }
    }
    case 'placement': {
      // Meta repeats the platform in the position ("instagram_stories"): "Instagram · stories" reads once.
      const platform = d.publisher_platform ?? 'unknown';
      const position = (d.platform_position ?? 'all').replace(new RegExp(`^${platform}_`), '');
      return `${words(platform)} · ${position.replace(/_/g, ' ')}`;
    }
    case 'device':
      return words(d.device_platform ?? 'unknown');
    case 'hour':
      return (d.hourly_stats_aggregated_by_advertiser_time_zone ?? '').slice(0, 5) || 'Unknown';
    default:
      return d[tab] ?? 'Unknown';
  }
}

/** Hourly rows leave out reach and video (Meta refuses them with hourly breakdowns). */
export function metricsFor(tab: BreakdownTab, metrics: readonly string[]): string[] {
  return tab === 'hour' ? metrics.filter((m) => !['reach', 'frequency', 'cpp'].includes(m) && !m.startsWith('video') && !m.includes('thruplay')) : [...metrics];
}
