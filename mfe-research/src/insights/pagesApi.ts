// Page data of the insights screen (SPEC §3 page item, §9 "insight pages of 100 with 10 per batch").
import { graph } from 'shared-graph';
import type { PageItem } from '../interests/items';

/** Page ids per `?ids=` call. */
export const PAGE_IDS_PER_CALL = 10;
const PAGE_FIELDS = 'id,name,fan_count,talking_about_count,category';

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

export const pagesApi = { pageData };
