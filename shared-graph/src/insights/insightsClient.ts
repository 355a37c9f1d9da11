// Reads insights through the graph client: every page of a query, parsed; or many queries in batches.
import { graph, type GraphBatchOptions, type GraphCallOptions } from '../graph/client';
import { encodeValue } from '../graph/params';
import type { BatchRequest } from '../graph/types';
import { insightsParams, insightsPath, type InsightsQuery } from './insightsQuery';
import { parseInsightsRow, type InsightsRow, type RawInsightsRow } from './parseInsightsRow';

/** An edge page as Graph answers it (GRAPH-API.md §1.3). */
export interface GraphPage<T> {
  data: T[];
  paging?: { cursors?: { before?: string; after?: string }; next?: string; previous?: string };
  summary?: Record<string, unknown>;
}

/** Safety stop: a query that pages past this is answering more than any screen shows. */
export const MAX_INSIGHTS_PAGES = 200;

export interface InsightsCallOptions extends GraphCallOptions {
  /** Stop after this many pages (default MAX_INSIGHTS_PAGES). */
  maxPages?: number;
}

/** `transport: 'proxy'` by default: insights are team-scoped and only the proxy carries the team. */
function withDefaults<T extends GraphCallOptions>(opts: T): T {
  return { transport: 'proxy', ...opts };
}

/** Every row of an insights query (all pages, following `paging.next` with the `after` cursor), parsed. */
export async function fetchInsights(query: InsightsQuery, opts: InsightsCallOptions = {}): Promise<InsightsRow[]> {
  const params = insightsParams(query);
  const rows: InsightsRow[] = [];
  let after: string | undefined;
  const maxPages = opts.maxPages ?? MAX_INSIGHTS_PAGES;
  for (let page = 0; page < maxPages; page += 1) {
    const answer = await graph.get<GraphPage<RawInsightsRow>>(insightsPath(query), after ? { ...params, after } : params, withDefaults(opts));
    for (const raw of answer?.data ?? []) rows.push(parseInsightsRow(raw));
    after = answer?.paging?.cursors?.after;
    if (!answer?.paging?.next || !after) break;
  }
  return rows;
}

/** A batch operation (GET) for one insights query, e.g. for breakdown insights of many objects at once. */
export function insightsBatchRequest(query: InsightsQuery, name?: string): BatchRequest {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(insightsParams(query))) {
    const encoded = encodeValue(value);
    if (encoded !== undefined) search.set(key, encoded);
  }
  return { method: 'GET', relative_url: `${insightsPath(query)}?${search.toString()}`, ...(name ? { name } : {}) };
}

/**
 * Many insights queries as batch operations (≤ 50 per batch; SPEC §9: 10 per batch for insight pages). Resolves
 * with the first page of each query's rows, in query order; a failed or unfinished operation gives null.
 */
export async function fetchInsightsBatch(
  queries: readonly InsightsQuery[],
  opts: GraphBatchOptions = {},
): Promise<Array<InsightsRow[] | null>> {
  const items = await graph.batch<GraphPage<RawInsightsRow>>(queries.map((q) => insightsBatchRequest(q)), withDefaults({ chunkSize: 10, ...opts }));
  return items.map((item) => (item && !item.error && Array.isArray(item.body?.data) ? item.body.data.map(parseInsightsRow) : null));
}
