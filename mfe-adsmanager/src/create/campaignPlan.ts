// The create form as data, and the two platform calls it becomes: a paused campaign, then a paused ad set.
import { allPlacements, PLACEMENT_POSITIONS, toMinorUnits, type PlacementDevice, type Placements } from 'shared-graph';
import { budgetFloorMessage, parseAmount } from '../common/budgetRules';
import { META_POSITIONS, objectiveChoice } from './objectives';

export interface InterestRef {
  id: string;
  name: string;
  /** flexible_spec key: interests, behaviors, education_statuses … */
  kind: string;
}

export interface CreateForm {
  campaignName: string;
  objective: string;
  specialCategories: string[];
  budgetLevel: 'campaign' | 'adset';
  budgetType: 'daily' | 'lifetime';
  budget: string;
  start: string;
  end: string;
  bidStrategy: string;
  bidAmount: string;
  adsetName: string;
  countries: string;
  ageMin: number;
  ageMax: number;
  gender: 0 | 1 | 2;
  interests: InterestRef[];
  device: PlacementDevice;
  placementMode: 'automatic' | 'manual';
  placements: Placements;
  pixelId: string;
  pageId: string;
  applicationId: string;
  storeUrl: string;
}

/** What the create screen starts from: nothing named, budgets per ad set, Indonesia, everyone 18–65, every placement. */
export function blankCampaignForm(): CreateForm {
  return {
    campaignName: '',
    objective: 'CONVERSIONS',
    specialCategories: [],
    budgetLevel: 'adset',
    budgetType: 'daily',
    budget: '',
    start: '',
    end: '',
    bidStrategy: 'LOWEST_COST_WITHOUT_CAP',
    bidAmount: '',
    adsetName: '',
    countries: 'ID',
    ageMin: 18,
    ageMax: 65,
    gender: 0,
    interests: [],
    device: 'all',
    placementMode: 'automatic',
    placements: allPlacements(true),
    pixelId: '',
    pageId: '',
    applicationId: '',
    storeUrl: '',
  };
}

export type FormField = keyof CreateForm;
export type FieldErrors = Partial<Record<FormField, string>>;

/** Meta's blamed field (error_data.blame_field_specs) → the form field it concerns. */
const BLAME: Record<string, FormField> = {
  name: 'campaignName',
  objective: 'objective',
  special_ad_categories: 'specialCategories',
  daily_budget: 'budget',
  lifetime_budget: 'budget',
  bid_strategy: 'bidStrategy',
  bid_amount: 'bidAmount',
  start_time: 'start',
  stop_time: 'end',
  end_time: 'end',
  targeting: 'countries',
  promoted_object: 'pixelId',
  object_store_url: 'storeUrl',
  application_id: 'applicationId',
  device_platforms: 'device',
  publisher_platforms: 'placements',
  optimization_goal: 'objective',
};

/** Where a refusal without blame_field_specs points, read from its words ("… in targeting_spec[flexible_spec] …"). */
const MENTIONED: ReadonlyArray<[RegExp, FormField]> = [
  [/flexible_spec|interests|behaviors/i, 'interests'],
  [/geo_locations|countries/i, 'countries'],
  [/age_m(in|ax)/i, 'ageMin'],
  [/device_platforms/i, 'device'],
  [/publisher_platforms|_positions/i, 'placements'],
  [/daily_budget|lifetime_budget/i, 'budget'],
  [/bid_amount/i, 'bidAmount'],
  [/special_ad_categor/i, 'specialCategories'],
];

export function blamedField(step: 'campaign' | 'adset', blame: string | undefined, message = ''): FormField {
  if (step === 'adset' && blame === 'name') return 'adsetName';
  if (blame && BLAME[blame]) return BLAME[blame];
  const mentioned = MENTIONED.find(([pattern]) => pattern.test(message));
  if (mentioned) return mentioned[1];
  return step === 'campaign' ? 'campaignName' : 'adsetName';
}

const toIso = (local: string) => (local ? new Date(local).toISOString() : undefined);

/** What the form can check before asking the platform. */
export function checkForm(form: CreateForm, currency: string, minDaily: number | null): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.campaignName.trim()) errors.campaignName = 'Give the campaign a name.';
  if (!form.adsetName.trim()) errors.adsetName = 'Give the ad set a name.';
  const budget = parseAmount(form.budget);
  if (budget === null || budget <= 0) errors.budget = 'Enter the budget as a number, for example 150000.';
  else if (form.budgetType === 'daily' && minDaily !== null && budget < minDaily) errors.budget = budgetFloorMessage(form.budgetLevel === 'campaign' ? 'campaign' : 'adset', minDaily, currency);
  if (form.budgetType === 'lifetime' && !form.end) errors.end = 'A lifetime budget needs an end date.';
  if (form.end && form.start && form.end <= form.start) errors.end = 'The end must be after the start.';
  if (BID_NEEDS_AMOUNT.has(form.bidStrategy) && !((parseAmount(form.bidAmount) ?? 0) > 0)) errors.bidAmount = 'This bid strategy needs an amount.';
  if (!/^[A-Za-z]{2}(\s*,\s*[A-Za-z]{2})*$/.test(form.countries.trim())) errors.countries = 'Enter country codes separated by commas, for example ID, MY.';
  if (form.ageMin < 13 || form.ageMax > 65 || form.ageMin > form.ageMax) errors.ageMin = 'Ages go from 13 to 65, the first not above the second.';
  const choice = objectiveChoice(form.objective);
  if (choice.promoted === 'pixel' && !form.pixelId) errors.pixelId = 'Conversions need a pixel; this ad account has none we can read.';
  if (choice.promoted === 'page' && !form.pageId) errors.pageId = 'Lead ads need a Facebook Page.';
  if (choice.promoted === 'app' && !form.applicationId.trim()) errors.applicationId = 'App installs need the app id.';
  if (choice.promoted === 'app' && !/^https?:\/\/\S+$/.test(form.storeUrl.trim())) errors.storeUrl = 'Enter the app’s store address, for example https://play.google.com/store/apps/details?id=…';
  if (form.placementMode === 'manual' && !Object.values(form.placements).some((p) => p.enabled)) errors.placements = 'Choose at least one placement.';
  return errors;
}

const BID_NEEDS_AMOUNT = new Set(['COST_CAP', 'LOWEST_COST_WITH_BID_CAP']);

function budgetParams(form: CreateForm, currency: string): Record<string, unknown> {
  const amount = toMinorUnits(parseAmount(form.budget) ?? 0, currency);
  return form.budgetType === 'daily' ? { daily_budget: amount } : { lifetime_budget: amount };
}

export function campaignParams(form: CreateForm, currency: string): Record<string, unknown> {
  const cbo = form.budgetLevel === 'campaign';
  return {
    name: form.campaignName.trim(),
    objective: objectiveChoice(form.objective).odax,
    status: 'PAUSED',
    special_ad_categories: form.specialCategories,
    ...(cbo ? { ...budgetParams(form, currency), bid_strategy: form.bidStrategy } : {}),
    ...(cbo && form.budgetType === 'lifetime' ? { stop_time: toIso(form.end) } : {}),
  };
}

export function targetingSpec(form: CreateForm): Record<string, unknown> {
  const spec: Record<string, unknown> = {
    geo_locations: { countries: form.countries.split(',').map((c) => c.trim().toUpperCase()).filter(Boolean) },
    age_min: form.ageMin,
    age_max: form.ageMax,
  };
  if (form.gender !== 0) spec.genders = [form.gender];
  const groups: Record<string, Array<{ id: string; name: string }>> = {};
  for (const item of form.interests) (groups[item.kind] ??= []).push({ id: item.id, name: item.name });
  if (Object.keys(groups).length) spec.flexible_spec = [groups];
  if (form.device !== 'all') spec.device_platforms = [form.device];
  if (form.placementMode === 'manual') {
    const platforms = (Object.keys(PLACEMENT_POSITIONS) as Array<keyof typeof PLACEMENT_POSITIONS>).filter((p) => form.placements[p].enabled);
    spec.publisher_platforms = platforms;
    for (const platform of platforms) {
      const positions = Object.entries(form.placements[platform].positions as Record<string, boolean>)
        .filter(([, on]) => on)
        .map(([position]) => META_POSITIONS[platform]![position]!);
      spec[`${platform}_positions`] = positions;
    }
  }
  return spec;
}

export function adsetParams(form: CreateForm, currency: string, campaignId: string): Record<string, unknown> {
  const choice = objectiveChoice(form.objective);
  const promoted =
    choice.promoted === 'pixel'
      ? { pixel_id: form.pixelId, custom_event_type: 'PURCHASE' }
      : choice.promoted === 'page'
        ? { page_id: form.pageId }
        : choice.promoted === 'app'
          ? { application_id: form.applicationId.trim(), object_store_url: form.storeUrl.trim() }
          : null;
  const cbo = form.budgetLevel === 'campaign';
  return {
    name: form.adsetName.trim(),
    campaign_id: campaignId,
    status: 'PAUSED',
    optimization_goal: choice.goal,
    billing_event: 'IMPRESSIONS',
    targeting: targetingSpec(form),
    ...(promoted ? { promoted_object: promoted } : {}),
    ...(cbo ? {} : { ...budgetParams(form, currency), bid_strategy: form.bidStrategy }),
    ...(BID_NEEDS_AMOUNT.has(form.bidStrategy) ? { bid_amount: toMinorUnits(parseAmount(form.bidAmount) ?? 0, currency) } : {}),
    ...(form.start ? { start_time: toIso(form.start) } : {}),
    ...(form.end ? { end_time: toIso(form.end) } : {}),
  };
}
