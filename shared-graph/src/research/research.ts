import { throwIfAborted } from '../errors/cancel';
import { graph } from '../graph/client';
import type { AudienceSettings, Objective } from '../session/types';
import { estimateSpecs, SINGLE_REACH_CACHE_TTL_SECONDS } from './delivery';
import { adAccountIsNullError } from './errors';
import { flexibleGroup, toInterestItem, type InterestItem, type PageItem, type ReachEstimate } from './items';
import { parseKeywords, titleMatches } from './keywords';
import { buildTargetingSpec, optimizationGoalFor } from './targeting';

/** targetingsearch results per keyword (SPEC §9). */
export const TARGETING_SEARCH_LIMIT = 1000;
/** Suggestions asked per targetingsuggestions call (the platform's maximum). */
export const SUGGESTIONS_LIMIT = 45;
/** Chained targetingsuggestions calls: page 1, later pages (SPEC §4). */
export const EXPLORE_FIRST_PAGE_REQUESTS = 3;
export const EXPLORE_NEXT_PAGE_REQUESTS = 15;
/** Page ids per `?ids=` call (SPEC §9 "insight pages of 100 with 10 per batch"). */
export const PAGE_IDS_PER_CALL = 10;
export const LOOKUP_BATCH_SIZE = 10;
export const GEO_SEARCH_LIMIT = 5;
/** SPEC §7 geo location types; only the first two when country-only. */
export const GEO_LOCATION_TYPES = ['country_group', 'country', 'region', 'geo_market', 'city', 'zip', 'place'] as const;
const PAGE_FIELDS = 'id,name,fan_count,talking_about_count,category';

export interface GeoLocationResult {
  key: string;
  name: string;
  type: string;
  country_code?: string;
  country_name?: string;
  supports_region?: boolean;
  supports_city?: boolean;
}

export interface OverlapResult {
  overlap: number;
  percent_comparison: number;
  percent_selected: number;
}

type Rows = { data?: Array<Record<string, unknown>> };

function requireAccount(adAccount: string | null): string {
  if (!adAccount) throw adAccountIsNullError();
  return adAccount;
}

function percent(part: number, whole: number | undefined): number {
  return whole && whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0;
}

async function searchInterests(o: { adAccount: string | null; query: string; titleMatch?: boolean; signal?: AbortSignal }): Promise<InterestItem[]> {
  const adAccount = requireAccount(o.adAccount);
  const keywords = parseKeywords(o.query);
  if (keywords.length === 0) return [];
  const answers = await Promise.all(
    keywords.map((q) => graph.get<Rows>(`${adAccount}/targetingsearch`, { q, limit: TARGETING_SEARCH_LIMIT }, { signal: o.signal })),
  );
  const merged = new Map<string, InterestItem>();
  answers.forEach((answer, index) => {
    const keyword = keywords[index]!;
    for (const raw of answer?.data ?? []) {
      const id = String(raw.id ?? '');
      if (!id || merged.has(id)) continue;
      if (o.titleMatch && !titleMatches(String(raw.name ?? ''), keyword)) continue;
      merged.set(id, toInterestItem(raw, merged.size + 1, keyword));
    }
  });
  return [...merged.values()];
}

async function exploreSuggestions(o: {
  adAccount: string | null;
  seed: InterestItem[];
  page: number;
  objective: Objective;
  signal?: AbortSignal;
}): Promise<{ items: InterestItem[]; nextSeed: InterestItem[] }> {
  const adAccount = requireAccount(o.adAccount);
  const requests = o.page <= 1 ? EXPLORE_FIRST_PAGE_REQUESTS : EXPLORE_NEXT_PAGE_REQUESTS;
  const seen = new Set(o.seed.map((item) => item.id));
  const items: InterestItem[] = [];
  let seed = o.seed;
  for (let i = 0; i < requests && seed.length > 0; i += 1) {
    throwIfAborted(o.signal);
    const answer = await graph.get<Rows>(
      `${adAccount}/targetingsuggestions`,
      { targeting_list: seed.map((item) => ({ type: item.type, id: item.id })), objective: o.objective, limit: SUGGESTIONS_LIMIT },
      { signal: o.signal },
    );
    const rows = answer?.data ?? [];
    if (rows.length === 0) {
      seed = [];
      break;
    }
    for (const raw of rows) {
      const id = String(raw.id ?? '');
      if (!id || seen.has(id)) continue;
      seen.add(id);
      items.push(toInterestItem(raw, items.length + 1));
    }
    seed = [toInterestItem(rows[0]!, 1)];
  }
  return { items, nextSeed: seed };
}

async function estimateReach(o: {
  adAccount: string | null;
  items: InterestItem[];
  audience: AudienceSettings;
  objective: Objective;
  signal?: AbortSignal;
}): Promise<Map<string, ReachEstimate>> {
  const adAccount = requireAccount(o.adAccount);
  if (o.items.length === 0) return new Map();
  const specs = o.items.map((item) => ({ id: item.id, spec: buildTargetingSpec(o.audience, [flexibleGroup([item])]) }));
  return estimateSpecs(adAccount, optimizationGoalFor(o.objective), specs, { signal: o.signal });
}

/** Reach of the audience settings alone (no interests); cached a day. Null when the platform gave no estimate. */
async function estimateAudienceReach(o: { adAccount: string | null; audience: AudienceSettings; objective: Objective; signal?: AbortSignal }): Promise<ReachEstimate | null> {
  const adAccount = requireAccount(o.adAccount);
  const result = await estimateSpecs(adAccount, optimizationGoalFor(o.objective), [{ id: 'audience', spec: buildTargetingSpec(o.audience) }], {
    signal: o.signal,
    ttlSeconds: SINGLE_REACH_CACHE_TTL_SECONDS,
  });
  return result.get('audience') ?? null;
}

const SELECTED = '\u0000selected';
const compareKey = (id: string) => `\u0000cmp:${id}`;
const intersectKey = (id: string) => `\u0000and:${id}`;

async function estimateOverlap(o: {
  adAccount: string | null;
  selected: InterestItem[];
  comparisons: InterestItem[];
  audience: AudienceSettings;
  objective: Objective;
  signal?: AbortSignal;
}): Promise<Map<string, OverlapResult>> {
  const adAccount = requireAccount(o.adAccount);
  if (o.selected.length === 0 || o.comparisons.length === 0) return new Map();
  const selectedGroup = flexibleGroup(o.selected);
  const requests = [{ id: SELECTED, spec: buildTargetingSpec(o.audience, [selectedGroup]) }];
  for (const item of o.comparisons) {
    const group = flexibleGroup([item]);
    requests.push({ id: compareKey(item.id), spec: buildTargetingSpec(o.audience, [group]) });
    requests.push({ id: intersectKey(item.id), spec: buildTargetingSpec(o.audience, [selectedGroup, group]) });
  }
  const estimates = await estimateSpecs(adAccount, optimizationGoalFor(o.objective), requests, { signal: o.signal, ttlSeconds: 3_600 });
  const selectedReach = estimates.get(SELECTED)?.estimate_mau;
  const result = new Map<string, OverlapResult>();
  for (const item of o.comparisons) {
    const both = estimates.get(intersectKey(item.id));
    if (!both) continue;
    const overlap = both.estimate_mau;
    result.set(item.id, {
      overlap,
      percent_comparison: percent(overlap, estimates.get(compareKey(item.id))?.estimate_mau),
      percent_selected: percent(overlap, selectedReach),
    });
  }
  return result;
}

async function pageData(o: { pageIds: string[]; signal?: AbortSignal }): Promise<PageItem[]> {
  const ids = [...new Set(o.pageIds.map((id) => id.trim()).filter(Boolean))];
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += PAGE_IDS_PER_CALL) chunks.push(ids.slice(i, i + PAGE_IDS_PER_CALL));
  const answers = await Promise.all(
    chunks.map((chunk) => graph.get<Record<string, Record<string, unknown>>>('', { ids: chunk.join(','), fields: PAGE_FIELDS }, { signal: o.signal })),
  );
  const byId = new Map<string, Record<string, unknown>>();
  for (const answer of answers) for (const [id, page] of Object.entries(answer ?? {})) byId.set(id, page);
  return ids.flatMap((id) => {
    const page = byId.get(id);
    if (!page) return [];
    const fans = Number(page.fan_count ?? 0) || 0;
    const talking = Number(page.talking_about_count ?? 0) || 0;
    return [
      {
        id: String(page.id ?? id),
        name: String(page.name ?? ''),
        fan_count: fans,
        talking_about_count: talking,
        eng_rate: fans > 0 ? (talking / fans) * 100 : 0,
        category: String(page.category ?? ''),
      },
    ];
  });
}

async function lookupInterests(o: { adAccount: string | null; names: string[]; signal?: AbortSignal }): Promise<Map<string, InterestItem | null>> {
  requireAccount(o.adAccount);
  const names = [...new Set(o.names.map((name) => name.trim()).filter(Boolean))];
  const result = new Map<string, InterestItem | null>();
  if (names.length === 0) return result;
  const operations = names.map((name) => ({
    method: 'GET' as const,
    relative_url: `search?${new URLSearchParams({ type: 'adinterest', locale: 'en_US', limit: '1', q: name })}`,
  }));
  const items = await graph.batch<Rows>(operations, { chunkSize: LOOKUP_BATCH_SIZE, concurrency: 2, signal: o.signal });
  names.forEach((name, index) => {
    const raw = items[index]?.error ? undefined : items[index]?.body?.data?.[0];
    result.set(name, raw && titleMatches(String(raw.name ?? ''), name) ? toInterestItem({ type: 'interests', ...raw }, 1, name) : null);
  });
  return result;
}

async function searchLocations(o: { query: string; countryOnly?: boolean; signal?: AbortSignal }): Promise<GeoLocationResult[]> {
  const q = o.query.trim();
  if (!q) return [];
  const types = o.countryOnly ? GEO_LOCATION_TYPES.slice(0, 2) : GEO_LOCATION_TYPES;
  const answer = await graph.get<{ data?: GeoLocationResult[] }>('search', { type: 'adgeolocation', q, limit: GEO_SEARCH_LIMIT, location_types: types }, { signal: o.signal });
  return (answer?.data ?? []).map((row) => ({ ...row, key: String(row.key) }));
}

/**
 * The research area's platform calls (SPEC §4, §5, §7, §9). Every call takes an AbortSignal; a cancelled call rejects
 * with an AbortError (isCancelled) that callers ignore.
 */
export const research = {
  searchInterests,
  exploreSuggestions,
  estimateReach,
  estimateAudienceReach,
  estimateOverlap,
  pageData,
  lookupInterests,
  searchLocations,
};
