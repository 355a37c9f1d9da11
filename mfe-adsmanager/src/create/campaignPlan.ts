// The create flow as data — campaign, ad set and ad fields in one form — and the four platform calls it becomes:
// a paused campaign, a paused ad set, a creative and a paused ad.
import { currencyDivisor, toMinorUnits } from 'shared-graph';
import { budgetFloorMessage, parseAmount } from '../common/budgetRules';
import { BID_STRATEGIES, goalOf, locationOf, objectiveOption, type Objective } from './odaxMatrix';
import { ALL_POSITION_KEYS, placementProblem, placementTargeting, positionsForDevice } from './placements';

export interface InterestRef {
  id: string;
  name: string;
  /** flexible_spec key: interests, behaviors, education_statuses … */
  kind: string;
}

/** A place found through the platform's geo search. */
export interface PlaceRef {
  key: string;
  name: string;
  type: 'country' | 'region' | 'city';
  /** "Jakarta, Indonesia" — what the user reads. */
  label: string;
}

export type CreativeSource = 'upload' | 'library' | 'post' | 'carousel';

/** One card of a carousel ad: its own image, headline, description and link. */
export interface CarouselCard {
  imageHash: string;
  imageUrl: string;
  imageName: string;
  headline: string;
  description: string;
  link: string;
}

/** Meta shows 2 to 10 cards in a carousel. */
export const CAROUSEL_CARDS = { min: 2, max: 10 } as const;

export const blankCard = (): CarouselCard => ({ imageHash: '', imageUrl: '', imageName: '', headline: '', description: '', link: '' });

/** The card fields whose marks a change of the cards takes away: those that changed, every card's when cards came or went. */
export function changedCardFields(before: readonly CarouselCard[], after: readonly CarouselCard[]): FormField[] {
  const fields = ['imageHash', 'headline', 'link'] as const;
  if (before.length !== after.length) return Array.from({ length: Math.max(before.length, after.length) }, (_, i) => fields.map((f) => cardField(i, f))).flat();
  return after.flatMap((card, i) => fields.filter((f) => card[f] !== before[i]?.[f]).map((f) => cardField(i, f)));
}

/** A card's own field, as errors and refusals name it: `cards.1.link` is the second card's link. */
export type CardField = `cards.${number}.${'imageHash' | 'headline' | 'link'}`;
export const cardField = (index: number, field: 'imageHash' | 'headline' | 'link'): CardField => `cards.${index}.${field}`;

export interface CreateForm {
  campaignName: string;
  objective: Objective;
  specialCategories: string[];
  budgetLevel: 'campaign' | 'adset';
  budgetType: 'daily' | 'lifetime';
  budget: string;
  bidStrategy: string;
  bidAmount: string;
  adsetName: string;
  location: string;
  goal: string;
  pixelId: string;
  customEvent: string;
  customConversionId: string;
  promotedPageId: string;
  applicationId: string;
  storeUrl: string;
  start: string;
  end: string;
  places: PlaceRef[];
  ageMin: number;
  ageMax: number;
  gender: 0 | 1 | 2;
  collectionId: string;
  interests: InterestRef[];
  device: 'all' | 'mobile' | 'desktop';
  placementMode: 'automatic' | 'manual';
  positions: string[];
  adName: string;
  pageId: string;
  /** The Instagram account the ad runs from: the Page's (its id), or 'none' for the Page itself on Instagram. */
  instagramId: string;
  creativeSource: CreativeSource;
  imageHash: string;
  imageUrl: string;
  imageName: string;
  postId: string;
  primaryText: string;
  headline: string;
  description: string;
  link: string;
  callToAction: string;
  cards: CarouselCard[];
}

export function blankCampaignForm(): CreateForm {
  return {
    campaignName: '',
    objective: 'OUTCOME_SALES',
    specialCategories: [],
    budgetLevel: 'adset',
    budgetType: 'daily',
    budget: '',
    bidStrategy: 'LOWEST_COST_WITHOUT_CAP',
    bidAmount: '',
    adsetName: '',
    location: 'WEBSITE',
    goal: 'OFFSITE_CONVERSIONS',
    pixelId: '',
    customEvent: 'PURCHASE',
    customConversionId: '',
    promotedPageId: '',
    applicationId: '',
    storeUrl: '',
    start: '',
    end: '',
    places: [],
    ageMin: 18,
    ageMax: 65,
    gender: 0,
    collectionId: '',
    interests: [],
    device: 'all',
    placementMode: 'automatic',
    positions: [...ALL_POSITION_KEYS],
    adName: '',
    pageId: '',
    instagramId: '',
    creativeSource: 'upload',
    imageHash: '',
    imageUrl: '',
    imageName: '',
    postId: '',
    primaryText: '',
    headline: '',
    description: '',
    link: '',
    callToAction: 'LEARN_MORE',
    cards: [blankCard(), blankCard()],
  };
}

export type FormField = keyof CreateForm | CardField;
export type FieldErrors = Partial<Record<FormField, string>>;
export type Step = 'campaign' | 'adset' | 'ad';

export const STEP_FIELDS: Record<Step, readonly FormField[]> = {
  campaign: ['campaignName', 'objective', 'specialCategories', 'budgetLevel', 'budgetType', 'budget', 'bidStrategy', 'bidAmount'],
  adset: ['adsetName', 'location', 'goal', 'pixelId', 'customEvent', 'customConversionId', 'promotedPageId', 'applicationId', 'storeUrl', 'start', 'end', 'places', 'ageMin', 'ageMax', 'gender', 'interests', 'device', 'placementMode', 'positions'],
  ad: ['adName', 'pageId', 'instagramId', 'creativeSource', 'imageHash', 'postId', 'primaryText', 'headline', 'description', 'link', 'callToAction', 'cards'],
};

export const stepOfField = (field: FormField): Step =>
  field.startsWith('cards.') ? 'ad' : ((Object.keys(STEP_FIELDS) as Step[]).find((s) => STEP_FIELDS[s].includes(field)) ?? 'campaign');

/** A budget a buyer of this currency would type: ten times the floor, or 20 units. "20.00" in USD, "150000" in IDR. */
export function suggestedBudget(minDaily: number | null, currency: string): string {
  const amount = minDaily && minDaily > 0 ? minDaily * 10 : currencyDivisor(currency) === 1 ? 150000 : 20;
  return currencyDivisor(currency) === 1 ? String(Math.ceil(amount)) : amount.toFixed(2);
}

const toIso = (local: string) => (local ? new Date(local).toISOString() : undefined);
const bidNeedsAmount = (strategy: string) => BID_STRATEGIES.some((b) => b.value === strategy && b.needsAmount);

/** A link Meta would take: http(s), a host with a dot, no spaces. */
export function linkProblem(text: string): string | null {
  const value = text.trim();
  if (!value) return 'Enter the website address the ad sends people to.';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Enter a full address, for example https://www.example.com/shop.';
  }
  if (!/^https?:$/.test(url.protocol) || !url.hostname.includes('.') || /\s/.test(value)) return 'Enter a full address, for example https://www.example.com/shop.';
  return null;
}

/** What the form can check in one step before asking the platform. */
export function checkStep(step: Step, form: CreateForm, currency: string, minDaily: number | null): FieldErrors {
  const errors: FieldErrors = {};
  if (step === 'campaign') {
    if (!form.campaignName.trim()) errors.campaignName = 'Give the campaign a name.';
    if (form.budgetLevel === 'campaign') checkBudget(form, currency, minDaily, errors);
    if (form.budgetLevel === 'campaign' && bidNeedsAmount(form.bidStrategy) && !((parseAmount(form.bidAmount) ?? 0) > 0)) errors.bidAmount = 'This bid strategy needs an amount.';
  }
  if (step === 'adset') {
    if (!form.adsetName.trim()) errors.adsetName = 'Give the ad set a name.';
    if (form.budgetLevel === 'adset') checkBudget(form, currency, minDaily, errors);
    if (form.budgetLevel === 'adset' && bidNeedsAmount(form.bidStrategy) && !((parseAmount(form.bidAmount) ?? 0) > 0)) errors.bidAmount = 'This bid strategy needs an amount.';
    if (form.budgetType === 'lifetime' && !form.end) errors.end = 'A lifetime budget needs an end date.';
    if (form.end && form.start && form.end <= form.start) errors.end = 'The end must be after the start.';
    if (form.places.length === 0) errors.places = 'Add at least one location.';
    if (form.ageMin < 18 || form.ageMax > 65 || form.ageMin > form.ageMax) errors.ageMin = 'Ages go from 18 to 65, the first not above the second.';
    const location = locationOf(form.objective, form.location);
    if (location.promoted === 'pixel' && !form.pixelId) errors.pixelId = 'Choose the pixel that reports these conversions.';
    if (location.promoted === 'page' && !form.promotedPageId) errors.promotedPageId = 'Choose the Facebook Page.';
    if (location.promoted === 'app' && !form.applicationId.trim()) errors.applicationId = 'Enter the app id.';
    if (location.promoted === 'app' && !/^https?:\/\/\S+$/.test(form.storeUrl.trim())) errors.storeUrl = 'Enter the app’s store address, for example https://play.google.com/store/apps/details?id=…';
    if (form.placementMode === 'manual') {
      const problem = placementProblem(form.positions, form.device);
      if (problem) errors.positions = problem;
    }
  }
  if (step === 'ad') {
    if (!form.adName.trim()) errors.adName = 'Give the ad a name.';
    if (!form.pageId) errors.pageId = 'Choose the Facebook Page the ad runs as.';
    if (form.creativeSource === 'post') {
      if (!form.postId) errors.postId = 'Choose a post.';
    } else if (form.creativeSource === 'carousel') {
      if (!form.primaryText.trim()) errors.primaryText = 'Write the primary text people read above the cards.';
      const link = linkProblem(form.link);
      if (link) errors.link = link;
      if (form.cards.length < CAROUSEL_CARDS.min || form.cards.length > CAROUSEL_CARDS.max) errors.cards = `A carousel has ${CAROUSEL_CARDS.min} to ${CAROUSEL_CARDS.max} cards.`;
      form.cards.forEach((card, index) => {
        if (!card.imageHash) errors[cardField(index, 'imageHash')] = `Upload an image for card ${index + 1}.`;
        if (!card.headline.trim()) errors[cardField(index, 'headline')] = `Give card ${index + 1} a headline.`;
        const problem = linkProblem(card.link);
        if (problem) errors[cardField(index, 'link')] = problem;
      });
    } else {
      if (!form.imageHash) errors.imageHash = form.creativeSource === 'upload' ? 'Upload an image.' : 'Choose an image.';
      if (!form.primaryText.trim()) errors.primaryText = 'Write the primary text people read above the image.';
      const link = linkProblem(form.link);
      if (link) errors.link = link;
    }
  }
  return errors;
}

function checkBudget(form: CreateForm, currency: string, minDaily: number | null, errors: FieldErrors): void {
  const budget = parseAmount(form.budget);
  if (budget === null || budget <= 0) errors.budget = `Enter the budget as a number, for example ${suggestedBudget(minDaily, currency)}.`;
  else if (form.budgetType === 'daily' && minDaily !== null && budget < minDaily) errors.budget = budgetFloorMessage(form.budgetLevel, minDaily, currency);
}

function budgetParams(form: CreateForm, currency: string): Record<string, unknown> {
  const amount = toMinorUnits(parseAmount(form.budget) ?? 0, currency);
  return form.budgetType === 'daily' ? { daily_budget: amount } : { lifetime_budget: amount };
}

function bidParams(form: CreateForm, currency: string): Record<string, unknown> {
  return { bid_strategy: form.bidStrategy, ...(bidNeedsAmount(form.bidStrategy) ? { bid_amount: toMinorUnits(parseAmount(form.bidAmount) ?? 0, currency) } : {}) };
}

export function campaignParams(form: CreateForm, currency: string): Record<string, unknown> {
  const cbo = form.budgetLevel === 'campaign';
  return {
    name: form.campaignName.trim(),
    objective: objectiveOption(form.objective).id,
    status: 'PAUSED',
    special_ad_categories: form.specialCategories,
    ...(cbo ? { ...budgetParams(form, currency), bid_strategy: form.bidStrategy } : {}),
  };
}

export function targetingSpec(form: CreateForm): Record<string, unknown> {
  const of = (type: PlaceRef['type']) => form.places.filter((p) => p.type === type);
  const geo: Record<string, unknown> = {};
  if (of('country').length) geo.countries = of('country').map((p) => p.key);
  if (of('region').length) geo.regions = of('region').map((p) => ({ key: p.key }));
  if (of('city').length) geo.cities = of('city').map((p) => ({ key: p.key }));
  const spec: Record<string, unknown> = { geo_locations: geo, age_min: form.ageMin, age_max: form.ageMax };
  if (form.gender !== 0) spec.genders = [form.gender];
  const groups: Record<string, Array<{ id: string; name: string }>> = {};
  for (const item of form.interests) (groups[item.kind] ??= []).push({ id: item.id, name: item.name });
  if (Object.keys(groups).length) spec.flexible_spec = [groups];
  if (form.device !== 'all') spec.device_platforms = [form.device];
  if (form.placementMode === 'manual') Object.assign(spec, placementTargeting(positionsForDevice(form.positions, form.device)));
  return spec;
}

export function promotedObject(form: CreateForm): Record<string, string> | null {
  const location = locationOf(form.objective, form.location);
  if (location.promoted === 'pixel') {
    return form.customConversionId
      ? { pixel_id: form.pixelId, custom_event_type: 'OTHER', custom_conversion_id: form.customConversionId }
      : { pixel_id: form.pixelId, custom_event_type: form.customEvent || location.events?.[0] || 'PURCHASE' };
  }
  if (location.promoted === 'page') return { page_id: form.promotedPageId };
  if (location.promoted === 'app') return { application_id: form.applicationId.trim(), object_store_url: form.storeUrl.trim() };
  return null;
}

export function adsetParams(form: CreateForm, currency: string, campaignId: string): Record<string, unknown> {
  const location = locationOf(form.objective, form.location);
  const goal = goalOf(location, form.goal).goal;
  const promoted = promotedObject(form);
  const cbo = form.budgetLevel === 'campaign';
  return {
    name: form.adsetName.trim(),
    campaign_id: campaignId,
    status: 'PAUSED',
    optimization_goal: goal,
    billing_event: 'IMPRESSIONS',
    ...(location.destination ? { destination_type: location.destination } : {}),
    targeting: targetingSpec(form),
    ...(promoted ? { promoted_object: promoted } : {}),
    ...(cbo ? {} : { ...budgetParams(form, currency), ...bidParams(form, currency) }),
    ...(cbo && bidNeedsAmount(form.bidStrategy) ? { bid_amount: toMinorUnits(parseAmount(form.bidAmount) ?? 0, currency) } : {}),
    ...(form.start ? { start_time: toIso(form.start) } : {}),
    ...(form.end ? { end_time: toIso(form.end) } : {}),
  };
}

/** A carousel's link data: the primary text and "see more" link, and each card with its own link and call to action. */
function carouselData(form: CreateForm): Record<string, unknown> {
  const button = form.callToAction !== 'NO_BUTTON';
  return {
    link: form.link.trim(),
    message: form.primaryText.trim(),
    child_attachments: form.cards.map((card) => ({
      link: card.link.trim(),
      image_hash: card.imageHash,
      ...(card.headline.trim() ? { name: card.headline.trim() } : {}),
      ...(card.description.trim() ? { description: card.description.trim() } : {}),
      ...(button ? { call_to_action: { type: form.callToAction, value: { link: card.link.trim() } } } : {}),
    })),
    multi_share_optimized: true,
    multi_share_end_card: true,
  };
}

/** The creative's object_story_spec (a link ad with an image, or a carousel), or the existing post it promotes. */
export function creativeSpec(form: CreateForm): Record<string, unknown> {
  if (form.creativeSource === 'post') return { object_story_id: form.postId };
  const instagram = form.instagramId && form.instagramId !== 'none' ? { instagram_user_id: form.instagramId } : {};
  if (form.creativeSource === 'carousel') return { object_story_spec: { page_id: form.pageId, ...instagram, link_data: carouselData(form) } };
  const linkData: Record<string, unknown> = {
    link: form.link.trim(),
    message: form.primaryText.trim(),
    image_hash: form.imageHash,
    call_to_action: { type: form.callToAction, value: { link: form.link.trim() } },
  };
  if (form.headline.trim()) linkData.name = form.headline.trim();
  if (form.description.trim()) linkData.description = form.description.trim();
  if (form.callToAction === 'NO_BUTTON') delete linkData.call_to_action;
  return { object_story_spec: { page_id: form.pageId, ...instagram, link_data: linkData } };
}

export function creativeParams(form: CreateForm): Record<string, unknown> {
  return { name: `${form.adName.trim()} creative`, ...creativeSpec(form) };
}

export function adParams(form: CreateForm, adsetId: string, creativeId: string): Record<string, unknown> {
  return { name: form.adName.trim(), adset_id: adsetId, creative: { creative_id: creativeId }, status: 'PAUSED' };
}

/** Meta's blamed field (error_data.blame_field_specs) → the form field it concerns, per step. */
const BLAME: Record<string, FormField> = {
  objective: 'objective',
  special_ad_categories: 'specialCategories',
  daily_budget: 'budget',
  lifetime_budget: 'budget',
  bid_strategy: 'bidStrategy',
  bid_amount: 'bidAmount',
  start_time: 'start',
  end_time: 'end',
  targeting: 'places',
  geo_locations: 'places',
  promoted_object: 'pixelId',
  object_store_url: 'storeUrl',
  application_id: 'applicationId',
  device_platforms: 'device',
  publisher_platforms: 'positions',
  optimization_goal: 'goal',
  page_id: 'pageId',
  link: 'link',
  image_hash: 'imageHash',
  message: 'primaryText',
  call_to_action: 'callToAction',
  object_story_id: 'postId',
  instagram_actor_id: 'instagramId',
  instagram_user_id: 'instagramId',
  child_attachments: 'cards',
};

const CARD_FIELD: Record<string, 'imageHash' | 'headline' | 'link'> = { image_hash: 'imageHash', picture: 'imageHash', name: 'headline', link: 'link', call_to_action: 'link' };

const MENTIONED: ReadonlyArray<[RegExp, FormField]> = [
  [/flexible_spec|interests|behaviors/i, 'interests'],
  [/geo_locations|countries|cities|regions|location/i, 'places'],
  [/age_m(in|ax)/i, 'ageMin'],
  [/device_platforms/i, 'device'],
  [/publisher_platforms|_positions|placement/i, 'positions'],
  [/daily_budget|lifetime_budget|budget/i, 'budget'],
  [/bid_amount/i, 'bidAmount'],
  [/special_ad_categor/i, 'specialCategories'],
  [/pixel|custom_conversion/i, 'pixelId'],
  [/image|hash/i, 'imageHash'],
  [/link|url|domain|website|blocked/i, 'link'],
  [/page/i, 'pageId'],
  [/call.to.action/i, 'callToAction'],
];

const NAME_FIELD: Record<'campaign' | 'adset' | 'creative' | 'ad', FormField> = { campaign: 'campaignName', adset: 'adsetName', creative: 'adName', ad: 'adName' };

/**
 * The form field Meta's blamed field (`error_data.blame_field_specs`, e.g. `object_story_spec[link_data][link]`)
 * concerns: a carousel card's own field (`…[child_attachments][1][link]` → `cards.1.link`), else by its last part.
 */
export function blamedField(call: 'campaign' | 'adset' | 'creative' | 'ad', spec: string | undefined, message = ''): FormField {
  const card = spec ? /child_attachments\]?\[(\d+)\]\[(\w+)\]/.exec(spec) : null;
  if (card) return cardField(Number(card[1]), CARD_FIELD[card[2]!] ?? 'link');
  const blame = spec ? (/\[([^\]]+)\]$/.exec(spec)?.[1] ?? spec) : undefined;
  if (blame === 'name') return NAME_FIELD[call];
  if (blame && BLAME[blame]) return BLAME[blame];
  const mentioned = MENTIONED.find(([pattern]) => pattern.test(message));
  if (mentioned && (call !== 'campaign' || stepOfField(mentioned[1]) === 'campaign' || mentioned[1] === 'budget')) return mentioned[1];
  return NAME_FIELD[call];
}
