// How reach and overlap figures read (SPEC §5, §9).
/** Overlaps of this size or less are shown as none (SPEC §5). */
export const OVERLAP_NONE_THRESHOLD = 1000;
const MIN_RANGE_WIDTH = 6;

/**
 * The displayed reach range of an estimate (SPEC §5): the lower bound is at least half the estimate, the upper bound
 * at most 2.5 times it, and the range is at least 6 wide.
 */
export function reachRange(estimate: number): { lower: number; upper: number } {
  const value = Number.isFinite(estimate) && estimate > 0 ? estimate : 0;
  const lower = Math.ceil(value / 2);
  const upper = Math.max(Math.floor(value * 2.5), lower + MIN_RANGE_WIDTH);
  return { lower, upper };
}

const UNITS: Array<[number, string]> = [
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
];

/** Compact number with K/M/B at 1e3/1e6/1e9, one decimal at most (SPEC §9). */
export function compactNumber(value: number): string {
  const abs = Math.abs(value);
  for (const [index, [unit, suffix]] of UNITS.entries()) {
    if (abs < unit) continue;
    const scaled = Math.round((abs / unit) * 10) / 10;
    // 999_960 rounds to 1000K → show 1M.
    if (scaled >= 1000 && index > 0) return `${value < 0 ? '-' : ''}${Math.round((abs / (UNITS[index - 1]![0])) * 10) / 10}${UNITS[index - 1]![1]}`;
    return `${value < 0 ? '-' : ''}${scaled}${suffix}`;
  }
  return String(Math.round(value));
}

/** An overlap as the tables show it: 'none' at 1000 or less (or unknown), else a compact number. */
export function overlapLabel(overlap: number | undefined): string {
  if (overlap === undefined || !Number.isFinite(overlap) || overlap <= OVERLAP_NONE_THRESHOLD) return 'none';
  return compactNumber(overlap);
}
