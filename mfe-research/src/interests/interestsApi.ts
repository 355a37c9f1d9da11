// The platform's interest catalogue as the research screens read it: search, suggestions, lookup by name.
import { graph, type Objective } from 'shared-graph';
import { toInterestItem, type InterestItem } from './items';
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

/**
 * Interest calls (SPEC §4, §5, §7, §9). Every call takes an AbortSignal; a cancelled call rejects with an AbortError
 * (isCancelled) that callers ignore. Without an ad account they reject with 'Ad account is null' before any request.
 */
export const interestsApi = { searchInterests, exploreSuggestions, lookupInterests };
