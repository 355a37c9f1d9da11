import { metric } from 'shared-graph';
import { knownMetrics, OBJECTIVE_PRESETS, objectivePreset } from './objectivePresets';

it('offers the six presets of SPEC §9 in order', () => {
  expect(OBJECTIVE_PRESETS.map((p) => p.label)).toEqual(['Revenue', 'Website Purchase', 'Website Lead', 'App Install', 'Delivery', 'Revenue (CPAS)']);
});

it.each(OBJECTIVE_PRESETS.map((p) => [p.label, p] as const))('%s lists only catalogue metrics, spend first, no repeats', (_, preset) => {
  for (const id of preset.arr) expect(() => metric(id)).not.toThrow();
  expect(preset.arr[0]).toBe('spend');
  expect(new Set(preset.arr).size).toBe(preset.arr.length);
  expect(preset.status_overview).toEqual(['active', 'paused', 'with_issues', 'in_learning']);
  expect(preset.status_drilldown).toEqual(['campaign', 'adset', 'ad']);
});

it('leads with what each objective is judged by', () => {
  expect(objectivePreset('revenue').arr.slice(1, 3)).toEqual(['purchase_value', 'roas']);
  expect(objectivePreset('website_lead').arr.slice(1, 3)).toEqual(['website_leads', 'cost_per_website_lead']);
  expect(objectivePreset('revenue_cpas').arr).toContain('cpas_roas_shared');
});

it('falls back to Revenue for an unknown preset and drops metrics the catalogue no longer has', () => {
  expect(objectivePreset('profit').id).toBe('revenue');
  expect(knownMetrics(['spend', 'gone_metric', 'spend', 'roas'])).toEqual(['spend', 'roas']);
});
