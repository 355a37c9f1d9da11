import type { RuleCondition, RuleOperand, RuleOperator, RuleWindow } from '../api/rulesApi';
import { COMPARISON_WORDS, conditionWords, metricWords, ruleSentence, windowPhrase } from './ruleWords';

const OPERATORS: RuleOperator[] = ['gt', 'gte', 'lt', 'lte', 'between', 'not_between'];
const WINDOWS: RuleWindow[] = ['today', 'yesterday', 'last_3d', 'last_7d', 'last_14d', 'last_30d', 'lifetime'];
/** A money metric, a count, a ratio, a frequency, and the object's own fields (which have no window). */
const METRICS = ['cost_per_purchase', 'purchases', 'ctr', 'frequency', 'daily_budget', 'bid_amount'];
const FIELDS = new Set(['daily_budget', 'lifetime_budget', 'bid_amount']);

function operands(window: RuleWindow): [string, RuleOperand][] {
  return [
    ['a number', { value: 150000 }],
    ['a fraction', { value: 1.5 }],
    ['the same metric over another window', { factor: 1.3, metric: 'cost_per_purchase', window: window === 'last_30d' ? 'last_7d' : 'last_30d' }],
    ['another metric in the same window', { factor: 2, metric: 'frequency' }],
    ['another metric, factor 1, same window named', { factor: 1, metric: 'spend', window }],
    ['an own field', { factor: 1, metric: 'daily_budget' }],
    ['an own field with a factor', { factor: 0.5, metric: 'lifetime_budget' }],
  ];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const names = [...METRICS, 'spend', 'lifetime_budget'].map((m) => escape(metricWords(m).toLowerCase())).join('|');
const when = `(?: (?:${WINDOWS.map((w) => escape(windowPhrase(w))).join('|')}))`;
const number = '[A-Z]{0,3}\\s?[\\d.,]+';
const operand = `(?:${number}|(?:[\\d.]+ × )?its (?:${names})(?: in the same period|${when})?)`;
const comparison = Object.values(COMPARISON_WORDS).map(escape).join('|');
const grammar = new RegExp(`^(?:${names})${when}? (?:${comparison}) ${operand}(?: and ${operand})?$`);

const cases = OPERATORS.flatMap((operator) =>
  METRICS.flatMap((metric) =>
    (FIELDS.has(metric) ? ([undefined] as const) : WINDOWS).flatMap((window) =>
      operands(window ?? 'last_7d').map(([kind, value]): [string, RuleCondition] => [
        `${metric} ${window ?? '(own field)'} ${operator} ${kind}`,
        {
          metric,
          ...(window ? { window } : {}),
          operator,
          value,
          ...(operator === 'between' || operator === 'not_between' ? { value_to: { value: 300000 } } : {}),
        },
      ]),
    ),
  ),
);

test('the combinations cover every operator × metric kind × window × value kind', () => {
  expect(cases.length).toBe(OPERATORS.length * (4 * WINDOWS.length + 2) * 7);
});

test.each(cases)('%s reads as one grammatical comparison with no doubled phrase', (_, condition) => {
  const words = conditionWords(condition, 'IDR');
  expect(words).toMatch(grammar);
  // No word twice in a row, no window said twice, no symbol in place of words.
  expect(words).not.toMatch(/\b(\w+) \1\b/);
  for (const window of WINDOWS) expect(words.split(windowPhrase(window)).length - 1).toBeLessThanOrEqual(1);
  expect(words).not.toMatch(/[<>≤≥]|NaN|undefined/);
});

test('the issue’s stop-loss sentence reads as a buyer would say it', () => {
  const sentence = ruleSentence(
    {
      name: 'Stop-loss',
      scope: { level: 'adset', statuses: ['ACTIVE'] },
      conditions: {
        match: 'all',
        items: [
          { metric: 'spend', window: 'last_3d', operator: 'gt', value: { factor: 1, metric: 'daily_budget' } },
          { metric: 'cost_per_purchase', window: 'last_3d', operator: 'gt', value: { factor: 1.3, metric: 'cost_per_purchase', window: 'last_30d' } },
        ],
      },
      actions: [{ type: 'pause' }],
      schedule: { kind: 'hourly' },
      cooldown_hours: 24,
      max_executions_per_object: null,
      enabled: true,
    },
    'Batik Lestari ID',
    'IDR',
  );
  expect(sentence).toBe(
    'Pause — active ad sets in Batik Lestari ID — when amount spent over the last 3 days is above its daily budget and cost per purchase over the last 3 days is above 1.3 × its cost per purchase over the last 30 days, checked every hour.',
  );
});

test('a budget change still being typed reads as a gap, never as NaN or as a raise or a cut', () => {
  const definition = {
    name: 'x',
    scope: { level: 'adset' as const },
    conditions: { match: 'all' as const, items: [] },
    actions: [{ type: 'change_budget' as const, budget: 'daily' as const, by: 'percent' as const, amount: Number.NaN, floor: null, ceiling: Number.NaN }],
    schedule: { kind: 'hourly' as const },
    cooldown_hours: 24,
    max_executions_per_object: null,
    enabled: true,
  };
  const sentence = ruleSentence(definition, 'Batik', 'IDR');
  expect(sentence).toMatch(/^Change the daily budget by … \(not above …\) — /);
  expect(sentence).not.toMatch(/NaN/);
});
