// The research area's rows: interests, pages and their reach estimates (SPEC §3), from the platform's shapes.
/** A delivery estimate of one targeting spec (SPEC §3 "reach"). */
export interface ReachEstimate {
  /** Monthly reach: `estimate_mau`, else the upper bound (removed from the platform in v13). */
  estimate_mau: number;
  estimate_mau_lower_bound: number;
  estimate_mau_upper_bound: number;
  estimate_dau: number;
  /** Daily outcomes by spend (spend in the account currency's minor units). */
  daily_outcomes_curve: Array<{ spend: number; reach: number; impressions: number; actions: number }>;
}

/**
 * What the platform says about an interest that is going away (GRAPH-API targetingoptionstatus / adinterestvalid):
 * `deprecating` still delivers but will stop, `unavailable` is no longer accepted in targeting.
 */
export interface InterestStatus {
  state: 'deprecating' | 'unavailable';
  /** The platform's own word, e.g. DEPRECATING, NON-DELIVERABLE, or "not valid". */
  platformStatus: string;
  /** When the platform plans the change (ISO time), if it said. */
  from?: string;
  /** The interest the platform suggests instead. */
  replacement?: { id: string; name: string };
}

/** A targeting item (interest, behaviour, demographic) as the research tables use it (SPEC §3). */
export interface InterestItem {
  id: string;
  fb_id: string;
  name: string;
  type: string;
  path: string[];
  /** Falls back to the upper bound. */
  audience_size: number;
  audience_size_lower_bound: number;
  audience_size_upper_bound: number;
  description: string | null;
  /** 1-based order in which the platform returned it. */
  rank: number;
  /** The search keyword that found it. */
  keyword?: string;
  reach?: ReachEstimate;
  overlap?: number;
  percent_comparison?: number;
  percent_selected?: number;
  /** Set when the platform deprecates the interest or no longer accepts it. */
  status?: InterestStatus;
}

/** A page row of the insights screen (SPEC §3). */
export interface PageItem {
  id: string;
  name: string;
  fan_count: number;
  talking_about_count: number;
  /** Percent of talking-about over fans. */
  eng_rate: number;
  category: string;
  interest?: InterestItem | null;
}

const num = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

/** A targetingsearch / targetingsuggestions / adinterest row → InterestItem. */
export function toInterestItem(raw: Record<string, unknown>, rank: number, keyword?: string): InterestItem {
  const id = String(raw.id ?? '');
  const upper = num(raw.audience_size_upper_bound);
  const lower = num(raw.audience_size_lower_bound);
  const item: InterestItem = {
    id,
    fb_id: id,
    name: String(raw.name ?? ''),
    type: typeof raw.type === 'string' && raw.type ? raw.type : 'interests',
    path: Array.isArray(raw.path) ? raw.path.map(String) : [],
    audience_size: num(raw.audience_size) ?? upper ?? lower ?? 0,
    audience_size_lower_bound: lower ?? 0,
    audience_size_upper_bound: upper ?? lower ?? 0,
    description: typeof raw.description === 'string' ? raw.description : null,
    rank,
  };
  if (keyword !== undefined) item.keyword = keyword;
  return item;
}

/** A delivery_estimate answer (`{data:[{…}]}` or the element itself) → ReachEstimate; null when it has no estimate. */
export function toReachEstimate(body: unknown): ReachEstimate | null {
  const data = (body as { data?: unknown })?.data;
  const raw = (Array.isArray(data) ? data[0] : body) as Record<string, unknown> | undefined;
  if (!raw || typeof raw !== 'object') return null;
  const upper = num(raw.estimate_mau_upper_bound);
  const lower = num(raw.estimate_mau_lower_bound);
  const mau = num(raw.estimate_mau) ?? upper ?? lower;
  if (mau === undefined) return null;
  const curve = Array.isArray(raw.daily_outcomes_curve) ? (raw.daily_outcomes_curve as Array<Record<string, unknown>>) : [];
  return {
    estimate_mau: mau,
    estimate_mau_lower_bound: lower ?? mau,
    estimate_mau_upper_bound: upper ?? mau,
    estimate_dau: num(raw.estimate_dau) ?? 0,
    daily_outcomes_curve: curve.map((point) => ({
      spend: num(point.spend) ?? 0,
      reach: num(point.reach) ?? 0,
      impressions: num(point.impressions) ?? 0,
      actions: num(point.actions) ?? 0,
    })),
  };
}

/** The flexible_spec key an item type is targeted under (the type itself for interests, behaviors and demographics). */
export function flexibleKeyOf(type: string): string {
  return type === 'interest' ? 'interests' : type === 'behavior' ? 'behaviors' : type;
}

/** One flexible_spec group that ORs the items. */
export function flexibleGroup(items: readonly Pick<InterestItem, 'id' | 'name' | 'type'>[]): Record<string, Array<{ id: string; name?: string }>> {
  const group: Record<string, Array<{ id: string; name?: string }>> = {};
  for (const item of items) {
    const key = flexibleKeyOf(item.type);
    const list = (group[key] ??= []);
    if (!list.some((entry) => entry.id === item.id)) list.push({ id: item.id, name: item.name });
  }
  return group;
}
