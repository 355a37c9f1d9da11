import { FUNNEL_FILTER_LIMIT, type AccountStages } from './adset-stages';
import { FUNNEL_STAGES, type FunnelStage } from './funnel-stage';
import type { BatchRunner } from './platform-batch';

export interface TimeRange {
  since: string;
  until: string;
}

/** An insights row as the platform sends it (numbers as decimal strings, action lists as arrays). */
export type InsightsRow = Record<string, unknown>;

export interface StageFigures {
  stage: FunnelStage;
  /** How many ad sets the stage holds. */
  adsets: number;
  /** One entry per requested time range, in the request's order; `row` null when the stage did not deliver. */
  ranges: Array<TimeRange & { row: InsightsRow | null }>;
}

export interface AccountFunnel {
  id: string;
  name: string;
  currency: string;
  stages: StageFigures[];
}

interface ActionEntry {
  action_type?: string;
  value?: string;
  [key: string]: unknown;
}

const NUMERIC = /^-?\d+(\.\d+)?$/;

function addDecimal(a: string, b: string): string {
  return String(Number((Number(a) + Number(b)).toFixed(6)));
}

function mergeActions(a: ActionEntry[], b: ActionEntry[]): ActionEntry[] {
  const byType = new Map<string, ActionEntry>(a.map((entry) => [String(entry.action_type), { ...entry }]));
  for (const entry of b) {
    const key = String(entry.action_type);
    const seen = byType.get(key);
    if (!seen) byType.set(key, { ...entry });
    else for (const [field, value] of Object.entries(entry)) {
      if (typeof value === 'string' && NUMERIC.test(value) && typeof seen[field] === 'string') seen[field] = addDecimal(seen[field] as string, value);
    }
  }
  return [...byType.values()];
}

/**
 * Sums the rows of one stage read in several filter chunks (a stage of more than 1000 ad sets): numbers and action
 * lists add up; reach does too, so it is an upper bound then (Meta deduplicates reach only within one query).
 */
export function mergeRows(a: InsightsRow, b: InsightsRow): InsightsRow {
  const out: InsightsRow = { ...a };
  for (const [field, value] of Object.entries(b)) {
    const mine = out[field];
    if (mine === undefined) out[field] = value;
    else if (typeof mine === 'string' && typeof value === 'string' && NUMERIC.test(mine) && NUMERIC.test(value) && field !== 'date_start' && field !== 'date_stop') {
      out[field] = addDecimal(mine, value);
    } else if (Array.isArray(mine) && Array.isArray(value)) out[field] = mergeActions(mine as ActionEntry[], value as ActionEntry[]);
  }
  return out;
}

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < list.length; start += size) out.push(list.slice(start, start + size));
  return out;
}

function insightsUrl(account: string, adsetIds: readonly string[], fields: readonly string[], timeRanges: readonly TimeRange[]): string {
  const query = new URLSearchParams({
    fields: fields.join(','),
    time_ranges: JSON.stringify(timeRanges),
    filtering: JSON.stringify([{ field: 'adset.id', operator: 'IN', value: adsetIds }]),
    limit: String(FUNNEL_FILTER_LIMIT),
  });
  return `${account}/insights?${query.toString()}`;
}

/**
 * Per account and funnel stage, the platform's totals for each time range: one account-level insights query per
 * stage filtered to the stage's ad sets (so reach is deduplicated within the stage), all in batches.
 */
export async function readStageInsights(
  run: BatchRunner,
  accounts: readonly AccountStages[],
  fields: readonly string[],
  timeRanges: readonly TimeRange[],
): Promise<AccountFunnel[]> {
  const queries: Array<{ account: number; stage: FunnelStage; url: string }> = [];
  accounts.forEach((account, index) => {
    for (const stage of FUNNEL_STAGES) {
      const ids = account.adsets.filter((adset) => adset.stage === stage).map((adset) => adset.id);
      for (const part of chunks(ids, FUNNEL_FILTER_LIMIT)) queries.push({ account: index, stage, url: insightsUrl(account.id, part, fields, timeRanges) });
    }
  });
  const answers = (await run(queries.map((query) => query.url))) as Array<{ data?: InsightsRow[] }>;

  const rows = new Map<string, InsightsRow>();
  queries.forEach((query, index) => {
    for (const row of answers[index]?.data ?? []) {
      const key = `${query.account}|${query.stage}|${String(row.date_start)}|${String(row.date_stop)}`;
      const seen = rows.get(key);
      rows.set(key, seen ? mergeRows(seen, row) : row);
    }
  });

  return accounts.map((account, index) => ({
    id: account.id,
    name: account.name,
    currency: account.currency,
    stages: FUNNEL_STAGES.map((stage) => ({
      stage,
      adsets: account.adsets.filter((adset) => adset.stage === stage).length,
      ranges: timeRanges.map((range) => ({ ...range, row: rows.get(`${index}|${stage}|${range.since}|${range.until}`) ?? null })),
    })),
  }));
}
