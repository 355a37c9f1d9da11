import { hashString } from '../../lib/random';
import type { AdAccount } from '../accounts/ad-account';
import type { Ad, AdSet, Targeting } from '../ads/ad-objects';
import { REGION_NAMES } from '../geo/data/regions';

/** The breakdowns the sandbox models (GRAPH-API §7.3). */
export const BREAKDOWNS = [
  'age',
  'gender',
  'country',
  'region',
  'device_platform',
  'publisher_platform',
  'platform_position',
  'impression_device',
  'hourly_stats_aggregated_by_advertiser_time_zone',
  'hourly_stats_aggregated_by_audience_time_zone',
] as const;
export type Breakdown = (typeof BREAKDOWNS)[number];

export const HOURLY_BREAKDOWNS: ReadonlySet<string> = new Set(['hourly_stats_aggregated_by_advertiser_time_zone', 'hourly_stats_aggregated_by_audience_time_zone']);

/**
 * How a slice's numbers lean away from its share of impressions: spend (CPM), clicks (CTR), conversions and
 * video views per impression. 1 = like the ad as a whole.
 */
export interface SliceFactors {
  spend: number;
  click: number;
  conversion: number;
  video: number;
}

export interface SliceValue {
  /** Breakdown → value, e.g. `{ publisher_platform: 'instagram', platform_position: 'instagram_reels' }`. */
  values: Record<string, string>;
  /** Share of the ad's impressions (relative). */
  weight: number;
  factors: SliceFactors;
}

/** What a dimension needs to know about the ad it splits. */
export interface AdContext {
  ad: Ad;
  adset: AdSet;
  account: AdAccount;
}

const NEUTRAL: SliceFactors = { spend: 1, click: 1, conversion: 1, video: 1 };
const factors = (spend: number, click: number, conversion: number, video = 1): SliceFactors => ({ spend, click, conversion, video });

/** A deterministic number in [-1, 1) for a label: each ad leans its own way. */
export function jitter(label: string): number {
  return hashString(label) / 2 ** 31 - 1;
}

const AGE_BUCKETS: ReadonlyArray<[string, number, number, number, SliceFactors]> = [
  ['13-17', 13, 17, 0.04, factors(0.8, 1.15, 0.3)],
  ['18-24', 18, 24, 0.24, factors(0.9, 1.1, 0.75)],
  ['25-34', 25, 34, 0.27, factors(1, 1, 1.1)],
  ['35-44', 35, 44, 0.19, factors(1.05, 0.95, 1.15)],
  ['45-54', 45, 54, 0.13, factors(1.05, 0.9, 1.05)],
  ['55-64', 55, 64, 0.08, factors(1.1, 0.85, 0.9)],
  ['65+', 65, 200, 0.05, factors(1.1, 0.8, 0.7)],
];

function ageSlices({ adset, ad }: AdContext): SliceValue[] {
  const { age_min: min, age_max: max } = adset.targeting;
  const upper = max >= 65 ? 200 : max;
  return AGE_BUCKETS.flatMap(([label, from, to, share, f]) => {
    const covered = Math.min(to, upper) - Math.max(from, min) + 1;
    if (covered <= 0) return [];
    const fraction = covered / (Math.min(to, 70) - from + 1);
    return [{ values: { age: label }, weight: share * Math.min(1, fraction) * (1 + 0.25 * jitter(`age/${ad.id}/${label}`)), factors: f }];
  });
}

function genderSlices({ adset, ad, account }: AdContext): SliceValue[] {
  const genders = adset.targeting.genders;
  const femaleLean = account.vertical === 'fashion' ? 0.64 : 0.24;
  const female = genders?.length === 1 ? (genders[0] === 2 ? 1 : 0) : Math.min(0.95, Math.max(0.05, femaleLean + 0.08 * jitter(`gender/${ad.id}`)));
  return [
    { values: { gender: 'female' }, weight: female * 0.985, factors: factors(1.02, 1.05, account.vertical === 'fashion' ? 1.15 : 0.8) },
    { values: { gender: 'male' }, weight: (1 - female) * 0.985, factors: factors(0.98, 0.95, account.vertical === 'fashion' ? 0.75 : 1.1) },
    { values: { gender: 'unknown' }, weight: 0.015, factors: factors(1, 0.9, 0.6) },
  ].filter((slice) => slice.weight > 0);
}

const POPULOUS_REGIONS: ReadonlySet<string> = new Set(['West Java', 'East Java', 'Central Java', 'Jakarta', 'Banten', 'North Sumatra', 'California', 'Texas', 'Florida', 'New York', 'Tokyo', 'Osaka', 'Kanagawa', 'Aichi']);

/** Countries and regions the ad set reaches, each with its share of delivery. */
function geography(targeting: Targeting, adId: string): Array<{ country: string; region: string; weight: number }> {
  const geo = targeting.geo_locations as { countries?: string[]; regions?: Array<{ name?: string; country?: string }>; cities?: Array<{ region?: string; country?: string }> };
  const places: Array<{ country: string; region: string; weight: number }> = [];
  for (const city of geo.cities ?? []) if (city.country && city.region) places.push({ country: city.country, region: city.region, weight: 1 + 0.3 * jitter(`city/${adId}/${city.region}`) });
  for (const region of geo.regions ?? []) if (region.country && region.name) places.push({ country: region.country, region: region.name, weight: 1 });
  for (const country of geo.countries ?? []) {
    const regions = REGION_NAMES[country]?.names ?? ['Unknown'];
    for (const region of regions) places.push({ country, region, weight: (POPULOUS_REGIONS.has(region) ? 8 : 1) * (1 + 0.3 * jitter(`region/${adId}/${region}`)) });
  }
  return places.length ? places : [{ country: 'ID', region: 'Unknown', weight: 1 }];
}

function countrySlices({ adset, ad }: AdContext): SliceValue[] {
  const byCountry = new Map<string, number>();
  for (const place of geography(adset.targeting, ad.id)) byCountry.set(place.country, (byCountry.get(place.country) ?? 0) + place.weight);
  return [...byCountry].map(([country, weight]) => ({ values: { country }, weight, factors: NEUTRAL }));
}

function regionSlices({ adset, ad }: AdContext): SliceValue[] {
  const byRegion = new Map<string, number>();
  for (const place of geography(adset.targeting, ad.id)) byRegion.set(place.region, (byRegion.get(place.region) ?? 0) + place.weight);
  return [...byRegion].map(([region, weight]) => ({ values: { region }, weight, factors: factors(1, 1 + 0.1 * jitter(`rc/${region}`), 1 + 0.2 * jitter(`rv/${region}`)) }));
}

function deviceSlices({ adset }: AdContext): SliceValue[] {
  const desktop = adset.targeting.device_platforms.includes('desktop');
  const mobile = adset.targeting.device_platforms.includes('mobile');
  const slices: SliceValue[] = [];
  if (mobile) {
    slices.push({ values: { device_platform: 'mobile_app' }, weight: 0.82, factors: factors(0.97, 1, 0.95) });
    slices.push({ values: { device_platform: 'mobile_web' }, weight: 0.06, factors: factors(1, 0.9, 0.9) });
  }
  if (desktop) slices.push({ values: { device_platform: 'desktop' }, weight: 0.12, factors: factors(1.25, 1.2, 1.4, 0.7) });
  return slices;
}

/** Placement positions as insights name them, from the ad set's targeting positions. */
const POSITIONS: Record<string, ReadonlyArray<[string, string, number, SliceFactors]>> = {
  facebook: [
    ['feed', 'feed', 0.5, factors(1.05, 1.1, 1.1)],
    ['story', 'facebook_stories', 0.14, factors(0.85, 0.8, 0.8)],
    ['facebook_reels', 'facebook_reels', 0.16, factors(0.8, 0.75, 0.7, 1.4)],
    ['marketplace', 'marketplace', 0.08, factors(0.9, 1, 1)],
    ['video_feeds', 'video_feeds', 0.06, factors(0.8, 0.7, 0.6, 1.5)],
    ['right_hand_column', 'right_hand_column', 0.03, factors(0.6, 0.5, 0.6, 0.3)],
    ['search', 'search', 0.03, factors(1.1, 1.2, 1.1)],
  ],
  instagram: [
    ['stream', 'feed', 0.45, factors(1.15, 1.05, 1.05)],
    ['story', 'instagram_stories', 0.25, factors(0.95, 0.85, 0.9)],
    ['reels', 'instagram_reels', 0.22, factors(0.9, 0.8, 0.8, 1.4)],
    ['explore', 'instagram_explore', 0.08, factors(1, 0.9, 0.9)],
  ],
  audience_network: [
    ['classic', 'an_classic', 0.7, factors(0.5, 1.3, 0.4)],
    ['rewarded_video', 'rewarded_video', 0.3, factors(0.6, 0.8, 0.3, 1.6)],
  ],
  messenger: [
    ['messenger_home', 'messenger_inbox', 0.6, factors(0.8, 0.9, 0.7)],
    ['story', 'messenger_stories', 0.4, factors(0.8, 0.8, 0.6)],
  ],
};

const PLATFORM_SHARE: Record<string, [number, SliceFactors]> = {
  facebook: [0.55, factors(0.95, 1, 1)],
  instagram: [0.38, factors(1.1, 0.95, 1.05)],
  audience_network: [0.05, factors(0.5, 1.2, 0.4)],
  messenger: [0.02, factors(0.8, 0.9, 0.7)],
};

function platforms(targeting: Targeting): string[] {
  return targeting.publisher_platforms.length ? targeting.publisher_platforms.filter((p) => PLATFORM_SHARE[p]) : Object.keys(PLATFORM_SHARE);
}

function publisherSlices({ adset, ad }: AdContext): SliceValue[] {
  return platforms(adset.targeting).map((platform) => {
    const [share, f] = PLATFORM_SHARE[platform] as [number, SliceFactors];
    return { values: { publisher_platform: platform }, weight: share * (1 + 0.2 * jitter(`pp/${ad.id}/${platform}`)), factors: f };
  });
}

function positionSlices({ adset, ad }: AdContext): SliceValue[] {
  const targeting = adset.targeting;
  const chosen: Record<string, string[] | undefined> = { facebook: targeting.facebook_positions, instagram: targeting.instagram_positions };
  return platforms(targeting).flatMap((platform) => {
    const [share, platformFactors] = PLATFORM_SHARE[platform] as [number, SliceFactors];
    const wanted = chosen[platform];
    const positions = (POSITIONS[platform] ?? []).filter(([key]) => !wanted || wanted.includes(key));
    const total = positions.reduce((sum, [, , w]) => sum + w, 0) || 1;
    return positions.map(([, name, w, f]) => ({
      values: { publisher_platform: platform, platform_position: name },
      weight: ((share * w) / total) * (1 + 0.2 * jitter(`pos/${ad.id}/${platform}/${name}`)),
      factors: { spend: platformFactors.spend * f.spend, click: platformFactors.click * f.click, conversion: platformFactors.conversion * f.conversion, video: f.video },
    }));
  });
}

function impressionDeviceSlices({ adset, account }: AdContext): SliceValue[] {
  const iosShare = account.currency === 'USD' || account.currency === 'JPY' ? 0.55 : 0.12;
  const mobile = adset.targeting.device_platforms.includes('mobile');
  const desktop = adset.targeting.device_platforms.includes('desktop');
  const slices: SliceValue[] = [];
  if (mobile) {
    slices.push({ values: { impression_device: 'android_smartphone' }, weight: 0.84 * (1 - iosShare), factors: factors(0.9, 1, 0.9) });
    slices.push({ values: { impression_device: 'iphone' }, weight: 0.84 * iosShare, factors: factors(1.2, 1, 1.25) });
    slices.push({ values: { impression_device: 'android_tablet' }, weight: 0.02, factors: factors(0.9, 0.9, 0.8) });
    slices.push({ values: { impression_device: 'ipad' }, weight: 0.02, factors: factors(1.1, 0.9, 1) });
  }
  if (desktop) slices.push({ values: { impression_device: 'desktop' }, weight: 0.11, factors: factors(1.25, 1.2, 1.4, 0.7) });
  slices.push({ values: { impression_device: 'other' }, weight: 0.01, factors: factors(1, 0.8, 0.6) });
  return slices;
}

/** Share of a day's delivery in each local hour: quiet nights, a lunch bump, evening peak. */
const HOURLY_CURVE = [1.2, 0.8, 0.5, 0.35, 0.35, 0.6, 1.3, 2.6, 3.4, 3.8, 4.1, 4.6, 5.2, 5.0, 4.6, 4.5, 4.7, 5.2, 5.9, 6.6, 7.2, 6.8, 5.0, 2.6];

export function hourLabel(hour: number): string {
  const h = String(hour).padStart(2, '0');
  return `${h}:00:00 - ${h}:59:59`;
}

/** US audiences live in four zones; an account on Pacific time sees their day start earlier. */
const AUDIENCE_ZONE_SHIFTS: Record<string, ReadonlyArray<[number, number]>> = {
  'America/Los_Angeles': [
    [3, 0.47],
    [2, 0.29],
    [1, 0.07],
    [0, 0.17],
  ],
};

function hourlySlices(key: string, { account }: AdContext): SliceValue[] {
  const shifts = key === 'hourly_stats_aggregated_by_advertiser_time_zone' ? (AUDIENCE_ZONE_SHIFTS[account.timezoneName] ?? [[0, 1]]) : [[0, 1]];
  return HOURLY_CURVE.map((_, hour) => ({
    values: { [key]: hourLabel(hour) },
    weight: shifts.reduce((sum, [shift, share]) => sum + share * (HOURLY_CURVE[(hour + shift) % 24] ?? 0), 0),
    factors: factors(hour >= 18 && hour <= 22 ? 1.12 : 0.95, 1, hour >= 19 && hour <= 22 ? 1.2 : 0.9),
  }));
}

const DIMENSIONS: Record<Exclude<Breakdown, 'platform_position' | 'hourly_stats_aggregated_by_advertiser_time_zone' | 'hourly_stats_aggregated_by_audience_time_zone'>, (ctx: AdContext) => SliceValue[]> = {
  age: ageSlices,
  gender: genderSlices,
  country: countrySlices,
  region: regionSlices,
  device_platform: deviceSlices,
  publisher_platform: publisherSlices,
  impression_device: impressionDeviceSlices,
};

function cross(left: SliceValue[], right: SliceValue[]): SliceValue[] {
  return left.flatMap((a) =>
    right.map((b) => ({
      values: { ...a.values, ...b.values },
      weight: a.weight * b.weight,
      factors: { spend: a.factors.spend * b.factors.spend, click: a.factors.click * b.factors.click, conversion: a.factors.conversion * b.factors.conversion, video: a.factors.video * b.factors.video },
    })),
  );
}

/**
 * The slices an ad's delivery splits into for a (valid, see breakdown-combinations) list of breakdowns:
 * the cross product of each dimension's values; platform_position comes with its publisher_platform.
 */
export function slicesFor(breakdowns: readonly string[], ctx: AdContext): SliceValue[] {
  let slices: SliceValue[] = [{ values: {}, weight: 1, factors: NEUTRAL }];
  const list = breakdowns.includes('platform_position') ? breakdowns.filter((b) => b !== 'publisher_platform') : breakdowns;
  for (const breakdown of list) {
    const dimension =
      breakdown === 'platform_position'
        ? positionSlices(ctx)
        : HOURLY_BREAKDOWNS.has(breakdown)
          ? hourlySlices(breakdown, ctx)
          : DIMENSIONS[breakdown as keyof typeof DIMENSIONS](ctx);
    slices = cross(slices, dimension);
  }
  return slices.filter((slice) => slice.weight > 0);
}
