import { matches, matchingRule, ruleText, unitOf } from './conditionalFormats';
import { differsFromView, viewParamsOf, withViewParams, type FormatRule, type ViewDefinition } from './listLayout';

const rule = (change: Partial<FormatRule>): FormatRule => ({ metric: 'cost_per_purchase', operator: 'above', value: 30, to: null, colour: 'red', ...change });

test('above and below are strict; between includes both ends; no figure never matches', () => {
  expect(matches(rule({}), 30.01)).toBe(true);
  expect(matches(rule({}), 30)).toBe(false);
  expect(matches(rule({ operator: 'below', value: 1 }), 0.99)).toBe(true);
  expect(matches(rule({ operator: 'between', value: 1, to: 2 }), 1)).toBe(true);
  expect(matches(rule({ operator: 'between', value: 1, to: 2 }), 2)).toBe(true);
  expect(matches(rule({ operator: 'between', value: 1, to: 2 }), 2.01)).toBe(false);
  for (const nothing of [undefined, null, Number.NaN, Number.POSITIVE_INFINITY, '40']) expect(matches(rule({}), nothing)).toBe(false);
});

test('the first rule of the column that matches wins; other columns’ rules are not looked at', () => {
  const rules = [rule({ metric: 'roas', operator: 'below', value: 1, colour: 'amber' }), rule({ value: 50, colour: 'red' }), rule({ value: 30, colour: 'amber' })];
  expect(matchingRule(rules, 'cost_per_purchase', 60)?.colour).toBe('red');
  expect(matchingRule(rules, 'cost_per_purchase', 40)?.colour).toBe('amber');
  expect(matchingRule(rules, 'cost_per_purchase', 20)).toBeNull();
  expect(matchingRule(rules, 'roas', 0.5)?.colour).toBe('amber');
});

test('the words name the threshold in the account currency for money, in percent for rates', () => {
  expect(unitOf('cost_per_purchase')).toBe('money');
  expect(unitOf('cost_per_result')).toBe('money');
  expect(unitOf('link_ctr')).toBe('percent');
  expect(ruleText(rule({ value: 30000 }), 'IDR')).toMatch(/^above IDR\s?30,000$/);
  expect(ruleText(rule({ metric: 'link_ctr', operator: 'between', value: 1, to: 2.5 }), 'USD')).toBe('between 1.00% and 2.50%');
  expect(ruleText(rule({ metric: 'roas', operator: 'below', value: 1 }), 'USD')).toBe('below 1.00');
});

test('a view keeps the list’s filters, period and breakdown but never the campaigns picked in one account', () => {
  const params = new URLSearchParams('date=custom&since=2026-10-01&until=2026-10-31&compare=none&breakdown=age&status=active&campaigns=1,2&adsets=3');
  expect(viewParamsOf(params)).toEqual({ date: 'custom', since: '2026-10-01', until: '2026-10-31', compare: 'none', breakdown: 'age', status: 'active' });
  expect(viewParamsOf(new URLSearchParams(`q=${'x'.repeat(201)}&Bad-Key=1`))).toEqual({});
  // Applying a view replaces the list's parameters and keeps the picked campaigns.
  expect(withViewParams(new URLSearchParams('date=last_30d&q=sale&campaigns=1'), { breakdown: 'gender' }).toString()).toBe('campaigns=1&breakdown=gender');
});

test('a list differs from its view when any part differs; a width of a column the list does not have is ignored', () => {
  const view: ViewDefinition = {
    columns: { order: ['name', 'spend'], hidden: ['cpm'] },
    widths: { name: 300, gone: 90 },
    sort: [{ id: 'spend', desc: true }],
    formats: [rule({})],
    params: { date: 'last_30d' },
  };
  const ids = ['name', 'spend', 'cpm'];
  const same = { columns: { order: ['name', 'spend'], hidden: ['cpm', 'cpm'] }, layout: { widths: { name: 300 }, sort: view.sort, formats: [rule({})] }, params: { date: 'last_30d' } };
  expect(differsFromView(same, view, ids)).toBe(false);
  // The server's jsonb orders keys its own way.
  const reordered = { ...view, sort: [{ desc: true, id: 'spend' }], formats: [{ to: null, value: 30, colour: 'red', metric: 'cost_per_purchase', operator: 'above' } as FormatRule] };
  expect(differsFromView(same, reordered, ids)).toBe(false);
  expect(differsFromView({ ...same, params: {} }, view, ids)).toBe(true);
  expect(differsFromView({ ...same, layout: { ...same.layout, widths: { name: 310 } } }, view, ids)).toBe(true);
  expect(differsFromView({ ...same, layout: { ...same.layout, sort: [] } }, view, ids)).toBe(true);
  expect(differsFromView({ ...same, layout: { ...same.layout, formats: [rule({ value: 31 })] } }, view, ids)).toBe(true);
  expect(differsFromView({ ...same, columns: { order: ['spend', 'name'], hidden: ['cpm'] } }, view, ids)).toBe(true);
});
