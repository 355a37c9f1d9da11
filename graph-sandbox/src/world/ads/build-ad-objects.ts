import { currencyInfo, toMinor } from '../../lib/currency';
import { DAY_MS, addDays, dateInZone, zonedDateToEpoch } from '../../lib/meta-time';
import type { Random } from '../../lib/random';
import type { AdAccount } from '../accounts/ad-account';
import type { IdFactory } from '../ids';
import type { AdLabel } from '../labels/ad-label';
import type { Ad, AdLabelRef, AdSet, Campaign, ConfiguredStatus, CreativeFormat, IssueInfo, LearningStage, Targeting } from './ad-objects';
import { CAMPAIGN_BLUEPRINTS, INACTIVE_ACCOUNT_BLUEPRINTS, optimizationPlan, type CampaignBlueprint } from './campaign-blueprints';
import { AD_LABELS, audiencesFor, campaignName, creativeNames, type AudienceRecipe, type Market } from './naming';

export interface TargetingLookups {
  interest(name: string): { id: string; name: string } | undefined;
  city(name: string, countryCode: string): { key: string; name: string; region: string; region_id: number; country: string } | undefined;
}

export interface AdObjects {
  campaigns: Campaign[];
  adsets: AdSet[];
  ads: Ad[];
  /** Every account's labels (the ones its objects carry and a few unused). */
  labels: AdLabel[];
}

/** Campaigns with a lifetime budget run this long. */
const LIFETIME_FLIGHT_DAYS = 60;

const MARKET_BY_CURRENCY: Record<string, Market> = { IDR: 'ID', USD: 'US', JPY: 'JP' };

const LOW_BUDGET_ISSUE: IssueInfo = {
  level: 'AD_SET',
  errorCode: 1885650,
  errorSummary: 'Ad set budget too low',
  errorMessage: "Your ad set's daily budget is lower than what is needed to get results. Increase the budget so your ads can keep delivering.",
  errorType: 'SOFT_ERROR',
};

const DISAPPROVAL_FEEDBACK = {
  'Unrealistic Outcomes': "Ads can't contain claims that set unrealistic expectations for users, such as misleading health, employment or weight-loss claims.",
};

class AccountTreeBuilder {
  readonly campaigns: Campaign[] = [];
  readonly adsets: AdSet[] = [];
  readonly ads: Ad[] = [];
  /** Label name → id: the first object to carry a name gives the account's label its id. */
  private readonly labelIds = new Map<string, string>();
  private readonly market: Market;
  private readonly today: string;

  constructor(
    private readonly account: AdAccount,
    private readonly random: Random,
    private readonly ids: IdFactory,
    private readonly lookups: TargetingLookups,
    private readonly builtAt: number,
  ) {
    this.market = MARKET_BY_CURRENCY[account.currency] ?? 'US';
    this.today = dateInZone(builtAt, account.timezoneName);
  }

  build(): void {
    const usable = this.account.deliveryStoppedOn === null;
    const blueprints = usable ? CAMPAIGN_BLUEPRINTS : CAMPAIGN_BLUEPRINTS.filter((b) => INACTIVE_ACCOUNT_BLUEPRINTS.includes(b.key));
    blueprints.forEach((blueprint, index) => this.buildCampaign(blueprint, this.random.fork(`campaign-${index}`)));
  }

  /** A local daytime moment `daysAgo` days before the anchor (today, or the day the account stopped delivering). */
  private momentDaysAgo(daysAgo: number, r: Random): number {
    const anchor = this.account.deliveryStoppedOn ?? this.today;
    const at = zonedDateToEpoch(addDays(anchor, -daysAgo), this.account.timezoneName, r.int(7 * 60, 20 * 60));
    return Math.min(at, this.builtAt - 60_000);
  }

  private budget(r: Random, multiplier = 1): number {
    const info = currencyInfo(this.account.currency);
    const major = r.float(info.dailyBudget[0], info.dailyBudget[1]) * multiplier;
    const stepped = Math.max(info.budgetStep, Math.round(major / info.budgetStep) * info.budgetStep);
    return Math.max(toMinor(stepped, this.account.currency), info.minDailyBudget);
  }

  private labels(r: Random): AdLabelRef[] {
    if (!r.chance(0.4)) return [];
    // Drawn for every labelled object (also when the name already has an id), so the seeded ids after it stay put.
    const drawn = this.ids.next('2385', 17);
    const name = r.pick(AD_LABELS);
    const id = this.labelIds.get(name) ?? drawn;
    this.labelIds.set(name, id);
    return [{ id, name }];
  }

  /**
   * The account's labels: each of AD_LABELS, created a little before the first object that carries it (or some
   * time back when none does). `ids` and `r` are streams of their own, so they move no other seeded value.
   */
  accountLabels(ids: IdFactory, r: Random): AdLabel[] {
    const carriers = [...this.campaigns, ...this.adsets, ...this.ads];
    return AD_LABELS.map((name): AdLabel => {
      const labelRandom = r.fork(name);
      const id = this.labelIds.get(name);
      const firstUse = id ? Math.min(...carriers.filter((o) => o.adlabels.some((l) => l.id === id)).map((o) => o.createdAt)) : null;
      const createdAt = Math.max(
        this.account.createdAt,
        firstUse !== null ? firstUse - labelRandom.int(1, 72) * 3_600_000 : this.builtAt - labelRandom.int(20, 300) * DAY_MS - labelRandom.int(0, 86_399) * 1000,
      );
      return { id: id ?? ids.next('2385', 17), accountId: this.account.id, name, createdAt, updatedAt: createdAt };
    });
  }

  private buildCampaign(blueprint: CampaignBlueprint, r: Random): void {
    const startAt = this.momentDaysAgo(r.int(...blueprint.startDaysAgo), r);
    const pausedAt = blueprint.stoppedDaysAgo ? this.momentDaysAgo(r.int(...blueprint.stoppedDaysAgo), r) : null;
    const legacy = blueprint.startDaysAgo[0] >= 250;
    const adsetCount = r.int(...blueprint.adsets);
    const cbo = blueprint.budget !== 'abo';
    const campaign: Campaign = {
      id: legacy ? this.ids.next('2384', 17) : this.ids.next('1202', 18),
      accountId: this.account.id,
      name: campaignName(blueprint.key, this.market, r),
      objective: blueprint.objective,
      status: blueprint.status,
      bidStrategy: cbo ? 'LOWEST_COST_WITHOUT_CAP' : null,
      dailyBudget: blueprint.budget === 'cbo_daily' ? this.budget(r, adsetCount * 0.8) : null,
      lifetimeBudget: blueprint.budget === 'cbo_lifetime' ? this.budget(r, adsetCount * 0.8) * LIFETIME_FLIGHT_DAYS : null,
      specialAdCategories: [],
      createdAt: startAt - r.int(5, 90) * 60_000,
      updatedAt: pausedAt ?? Math.max(startAt, this.builtAt - r.int(1, 20) * DAY_MS),
      startAt,
      stopAt: blueprint.budget === 'cbo_lifetime' ? startAt + LIFETIME_FLIGHT_DAYS * DAY_MS : null,
      pausedAt,
      adlabels: this.labels(r),
      issues: [],
    };
    this.campaigns.push(campaign);
    const audiences = r.sample(audiencesFor(this.account.vertical, this.market), adsetCount);
    for (let i = 0; i < adsetCount; i += 1) {
      const audience = audiences[i % audiences.length] as AudienceRecipe;
      this.buildAdSet(campaign, blueprint, audience, i, r.fork(`adset-${i}`));
    }
  }

  private targeting(audience: AudienceRecipe): Targeting {
    const geo: Record<string, unknown> = { location_types: ['home', 'recent'] };
    const cities = (audience.cities ?? [])
      .map((name) => this.lookups.city(name, this.market))
      .filter((city): city is NonNullable<typeof city> => city !== undefined)
      .map((city) => ({ key: city.key, name: city.name, region: city.region, region_id: String(city.region_id), country: city.country, radius: 17, distance_unit: 'kilometer' }));
    if (cities.length) geo.cities = cities;
    else geo.countries = [this.market];
    const interests = (audience.interests ?? []).map((name) => this.lookups.interest(name)).filter((item): item is { id: string; name: string } => item !== undefined);
    const targeting: Targeting = {
      age_min: audience.ageMin,
      age_max: audience.ageMax,
      geo_locations: geo,
      targeting_automation: { advantage_audience: audience.advantage ? 1 : 0 },
      publisher_platforms: ['facebook', 'instagram'],
      facebook_positions: ['feed', 'story', 'facebook_reels'],
      instagram_positions: ['stream', 'story', 'reels', 'explore'],
      device_platforms: ['mobile', 'desktop'],
    };
    if (audience.genders) targeting.genders = audience.genders;
    if (interests.length) targeting.flexible_spec = [{ interests }];
    return targeting;
  }

  private buildAdSet(campaign: Campaign, blueprint: CampaignBlueprint, audience: AudienceRecipe, index: number, r: Random): void {
    const features = blueprint.features ?? [];
    const plan = optimizationPlan(campaign.objective, index);
    const cbo = campaign.dailyBudget !== null || campaign.lifetimeBudget !== null;
    const paused = features.includes('adset_paused') && index === 1;
    const withIssues = features.includes('adset_with_issues') && index === 0;
    const costCap = features.includes('cost_cap') && index === 1;
    const startAt = campaign.startAt + (index === 0 ? 0 : r.int(0, 20) * DAY_MS);
    const status: ConfiguredStatus = campaign.status === 'ACTIVE' ? (paused ? 'PAUSED' : 'ACTIVE') : campaign.status === 'PAUSED' ? 'ACTIVE' : campaign.status;
    const pausedAt = paused ? Math.min(this.builtAt - DAY_MS, startAt + r.int(10, 30) * DAY_MS) : status === 'ACTIVE' ? null : campaign.pausedAt;
    // A custom conversion's id is filled in once the account's conversions exist (world/pixels).
    const promotedObject: Record<string, string> =
      plan.promoted === 'pixel_purchase'
        ? { pixel_id: this.account.pixelId, custom_event_type: 'PURCHASE' }
        : plan.promoted === 'pixel_lead'
          ? { pixel_id: this.account.pixelId, custom_event_type: 'LEAD' }
          : plan.promoted === 'custom_conversion'
            ? { pixel_id: this.account.pixelId, custom_event_type: 'OTHER' }
            : { page_id: this.account.pageId };
    const conversionGoal = plan.optimizationGoal === 'OFFSITE_CONVERSIONS' || plan.optimizationGoal === 'VALUE' || plan.optimizationGoal === 'LEAD_GENERATION';
    const adset: AdSet = {
      id: campaign.id.startsWith('2384') ? this.ids.next('2384', 17) : this.ids.next('1202', 18),
      accountId: this.account.id,
      campaignId: campaign.id,
      name: audience.name,
      status,
      dailyBudget: cbo ? null : withIssues ? currencyInfo(this.account.currency).minDailyBudget * 2 : this.budget(r),
      lifetimeBudget: null,
      bidStrategy: cbo ? null : costCap ? 'COST_CAP' : 'LOWEST_COST_WITHOUT_CAP',
      bidAmount: costCap ? this.budget(r, 0.15) : null,
      billingEvent: plan.billingEvent,
      optimizationGoal: plan.optimizationGoal,
      destinationType: plan.destinationType,
      promotedObject,
      targeting: this.targeting(audience),
      attributionSpec: conversionGoal
        ? [
            { event_type: 'CLICK_THROUGH', window_days: 7 },
            { event_type: 'VIEW_THROUGH', window_days: 1 },
          ]
        : [{ event_type: 'CLICK_THROUGH', window_days: 1 }],
      createdAt: startAt - r.int(1, 30) * 60_000,
      updatedAt: pausedAt ?? Math.max(startAt, this.builtAt - r.int(1, 15) * DAY_MS),
      startAt,
      endAt: campaign.stopAt,
      pausedAt,
      issues: withIssues ? [LOW_BUDGET_ISSUE] : [],
      learningStage: status === 'ACTIVE' && campaign.status === 'ACTIVE' && conversionGoal ? this.learningStage(r) : null,
      // The traffic campaign's third ad set tests combinations of images, texts and headlines.
      isDynamicCreative: features.includes('dynamic_creative') && index === 2,
      adlabels: this.labels(r),
    };
    this.adsets.push(adset);
    const adCount = r.int(...blueprint.adsPerSet);
    const creatives = r.sample(creativeNames(this.account.vertical, this.market), adCount);
    for (let i = 0; i < adCount; i += 1) this.buildAd(campaign, adset, features, index, i, creatives[i % creatives.length] ?? 'Creative', r.fork(`ad-${i}`));
  }

  /** Ad sets leave learning after about 50 conversions in a week. */
  private learningStage(r: Random): LearningStage {
    const status = r.pick(['SUCCESS', 'SUCCESS', 'LEARNING', 'FAIL'] as const);
    const conversions = status === 'SUCCESS' ? r.int(50, 160) : status === 'LEARNING' ? r.int(3, 45) : r.int(0, 20);
    return { status, conversions, lastSignificantEditAt: Math.floor((this.builtAt - r.int(2, 30) * DAY_MS) / 1000), attributionWindows: ['1d_view', '7d_click'] };
  }

  private buildAd(campaign: Campaign, adset: AdSet, features: readonly string[], adsetIndex: number, index: number, creative: string, r: Random): void {
    const drawn: CreativeFormat = r.pick(['IMAGE', 'IMAGE', 'VIDEO', 'CAROUSEL'] as const);
    // ThruPlays need videos.
    const format: CreativeFormat = adset.optimizationGoal === 'THRUPLAY' ? 'VIDEO' : drawn;
    const disapproved = features.includes('ad_disapproved') && adsetIndex === 0 && index === 1;
    const pendingReview = features.includes('ad_pending_review') && adsetIndex === 1 && index === 0;
    const pausedAd = features.includes('ad_paused') && adsetIndex === 0 && index === 0;
    const createdAt = pendingReview ? this.builtAt - r.int(20, 180) * 60_000 : adset.createdAt + r.int(2, 40) * 60_000 + (index > 1 ? r.int(3, 25) * DAY_MS : 0);
    const status: ConfiguredStatus = pausedAd ? 'PAUSED' : adset.status === 'DELETED' || adset.status === 'ARCHIVED' ? adset.status : 'ACTIVE';
    const pausedAt = pausedAd ? Math.min(this.builtAt - DAY_MS, createdAt + r.int(5, 25) * DAY_MS) : status === 'ACTIVE' ? null : adset.pausedAt;
    const label = format === 'IMAGE' ? 'Image' : format === 'VIDEO' ? 'Video' : 'Carousel';
    this.ads.push({
      id: campaign.id.startsWith('2384') ? this.ids.next('2384', 17) : this.ids.next('1202', 18),
      accountId: this.account.id,
      campaignId: campaign.id,
      adsetId: adset.id,
      name: `${label} | ${creative} | v${index + 1}`,
      status,
      review: disapproved ? 'DISAPPROVED' : pendingReview ? 'PENDING_REVIEW' : 'APPROVED',
      reviewFeedback: disapproved ? DISAPPROVAL_FEEDBACK : null,
      creativeId: this.ids.next('1202', 18),
      format,
      createdAt: Math.min(createdAt, this.builtAt - 60_000),
      updatedAt: pausedAt ?? Math.min(this.builtAt - 60_000, createdAt + r.int(0, 10) * DAY_MS),
      pausedAt,
      issues: [],
      previewLink: `https://fb.me/${r.digits(4)}${r.pick(['Ab', 'Xy', 'Qr', 'Lm'])}${r.digits(5)}`,
      adlabels: this.labels(r),
    });
  }
}

export function buildAdObjects(accounts: readonly AdAccount[], random: Random, ids: IdFactory, lookups: TargetingLookups, builtAt: number): AdObjects {
  const result: AdObjects = { campaigns: [], adsets: [], ads: [], labels: [] };
  const labelIds = ids.stream('adlabels');
  for (const account of accounts) {
    const builder = new AccountTreeBuilder(account, random.fork(account.id), ids, lookups, builtAt);
    builder.build();
    result.campaigns.push(...builder.campaigns);
    result.adsets.push(...builder.adsets);
    result.ads.push(...builder.ads);
    result.labels.push(...builder.accountLabels(labelIds, random.fork(`labels/${account.id}`)));
  }
  return result;
}
