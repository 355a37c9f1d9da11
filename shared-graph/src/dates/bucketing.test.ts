import fc from 'fast-check';
import { addDays, daysBetween, rangeLength, type DateRange } from './calendarDate';
import { bucketDays, bucketRanges, normalizeGrouping, trendRange } from './bucketing';
import { comparisonRange } from './comparisonRange';

const range = (since: string, days: number): DateRange => ({ since, until: addDays(since, days - 1) });
const ranges = fc
  .tuple(fc.integer({ min: 0, max: 20000 }), fc.integer({ min: 1, max: 400 }))
  .map(([offset, days]) => range(addDays('1990-01-01', offset), days));

describe('comparisonRange', () => {
  it('is the previous period of the same length', () => {
    expect(comparisonRange({ since: '2026-11-18', until: '2026-11-24' })).toEqual({ since: '2026-11-11', until: '2026-11-17' });
    expect(comparisonRange({ since: '2026-03-01', until: '2026-03-31' })).toEqual({ since: '2026-01-29', until: '2026-02-28' });
    expect(comparisonRange({ since: '2026-01-01', until: '2026-01-01' })).toEqual({ since: '2025-12-31', until: '2025-12-31' });
  });

  it('always ends the day before the range and has its length', () => {
    fc.assert(
      fc.property(ranges, (r) => {
        const previous = comparisonRange(r);
        expect(rangeLength(previous)).toBe(rangeLength(r));
        expect(daysBetween(previous.until, r.since)).toBe(1);
      }),
    );
  });
});

describe('bucketing', () => {
  it('groups daily ranges by 1, by 3 from 30 days, by 7 from 90 days; weekly always by 7', () => {
    expect(bucketDays(range('2026-01-01', 29))).toBe(1);
    expect(bucketDays(range('2026-01-01', 30))).toBe(3);
    expect(bucketDays(range('2026-01-01', 89))).toBe(3);
    expect(bucketDays(range('2026-01-01', 90))).toBe(7);
    expect(bucketDays(range('2026-01-01', 3), 'weekly')).toBe(7);
    expect(bucketDays(range('2026-01-01', 200), 'weekly')).toBe(7);
  });

  it('treats any grouping but daily or weekly as daily', () => {
    expect(normalizeGrouping('monthly')).toBe('daily');
    expect(normalizeGrouping(undefined)).toBe('daily');
    expect(bucketDays(range('2026-01-01', 10), 'hourly')).toBe(1);
  });

  it('cuts a range into buckets from its first day, the last one cut short', () => {
    expect(bucketRanges(range('2026-01-30', 8), 3)).toEqual([
      { since: '2026-01-30', until: '2026-02-01' },
      { since: '2026-02-02', until: '2026-02-04' },
      { since: '2026-02-05', until: '2026-02-06' },
    ]);
    expect(bucketRanges(range('2026-11-18', 7))).toHaveLength(7);
  });

  it('buckets cover the range exactly once, in order', () => {
    fc.assert(
      fc.property(ranges, fc.constantFrom('daily', 'weekly'), (r, grouping) => {
        const size = bucketDays(r, grouping);
        const buckets = bucketRanges(r, size);
        expect(buckets[0]?.since).toBe(r.since);
        expect(buckets.at(-1)?.until).toBe(r.until);
        buckets.forEach((b, i) => {
          expect(rangeLength(b)).toBeLessThanOrEqual(size);
          if (i < buckets.length - 1) expect(rangeLength(b)).toBe(size);
          if (i > 0) expect(daysBetween(buckets[i - 1]!.until, b.since)).toBe(1);
        });
      }),
    );
  });

  it('trend windows are 35 days when weekly and the range length when daily, ending with the range', () => {
    const r = range('2026-11-18', 7);
    expect(trendRange(r, 'weekly')).toEqual({ since: '2026-10-21', until: '2026-11-24' });
    expect(trendRange(r, 'daily')).toEqual(r);
    expect(trendRange(r, 'monthly')).toEqual(r);
  });
});
