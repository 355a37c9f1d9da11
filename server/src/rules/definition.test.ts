import { ruleDefinitionProblems, type RuleDefinition } from './definition';
import { sampleDefinition } from './sample-definition';


const fields = (definition: RuleDefinition) => ruleDefinitionProblems(definition).map((problem) => problem.field);

describe('rule definition checks', () => {
  it('a sound rule has no problems', () => {
    expect(ruleDefinitionProblems(sampleDefinition())).toEqual([]);
  });

  it('an unknown metric is named beside its field', () => {
    const definition = sampleDefinition({ conditions: { match: 'all', items: [{ metric: 'vibes', window: 'today', operator: 'gt', value: { value: 1 } }] } });
    expect(ruleDefinitionProblems(definition)).toEqual([
      { field: '/conditions/items/0/metric', message: '“vibes” is not a metric this product knows. Choose one from the list.' },
    ]);
  });

  it('between needs an upper value that is not below the lower one', () => {
    const definition = sampleDefinition({
      conditions: { match: 'any', items: [{ metric: 'ctr', window: 'today', operator: 'between', value: { value: 3 }, value_to: { value: 1 } }] },
    });
    expect(fields(definition)).toEqual(['/conditions/items/0/value_to']);
  });

  it('a comparison takes a number or a metric, not both', () => {
    const definition = sampleDefinition({
      conditions: { match: 'all', items: [{ metric: 'spend', window: 'today', operator: 'gt', value: { value: 1, metric: 'daily_budget', factor: 0.5 } }] },
    });
    expect(fields(definition)).toEqual(['/conditions/items/0/value']);
  });

  it('an insights metric needs a window, an object field does not', () => {
    const definition = sampleDefinition({
      conditions: {
        match: 'all',
        items: [
          { metric: 'spend', operator: 'gt', value: { factor: 0.5, metric: 'daily_budget' } },
          { metric: 'daily_budget', operator: 'lt', value: { value: 50_000 } },
        ],
      },
    });
    expect(fields(definition)).toEqual(['/conditions/items/0/window']);
  });

  it('groups nest one level and their conditions are checked', () => {
    const definition = sampleDefinition({
      conditions: {
        match: 'all',
        items: [{ match: 'any', conditions: [{ metric: 'frequency', window: 'last_7d', operator: 'gte', value: {} }] }],
      },
    });
    expect(fields(definition)).toEqual(['/conditions/items/0/conditions/0/value']);
  });

  it('a budget change needs its fields and a ceiling not below the floor', () => {
    const definition = sampleDefinition({ actions: [{ type: 'change_budget', budget: 'daily', by: 'percent', amount: 20, floor: 50_000, ceiling: 10_000 }] });
    expect(ruleDefinitionProblems(definition)).toEqual([{ field: '/actions/0/ceiling', message: 'The highest value must not be below the lowest value.' }]);
    expect(fields(sampleDefinition({ actions: [{ type: 'change_budget' }] }))).toEqual(['/actions/0/budget', '/actions/0/by', '/actions/0/amount']);
  });

  it('budgets belong to campaigns and ad sets, bids to ad sets', () => {
    const scope = { level: 'ad' as const };
    expect(fields(sampleDefinition({ scope, actions: [{ type: 'change_budget', budget: 'daily', by: 'amount', amount: 1 }] }))).toEqual(['/actions/0/type']);
    expect(fields(sampleDefinition({ scope: { level: 'campaign' }, actions: [{ type: 'change_bid', by: 'amount', amount: 1 }] }))).toEqual(['/actions/0/type']);
  });

  it('a notice needs a channel; pause and unpause do not go together', () => {
    expect(fields(sampleDefinition({ actions: [{ type: 'notify', in_app: false }] }))).toEqual(['/actions/0/in_app']);
    expect(fields(sampleDefinition({ actions: [{ type: 'pause' }, { type: 'unpause' }] }))).toEqual(['/actions']);
  });

  it('a daily schedule needs its time, a custom one its days and hours', () => {
    expect(fields(sampleDefinition({ schedule: { kind: 'daily' } }))).toEqual(['/schedule/time']);
    expect(fields(sampleDefinition({ schedule: { kind: 'custom', days: [1] } }))).toEqual(['/schedule/hours']);
  });
});
