// Where copies can go: another campaign of the account for ad sets, another ad set for ads — found by name through
// the platform's `filtering` on name — and what Meta refuses there, told per object before anything is sent.
import { useEffect, useState } from 'react';
import { useGraphQuery, type Asset } from 'shared-graph';
import type { CopyTarget } from '../writes/duplicateAssets';
import { describeAsset } from '../asset-table/assetContext';
import { OBJECTIVES } from '../list/listFilters';

/** A campaign or ad set copies can go into, as the picker lists it. */
export interface TargetOption extends CopyTarget {
  /** Campaigns: the objective and whether the budget is the campaign's (Advantage campaign budget). */
  objective?: string | null;
  campaignBudget?: boolean;
  effective_status?: string;
}

interface CampaignRow {
  id: string;
  name: string;
  objective?: string;
  daily_budget?: string;
  lifetime_budget?: string;
  effective_status?: string;
}

interface AdsetRow {
  id: string;
  name: string;
  effective_status?: string;
  campaign?: { id: string; name: string };
}

const hasAmount = (value: string | undefined) => Boolean(value && Number(value) > 0);

/** "Sales" for OUTCOME_SALES and its legacy names. */
export function objectiveWords(objective: string | null | undefined): string | null {
  if (!objective) return null;
  return OBJECTIVES.find((o) => o.value === objective || o.legacy?.includes(objective))?.label ?? objective.toLowerCase().replace(/_/g, ' ');
}

/** A target's second line: a campaign's objective and budget level, an ad set's campaign. */
export function targetFacts(target: TargetOption): string {
  if (target.level === 'adset') return target.campaign_name ? `Campaign: ${target.campaign_name}` : '';
  const objective = objectiveWords(target.objective);
  return [objective && `Objective: ${objective}`, target.campaignBudget ? 'Advantage campaign budget' : 'Budgets on its ad sets'].filter(Boolean).join(' · ');
}

const PAGE = 25;

/**
 * The account's campaigns (for ad sets) or ad sets (for ads) whose name contains `text` (all of them, newest first,
 * while it is empty), debounced; deleted and archived ones are not offered, as the platform's lists leave them out.
 */
export function useCopyTargets(accountId: string, level: 'campaign' | 'adset', text: string, enabled: boolean) {
  const [query, setQuery] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const filtering = query ? JSON.stringify([{ field: 'name', operator: 'CONTAIN', value: query }]) : undefined;
  const campaigns = useGraphQuery<{ data?: CampaignRow[] }>(
    `${accountId}/campaigns`,
    { fields: 'id,name,objective,daily_budget,lifetime_budget,effective_status', limit: PAGE, ...(filtering ? { filtering } : {}) },
    { enabled: enabled && level === 'campaign', staleTime: 30_000 },
  );
  const adsets = useGraphQuery<{ data?: AdsetRow[] }>(
    `${accountId}/adsets`,
    { fields: 'id,name,effective_status,campaign{id,name}', limit: PAGE, ...(filtering ? { filtering } : {}) },
    { enabled: enabled && level === 'adset', staleTime: 30_000 },
  );
  const answer = level === 'campaign' ? campaigns : adsets;
  // While the next search loads, the last answer stays listed (a choice made meanwhile is still a real campaign).
  const [last, setLast] = useState<{ data?: Array<CampaignRow | AdsetRow> } | undefined>(undefined);
  if (answer.data && answer.data !== last) setLast(answer.data);
  const rows = (answer.data ?? last)?.data ?? [];
  const targets: TargetOption[] =
    level === 'campaign'
      ? (rows as CampaignRow[]).map((c) => ({
          id: c.id,
          level: 'campaign',
          name: c.name,
          objective: c.objective ?? null,
          campaignBudget: hasAmount(c.daily_budget) || hasAmount(c.lifetime_budget),
          effective_status: c.effective_status,
        }))
      : (rows as AdsetRow[]).map((a) => ({ id: a.id, level: 'adset', name: a.name, campaign_name: a.campaign?.name ?? null, effective_status: a.effective_status }));
  return { targets, error: answer.error, loading: answer.isFetching, settled: query === text.trim() && !answer.isFetching && answer.data !== undefined, more: targets.length >= PAGE };
}

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** "Ad set “Winners” in campaign “Sales”" — how a copy's failure or refusal names its object. */
export function objectWords(asset: Pick<Asset, 'level' | 'name' | 'campaign_name' | 'adset_name'>): string {
  return capitalised(describeAsset(asset).replace(/"([^"]*)"/g, '“$1”'));
}

/**
 * Why Meta would refuse this copy under `target`, in words, or null. Budgets live on one level: an ad set with its
 * own budget can't go under a campaign budget, and one without a budget needs a campaign that has one (the
 * platform answers 1885621 / "Budget Required"). Other refusals (a goal the objective does not allow) come from
 * the platform, per copy.
 */
export function copyRefusal(source: Asset, target: TargetOption | null): string | null {
  if (!target || source.level !== 'adset' || target.level !== 'campaign' || target.campaignBudget === undefined) return null;
  const ownBudget = source.daily_budget !== null || source.lifetime_budget !== null;
  if (ownBudget && target.campaignBudget) {
    return `It has its own budget, and that campaign uses Advantage campaign budget: Meta allows a budget on the campaign or on its ad sets, not both. Choose a campaign without a campaign budget.`;
  }
  if (!ownBudget && !target.campaignBudget) {
    return `Its budget is its campaign’s, and that campaign has no campaign budget: an ad set there needs its own budget. Choose a campaign with Advantage campaign budget.`;
  }
  return null;
}
