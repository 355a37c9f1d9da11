/** A sound rule for tests: pause ad sets whose cost per purchase runs 30 % over its own 30-day level. */
import type { RuleDefinition } from './definition';

export function sampleDefinition(overrides: Partial<RuleDefinition> = {}): RuleDefinition {
  return {
    name: 'Stop-loss on cost per purchase',
    scope: { level: 'adset', statuses: ['ACTIVE'] },
    conditions: {
      match: 'all',
      items: [
        { metric: 'spend', window: 'last_3d', operator: 'gt', value: { value: 100_000 } },
        { metric: 'cost_per_purchase', window: 'last_3d', operator: 'gt', value: { factor: 1.3, metric: 'cost_per_purchase', window: 'last_30d' } },
      ],
    },
    actions: [{ type: 'pause' }],
    schedule: { kind: 'hourly' },
    cooldown_hours: 24,
    max_executions_per_object: null,
    enabled: true,
    ...overrides,
  };
}
