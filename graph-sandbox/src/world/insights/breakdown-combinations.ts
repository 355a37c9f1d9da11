import { BREAKDOWNS, HOURLY_BREAKDOWNS } from './breakdown-dimensions';

/**
 * The breakdown sets Meta accepts together (GRAPH-API §7.3, "Combining breakdowns"), each sorted. Any single
 * modelled breakdown works alone except platform_position, which needs its publisher_platform.
 */
const COMBINATIONS: ReadonlySet<string> = new Set(
  [
    ...BREAKDOWNS.filter((b) => b !== 'platform_position').map((b) => [b]),
    ['age', 'gender'],
    ['platform_position', 'publisher_platform'],
    ['impression_device', 'publisher_platform'],
    ['impression_device', 'platform_position', 'publisher_platform'],
    ['device_platform', 'publisher_platform'],
    ['device_platform', 'platform_position', 'publisher_platform'],
  ].map((set) => [...set].sort().join(',')),
);

/** Whether Meta serves these breakdowns together (an empty list is no breakdown). */
export function breakdownsCombine(breakdowns: readonly string[]): boolean {
  if (breakdowns.length === 0) return true;
  return COMBINATIONS.has([...new Set(breakdowns)].sort().join(','));
}

export const isHourly = (breakdowns: readonly string[]): boolean => breakdowns.some((b) => HOURLY_BREAKDOWNS.has(b));
