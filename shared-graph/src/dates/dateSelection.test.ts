import {
  comparedRange,
  comparisonFromParams,
  comparisonProblem,
  comparisonToParams,
  customRangeProblem,
  selectionFromParams,
  selectionRange,
  selectionToParams,
} from './dateSelection';

const today = '2026-11-26';

describe('a custom range', () => {
  it('refuses an impossible, reversed or incomplete range with a sentence', () => {
    expect(customRangeProblem('2026-02-30', '2026-03-05', today)).toBe('2026-02-30 is not a day on the calendar: check the month and the day.');
    expect(customRangeProblem('2026-11-01', '2026-13-01', today)).toBe('2026-13-01 is not a day on the calendar: check the month and the day.');
    expect(customRangeProblem('1/11/2026', '2026-11-05', today)).toBe('Write the start date as year-month-day, e.g. 2026-03-31.');
    expect(customRangeProblem('2026-11-10', '2026-11-01', today)).toBe('The start date must be on or before the end date.');
    expect(customRangeProblem('', '2026-11-01', today)).toBe('Enter the start date.');
    expect(customRangeProblem('2026-11-01', ' ', today)).toBe('Enter the end date.');
  });

  it("refuses a range Meta has no insights for: one starting after today, or one whose comparison period starts beyond Meta's 37 months", () => {
    expect(customRangeProblem('2026-11-26', '2026-11-30', today)).toBeNull();
    expect(customRangeProblem('2030-01-01', '2030-01-31', today)).toBe('The range starts after today, so there is nothing to show yet: pick a start date up to today.');
    // 37 months before 2026-11-26 is 2023-10-26; a day of margin makes 2023-10-27 the earliest day read, for the comparison too.
    expect(customRangeProblem('2023-11-06', '2023-11-15', today)).toBeNull();
    expect(customRangeProblem('2023-11-05', '2023-11-14', today)).toBe(
      'Insights go back 37 months, including the period compared before the range: pick a start date on or after 2023-11-06.',
    );
    expect(customRangeProblem('2019-01-01', '2019-06-30', today)).toMatch(/^Insights go back 37 months/);
  });

  it('may reach 37 months back when nothing is compared before it; a longer range is refused', () => {
    expect(customRangeProblem('2023-10-27', '2026-11-25', { today, comparePrevious: false })).toBeNull();
    expect(customRangeProblem('2023-10-26', '2026-11-25', { today, comparePrevious: false })).toBe('Insights go back 37 months: pick a start date on or after 2023-10-27.');
    // Compared with the period before it, a range can cover at most half of what Meta keeps.
    expect(customRangeProblem('2024-01-01', '2026-01-01', today)).toMatch(/^Insights go back 37 months, including the period compared/);
  });

  it('names the comparison dates when a chosen comparison period is refused', () => {
    expect(comparisonProblem({ kind: 'custom', since: '2026-10-10', until: '2026-10-01' }, today)).toBe('The comparison start date must be on or before the comparison end date.');
    expect(comparisonProblem({ kind: 'custom', since: '2026-09-31', until: '2026-10-01' }, today)).toBe('2026-09-31 is not a day on the calendar: check the month and the day.');
    expect(comparisonProblem({ kind: 'custom', since: '2026-10-01', until: '2026-10-31' }, today)).toBeNull();
    expect(comparisonProblem({ kind: 'previous' }, today)).toBeNull();
  });
});

describe('the URL form', () => {
  it('reads presets, custom ranges (also the older since/until links) and falls back to the default on anything else', () => {
    expect(selectionFromParams(new URLSearchParams('date=last_30d'))).toEqual({ kind: 'preset', preset: 'last_30d' });
    expect(selectionFromParams(new URLSearchParams('date=custom&since=2026-10-01&until=2026-10-31'), today)).toEqual({ kind: 'custom', since: '2026-10-01', until: '2026-10-31' });
    expect(selectionFromParams(new URLSearchParams('since=2026-10-01&until=2026-10-31'), today)).toEqual({ kind: 'custom', since: '2026-10-01', until: '2026-10-31' });
    expect(selectionFromParams(new URLSearchParams('date=custom&since=2026-02-30&until=2026-03-01'), today)).toEqual({ kind: 'preset', preset: 'last_7d' });
    expect(selectionFromParams(new URLSearchParams('since=2026-11-10&until=2026-11-01'), today)).toEqual({ kind: 'preset', preset: 'last_7d' });
    expect(selectionFromParams(new URLSearchParams('since=2019-01-01&until=2019-06-30'), today)).toEqual({ kind: 'preset', preset: 'last_7d' });
    expect(selectionFromParams(new URLSearchParams('date=last_2_weeks'))).toEqual({ kind: 'preset', preset: 'last_7d' });
    expect(selectionFromParams(new URLSearchParams('date=custom'))).toEqual({ kind: 'preset', preset: 'last_7d' });
  });

  it('writes the selection, leaving the default out and keeping other parameters', () => {
    expect(selectionToParams({ kind: 'preset', preset: 'last_30d' }, new URLSearchParams('a=1')).toString()).toBe('a=1&date=last_30d');
    expect(selectionToParams({ kind: 'preset', preset: 'last_7d' }, new URLSearchParams('date=today')).toString()).toBe('');
    expect(selectionToParams({ kind: 'custom', since: '2026-10-01', until: '2026-10-02' }, new URLSearchParams('since=x')).toString()).toBe('date=custom&since=2026-10-01&until=2026-10-02');
  });

  it('reads and writes the comparison: previous (the default), none, or a chosen period', () => {
    expect(comparisonFromParams(new URLSearchParams(''))).toEqual({ kind: 'previous' });
    expect(comparisonFromParams(new URLSearchParams('compare=none'))).toEqual({ kind: 'none' });
    expect(comparisonFromParams(new URLSearchParams('compare=custom&csince=2026-01-01&cuntil=2026-01-31'), today)).toEqual({ kind: 'custom', since: '2026-01-01', until: '2026-01-31' });
    expect(comparisonFromParams(new URLSearchParams('compare=custom&csince=2026-01-31&cuntil=2026-01-01'), today)).toEqual({ kind: 'previous' });
    expect(comparisonFromParams(new URLSearchParams('compare=yes'))).toEqual({ kind: 'previous' });
    expect(comparisonToParams({ kind: 'custom', since: '2026-01-01', until: '2026-01-31' }, new URLSearchParams('date=today')).toString()).toBe('date=today&compare=custom&csince=2026-01-01&cuntil=2026-01-31');
    expect(comparisonToParams({ kind: 'previous' }, new URLSearchParams('compare=none&a=1')).toString()).toBe('a=1');
  });
});

it('computes the range and the period it is compared with', () => {
  const range = selectionRange({ kind: 'preset', preset: 'yesterday' }, 'Asia/Jakarta', Date.UTC(2026, 10, 23, 2, 0));
  // 02:00 UTC is 09:00 on Monday the 23rd in Jakarta: yesterday there is the 22nd.
  expect(range).toEqual({ since: '2026-11-22', until: '2026-11-22' });
  expect(comparedRange({ since: '2026-11-01', until: '2026-11-30' }, { kind: 'previous' })).toEqual({ since: '2026-10-02', until: '2026-10-31' });
  expect(comparedRange({ since: '2026-11-01', until: '2026-11-30' }, { kind: 'none' })).toBeNull();
  expect(comparedRange({ since: '2026-11-01', until: '2026-11-30' }, { kind: 'custom', since: '2025-11-01', until: '2025-11-30' })).toEqual({ since: '2025-11-01', until: '2025-11-30' });
});
