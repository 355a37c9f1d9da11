import { graphErrors } from '../graph/errors/error-catalog';
import type { GraphParams } from '../graph/params';
import { creativesOf, formatOf, storyIdOf, textOf } from '../nodes/creative-content';
import { libraryOf, primaryAssetOf } from '../nodes/creative-library';
import type { AdAccount } from '../world/accounts/ad-account';
import { instagramAccountOf } from '../world/pages/instagram-account';
import type { StoredCard, StoredCreative } from '../world/creatives/stored-creative';
import type { World } from '../world/world';
import { creativeErrors } from './creative-errors';
import { nameValue } from './write-values';

/** Meta's `call_to_action.type` values (AdCreativeLinkDataCallToAction, v21). */
export const CALL_TO_ACTION_TYPES = [
  'ADD_TO_CART', 'APPLY_NOW', 'BOOK_NOW', 'BOOK_TRAVEL', 'BUY', 'BUY_NOW', 'BUY_TICKETS', 'CALL', 'CALL_ME', 'CALL_NOW', 'CONTACT', 'CONTACT_US',
  'DONATE', 'DONATE_NOW', 'DOWNLOAD', 'EVENT_RSVP', 'FIND_A_GROUP', 'FIND_YOUR_GROUPS', 'FOLLOW_NEWS_STORYLINE', 'FOLLOW_PAGE', 'FOLLOW_USER',
  'GET_DIRECTIONS', 'GET_OFFER', 'GET_OFFER_VIEW', 'GET_PROMOTIONS', 'GET_QUOTE', 'GET_SHOWTIMES', 'GET_STARTED', 'INQUIRE_NOW', 'INSTALL_APP',
  'INSTALL_MOBILE_APP', 'INSTAGRAM_MESSAGE', 'LEARN_MORE', 'LIKE_PAGE', 'LISTEN_MUSIC', 'LISTEN_NOW', 'MESSAGE_PAGE', 'MOBILE_DOWNLOAD', 'NO_BUTTON',
  'OPEN_INSTANT_APP', 'OPEN_LINK', 'ORDER_NOW', 'PAY_TO_ACCESS', 'PLAY_GAME', 'PURCHASE_GIFT_CARDS', 'RECORD_NOW', 'REFER_FRIENDS', 'REGISTER_NOW',
  'REQUEST_TIME', 'SAY_THANKS', 'SEE_MORE', 'SELL_NOW', 'SEND_A_GIFT', 'SEND_GIFT_MONEY', 'SEND_UPDATES', 'SHARE', 'SHOP_NOW', 'SIGN_UP', 'SOTTO_SUBSCRIBE',
  'START_ORDER', 'SUBSCRIBE', 'SWIPE_UP_PRODUCT', 'SWIPE_UP_SHOP', 'UPDATE_APP', 'USE_APP', 'USE_MOBILE_APP', 'VIDEO_ANNOTATION', 'VISIT_PAGES_FEED',
  'WATCH_MORE', 'WATCH_VIDEO', 'WHATSAPP_MESSAGE', 'WOODHENGE_SUPPORT',
] as const;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The pages an account can advertise for: its own page and every page its owner manages. */
export function pagesOf(world: World, account: AdAccount): string[] {
  return world.pages.filter((page) => page.id === account.pageId || (page.ownerUserId !== null && page.ownerUserId === account.ownerUserId)).map((page) => page.id);
}

/** An http(s) URL with a dotted host, as Meta takes for links. */
export function isWebLink(link: string): boolean {
  try {
    const url = new URL(link);
    return (url.protocol === 'http:' || url.protocol === 'https:') && /^[^.]+(\.[^.]+)+$/.test(url.hostname);
  } catch {
    return false;
  }
}

/** Hosts Meta would refuse to advertise: the sandbox blocks the reserved `.invalid` top-level domain (RFC 2606). */
export function blockedHost(link: string): string | undefined {
  try {
    const host = new URL(link).hostname.toLowerCase();
    return host === 'invalid' || host.endsWith('.invalid') ? host : undefined;
  } catch {
    return undefined;
  }
}

function readLink(field: string, value: unknown): string {
  const link = text(value).trim();
  if (!link) throw creativeErrors.illFormed(field, `The ${field.split('][').pop()?.replace(/[[\]]/g, '')} is required: enter the web address people go to.`);
  if (!isWebLink(link)) throw creativeErrors.invalidLink(field, link);
  return link;
}

function readCallToAction(field: string, raw: unknown, fallbackLink: string): { type: string; link: string } | null {
  if (raw === undefined || raw === null) return null;
  if (!isObject(raw)) throw creativeErrors.illFormed(field, 'call_to_action must be an object with a type and a value.');
  const type = text(raw.type);
  if (!(CALL_TO_ACTION_TYPES as readonly string[]).includes(type)) {
    throw graphErrors.invalidParameter(`Param ${field}[type] must be one of {${CALL_TO_ACTION_TYPES.join(', ')}}`);
  }
  const value = isObject(raw.value) ? raw.value : {};
  const link = value.link === undefined ? fallbackLink : readLink(`${field}[value][link]`, value.link);
  return { type, link };
}

interface Content {
  format: StoredCreative['format'];
  link: string;
  message: string;
  headline: string;
  description: string;
  callToAction: string | null;
  imageHash: string | null;
  pictureUrl: string | null;
  videoId: string | null;
  cards: StoredCard[] | null;
  spec: Json;
}

/** Meta shows 2 to 10 cards in a carousel. */
export const CAROUSEL_CARDS = { min: 2, max: 10 } as const;

function imageOf(world: World, account: AdAccount, field: string, data: Json): { hash: string; picture: string } {
  const hash = text(data.image_hash);
  const picture = text(data.picture);
  if (hash && !libraryOf(world, account).images.some((image) => image.hash === hash)) throw creativeErrors.unknownImageHash(`${field}[image_hash]`, hash, account.accountNumber);
  if (!hash && picture && !isWebLink(picture)) throw creativeErrors.invalidLink(`${field}[picture]`, picture);
  return { hash, picture: hash ? '' : picture };
}

/**
 * A carousel's `child_attachments`: 2–10 cards, each with its own link and an image (the link data's image stands
 * in on Facebook only; with an Instagram account every card needs its own, and a card's call to action must go to
 * the card's link, as Meta documents for AdCreativeLinkDataChildAttachment).
 */
function readCards(world: World, account: AdAccount, field: string, raw: unknown, fallback: { hash: string; picture: string }, instagram: boolean): StoredCard[] {
  if (!Array.isArray(raw)) throw creativeErrors.illFormed(`${field}[child_attachments]`, 'child_attachments must be a list of cards, each an object with a link and an image.');
  if (raw.length < CAROUSEL_CARDS.min || raw.length > CAROUSEL_CARDS.max) throw creativeErrors.carouselCardCount(`${field}[child_attachments]`, raw.length);
  return raw.map((card, index) => {
    const at = `${field}[child_attachments][${index}]`;
    if (!isObject(card)) throw creativeErrors.illFormed(at, `Card ${index + 1} of child_attachments must be an object with a link and an image.`);
    const link = readLink(`${at}[link]`, card.link);
    const own = imageOf(world, account, at, card);
    if (!own.hash && !own.picture && (instagram || (!fallback.hash && !fallback.picture))) throw creativeErrors.carouselCardImage(`${at}[image_hash]`, index + 1);
    const image = own.hash || own.picture ? own : fallback;
    const cta = readCallToAction(`${at}[call_to_action]`, card.call_to_action, link);
    if (instagram && cta && cta.link !== link) throw creativeErrors.carouselCardCallToAction(`${at}[call_to_action]`, index + 1);
    return { link, name: text(card.name), description: text(card.description), imageHash: image.hash || null, pictureUrl: image.hash ? null : image.picture || null, callToAction: cta?.type ?? null };
  });
}

const cardSpec = (card: StoredCard): Json => ({
  link: card.link,
  ...(card.name ? { name: card.name } : {}),
  ...(card.description ? { description: card.description } : {}),
  ...(card.imageHash ? { image_hash: card.imageHash } : card.pictureUrl ? { picture: card.pictureUrl } : {}),
  ...(card.callToAction ? { call_to_action: { type: card.callToAction, value: { link: card.link } } } : {}),
});

function linkContent(world: World, account: AdAccount, data: Json, instagram: boolean): Omit<Content, 'spec'> & { data: Json } {
  const field = 'object_story_spec[link_data]';
  const link = readLink(`${field}[link]`, data.link);
  const { hash, picture } = imageOf(world, account, field, data);
  const cards = data.child_attachments === undefined ? null : readCards(world, account, field, data.child_attachments, { hash, picture }, instagram);
  const cta = readCallToAction(`${field}[call_to_action]`, data.call_to_action, link);
  const normalized: Json = {
    link,
    ...(text(data.message) ? { message: text(data.message) } : {}),
    ...(text(data.name) ? { name: text(data.name) } : {}),
    ...(text(data.description) ? { description: text(data.description) } : {}),
    ...(hash ? { image_hash: hash } : picture ? { picture } : {}),
    ...(cta ? { call_to_action: { type: cta.type, value: { link: cta.link } } } : {}),
    ...(cards ? { child_attachments: cards.map(cardSpec), multi_share_optimized: data.multi_share_optimized !== false && data.multi_share_optimized !== 'false', multi_share_end_card: data.multi_share_end_card !== false && data.multi_share_end_card !== 'false' } : {}),
  };
  const first = cards?.[0];
  return {
    format: cards ? 'CAROUSEL' : 'IMAGE',
    link,
    message: text(data.message),
    headline: text(data.name) || first?.name || '',
    description: text(data.description),
    callToAction: cta?.type ?? first?.callToAction ?? null,
    imageHash: (first ? first.imageHash : hash) || null,
    pictureUrl: first ? first.pictureUrl : hash ? null : picture || null,
    videoId: null,
    cards,
    data: normalized,
  };
}

function videoContent(world: World, account: AdAccount, data: Json): Omit<Content, 'spec'> & { data: Json } {
  const field = 'object_story_spec[video_data]';
  const videoId = text(data.video_id);
  if (!videoId) throw creativeErrors.illFormed(`${field}[video_id]`, 'video_data needs the video_id of a video uploaded to the ad account.');
  const video = libraryOf(world, account).videos.find((v) => v.id === videoId);
  if (!video) throw creativeErrors.unknownVideo(`${field}[video_id]`, videoId, account.accountNumber);
  const hash = text(data.image_hash);
  const cover = text(data.image_url);
  if (hash && !libraryOf(world, account).images.some((image) => image.hash === hash)) throw creativeErrors.unknownImageHash(`${field}[image_hash]`, hash, account.accountNumber);
  if (cover && !isWebLink(cover)) throw creativeErrors.invalidLink(`${field}[image_url]`, cover);
  if (!isObject(data.call_to_action)) throw creativeErrors.illFormed(`${field}[call_to_action]`, 'video_data needs a call_to_action with the link people go to.');
  const rawLink = isObject(data.call_to_action.value) ? data.call_to_action.value.link : undefined;
  const link = readLink(`${field}[call_to_action][value][link]`, rawLink);
  const cta = readCallToAction(`${field}[call_to_action]`, data.call_to_action, link);
  const normalized: Json = {
    video_id: videoId,
    ...(text(data.title) ? { title: text(data.title) } : {}),
    ...(text(data.message) ? { message: text(data.message) } : {}),
    ...(hash ? { image_hash: hash } : cover ? { image_url: cover } : {}),
    call_to_action: { type: cta?.type ?? 'LEARN_MORE', value: { link } },
  };
  return { format: 'VIDEO', link, message: text(data.message), headline: text(data.title) || video.title, description: '', callToAction: cta?.type ?? 'LEARN_MORE', imageHash: hash || null, pictureUrl: cover || null, videoId, cards: null, data: normalized };
}

function specContent(world: World, account: AdAccount, raw: unknown): { pageId: string; instagram: string | null; content: Content } {
  if (!isObject(raw)) throw creativeErrors.illFormed('object_story_spec', 'object_story_spec must be a JSON object with a page_id and link_data or video_data.');
  const pageId = text(raw.page_id);
  if (!pageId) throw creativeErrors.illFormed('object_story_spec[page_id]', 'object_story_spec needs the page_id of the Facebook Page that runs the ad.');
  if (!pagesOf(world, account).includes(pageId)) throw creativeErrors.pageNotAllowed(pageId, account.accountNumber);
  const instagram = text(raw.instagram_user_id) || text(raw.instagram_actor_id) || null;
  const page = world.pages.find((p) => p.id === pageId);
  if (instagram && (!page || instagramAccountOf(page)?.id !== instagram)) throw creativeErrors.instagramNotConnected(instagram, pageId);
  const hasLink = isObject(raw.link_data);
  const hasVideo = isObject(raw.video_data);
  if (hasLink === hasVideo) throw creativeErrors.illFormed('object_story_spec', 'object_story_spec needs exactly one of link_data or video_data.');
  const { data, ...content } = hasLink ? linkContent(world, account, raw.link_data as Json, Boolean(instagram)) : videoContent(world, account, raw.video_data as Json);
  const spec: Json = { page_id: pageId, ...(instagram ? { instagram_user_id: instagram } : {}), [hasLink ? 'link_data' : 'video_data']: data };
  return { pageId, instagram, content: { ...content, spec } };
}

/** `object_story_id`: a post of a page the account can use, made by one of its creatives. */
function postContent(world: World, account: AdAccount, postId: string): { pageId: string; content: Content } {
  const [pageId] = postId.split('_');
  if (!pageId || !/^\d+_\d+$/.test(postId) || !pagesOf(world, account).includes(pageId)) throw creativeErrors.unknownPost(postId);
  const source = creativesOf(world, account).find((c) => (c.stored?.objectStoryId ?? storyIdOf(c)) === postId);
  if (!source) throw creativeErrors.unknownPost(postId);
  const words = textOf(source);
  const asset = primaryAssetOf(world, source);
  const format = formatOf(source) === 'VIDEO' ? 'VIDEO' : 'IMAGE';
  return {
    pageId,
    content: { format, link: words.link, message: words.body, headline: words.headline, description: '', callToAction: words.callToAction, imageHash: asset.imageHash ?? null, pictureUrl: null, videoId: asset.videoId ?? null, cards: null, spec: {} },
  };
}

/**
 * `POST /act_…/adcreatives` with `object_story_spec` (`page_id` + `link_data` or `video_data`) or `object_story_id`:
 * the page must be one the account can use, links real URLs, image hashes and videos of the account, the call to
 * action one of Meta's types. Everything is checked before the creative is kept.
 */
export function createAdCreative(world: World, account: AdAccount, params: GraphParams, now: number, validateOnly: boolean): StoredCreative | null {
  const hasSpec = params.has('object_story_spec');
  const postId = params.string('object_story_id')?.trim();
  if (!hasSpec && !postId) throw creativeErrors.illFormed('object_story_spec', 'A creative needs object_story_spec (a page and link_data or video_data) or object_story_id (an existing post).');
  if (hasSpec && postId) throw creativeErrors.illFormed('object_story_id', 'Send either object_story_spec or object_story_id, not both.');
  const name = nameValue(params);
  const urlTags = params.string('url_tags')?.trim() || null;
  const made = hasSpec ? specContent(world, account, params.json('object_story_spec')) : { ...postContent(world, account, postId as string), instagram: null };
  if (validateOnly) return null;
  const { content } = made;
  const creative: StoredCreative = {
    id: world.newObjectId(),
    accountId: account.id,
    name: name ?? `${content.headline || 'Untitled'} creative`,
    createdAt: now,
    pageId: made.pageId,
    instagramActorId: made.instagram,
    format: content.format,
    link: content.link,
    message: content.message,
    headline: content.headline,
    description: content.description,
    callToAction: content.callToAction,
    imageHash: content.imageHash,
    pictureUrl: content.pictureUrl,
    videoId: content.videoId,
    cards: content.cards,
    objectStoryId: hasSpec ? null : (postId as string),
    urlTags,
    objectStorySpec: hasSpec ? content.spec : null,
  };
  world.addCreative(creative);
  return creative;
}
