import type { InterestItem, PageItem } from '../interests/items';

/** One row of the research table: an interest, or a page (type 'page' until it is resolved to an interest). */
export interface ResearchRow extends InterestItem {
  page?: PageItem;
}

/** Which extra columns the table shows. */
export type ColumnMode = 'reach' | 'overlap' | 'page';

export const PAGE_ROW_TYPE = 'page';

/** A page as a table row before it is resolved to the interest of the same name. */
export function pageRow(page: PageItem, rank: number): ResearchRow {
  return {
    id: page.id,
    fb_id: page.id,
    name: page.name,
    type: PAGE_ROW_TYPE,
    path: page.category ? [page.category] : [],
    audience_size: 0,
    audience_size_lower_bound: 0,
    audience_size_upper_bound: 0,
    description: null,
    rank,
    page,
  };
}

/** The page row once the platform knows an interest for it: the interest's identity and size, the page's data kept. */
export function resolvePageRow(row: ResearchRow, interest: InterestItem | null): ResearchRow {
  if (!row.page) return row;
  const page = { ...row.page, interest };
  if (!interest) return { ...row, page };
  return { ...interest, rank: row.rank, page };
}

/** Rows merged by id, the first occurrence kept (later keywords do not repeat an interest). */
export function mergeRows<T extends { id: string }>(lists: readonly (readonly T[])[]): T[] {
  const seen = new Set<string>();
  const merged: T[] = [];
  for (const list of lists) {
    for (const row of list) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      merged.push(row);
    }
  }
  return merged;
}

/** Changes to rows by row id (reach, overlap results). */
export type RowPatch = ReadonlyMap<string, Partial<ResearchRow>>;

/** Applies a patch to rows (unchanged rows keep their identity). */
export function applyPatch<T extends ResearchRow>(rows: readonly T[], patch: RowPatch): T[] {
  if (patch.size === 0) return rows as T[];
  return rows.map((row) => {
    const change = patch.get(row.id);
    return change ? { ...row, ...change } : row;
  });
}
