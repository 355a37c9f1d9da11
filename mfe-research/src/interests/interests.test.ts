import { parseKeywords } from './keywords';
import { overlapLabel, reachRange } from './reachFormat';

describe('parseKeywords', () => {
  it('splits on commas, trims, drops empties and case-insensitive duplicates', () => {
    expect(parseKeywords(' batik , Kopi,, batik ,KOPI , kopi  susu ,')).toEqual(['batik', 'Kopi', 'kopi susu']);
    expect(parseKeywords('')).toEqual([]);
    expect(parseKeywords(' , , ')).toEqual([]);
  });
});

describe('reachRange (SPEC §5)', () => {
  it('keeps lower ≥ half and upper ≤ 2.5× the estimate, at least 6 wide', () => {
    expect(reachRange(1_000_000)).toEqual({ lower: 500_000, upper: 2_500_000 });
    expect(reachRange(2)).toEqual({ lower: 1, upper: 7 });
    expect(reachRange(0)).toEqual({ lower: 0, upper: 6 });
    for (const estimate of [3, 7, 999, 12_345, 98_765_432]) {
      const { lower, upper } = reachRange(estimate);
      expect(lower).toBeGreaterThanOrEqual(estimate / 2);
      expect(upper - lower).toBeGreaterThanOrEqual(6);
      if (estimate >= 4) expect(upper).toBeLessThanOrEqual(estimate * 2.5);
    }
  });
});

describe('overlapLabel', () => {
  it('shows 1000 or less (or unknown) as none, more as a compact number', () => {
    expect(overlapLabel(undefined)).toBe('none');
    expect(overlapLabel(0)).toBe('none');
    expect(overlapLabel(1000)).toBe('none');
    expect(overlapLabel(1001)).toBe('1K');
    expect(overlapLabel(15_400)).toBe('15.4K');
    expect(overlapLabel(2_500_000)).toBe('2.5M');
    expect(overlapLabel(999_960)).toBe('1M');
    expect(overlapLabel(1_200_000_000)).toBe('1.2B');
  });
});
