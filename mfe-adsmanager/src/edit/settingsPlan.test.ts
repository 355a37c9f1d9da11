import { parseAsset } from 'shared-graph';
import { adsetRow, campaignRow } from '../testing/adsServer';
import { startDraft, type EditTarget } from './settingsDraft';
import { planSettings } from './settingsPlan';

const ctx = { currency: 'IDR', minDailyBudget: 15000, timeZone: 'Asia/Jakarta' };

function adset(id: string, name: string, extra: Record<string, unknown> = {}): EditTarget {
  const raw = adsetRow(id, name, { bid_strategy: 'COST_CAP', bid_amount: 20000, end_time: '2026-12-31T23:00:00+0700', adlabels: [{ id: 'L1', name: 'Q4' }], ...extra });
  return { asset: parseAsset(raw, 'adset', { currency: 'IDR' }), targeting: raw.targeting as Record<string, unknown> };
}

function edit(targets: EditTarget[], change: (draft: ReturnType<typeof startDraft>['draft']) => void) {
  const { draft } = startDraft(targets, ctx);
  const next = structuredClone(draft);
  change(next);
  return planSettings(targets, next, draft, ctx);
}

test('nothing changed, nothing sent', () => {
  expect(edit([adset('1', 'A')], () => undefined)).toEqual({ writes: [], problems: {}, notes: {} });
});

test('one write per object with only the changed settings, money as minor-unit strings and what each showed before', () => {
  const { writes } = edit([adset('1', 'Jakarta 25-44')], (d) => {
    d.name = 'Jakarta 30-50';
    d.bidAmount = '25000';
    d.ageMin = '30';
    d.ageMax = '50';
    d.end = '2027-01-15T09:00';
  });
  expect(writes).toHaveLength(1);
  const change = writes[0]!.change;
  expect(change.kind).toBe('settings');
  if (change.kind !== 'settings') return;
  expect(change.params).toEqual({
    name: 'Jakarta 30-50',
    bid_amount: '25000',
    end_time: '2027-01-15T09:00:00+0700',
    targeting: { age_min: 30, age_max: 50, genders: [2], geo_locations: { countries: ['ID'] } },
  });
  expect(change.previous).toEqual({
    name: 'Jakarta 25-44',
    bid_amount: '20000',
    end_time: '2026-12-31T23:00:00+0700',
    targeting: { age_min: 25, age_max: 44, genders: [2], geo_locations: { countries: ['ID'] } },
  });
});

test('a strategy change sends its amount; leaving a cap records the cap so an undo brings it back', () => {
  const toHighestVolume = edit([adset('1', 'A')], (d) => {
    d.bidStrategy = 'LOWEST_COST_WITHOUT_CAP';
  }).writes[0]!.change;
  expect(toHighestVolume).toEqual({ kind: 'settings', params: { bid_strategy: 'LOWEST_COST_WITHOUT_CAP' }, previous: { bid_strategy: 'COST_CAP', bid_amount: '20000' } });
  const toBidCap = edit([adset('1', 'A', { bid_strategy: 'LOWEST_COST_WITHOUT_CAP', bid_amount: undefined })], (d) => {
    d.bidStrategy = 'LOWEST_COST_WITH_BID_CAP';
    d.bidAmount = '7.500';
  }).writes[0]!.change;
  expect(toBidCap).toEqual({ kind: 'settings', params: { bid_strategy: 'LOWEST_COST_WITH_BID_CAP', bid_amount: '7500' }, previous: { bid_strategy: 'LOWEST_COST_WITHOUT_CAP' } });
});

test('what Meta refuses for certain is said beside its field and nothing is sent', () => {
  const plan = edit([adset('1', 'A')], (d) => {
    d.name = '  ';
    d.bidAmount = 'abc';
    d.ageMin = '50';
    d.ageMax = '30';
    d.places = [];
    d.end = '2026-10-01T08:00';
    d.placements = { mode: 'manual', positions: ['instagram.explore'] };
  });
  expect(plan.writes).toEqual([]);
  expect(plan.problems).toEqual({
    name: 'Give it a name.',
    bidAmount: 'Enter the amount in IDR, for example 5000.',
    end: 'The end must be after the start.',
    age: 'The maximum age must be the same as or higher than the minimum age.',
    places: 'Add at least one location: Meta needs one.',
    placements: 'Instagram Explore runs only with Instagram Feed: choose Instagram Feed too.',
  });
  expect(edit([adset('1', 'A')], (d) => (d.budgetValue = '5000')).problems.budget).toBe('Your ad set budget must be more than IDR15000 or your ads may not be delivered.');
});

test('on many objects a mixed setting stays each one’s; a shared change applies to each, kept where it cannot', () => {
  const targets = [adset('1', 'A', { targeting: { age_min: 25, geo_locations: { countries: ['ID'] } } }), adset('2', 'B', { targeting: { age_min: 35, geo_locations: { cities: [{ key: '7', name: 'Bandung' }] } } })];
  const start = startDraft(targets, ctx);
  expect(start.draft.ageMin).toBe('');
  expect([...start.mixed]).toEqual(expect.arrayContaining(['age', 'places']));
  const { writes } = edit(targets, (d) => {
    d.gender = '1';
    d.labels = { L1: 'off' };
  });
  expect(writes.map((w) => w.change.kind === 'settings' && w.change.params)).toEqual([
    { targeting: { age_min: 25, genders: [1], geo_locations: { countries: ['ID'] } }, adlabels: [] },
    { targeting: { age_min: 35, genders: [1], geo_locations: { cities: [{ key: '7', name: 'Bandung' }] } }, adlabels: [] },
  ]);

  const budgets = [adset('1', 'A'), adset('2', 'B', { daily_budget: '0', campaign: { id: '9', objective: 'OUTCOME_SALES' } })];
  const raised = edit(budgets, (d) => {
    d.budgetMode = 'increase';
    d.budgetValue = '10';
  });
  expect(raised.writes.map((w) => w.change.kind === 'settings' && w.change.params)).toEqual([{ daily_budget: '165000' }]);
  expect(raised.notes.budget).toMatch(/^1 of 2 keep their budget: Its budget is on the campaign/);
});

test("a campaign's end is its stop_time; emptying it runs until turned off; its strategy only with a campaign budget", () => {
  const campaign = { asset: parseAsset(campaignRow('9', 'Sales', { stop_time: '2026-12-31T23:00:00+0700' }), 'campaign', { currency: 'IDR' }), targeting: null };
  expect(
    edit([campaign], (d) => {
      d.end = '';
      d.bidStrategy = 'COST_CAP';
    }).writes[0]!.change,
  ).toEqual({ kind: 'settings', params: { bid_strategy: 'COST_CAP', stop_time: '0' }, previous: { bid_strategy: 'LOWEST_COST_WITHOUT_CAP', stop_time: '2026-12-31T23:00:00+0700' } });
});
