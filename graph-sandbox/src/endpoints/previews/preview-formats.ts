// Meta's `ad_format` enum for `/previews` and `/generatepreviews` (v21 reference), and the frame each is drawn in.

export const AD_FORMATS = [
  'AUDIENCE_NETWORK_INSTREAM_VIDEO', 'AUDIENCE_NETWORK_INSTREAM_VIDEO_MOBILE', 'AUDIENCE_NETWORK_OUTSTREAM_VIDEO', 'AUDIENCE_NETWORK_REWARDED_VIDEO',
  'BIZ_DISCO_FEED_MOBILE', 'DESKTOP_FEED_STANDARD', 'FACEBOOK_PROFILE_FEED_DESKTOP', 'FACEBOOK_PROFILE_FEED_MOBILE', 'FACEBOOK_PROFILE_REELS_MOBILE',
  'FACEBOOK_REELS_BANNER', 'FACEBOOK_REELS_BANNER_DESKTOP', 'FACEBOOK_REELS_MOBILE', 'FACEBOOK_REELS_POSTLOOP', 'FACEBOOK_REELS_STICKER',
  'FACEBOOK_STORY_MOBILE', 'FACEBOOK_STORY_STICKER_MOBILE', 'INSTAGRAM_EXPLORE_CONTEXTUAL', 'INSTAGRAM_EXPLORE_GRID_HOME', 'INSTAGRAM_EXPLORE_IMMERSIVE',
  'INSTAGRAM_FEED_WEB', 'INSTAGRAM_FEED_WEB_M_SITE', 'INSTAGRAM_PROFILE_FEED', 'INSTAGRAM_PROFILE_REELS', 'INSTAGRAM_REELS', 'INSTAGRAM_REELS_OVERLAY',
  'INSTAGRAM_SEARCH_CHAIN', 'INSTAGRAM_SEARCH_GRID', 'INSTAGRAM_STANDARD', 'INSTAGRAM_STORY', 'INSTAGRAM_STORY_EFFECT_TRAY', 'INSTAGRAM_STORY_WEB',
  'INSTAGRAM_STORY_WEB_M_SITE', 'INSTANT_ARTICLE_RECIRCULATION_AD', 'INSTANT_ARTICLE_STANDARD', 'INSTREAM_BANNER_DESKTOP', 'INSTREAM_BANNER_MOBILE',
  'INSTREAM_VIDEO_DESKTOP', 'INSTREAM_VIDEO_IMAGE', 'INSTREAM_VIDEO_MOBILE', 'JOB_BROWSER_DESKTOP', 'JOB_BROWSER_MOBILE', 'MARKETPLACE_MOBILE',
  'MESSENGER_MOBILE_INBOX_MEDIA', 'MESSENGER_MOBILE_STORY_MEDIA', 'MOBILE_BANNER', 'MOBILE_FEED_BASIC', 'MOBILE_FEED_STANDARD', 'MOBILE_FULLWIDTH',
  'MOBILE_INTERSTITIAL', 'MOBILE_MEDIUM_RECTANGLE', 'MOBILE_NATIVE', 'RIGHT_COLUMN_STANDARD', 'SUGGESTED_VIDEO_DESKTOP', 'SUGGESTED_VIDEO_MOBILE',
  'WATCH_FEED_HOME', 'WATCH_FEED_MOBILE', 'WHATSAPP_STATUS_MEDIA',
] as const;

export type AdFormat = (typeof AD_FORMATS)[number];

/** How a placement looks: a Facebook post, an Instagram post, a full-screen story or reel, a small banner. */
export type PreviewFrame = 'facebook_feed' | 'instagram_feed' | 'story' | 'reel' | 'banner';

export interface FormatLayout {
  frame: PreviewFrame;
  platform: 'facebook' | 'instagram' | 'messenger' | 'audience_network' | 'whatsapp';
  /** The iframe's default size (Meta's `width` / `height` parameters change it). */
  width: number;
  height: number;
}

export const isAdFormat = (value: string): value is AdFormat => (AD_FORMATS as readonly string[]).includes(value);

export function layoutOf(format: AdFormat): FormatLayout {
  const platform: FormatLayout['platform'] = format.startsWith('INSTAGRAM')
    ? 'instagram'
    : format.startsWith('MESSENGER')
      ? 'messenger'
      : format.startsWith('WHATSAPP')
        ? 'whatsapp'
        : format.startsWith('AUDIENCE_NETWORK') || /^MOBILE_(BANNER|FULLWIDTH|INTERSTITIAL|MEDIUM_RECTANGLE|NATIVE)$/.test(format)
          ? 'audience_network'
          : 'facebook';
  if (/REELS/.test(format)) return { frame: 'reel', platform, width: 320, height: 570 };
  if (/STORY|STATUS|INTERSTITIAL|FULLWIDTH/.test(format)) return { frame: 'story', platform, width: 320, height: 570 };
  if (/BANNER|RIGHT_COLUMN|MEDIUM_RECTANGLE/.test(format)) return { frame: 'banner', platform, width: 300, height: 250 };
  if (platform === 'instagram') return { frame: 'instagram_feed', platform, width: 320, height: 540 };
  if (/DESKTOP/.test(format)) return { frame: 'facebook_feed', platform, width: 500, height: 640 };
  return { frame: 'facebook_feed', platform, width: 320, height: 600 };
}
