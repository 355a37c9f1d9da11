// The list's breakdowns (GRAPH-API.md §7.3): what each asks Meta for, how it is kept in the URL (?breakdown=age),
// and how a slice is named and ordered under its row.
import type { Breakdown, InsightsRow, Language, TimeIncrement } from 'shared-graph';
import { countryName as appCountryName, formatDate } from 'shared-ui';

export type ListBreakdownId = 'age' | 'gender' | 'country' | 'region' | 'platform' | 'placement' | 'device' | 'impression_device' | 'day' | 'week' | 'month';

export interface ListBreakdown {
  id: ListBreakdownId;
  label: string;
  /** Meta's `breakdowns`; none for the time breakdowns. */
  breakdowns: readonly Breakdown[];
  /** Meta's `time_increment` for the time breakdowns (one row per day, 7 days, calendar month). */
  timeIncrement?: TimeIncrement;
  /** What a group of the breakdown control calls it. */
  group: 'Delivery' | 'Time';
}

export const LIST_BREAKDOWNS: readonly ListBreakdown[] = [
  { id: 'age', label: 'Age', breakdowns: ['age'], group: 'Delivery' },
  { id: 'gender', label: 'Gender', breakdowns: ['gender'], group: 'Delivery' },
  { id: 'country', label: 'Country', breakdowns: ['country'], group: 'Delivery' },
  { id: 'region', label: 'Region', breakdowns: ['region'], group: 'Delivery' },
  { id: 'platform', label: 'Platform', breakdowns: ['publisher_platform'], group: 'Delivery' },
  { id: 'placement', label: 'Placement', breakdowns: ['publisher_platform', 'platform_position'], group: 'Delivery' },
  { id: 'device', label: 'Device platform', breakdowns: ['device_platform'], group: 'Delivery' },
  { id: 'impression_device', label: 'Impression device', breakdowns: ['impression_device'], group: 'Delivery' },
  { id: 'day', label: 'Day', breakdowns: [], timeIncrement: 1, group: 'Time' },
  { id: 'week', label: 'Week', breakdowns: [], timeIncrement: 7, group: 'Time' },
  { id: 'month', label: 'Month', breakdowns: [], timeIncrement: 'monthly', group: 'Time' },
];

export function listBreakdown(id: ListBreakdownId): ListBreakdown {
  return LIST_BREAKDOWNS.find((b) => b.id === id)!;
}

/** The breakdown the URL asks for (?breakdown=age), null for none or anything unknown. */
export function readBreakdown(params: URLSearchParams): ListBreakdownId | null {
  const value = params.get('breakdown');
  return LIST_BREAKDOWNS.find((b) => b.id === value)?.id ?? null;
}

export function writeBreakdown(params: URLSearchParams, id: ListBreakdownId | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (id) next.set('breakdown', id);
  else next.delete('breakdown');
  return next;
}

/** A country's name in the user's language, as the app writes it everywhere (shared-ui's i18n). */
export function countryName(code: string, language: Language): string {
  return code ? appCountryName(code, language) : 'Unknown';
}

const PLATFORMS: Readonly<Record<string, string>> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  audience_network: 'Audience Network',
  messenger: 'Messenger',
  threads: 'Threads',
  whatsapp: 'WhatsApp',
  oculus: 'Meta Quest',
  unknown: 'Unknown',
};

/** Meta's placement names (Ads Manager's words) for its `platform_position` values. */
const POSITIONS: Readonly<Record<string, string>> = {
  feed: 'Feed',
  threads_feed: 'Feed',
  profile_feed: 'Profile feed',
  instagram_profile_feed: 'Profile feed',
  facebook_stories: 'Stories',
  instagram_stories: 'Stories',
  messenger_stories: 'Stories',
  story: 'Stories',
  facebook_reels: 'Reels',
  instagram_reels: 'Reels',
  facebook_reels_overlay: 'Reels overlay',
  instagram_explore: 'Explore',
  instagram_explore_grid_home: 'Explore home',
  search: 'Search',
  instagram_search: 'Search',
  marketplace: 'Marketplace',
  right_hand_column: 'Right column',
  video_feeds: 'Video feeds',
  instream_video: 'In-stream videos',
  instant_article: 'Instant Articles',
  biz_disco_feed: 'Business Explore',
  notification: 'Notifications',
  an_classic: 'Native, banner and interstitial',
  rewarded_video: 'Rewarded videos',
  messenger_inbox: 'Inbox',
  messenger_home: 'Inbox',
  all_placements: 'All placements',
  unknown: 'Unknown',
};

const DEVICE_PLATFORMS: Readonly<Record<string, string>> = { mobile_app: 'Mobile app', mobile_web: 'Mobile web', desktop: 'Desktop', unknown: 'Unknown' };

const IMPRESSION_DEVICES: Readonly<Record<string, string>> = {
  android_smartphone: 'Android smartphone',
  android_tablet: 'Android tablet',
  iphone: 'iPhone',
  ipad: 'iPad',
  ipod: 'iPod',
  desktop: 'Desktop',
  other: 'Other',
  unknown: 'Unknown',
};

const GENDERS: Readonly<Record<string, string>> = { female: 'Women', male: 'Men', unknown: 'Unknown' };

const words = (text: string) => (text ? text.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase()) : 'Unknown');

/** "Instagram Reels", "Facebook Right column", "Audience Network Rewarded videos". */
export function placementName(platform: string | undefined, position: string | undefined): string {
  const p = platform ?? 'unknown';
  const platformName = PLATFORMS[p] ?? words(p);
  const pos = position ?? 'unknown';
  const positionName = POSITIONS[pos] ?? words(pos.replace(new RegExp(`^${p}_`), ''));
  return `${platformName} ${positionName}`;
}

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** What identifies a slice within its row: the breakdown's values, or the slice's first day for time. */
export function sliceKey(breakdown: ListBreakdown, row: InsightsRow): string {
  if (breakdown.timeIncrement !== undefined) return row.dateStart;
  return breakdown.breakdowns.map((b) => row.dimensions[b] ?? '').join('|');
}

/** The slice's name in the Name column: "25-34", "Women", "Singapura", "Instagram Reels", "Nov 3, 2026". */
export function sliceName(breakdown: ListBreakdown, row: InsightsRow, language: Language): string {
  const d = row.dimensions;
  switch (breakdown.id) {
    case 'age':
      return !d.age || d.age === 'unknown' ? 'Unknown' : d.age;
    case 'gender':
      return GENDERS[d.gender ?? 'unknown'] ?? words(d.gender ?? '');
    case 'country':
      return countryName(d.country ?? '', language);
    case 'region':
      return !d.region || d.region === 'unknown' ? 'Unknown' : d.region;
    case 'platform':
      return PLATFORMS[d.publisher_platform ?? 'unknown'] ?? words(d.publisher_platform ?? '');
    case 'placement':
      return placementName(d.publisher_platform, d.platform_position);
    case 'device':
      return DEVICE_PLATFORMS[d.device_platform ?? 'unknown'] ?? words(d.device_platform ?? '');
    case 'impression_device':
      return IMPRESSION_DEVICES[d.impression_device ?? 'unknown'] ?? words(d.impression_device ?? '');
    case 'day':
      return formatDate(row.dateStart);
    case 'week':
      return row.dateStart === row.dateStop ? formatDate(row.dateStart) : `${formatDate(row.dateStart)} – ${formatDate(row.dateStop)}`;
    case 'month':
      return MONTH.format(new Date(`${row.dateStart}T00:00:00Z`));
  }
}

const spendOf = (row: InsightsRow | null | undefined) => row?.numbers.spend ?? 0;

/**
 * The order of a row's slices before any column sort: time in order, age and gender in their natural order
 * (unknown last), everything else largest spend first.
 */
export function compareSlices(breakdown: ListBreakdown, a: { key: string; current: InsightsRow | null }, b: { key: string; current: InsightsRow | null }): number {
  if (breakdown.group === 'Time') return a.key.localeCompare(b.key);
  if (breakdown.id === 'age' || breakdown.id === 'gender') {
    const unknown = (key: string) => (key === '' || key === 'unknown' ? 1 : 0);
    return unknown(a.key) - unknown(b.key) || a.key.localeCompare(b.key);
  }
  return spendOf(b.current) - spendOf(a.current) || a.key.localeCompare(b.key);
}
