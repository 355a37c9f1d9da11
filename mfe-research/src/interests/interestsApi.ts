// The platform's interest catalogue as the research screens read it: search, suggestions, lookup by name.
import { graph, type Objective } from 'shared-graph';
import { toInterestItem, type InterestItem, type InterestStatus } from './items';
import { parseKeywords, titleMatches } from './keywords';
import { requireAccount } from './researchErrors';

/** targetingsearch results per keyword (SPEC §9). */
export const TARGETING_SEARCH_LIMIT = 1000;
/** Suggestions asked per targetingsuggestions call (the platform's maximum). */
export const SUGGESTIONS_LIMIT = 45;
/** Chained targetingsuggestions calls: page 1, later pages (SPEC §4). */
export const EXPLORE_FIRST_PAGE_REQUESTS = 3;
export const EXPLORE_NEXT_PAGE_REQUESTS = 15;
export const LOOKUP_BATCH_SIZE = 10;

type Rows = { data?: Array<Record<string, unknown>> };

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
    o.signal?.throwIfAborted();
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

/** Targeting option ids per targetingoptionstatus call. */
export const STATUS_IDS_PER_CALL = 200;
/** Retiring interests whose successor is asked for per call (adinterestsuggestion, one operation each). */
const MAX_REPLACEMENT_LOOKUPS = 50;

type StatusRow = { id?: unknown; current_status?: unknown; future_plan?: Array<{ key?: unknown; value?: unknown }> };

/** The platform's word on an option → ours; NORMAL and UNKNOWN (and anything new) flag nothing. */
function toStatus(row: StatusRow): InterestStatus | null {
  const current = String(row.current_status ?? '');
  const plan = (row.future_plan ?? []).map((step) => ({ key: String(step.key ?? ''), value: String(step.value ?? '') }));
  if (current === 'NON-DELIVERABLE' || current === 'NON-DELIVERABLE-IN-EXCLUSION') return { state: 'unavailable', platformStatus: current };
  const retiring = plan.find((step) => step.value === 'DEPRECATING' || step.value === 'NON-DELIVERABLE');
  if (current === 'DEPRECATING' || retiring) {
    const status: InterestStatus = { state: 'deprecating', platformStatus: current || retiring!.value };
    if (retiring?.key) status.from = retiring.key;
    return status;
  }
  return null;
}

/**
 * Which items the platform is retiring (`search?type=targetingoptionstatus`, 200 ids a call) and, for those, the
 * successor it suggests first (`adinterestsuggestion`, limit 1). Items it reports NORMAL are left out of the map.
 */
async function interestStatus(o: { adAccount: string | null; items: Pick<InterestItem, 'id' | 'name'>[]; signal?: AbortSignal }): Promise<Map<string, InterestStatus>> {
  requireAccount(o.adAccount);
  const ids = [...new Set(o.items.map((item) => item.id))];
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += STATUS_IDS_PER_CALL) chunks.push(ids.slice(i, i + STATUS_IDS_PER_CALL));
  const answers = await Promise.all(
    chunks.map((chunk) => graph.get<{ data?: StatusRow[] }>('search', { type: 'targetingoptionstatus', targeting_option_list: chunk }, { signal: o.signal })),
  );
  const result = new Map<string, InterestStatus>();
  for (const answer of answers) {
    for (const row of answer?.data ?? []) {
      const status = toStatus(row);
      if (status) result.set(String(row.id), status);
    }
  }
  const names = new Map(o.items.map((item) => [item.id, item.name]));
  const retiring = [...result.keys()].slice(0, MAX_REPLACEMENT_LOOKUPS);
  if (retiring.length === 0) return result;
  const operations = retiring.map((id) => ({
    method: 'GET' as const,
    relative_url: `search?${new URLSearchParams({ type: 'adinterestsuggestion', interest_list: JSON.stringify([names.get(id) ?? '']), limit: '1' })}`,
  }));
  const suggestions = await graph.batch<Rows>(operations, { chunkSize: LOOKUP_BATCH_SIZE, concurrency: 2, signal: o.signal });
  retiring.forEach((id, index) => {
    const first = suggestions[index]?.error ? undefined : suggestions[index]?.body?.data?.[0];
    if (first?.id && String(first.id) !== id) result.get(id)!.replacement = { id: String(first.id), name: String(first.name ?? '') };
  });
  return result;
}

/**
 * Interest calls (SPEC §4, §5, §7, §9). Every call takes an AbortSignal; a cancelled call rejects with an AbortError
 * (isCancelled) that callers ignore. Without an ad account they reject with 'Ad account is null' before any request.
 */
export const interestsApi = { searchInterests, exploreSuggestions, lookupInterests, interestStatus };
