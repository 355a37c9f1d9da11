// The built-in rule templates: the four rules media buyers set up first, as users see them in Rules › Templates and
// the admin sees them beside the published ones. Money is in the account currency's major units.
import type { RuleDefinition } from './ruleDefinition';

export interface BuiltInTemplate {
  key: string;
  name: string;
  description: string;
  definition: RuleDefinition;
}

const base = { cooldown_hours: 24, max_executions_per_object: null, enabled: true } as const;

export const BUILT_IN_TEMPLATES: readonly BuiltInTemplate[] = [
  {
    key: 'stop-loss-cpa',
    name: 'Stop-loss on cost per purchase',
    description: 'Pause ad sets whose cost per purchase runs 30 % above their own 30-day level after real spend.',
    definition: {
      ...base,
      name: 'Stop-loss on cost per purchase',
      scope: { level: 'adset', statuses: ['ACTIVE'] },
      conditions: {
        match: 'all',
        items: [
          { metric: 'spend', window: 'last_3d', operator: 'gt', value: { factor: 1, metric: 'daily_budget' } },
          { metric: 'cost_per_purchase', window: 'last_3d', operator: 'gt', value: { factor: 1.3, metric: 'cost_per_purchase', window: 'last_30d' } },
        ],
      },
      actions: [{ type: 'pause' }, { type: 'notify', in_app: true }],
      schedule: { kind: 'hourly' },
    },
  },
  {
    key: 'scale-winners-roas',
    name: 'Scale winners on ROAS',
    description: 'Raise the daily budget by 20 % where purchase ROAS stays above 3 over 3 days, up to a ceiling.',
    definition: {
      ...base,
      name: 'Scale winners on ROAS',
      scope: { level: 'adset', statuses: ['ACTIVE'] },
      conditions: { match: 'all', items: [{ metric: 'roas', window: 'last_3d', operator: 'gte', value: { value: 3 } }] },
      actions: [{ type: 'change_budget', budget: 'daily', by: 'percent', amount: 20, floor: null, ceiling: 5_000_000 }],
      schedule: { kind: 'daily', time: '09:00' },
    },
  },
  {
    key: 'high-frequency',
    name: 'Pause ads with high frequency',
    description: 'Pause ads people have seen more than 4 times in a week: the audience is tired of them.',
    definition: {
      ...base,
      name: 'Pause ads with high frequency',
      scope: { level: 'ad', statuses: ['ACTIVE'] },
      conditions: { match: 'all', items: [{ metric: 'frequency', window: 'last_7d', operator: 'gt', value: { value: 4 } }] },
      actions: [{ type: 'pause' }],
      schedule: { kind: 'daily', time: '08:00' },
    },
  },
  {
    key: 'night-pause',
    name: 'Night-time pause',
    description: 'Pause ad sets for the rest of the day at 23:00; they come back on at midnight, account time.',
    definition: {
      ...base,
      cooldown_hours: 0,
      name: 'Night-time pause',
      scope: { level: 'adset', statuses: ['ACTIVE'] },
      conditions: { match: 'all', items: [{ metric: 'spend', window: 'today', operator: 'gte', value: { value: 0 } }] },
      actions: [{ type: 'pause_today' }],
      schedule: { kind: 'daily', time: '23:00' },
    },
  },
];
