/**
 * A creative made by `POST /act_…/adcreatives` (seeded creatives are derived from the ads that use them). What it
 * shows is kept as sent, normalised: the page, texts, link, call to action and the image or video.
 */
export interface StoredCreative {
  id: string;
  /** `act_…` */
  accountId: string;
  name: string;
  createdAt: number;
  pageId: string;
  instagramActorId: string | null;
  format: 'IMAGE' | 'VIDEO' | 'CAROUSEL';
  link: string;
  message: string;
  headline: string;
  description: string;
  /** Meta's call-to-action type, or null for none. */
  callToAction: string | null;
  /** IMAGE: an image hash of the account's library, or a picture URL. */
  imageHash: string | null;
  pictureUrl: string | null;
  /** VIDEO: a video of the account's library and its cover. */
  videoId: string | null;
  /** Made from an existing page post (`object_story_id`) rather than a spec. */
  objectStoryId: string | null;
  urlTags: string | null;
  /** CAROUSEL: its 2–10 cards (`link_data.child_attachments`), in order; null for other formats. */
  cards: StoredCard[] | null;
  /** The `object_story_spec` as Meta reads it back. */
  objectStorySpec: Record<string, unknown> | null;
}

/** One card of a carousel: its own picture, headline, description, link and call to action. */
export interface StoredCard {
  link: string;
  name: string;
  description: string;
  /** An image hash of the account's library, else a picture URL. */
  imageHash: string | null;
  pictureUrl: string | null;
  callToAction: string | null;
}
