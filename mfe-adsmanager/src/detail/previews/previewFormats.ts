// The placements an ad's Previews page shows, each one of Meta's preview `ad_format`s, and how the URL names them
// (/adsmanager/:account/ads/:id/previews/:tab).

export interface PreviewFormat {
  /** The URL's tab segment. */
  slug: string;
  label: string;
  /** Meta's `ad_format`. */
  adFormat: string;
}

export const PREVIEW_FORMATS: readonly PreviewFormat[] = [
  { slug: 'facebook-feed', label: 'Facebook feed', adFormat: 'MOBILE_FEED_STANDARD' },
  { slug: 'instagram-feed', label: 'Instagram feed', adFormat: 'INSTAGRAM_STANDARD' },
  { slug: 'facebook-stories', label: 'Facebook Stories', adFormat: 'FACEBOOK_STORY_MOBILE' },
  { slug: 'instagram-stories', label: 'Instagram Stories', adFormat: 'INSTAGRAM_STORY' },
  { slug: 'facebook-reels', label: 'Facebook Reels', adFormat: 'FACEBOOK_REELS_MOBILE' },
  { slug: 'instagram-reels', label: 'Instagram Reels', adFormat: 'INSTAGRAM_REELS' },
];

/** The format a URL tab names; the Facebook feed for none or an unknown one. */
export function previewFormatOf(slug: string | undefined): PreviewFormat {
  return PREVIEW_FORMATS.find((f) => f.slug === slug) ?? (PREVIEW_FORMATS[0] as PreviewFormat);
}
