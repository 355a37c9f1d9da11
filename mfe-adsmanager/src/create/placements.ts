// Every current placement of Meta's v21 in the words Ads Manager uses, and how a choice of them becomes the ad set's
// targeting (publisher_platforms + <platform>_positions). Used by the create screen; settings editors can read the
// same names through positionLabel.

export type Platform = 'facebook' | 'instagram' | 'audience_network' | 'messenger';

export interface Position {
  /** `platform.position`, the form's key. */
  key: string;
  platform: Platform;
  /** Meta's position name in `<platform>_positions`. */
  meta: string;
  label: string;
}

export const PLATFORM_LABELS: Record<Platform, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  audience_network: 'Audience Network',
  messenger: 'Messenger',
};

const position = (platform: Platform, meta: string, label: string): Position => ({ key: `${platform}.${meta}`, platform, meta, label });

export const POSITIONS: readonly Position[] = [
  position('facebook', 'feed', 'Feed'),
  position('facebook', 'story', 'Stories'),
  position('facebook', 'facebook_reels', 'Reels'),
  position('facebook', 'marketplace', 'Marketplace'),
  position('facebook', 'video_feeds', 'Video feeds'),
  position('facebook', 'search', 'Search results'),
  position('facebook', 'right_hand_column', 'Right column'),
  position('facebook', 'instream_video', 'In-stream videos'),
  position('facebook', 'profile_feed', 'Profile feed'),
  position('instagram', 'stream', 'Feed'),
  position('instagram', 'story', 'Stories'),
  position('instagram', 'reels', 'Reels'),
  position('instagram', 'explore', 'Explore'),
  position('instagram', 'explore_home', 'Explore home'),
  position('instagram', 'profile_feed', 'Profile feed'),
  position('instagram', 'ig_search', 'Search results'),
  position('audience_network', 'classic', 'Native, banner and interstitial'),
  position('audience_network', 'rewarded_video', 'Rewarded videos'),
  position('messenger', 'messenger_home', 'Inbox'),
  position('messenger', 'story', 'Stories'),
];

export const PLATFORMS = Object.keys(PLATFORM_LABELS) as Platform[];

export const positionsOf = (platform: Platform): Position[] => POSITIONS.filter((p) => p.platform === platform);

export const ALL_POSITION_KEYS: readonly string[] = POSITIONS.map((p) => p.key);

/** "Instagram Reels" for (instagram, reels); Meta's own word for a position this list does not know. */
export function positionLabel(platform: string, meta: string): string {
  const found = POSITIONS.find((p) => p.platform === platform && p.meta === meta);
  const platformLabel = PLATFORM_LABELS[platform as Platform] ?? platform;
  return `${platformLabel} ${found ? found.label : meta.replace(/_/g, ' ')}`;
}

/** The targeting keys of a manual choice: the platforms that have a chosen position, and their positions. */
export function placementTargeting(chosen: readonly string[]): Record<string, string[]> {
  const picked = POSITIONS.filter((p) => chosen.includes(p.key));
  const platforms = PLATFORMS.filter((platform) => picked.some((p) => p.platform === platform));
  const spec: Record<string, string[]> = { publisher_platforms: platforms };
  for (const platform of platforms) spec[`${platform}_positions`] = picked.filter((p) => p.platform === platform).map((p) => p.meta);
  return spec;
}

/** What Meta refuses in a manual choice, said before asking it; null when the choice can run. */
export function placementProblem(chosen: readonly string[], device: 'all' | 'mobile' | 'desktop'): string | null {
  const has = (key: string) => chosen.includes(key);
  const onPlatform = (platform: Platform) => chosen.some((key) => key.startsWith(`${platform}.`));
  if (chosen.length === 0) return 'Choose at least one placement.';
  if ((has('instagram.explore') || has('instagram.explore_home')) && !has('instagram.stream')) return 'Instagram Explore runs only with Instagram Feed: choose Instagram Feed too.';
  if (onPlatform('audience_network') && !onPlatform('facebook')) return 'Audience Network runs only with a Facebook placement: choose one too.';
  if (onPlatform('messenger') && !onPlatform('facebook')) return 'Messenger runs only with a Facebook placement: choose one too.';
  if (device === 'mobile' && chosen.length === 1 && has('facebook.right_hand_column')) return 'The Facebook right column shows on computers only: choose another placement or all devices.';
  return null;
}

/** The choice minus positions a device cannot show (the right column is desktop only). */
export function positionsForDevice(chosen: readonly string[], device: 'all' | 'mobile' | 'desktop'): string[] {
  return device === 'mobile' ? chosen.filter((key) => key !== 'facebook.right_hand_column') : [...chosen];
}
