import type { Objective, PlacementDevice } from './types';

/** Placement positions per platform (SPEC §3 "Ad settings"). */
export const PLACEMENT_POSITIONS = {
  facebook: ['feeds', 'article', 'column', 'marketplace', 'video_feeds', 'video_instream', 'story', 'search'],
  instagram: ['feeds', 'explore', 'story'],
  messenger: ['home', 'sponsored', 'story'],
  audience_network: ['classic', 'instreamvid', 'rewardvid'],
} as const;

export type PlacementPlatform = keyof typeof PLACEMENT_POSITIONS;
export type PlacementPosition<P extends PlacementPlatform = PlacementPlatform> = (typeof PLACEMENT_POSITIONS)[P][number];

export type PlacementGroup<P extends PlacementPlatform> = {
  /** Parent flag: on while at least one position is on. */
  enabled: boolean;
  positions: Record<PlacementPosition<P>, boolean>;
};

export type Placements = { [P in PlacementPlatform]: PlacementGroup<P> };

/** 'facebook' (the whole platform) or 'facebook.feeds' (one position). */
export type PlacementPath =
  | PlacementPlatform
  | { [P in PlacementPlatform]: `${P}.${PlacementPosition<P>}` }[PlacementPlatform];

export interface AdSettings {
  ad_account: string | null;
  /** Extended platform ad-account object when loaded (SPEC §3 "Ad account … Extended"). */
  ad_account_ext: Record<string, unknown> | null;
  currency: string | null;
  objective: Objective;
  daily_budget: number | null;
  placement: 'automatic' | 'manual';
  placementDevice: PlacementDevice;
  placements: Placements;
}

const PLATFORMS = Object.keys(PLACEMENT_POSITIONS) as PlacementPlatform[];

function group<P extends PlacementPlatform>(platform: P, on: boolean): PlacementGroup<P> {
  const positions = Object.fromEntries(PLACEMENT_POSITIONS[platform].map((p) => [p, on])) as Record<PlacementPosition<P>, boolean>;
  return { enabled: on, positions };
}

/** Every placement on (or off). */
export function allPlacements(on = true): Placements {
  return {
    facebook: group('facebook', on),
    instagram: group('instagram', on),
    messenger: group('messenger', on),
    audience_network: group('audience_network', on),
  };
}

export const DEFAULT_OBJECTIVE: Objective = 'CONVERSIONS';

export function defaultAdSettings(): AdSettings {
  return {
    ad_account: null,
    ad_account_ext: null,
    currency: null,
    objective: DEFAULT_OBJECTIVE,
    daily_budget: null,
    placement: 'automatic',
    placementDevice: 'all',
    placements: allPlacements(true),
  };
}

function isPlatform(value: string): value is PlacementPlatform {
  return (PLATFORMS as string[]).includes(value);
}

/**
 * Turns a platform (all its positions) or one position on/off and returns new settings whose parent flags
 * follow their children: a platform is enabled while any of its positions is on. Pure; unknown paths return
 * the settings unchanged.
 */
export function setPlacement<S extends { placements: Placements }>(settings: S, path: PlacementPath | string, on: boolean): S {
  const [platform, position] = path.split('.', 2) as [string, string | undefined];
  if (!isPlatform(platform)) return settings;
  const current = settings.placements[platform] as PlacementGroup<PlacementPlatform>;
  let positions: Record<string, boolean>;
  if (position === undefined) {
    positions = Object.fromEntries(Object.keys(current.positions).map((p) => [p, on]));
  } else {
    if (!(position in current.positions)) return settings;
    positions = { ...current.positions, [position]: on };
  }
  const next = { enabled: Object.values(positions).some(Boolean), positions };
  return { ...settings, placements: { ...settings.placements, [platform]: next } };
}

/** Checkbox state of a platform: 'all', 'some' (indeterminate) or 'none'. */
export function placementState(placements: Placements, platform: PlacementPlatform): 'all' | 'some' | 'none' {
  const values = Object.values(placements[platform].positions as Record<string, boolean>);
  const on = values.filter(Boolean).length;
  if (on === 0) return 'none';
  return on === values.length ? 'all' : 'some';
}
