/**
 * Reads what a rule needs in as few calls as possible: the objects of its level in the ad account (the scope's
 * filters applied here, so objects created after the rule are included), and one account-level insights report
 * per time window with a row per object, all in one batch (later pages in the next).
 */
import { addDays, computeMetric, currencyDivisor, insightsFieldsFor, metricTotals, parseInsightsRow, todayInZone, type RawInsightsRow } from 'shared-graph/metrics';
import type { RuleDefinition, RuleLevel, RuleWindow } from './definition';
import { markNoData, metricKey, metricReads, type MetricValues, type ObjectSnapshot } from './evaluate';
import type { AccountFacts } from './plan-changes';
import { GraphRunError, type BatchOperation, type OperationResult, type RuleGraph } from './rule-graph';

const EDGES: Record<RuleLevel, string> = { campaign: 'campaigns', adset: 'adsets', ad: 'ads' };
const OBJECT_FIELDS: Record<RuleLevel, string> = {
  campaign: 'id,name,status,effective_status,daily_budget,lifetime_budget,bid_strategy',
  // The parents' names tell same-named ad sets and ads apart in the results.
  adset: 'id,name,status,effective_status,daily_budget,lifetime_budget,bid_strategy,bid_amount,campaign{name}',
  ad: 'id,name,status,effective_status,adset{name},campaign{name}',
};
const GONE = new Set(['DELETED', 'ARCHIVED']);
const PAGE_SIZE = '500';
const MAX_PAGES = 40;

const WINDOW_DAYS: Partial<Record<RuleWindow, number>> = { last_3d: 3, last_7d: 7, last_14d: 14, last_30d: 30 };

/** The insights period of a window, in the account's days (`last_Nd` ends today, as Meta's rules count). */
export function windowParams(window: RuleWindow, timeZone: string | null, now: Date): Record<string, string> {
  if (window === 'lifetime') return { date_preset: 'maximum' };
  const today = todayInZone(timeZone, now);
  if (window === 'today') return { time_range: JSON.stringify({ since: today, until: today }) };
  if (window === 'yesterday') {
    const day = addDays(today, -1);
    return { time_range: JSON.stringify({ since: day, until: day }) };
  }
  const days = WINDOW_DAYS[window]!;
  return { time_range: JSON.stringify({ since: addDays(today, -(days - 1)), until: today }) };
}

function relativeUrl(path: string, params: Record<string, string>): string {
  return `${path}?${new URLSearchParams(params).toString()}`;
}

interface Page {
  data?: unknown[];
  paging?: { cursors?: { after?: string }; next?: string };
}

/** GET operations answered page by page until the last (each round of next pages is one more batch). */
async function readAllPages(graph: RuleGraph, first: { path: string; params: Record<string, string> }[]): Promise<unknown[][]> {
  const rows: unknown[][] = first.map(() => []);
  let pending = first.map((op, index) => ({ ...op, index }));
  for (let page = 0; pending.length > 0 && page < MAX_PAGES; page += 1) {
    const operations: BatchOperation[] = pending.map((op) => ({ method: 'GET', relative_url: relativeUrl(op.path, op.params) }));
    const results: OperationResult[] = await graph.run(operations);
    const next: typeof pending = [];
    results.forEach((result, at) => {
      const op = pending[at]!;
      if (!result.ok) throw new GraphRunError(`Reading ${op.path} failed: ${result.error.message ?? 'platform error'}`);
      const body = result.body as Page;
      rows[op.index]!.push(...(Array.isArray(body.data) ? body.data : []));
      const after = body.paging?.cursors?.after;
      if (body.paging?.next && after) next.push({ ...op, params: { ...op.params, after } });
    });
    pending = next;
  }
  return rows;
}

const major = (minor: unknown, currency: string): number | null => {
  if (minor === undefined || minor === null || minor === '') return null;
  const n = Number(minor);
  return Number.isFinite(n) && n > 0 ? n / currencyDivisor(currency) : null;
};

const parentName = (parent: unknown): string | null => {
  const name = (parent as { name?: unknown } | null | undefined)?.name;
  return typeof name === 'string' ? name : null;
};

function snapshot(raw: Record<string, unknown>, currency: string): ObjectSnapshot {
  return {
    id: String(raw.id),
    name: typeof raw.name === 'string' ? raw.name : '',
    status: String(raw.status ?? ''),
    effectiveStatus: String(raw.effective_status ?? raw.status ?? ''),
    dailyBudget: major(raw.daily_budget, currency),
    lifetimeBudget: major(raw.lifetime_budget, currency),
    bidAmount: major(raw.bid_amount, currency),
    bidStrategy: typeof raw.bid_strategy === 'string' ? raw.bid_strategy : null,
    campaignName: parentName(raw.campaign),
    adsetName: parentName(raw.adset),
  };
}

/** The scope's filters: chosen ids, a name fragment (any case), configured statuses; deleted objects never. */
export function inRuleScope(definition: RuleDefinition, object: ObjectSnapshot): boolean {
  const { ids, name_contains: fragment, statuses } = definition.scope;
  if (GONE.has(object.status) || GONE.has(object.effectiveStatus)) return false;
  if (ids && ids.length > 0 && !ids.includes(object.id)) return false;
  if (fragment && !object.name.toLocaleLowerCase().includes(fragment.toLocaleLowerCase())) return false;
  if (statuses && statuses.length > 0 && !statuses.includes(object.status as (typeof statuses)[number])) return false;
  return true;
}

export interface ScopeReading {
  objects: ObjectSnapshot[];
  values: Map<string, MetricValues>;
}

/** The objects in the rule's scope and the metric values its conditions read, per object. */
export async function readScope(graph: RuleGraph, definition: RuleDefinition, account: AccountFacts, now: Date): Promise<ScopeReading> {
  const level = definition.scope.level;
  const reads = [...metricReads(definition)];
  const idField = `${level}_id`;
  const operations = [
    { path: `${account.id}/${EDGES[level]}`, params: { fields: OBJECT_FIELDS[level], limit: PAGE_SIZE } },
    ...reads.map(([window, metrics]) => ({
      path: `${account.id}/insights`,
      params: {
        level,
        fields: [idField, ...insightsFieldsFor(metrics)].join(','),
        ...windowParams(window, account.timeZone, now),
        // Chosen objects: Meta reports only those (less data per call than the whole account's level).
        ...(definition.scope.ids?.length ? { filtering: JSON.stringify([{ field: `${level}.id`, operator: 'IN', value: definition.scope.ids }]) } : {}),
        limit: PAGE_SIZE,
      },
    })),
  ];
  const [objectRows, ...insightRows] = await readAllPages(graph, operations);
  const objects = (objectRows as Record<string, unknown>[]).map((raw) => snapshot(raw, account.currency)).filter((object) => inRuleScope(definition, object));
  const values = new Map<string, MetricValues>(objects.map((object) => [object.id, {}]));
  reads.forEach(([window, metrics], index) => {
    const list = [...metrics];
    const byObject = new Map<string, ReturnType<typeof parseInsightsRow>[]>();
    for (const raw of insightRows[index] as RawInsightsRow[]) {
      const id = String(raw[idField] ?? '');
      if (!values.has(id)) continue;
      const row = parseInsightsRow(raw);
      byObject.set(id, [...(byObject.get(id) ?? []), row]);
    }
    for (const [id, objectValues] of values) {
      const rows = byObject.get(id) ?? [];
      const totals = rows.length > 0 ? metricTotals(rows, list) : Object.fromEntries(list.map((m) => [m, computeMetric(m, {})]));
      for (const metric of list) {
        objectValues[metricKey(metric, window)] = totals[metric] ?? 0;
        if (rows.length === 0) markNoData(objectValues, metricKey(metric, window));
      }
    }
  });
  return { objects, values };
}
