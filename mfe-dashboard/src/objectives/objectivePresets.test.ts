import { metric, metricTotals, parseInsightsRow } from 'shared-graph';
import { knownMetrics, OBJECTIVE_PRESETS, objectivePreset } from './objectivePresets';

it('offers the six presets of SPEC §9 in order, with a general Leads preset after Website Lead', () => {
  expect(OBJECTIVE_PRESETS.map((p) => p.label)).toEqual(['Revenue', 'Website Purchase', 'Website Lead', 'Leads', 'App Install', 'Delivery', 'Revenue (CPAS)']);
});

// A lead campaign's row as the sandbox (and Meta) sends it: instant-form leads are reported as `lead`,
// `onsite_conversion.lead_grouped` and `leadgen_grouped` side by side; the ads manager's Leads result reads `lead`.
const instantForms = parseInsightsRow({
  date_start: '2026-11-01',
  date_stop: '2026-11-30',
  spend: '1544.35',
  impressions: '120000',
  actions: [
    { action_type: 'link_click', value: '2400' },
    { action_type: 'lead', value: '335' },
    { action_type: 'onsite_conversion.lead_grouped', value: '335' },
    { action_type: 'leadgen_grouped', value: '335' },
  ],
});
// A website lead campaign: pixel leads are `offsite_conversion.fb_pixel_lead`, and counted in `lead` too.
const pixel = parseInsightsRow({
  date_start: '2026-11-01',
  date_stop: '2026-11-30',
  spend: '200',
  actions: [
    { action_type: 'link_click', value: '400' },
    { action_type: 'lead', value: '40' },
    { action_type: 'offsite_conversion.fb_pixel_lead', value: '40' },
  ],
});
const figures = (id: string, rows = [instantForms]) => {
  const arr = objectivePreset(id).arr;
  return metricTotals(rows, arr);
};

it('Website Lead counts instant-form leads too, by name, as the ads manager does (335 at 4.61, not 0 at 0.00)', () => {
  const f = figures('website_lead');
  expect(f.on_facebook_leads).toBe(335);
  expect(f.cost_per_on_facebook_lead).toBeCloseTo(4.61, 2);
  expect(f.website_leads).toBe(0);
  expect(metric('on_facebook_leads').label).toMatch(/instant forms/);
  expect(metric('website_leads').label).toMatch(/pixel/);
  // With a pixel campaign beside it, both kinds show, each its own.
  const both = figures('website_lead', [instantForms, pixel]);
  expect([both.on_facebook_leads, both.website_leads]).toEqual([335, 40]);
  expect(both.cost_per_website_lead).toBeCloseTo(1744.35 / 40, 4);
});

it('Leads counts every lead as the ads manager Leads result does (lead: on-Facebook + pixel), with both kinds named beside it', () => {
  const f = figures('leads', [instantForms, pixel]);
  expect(f.leads).toBe(375);
  expect(f.on_facebook_leads! + f.website_leads!).toBe(f.leads);
  expect(f.cost_per_lead).toBeCloseTo(1744.35 / 375, 4);
  expect(figures('leads').cost_per_lead).toBeCloseTo(4.61, 2);
  expect(metric('leads').label).toBe('Leads (all)');
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
