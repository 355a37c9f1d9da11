import { renderHook } from '@testing-library/react';
import { useDataTable } from 'shared-ui/table';
import { audienceSizeLabel, overlapCell, percentCell, reachRangeLabel } from './display';
import { copyText, toCsv } from './exportRows';
import { columnFilters, DEFAULT_FILTERS, matchesSize, typeCategory, type Filters } from './filters';
import { RESEARCH_COLUMNS } from './researchColumns';
import { mergeRows, pageRow, resolvePageRow, type ResearchRow } from './rows';
import { reach, row } from './testRows';

/** The rows as the research table shows them, sorted by a column (SPEC §4 sort keys) and filtered. */
function shownIds(rows: ResearchRow[], sort?: { id: string; direction: 'asc' | 'desc' }, filters: Filters = DEFAULT_FILTERS): string[] {
  const { result } = renderHook(() =>
    useDataTable({
      data: rows,
      columns: RESEARCH_COLUMNS,
      getRowId: (r) => r.id,
      initialSorting: sort ? [{ id: sort.id, desc: sort.direction === 'desc' }] : [],
      columnFilters: columnFilters(filters),
    }),
  );
  return result.current.shown.map((r) => r.id);
}
const sortRows = (rows: ResearchRow[], sort: { key: string; direction: 'asc' | 'desc' }) => shownIds(rows, { id: sort.key, direction: sort.direction });

const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

describe('sorting', () => {
  const rows = [
    row('1', { audience_size: 500, reach: reach(300, 10), overlap: 5000, percent_comparison: 10, percent_selected: 40 }),
    row('2', { audience_size: 9000, reach: reach(100, 30), overlap: 200, percent_comparison: 30, percent_selected: 20 }),
    row('3', { audience_size: 700 }),
  ];

  test.each<[string, 'asc' | 'desc', string[]]>([
    ['rank', 'asc', ['1', '2', '3']],
    ['rank', 'desc', ['3', '2', '1']],
    ['audience', 'desc', ['2', '3', '1']],
    ['audience', 'asc', ['1', '3', '2']],
    ['monthly', 'desc', ['1', '2', '3']],
    ['monthly', 'asc', ['2', '1', '3']],
    ['daily', 'desc', ['2', '1', '3']],
    ['overlap', 'desc', ['1', '2', '3']],
    ['pct-comparison', 'desc', ['2', '1', '3']],
    ['pct-selected', 'asc', ['2', '1', '3']],
    ['name', 'desc', ['3', '2', '1']],
  ])('by %s %s (rows without a value last)', (key, direction, expected) => {
    expect(sortRows(rows, { key, direction })).toEqual(expected);
  });

  test('page sorts: likes, ptat, engagement rate, category, page audience', () => {
    const page = (id: string, fan_count: number, talking: number, category: string) => ({
      id,
      name: `Page ${id}`,
      fan_count,
      talking_about_count: talking,
      eng_rate: (talking / fan_count) * 100,
      category,
    });
    const pages = [
      resolvePageRow(pageRow(page('p1', 100, 50, 'Sport'), 1), row('i1', { audience_size: 10 })),
      pageRow(page('p2', 300, 3, 'Cooking'), 2),
      resolvePageRow(pageRow(page('p3', 200, 40, 'art'), 3), row('i3', { audience_size: 99 })),
    ];
    expect(sortRows(pages, { key: 'likes', direction: 'desc' })).toEqual(['p2', 'i3', 'i1']);
    expect(sortRows(pages, { key: 'ptat', direction: 'desc' })).toEqual(['i1', 'i3', 'p2']);
    expect(sortRows(pages, { key: 'eng-rate', direction: 'desc' })).toEqual(['i1', 'i3', 'p2']);
    expect(sortRows(pages, { key: 'category', direction: 'asc' })).toEqual(['i3', 'p2', 'i1']);
    expect(sortRows(pages, { key: 'page-audience', direction: 'desc' })).toEqual(['i3', 'i1', 'p2']);
    expect(sortRows(pages.map((p, i) => ({ ...p, percent_comparison: [5, 50, 20][i] })), { key: 'affinity', direction: 'desc' })).toEqual(['p2', 'i3', 'i1']);
  });

  test('does not change the input', () => {
    const copy = rows.slice();
    sortRows(rows, { key: 'audience', direction: 'desc' });
    expect(rows).toEqual(copy);
  });
});

describe('filters', () => {
  const rows = [
    row('1', { name: 'Yoga', type: 'interests', audience_size: 50_000 }),
    row('2', { name: 'Frequent travellers', type: 'behaviors', audience_size: 500_000, path: ['Travel'] }),
    row('3', { name: 'Newly engaged', type: 'life_events', audience_size: 5_000_000 }),
    row('4', { name: 'Hot yoga', type: 'interests', audience_size: 50_000_000 }),
  ];
  const run = (partial: Partial<Filters>) => shownIds(rows, undefined, { ...DEFAULT_FILTERS, ...partial });

  test('type: all, interests, demographics, behaviours', () => {
    expect(run({ type: 'all' })).toEqual(['1', '2', '3', '4']);
    expect(run({ type: 'interests' })).toEqual(['1', '4']);
    expect(run({ type: 'demographics' })).toEqual(['3']);
    expect(run({ type: 'behaviors' })).toEqual(['2']);
    expect(typeCategory('page')).toBe('interests');
  });

  test('text contains / not-contains, case-insensitive, on name and path', () => {
    expect(run({ text: 'YOGA' })).toEqual(['1', '4']);
    expect(run({ text: 'yoga', textMode: 'not-contains' })).toEqual(['2', '3']);
    expect(run({ text: 'travel' })).toEqual(['2']);
    expect(run({ text: '   ' })).toEqual(['1', '2', '3', '4']);
  });

  test.each([
    ['lt100k', ['1']],
    ['gt100k', ['2', '3', '4']],
    ['100k-1m', ['2']],
    ['gt1m', ['3', '4']],
    ['1m-10m', ['3']],
    ['gt10m', ['4']],
  ] as const)('size %s', (size, expected) => {
    expect(run({ size })).toEqual(expected);
  });

  test('size boundaries', () => {
    expect(matchesSize(99_999, 'lt100k')).toBe(true);
    expect(matchesSize(100_000, 'lt100k')).toBe(false);
    expect(matchesSize(100_000, '100k-1m')).toBe(true);
    expect(matchesSize(1_000_000, '100k-1m')).toBe(false);
    expect(matchesSize(10_000_000, 'gt10m')).toBe(true);
  });

  test('filters combine', () => {
    expect(run({ type: 'interests', size: 'gt1m', text: 'yoga' })).toEqual(['4']);
  });
});

describe('display', () => {
  test('reach range: lower ≥ half, upper ≤ 2.5×, at least 6 wide', () => {
    expect(reachRangeLabel(100_000)).toBe('50K – 250K');
    expect(reachRangeLabel(2)).toBe('1 – 7');
    expect(reachRangeLabel(undefined)).toBe('-');
  });

  test('overlap ≤ 1000 shows none', () => {
    expect(overlapCell(1000)).toBe('none');
    expect(overlapCell(0)).toBe('none');
    expect(overlapCell(1001)).toBe('1K');
    expect(overlapCell(2_500_000)).toBe('2.5M');
    expect(overlapCell(undefined)).toBe('-');
  });

  test('percent and audience size', () => {
    expect(percentCell(12.345)).toBe('12.35%');
    expect(percentCell(undefined)).toBe('-');
    expect(audienceSizeLabel(row('1', { audience_size: 1_500_000 }))).toBe('1.5M');
  });
});

describe('copy and CSV', () => {
  test('copy gives the names comma-separated', () => {
    expect(copyText([row('1', { name: 'Yoga' }), row('2', { name: 'Hot yoga' })])).toBe('Yoga, Hot yoga');
  });

  test('CSV has a header, quotes commas and quotes, neutralises formulas', () => {
    const csv = toCsv([row('1', { name: 'Cats, "big" ones', reach: reach(3000, 100) }), row('2', { name: '=HYPERLINK()' })]);
    const lines = csv.split('\r\n');
    expect(lines[0]!.startsWith('id,name,type,path,audience_size')).toBe(true);
    expect(lines[0]).toContain('monthly_reach_lower_bound,monthly_reach_upper_bound,monthly_reach_estimate,daily_reach_lower_bound,daily_reach_upper_bound,daily_reach_estimate');
    expect(lines[1]).toContain('"Cats, ""big"" ones"');
    // Both bounds of the displayed range (SPEC §5) and the estimate, for monthly and daily reach.
    expect(lines[1]).toContain(',1500,7500,3000,50,250,100,');
    expect(lines[2]).toContain(",'=HYPERLINK(),");
    expect(lines).toHaveLength(4);
  });
});

describe('rows', () => {
  test('merge keeps the first occurrence of an id', () => {
    expect(ids(mergeRows([[row('1'), row('2')], [row('2'), row('3')]]))).toEqual(['1', '2', '3']);
  });

  test('a page row is type page until resolved; resolution keeps page data and the rank', () => {
    const page = { id: 'p', name: 'Cats', fan_count: 10, talking_about_count: 1, eng_rate: 10, category: 'Pets' };
    const start = pageRow(page, 4);
    expect(start).toMatchObject({ id: 'p', type: 'page', name: 'Cats', rank: 4 });
    const resolved = resolvePageRow(start, row('i9', { name: 'Cats', audience_size: 5 }));
    expect(resolved).toMatchObject({ id: 'i9', type: 'interests', rank: 4, audience_size: 5, page: { id: 'p', fan_count: 10 } });
    expect(resolvePageRow(start, null)).toMatchObject({ id: 'p', type: 'page', page: { interest: null } });
  });
});
