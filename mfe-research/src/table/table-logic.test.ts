import { copyText, toCsv } from './exportRows';
import { audienceSizeLabel, overlapCell, percentCell, reachRangeLabel } from './display';
import { DEFAULT_FILTERS, filterRows, matchesSize, typeCategory, type Filters } from './filters';
import { mergeRows, pageRow, resolvePageRow } from './rows';
import { allState, clickRow, EMPTY_SELECTION, pruneSelection, toggleAll } from './selection';
import { nextSort, sortRows, type SortKey } from './sort';
import { reach, row } from './testRows';
import { visibleRange } from './virtual';

const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

describe('sorting', () => {
  const rows = [
    row('1', { audience_size: 500, reach: reach(300, 10), overlap: 5000, percent_comparison: 10, percent_selected: 40 }),
    row('2', { audience_size: 9000, reach: reach(100, 30), overlap: 200, percent_comparison: 30, percent_selected: 20 }),
    row('3', { audience_size: 700 }),
  ];

  test.each<[SortKey, 'asc' | 'desc', string[]]>([
    ['rank', 'asc', ['1', '2', '3']],
    ['rank', 'desc', ['3', '2', '1']],
    ['audience_size', 'desc', ['2', '3', '1']],
    ['audience_size', 'asc', ['1', '3', '2']],
    ['monthly_reach', 'desc', ['1', '2', '3']],
    ['daily_reach', 'desc', ['2', '1', '3']],
    ['overlap', 'desc', ['1', '2', '3']],
    ['percent_comparison', 'desc', ['2', '1', '3']],
    ['percent_selected', 'asc', ['2', '1', '3']],
  ])('by %s %s (rows without a value last)', (key, direction, expected) => {
    expect(ids(sortRows(rows, { key, direction }))).toEqual(expected);
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
    expect(ids(sortRows(pages, { key: 'likes', direction: 'desc' }))).toEqual(['p2', 'i3', 'i1']);
    expect(ids(sortRows(pages, { key: 'ptat', direction: 'desc' }))).toEqual(['i1', 'i3', 'p2']);
    expect(ids(sortRows(pages, { key: 'eng_rate', direction: 'desc' }))).toEqual(['i1', 'i3', 'p2']);
    expect(ids(sortRows(pages, { key: 'category', direction: 'asc' }))).toEqual(['i3', 'p2', 'i1']);
    expect(ids(sortRows(pages, { key: 'page_audience', direction: 'desc' }))).toEqual(['i3', 'i1', 'p2']);
  });

  test('a header click flips the same key and starts numbers largest-first', () => {
    expect(nextSort({ key: 'rank', direction: 'asc' }, 'rank')).toEqual({ key: 'rank', direction: 'desc' });
    expect(nextSort({ key: 'rank', direction: 'asc' }, 'audience_size')).toEqual({ key: 'audience_size', direction: 'desc' });
  });

  test('does not change the input', () => {
    const copy = rows.slice();
    sortRows(rows, { key: 'audience_size', direction: 'desc' });
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
  const run = (partial: Partial<Filters>) => ids(filterRows(rows, { ...DEFAULT_FILTERS, ...partial }));

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

describe('selection', () => {
  const order = ['a', 'b', 'c', 'd', 'e'];

  test('click toggles a row and sets the anchor', () => {
    const one = clickRow(EMPTY_SELECTION, 'b', order, false);
    expect([...one.ids]).toEqual(['b']);
    expect(one.anchor).toBe('b');
    expect([...clickRow(one, 'b', order, false).ids]).toEqual([]);
  });

  test('shift-click selects the range from the anchor, in either direction', () => {
    const anchored = clickRow(EMPTY_SELECTION, 'b', order, false);
    expect([...clickRow(anchored, 'd', order, true).ids].sort()).toEqual(['b', 'c', 'd']);
    const fromEnd = clickRow(EMPTY_SELECTION, 'e', order, false);
    expect([...clickRow(fromEnd, 'c', order, true).ids].sort()).toEqual(['c', 'd', 'e']);
  });

  test('shift-click on a selected row clears the range; without an anchor it is a plain click', () => {
    let s = clickRow(EMPTY_SELECTION, 'a', order, false);
    s = clickRow(s, 'e', order, true);
    s = clickRow({ ...s, anchor: 'b' }, 'd', order, true);
    expect([...s.ids].sort()).toEqual(['a', 'e']);
    expect([...clickRow(EMPTY_SELECTION, 'c', order, true).ids]).toEqual(['c']);
  });

  test('shift range follows the shown (sorted/filtered) order', () => {
    const shown = ['e', 'a', 'c'];
    const s = clickRow(clickRow(EMPTY_SELECTION, 'e', shown, false), 'c', shown, true);
    expect([...s.ids].sort()).toEqual(['a', 'c', 'e']);
  });

  test('select all takes the shown rows only, and a second click clears them', () => {
    const hidden = clickRow(EMPTY_SELECTION, 'z', ['z'], false);
    const all = toggleAll(hidden, ['a', 'b']);
    expect([...all.ids].sort()).toEqual(['a', 'b', 'z']);
    expect(allState(all, ['a', 'b'])).toBe('all');
    expect(allState(hidden, ['a', 'b'])).toBe('none');
    expect(allState(clickRow(EMPTY_SELECTION, 'a', order, false), ['a', 'b'])).toBe('some');
    expect([...toggleAll(all, ['a', 'b']).ids]).toEqual(['z']);
  });

  test('prune drops ids that left the table', () => {
    const s = toggleAll(EMPTY_SELECTION, ['a', 'b']);
    expect([...pruneSelection(s, new Set(['b'])).ids]).toEqual(['b']);
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
    expect(lines[1]).toContain('"Cats, ""big"" ones"');
    expect(lines[1]).toContain(',3000,100,');
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

describe('virtualization', () => {
  test('renders only the visible slice plus overscan', () => {
    expect(visibleRange(0, 400, 40, 5000, 5)).toEqual({ start: 0, end: 16 });
    expect(visibleRange(40_000, 400, 40, 5000, 5)).toEqual({ start: 995, end: 1016 });
    expect(visibleRange(1e9, 400, 40, 5000, 5)).toEqual({ start: 4994, end: 5000 });
    expect(visibleRange(0, 400, 40, 0)).toEqual({ start: 0, end: 0 });
  });

  test('sorting and filtering 5,000 rows is fast', () => {
    const many = Array.from({ length: 5000 }, (_, i) => row(String(i + 1), { audience_size: (i * 7919) % 100_000_000, name: `Name ${i}` }));
    const started = performance.now();
    sortRows(many, { key: 'audience_size', direction: 'desc' });
    filterRows(many, { ...DEFAULT_FILTERS, text: 'name 1', size: 'gt1m' });
    expect(performance.now() - started).toBeLessThan(200);
  });
});
