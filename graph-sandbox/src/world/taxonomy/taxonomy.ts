import { bestMatchRank, normalizeForSearch } from '../../lib/text-match';
import { isIndonesian, localizeItem, localizedName } from './localize';
import type { TargetingItem, TargetingType } from './targeting-item';

export interface TaxonomySearch {
  q: string;
  limit: number;
  /** Restrict to these types (`limit_type`); all when absent. */
  types?: readonly TargetingType[];
  locale?: string;
}

/** Types whose tiny entries (< 2,000 people) are hidden unless asked for by `limit_type` (GRAPH-API §2.1). */
const SMALL_ENTRY_TYPES = new Set<TargetingType>(['work_employers', 'work_positions', 'education_majors', 'education_schools']);
const SMALL_ENTRY_LIMIT = 2000;

interface Indexed {
  item: TargetingItem;
  names: string[];
}

export class Taxonomy {
  private readonly byId: Map<string, TargetingItem>;
  private readonly interestsByName: Map<string, TargetingItem>;
  private readonly indexes = new Map<string, Indexed[]>();
  private readonly byTypeAndId: Map<string, TargetingItem>;

  constructor(readonly items: readonly TargetingItem[]) {
    // Education and relationship statuses reuse small class-scoped ids (1, 2, 3 …); only platform ids are global.
    this.byId = new Map(items.filter((item) => item.id.length > 3).map((item) => [item.id, item]));
    this.byTypeAndId = new Map(items.map((item) => [`${item.type}:${item.id}`, item]));
    this.interestsByName = new Map(items.filter((item) => item.type === 'interests').map((item) => [item.name.toLowerCase(), item]));
  }

  /** An item by its platform id (not the small class-scoped status ids). */
  get(id: string): TargetingItem | undefined {
    return this.byId.get(id);
  }

  /** An item of a type by id; the only lookup for the class-scoped status ids (education, relationship). */
  find(type: TargetingType, id: string): TargetingItem | undefined {
    return this.byTypeAndId.get(`${type}:${id}`);
  }

  interestByName(name: string): TargetingItem | undefined {
    return this.interestsByName.get(name.toLowerCase());
  }

  private index(locale: string | undefined): Indexed[] {
    const key = isIndonesian(locale) ? 'id' : 'en';
    let index = this.indexes.get(key);
    if (!index) {
      index = this.items.map((item) => {
        const names = [normalizeForSearch(item.name)];
        const local = localizedName(item.name, locale);
        if (local !== item.name) names.push(normalizeForSearch(local));
        return { item, names };
      });
      this.indexes.set(key, index);
    }
    return index;
  }

  /** Name search, best matches first (then larger audiences), localized for `locale`. */
  search({ q, limit, types, locale }: TaxonomySearch): TargetingItem[] {
    const query = normalizeForSearch(q);
    if (!query || limit <= 0) return [];
    const allowed = types && types.length > 0 ? new Set(types) : null;
    const ranked: Array<{ item: TargetingItem; rank: number }> = [];
    for (const { item, names } of this.index(locale)) {
      if (allowed ? !allowed.has(item.type) : SMALL_ENTRY_TYPES.has(item.type) && item.upperBound < SMALL_ENTRY_LIMIT) continue;
      const rank = bestMatchRank(names, query);
      if (rank !== null) ranked.push({ item, rank });
    }
    ranked.sort((a, b) => a.rank - b.rank || b.item.upperBound - a.item.upperBound || a.item.name.localeCompare(b.item.name));
    return ranked.slice(0, limit).map(({ item }) => localizeItem(item, locale));
  }
}
