// Page data of the insights screen (SPEC §3 page item, §9 "insight pages of 100 with 10 per batch").
import { graph, GraphError } from 'shared-graph';
import type { PageItem } from '../interests/items';

/** Page ids per `?ids=` call. */
export const PAGE_IDS_PER_CALL = 10;
const PAGE_FIELDS = 'id,name,fan_count,talking_about_count,category';

type PagesById = Record<string, Record<string, unknown>>;

/** The ids Meta's 803 names ("(#803) Some of the aliases you requested do not exist: a,b"), as they were asked. */
function unknownAliases(error: unknown, asked: readonly string[]): string[] {
  if (!(error instanceof GraphError) || Number(error.code) !== 803) return [];
  const listed = /do not exist: (.*)$/.exec(error.apiMessage ?? error.message)?.[1] ?? '';
  const named = new Set(listed.split(',').map((alias) => alias.trim().toLowerCase()));
  return asked.filter((id) => named.has(id.toLowerCase()));
}

/** One `?ids=` call. One unknown id fails the whole call (803), so the call is made again without the ids it names. */
async function readChunk(chunk: string[], signal: AbortSignal | undefined): Promise<{ answer: PagesById; missing: string[] }> {
  try {
    return { answer: (await graph.get<PagesById>('', { ids: chunk.join(','), fields: PAGE_FIELDS }, { signal })) ?? {}, missing: [] };
  } catch (error) {
    const missing = unknownAliases(error, chunk);
    if (missing.length === 0) throw error;
    const rest = chunk.filter((id) => !missing.includes(id));
    if (rest.length === 0) return { answer: {}, missing };
    const again = await readChunk(rest, signal);
    return { answer: again.answer, missing: [...missing, ...again.missing] };
  }
}

/** The pages found, in the order asked, and the ids the platform does not know. */
async function pageData(o: { pageIds: string[]; signal?: AbortSignal }): Promise<{ pages: PageItem[]; missing: string[] }> {
  const ids = [...new Set(o.pageIds.map((id) => id.trim()).filter(Boolean))];
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += PAGE_IDS_PER_CALL) chunks.push(ids.slice(i, i + PAGE_IDS_PER_CALL));
  const answers = await Promise.all(chunks.map((chunk) => readChunk(chunk, o.signal)));
  const byId = new Map<string, Record<string, unknown>>();
  for (const { answer } of answers) for (const [id, page] of Object.entries(answer)) byId.set(id, page);
  const missing = answers.flatMap((a) => a.missing);
  const pages = ids.flatMap((id) => {
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
  return { pages, missing };
}

export const pagesApi = { pageData };
