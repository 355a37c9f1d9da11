// What a preview shows, from a creative of the world or from a creative spec sent to /generatepreviews. It travels
// in the preview iframe's URL (`d=`), as Meta's preview_iframe.php carries its own payload.
import { graphErrors } from '../../graph/errors/error-catalog';
import type { GraphContext } from '../../graph/graph-context';
import type { AdAccount } from '../../world/accounts/ad-account';
import { findCreative, imageHash, picturesOf, textOf, videoId, headlineOf, type AdCreative } from '../../nodes/creative-content';
import { libraryOf } from '../../nodes/creative-library';
import { imagePictureUrl, videoPictureUrl } from '../../nodes/creative-pictures';

export interface PreviewContent {
  /** The page that runs the ad. */
  page: string;
  body: string;
  headline: string;
  /** The destination's host, as the placement shows it. */
  host: string;
  /** Meta's call-to-action type, e.g. SHOP_NOW. */
  cta: string;
  /** Picture URLs: one, or a carousel's cards. */
  pictures: string[];
  /** A carousel's card headlines, beside `pictures` (absent: the headline numbered). */
  captions?: string[];
  video: boolean;
}

const PICTURE = { width: 1080, height: 1080 };

function pageName(ctx: GraphContext, pageId: string): string | undefined {
  const node = ctx.world.node(pageId);
  return node?.kind === 'page' ? node.entity.name : undefined;
}

const hostOf = (link: string): string => {
  try {
    return new URL(link).host;
  } catch {
    return link;
  }
};

export function creativeContent(ctx: GraphContext, creative: AdCreative): PreviewContent {
  const text = textOf(creative);
  if (creative.stored) {
    const { pageId, imageHash: hash, videoId: video, pictureUrl, cards } = creative.stored;
    const pictureOf = (image: { imageHash: string | null; pictureUrl: string | null }) => (image.imageHash ? imagePictureUrl(ctx.origin, image.imageHash, PICTURE) : (image.pictureUrl ?? ''));
    const pictures = cards ? cards.map(pictureOf) : [video && !hash ? videoPictureUrl(ctx.origin, video, PICTURE) : pictureOf({ imageHash: hash, pictureUrl })];
    return {
      page: pageName(ctx, pageId) ?? creative.account.name,
      body: text.body,
      headline: text.headline,
      host: hostOf(text.link),
      cta: text.callToAction,
      pictures: pictures.filter(Boolean),
      ...(cards ? { captions: cards.map((card) => card.name) } : {}),
      video: Boolean(video),
    };
  }
  const video = creative.ad.format === 'VIDEO';
  const pictures = video
    ? [videoPictureUrl(ctx.origin, videoId(creative.account, headlineOf(creative.ad)), PICTURE)]
    : picturesOf(ctx.world, creative).map((picture) => imagePictureUrl(ctx.origin, imageHash(creative.account, picture), PICTURE));
  return { page: pageName(ctx, creative.account.pageId) ?? creative.account.name, body: text.body, headline: text.headline, host: hostOf(text.link), cta: text.callToAction, pictures, video };
}

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function invalidCreative(message: string) {
  return graphErrors.invalidParameter(`Param creative ${message}`);
}

/** A spec's picture: an image hash of the account's library, else a picture URL as given. */
function specPicture(ctx: GraphContext, account: AdAccount, data: Json): string {
  const hash = str(data.image_hash);
  if (hash) {
    if (!libraryOf(ctx.world, account).images.some((image) => image.hash === hash)) throw graphErrors.invalidParameter(`Image with hash ${hash} does not exist in ad account ${account.accountNumber}`, 1487242);
    return imagePictureUrl(ctx.origin, hash, PICTURE);
  }
  return str(data.picture) || str(data.image_url);
}

/** `creative={"creative_id":"…"}` (or `{"id":…}`), or `{"object_story_spec":{page_id, link_data|video_data}}`. */
export function specContent(ctx: GraphContext, account: AdAccount, param: unknown): PreviewContent {
  const spec = obj(param);
  const id = str(spec.creative_id) || str(spec.id) || (typeof spec.creative_id === 'number' ? String(spec.creative_id) : '');
  if (id) {
    const creative = findCreative(ctx.world, id);
    if (!creative || creative.account.id !== account.id) throw invalidCreative(`must name a creative of ad account ${account.accountNumber}: ${id} does not exist or belongs to another ad account`);
    return creativeContent(ctx, creative);
  }
  const story = obj(spec.object_story_spec);
  if (!Object.keys(story).length) throw invalidCreative('must be a JSON object with creative_id or object_story_spec');
  const pageId = str(story.page_id) || (typeof story.page_id === 'number' ? String(story.page_id) : '');
  const page = pageName(ctx, pageId);
  if (!page) throw graphErrors.invalidParameter(`Param creative[object_story_spec][page_id] must be a valid Page ID`);
  const link = obj(story.link_data);
  const video = obj(story.video_data);
  if (Object.keys(video).length) {
    const videoRef = str(video.video_id);
    const known = libraryOf(ctx.world, account).videos.find((v) => v.id === videoRef);
    if (!known) throw graphErrors.invalidParameter(`Video ${videoRef || '(none)'} does not exist in ad account ${account.accountNumber}`);
    const cta = obj(video.call_to_action);
    return { page, body: str(video.message), headline: str(video.title) || known.title, host: hostOf(str(obj(cta.value).link)), cta: str(cta.type) || 'LEARN_MORE', pictures: [str(video.image_url) || videoPictureUrl(ctx.origin, known.id, PICTURE)], video: true };
  }
  if (!Object.keys(link).length) throw invalidCreative('[object_story_spec] must have link_data or video_data');
  if (!str(link.link)) throw graphErrors.missingParameter('creative[object_story_spec][link_data][link]');
  const cards = Array.isArray(link.child_attachments) ? (link.child_attachments as unknown[]).map(obj) : [];
  const pictures = cards.length ? cards.map((card) => specPicture(ctx, account, card)) : [specPicture(ctx, account, link)];
  return {
    page,
    body: str(link.message),
    headline: str(link.name) || str(cards[0]?.name),
    host: hostOf(str(link.link)),
    cta: str(obj(link.call_to_action).type) || str(obj(cards[0]?.call_to_action).type) || 'LEARN_MORE',
    pictures: pictures.filter(Boolean),
    ...(cards.length ? { captions: cards.map((card) => str(card.name)) } : {}),
    video: false,
  };
}

export function encodeContent(content: PreviewContent, format: string): string {
  return Buffer.from(JSON.stringify({ ...content, format }), 'utf8').toString('base64url');
}

/** The payload of a preview URL, or undefined when it is not one the sandbox wrote. */
export function decodeContent(d: string): (PreviewContent & { format: string }) | undefined {
  try {
    const value = JSON.parse(Buffer.from(d, 'base64url').toString('utf8')) as Json;
    const pictures = Array.isArray(value.pictures) ? value.pictures.filter((p): p is string => typeof p === 'string') : [];
    const captions = Array.isArray(value.captions) ? value.captions.map(str) : undefined;
    return { page: str(value.page), body: str(value.body), headline: str(value.headline), host: str(value.host), cta: str(value.cta), pictures, ...(captions ? { captions } : {}), video: value.video === true, format: str(value.format) };
  } catch {
    return undefined;
  }
}
