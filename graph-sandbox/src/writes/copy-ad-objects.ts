import { graphErrors } from '../graph/errors/error-catalog';
import type { GraphParams } from '../graph/params';
import type { Ad, AdSet, Campaign, ConfiguredStatus } from '../world/ads/ad-objects';
import type { World } from '../world/world';
import { hasOwnBudget } from './budget-rules';
import { goalFitsObjective, goalsOf } from './objective-goals';
import { writeErrors } from './write-errors';
import { boolValue, enumValue, timeValue } from './write-values';

/** D-COPY: a synchronous deep copy may include at most 3 ads, an asynchronous one 51. */
export const SYNC_COPY_AD_LIMIT = 3;
export const ASYNC_COPY_AD_LIMIT = 51;

const STATUS_OPTIONS = ['ACTIVE', 'PAUSED', 'INHERITED_FROM_SOURCE'] as const;
const RENAME_STRATEGIES = ['DEEP_RENAME', 'ONLY_TOP_LEVEL_RENAME', 'NO_RENAME'] as const;

export interface CopyOptions {
  deepCopy: boolean;
  statusOption: (typeof STATUS_OPTIONS)[number];
  rename: { strategy: (typeof RENAME_STRATEGIES)[number]; prefix: string; suffix: string };
  startAt: number | null | undefined;
  endAt: number | null | undefined;
  /** Ad sets: copy into this campaign; ads: into this ad set. */
  parentId: string | undefined;
}

type ObjectType = 'campaign' | 'ad_set' | 'ad';
export interface CopiedObject {
  ad_object_type: ObjectType;
  source_id: string;
  copied_id: string;
}

export function readCopyOptions(params: GraphParams, parentParam: 'campaign_id' | 'adset_id' | null): CopyOptions {
  const rename = params.has('rename_options') ? params.json('rename_options') : {};
  if (typeof rename !== 'object' || rename === null || Array.isArray(rename)) throw graphErrors.invalidParameter('Param rename_options must be a JSON object');
  const { rename_strategy: strategy = 'ONLY_TOP_LEVEL_RENAME', rename_prefix: prefix = '', rename_suffix: suffix } = rename as Record<string, unknown>;
  if (!(RENAME_STRATEGIES as readonly unknown[]).includes(strategy)) throw graphErrors.invalidParameter(`Param rename_options[rename_strategy] must be one of {${RENAME_STRATEGIES.join(', ')}}`);
  return {
    deepCopy: boolValue(params, 'deep_copy', false),
    statusOption: enumValue(params, 'status_option', STATUS_OPTIONS) ?? 'PAUSED',
    rename: {
      strategy: strategy as CopyOptions['rename']['strategy'],
      prefix: String(prefix),
      // Meta's default suffix is the localized " - Copy" (GRAPH-API §15).
      suffix: suffix === undefined && prefix === '' ? ' - Copy' : String(suffix ?? ''),
    },
    startAt: timeValue(params, 'start_time'),
    endAt: timeValue(params, 'end_time'),
    parentId: parentParam ? params.string(parentParam) : undefined,
  };
}

const live = <T extends { status: ConfiguredStatus }>(items: T[]): T[] => items.filter((i) => i.status !== 'DELETED' && i.status !== 'ARCHIVED');

/** How many ads a copy would create. */
export function adsInCopy(world: World, kind: 'campaign' | 'adset' | 'ad', id: string, deepCopy: boolean): number {
  if (kind === 'ad') return 1;
  if (!deepCopy) return 0;
  return live(world.adsOf(id)).filter((ad) => kind === 'adset' || live(world.adsetsOf(id)).some((a) => a.id === ad.adsetId)).length;
}

class Copier {
  readonly copied: CopiedObject[] = [];

  constructor(
    private readonly world: World,
    private readonly options: CopyOptions,
    private readonly now: number,
  ) {}

  private name(source: string, topLevel: boolean): string {
    const { strategy, prefix, suffix } = this.options.rename;
    if (strategy === 'NO_RENAME' || (strategy === 'ONLY_TOP_LEVEL_RENAME' && !topLevel)) return source;
    return `${prefix}${source}${suffix}`;
  }

  private status(source: ConfiguredStatus, topLevel: boolean): ConfiguredStatus {
    if (!topLevel || this.options.statusOption === 'INHERITED_FROM_SOURCE') return source;
    return this.options.statusOption;
  }

  private record(type: ObjectType, sourceId: string, copiedId: string): void {
    this.copied.push({ ad_object_type: type, source_id: sourceId, copied_id: copiedId });
  }

  campaign(source: Campaign): Campaign {
    const status = this.status(source.status, true);
    const copy: Campaign = {
      ...structuredClone(source),
      id: this.world.newObjectId(),
      name: this.name(source.name, true),
      status,
      createdAt: this.now,
      updatedAt: this.now,
      pausedAt: status === 'ACTIVE' ? null : this.now,
      issues: [],
      sourceId: source.id,
    };
    this.world.addCampaign(copy);
    this.record('campaign', source.id, copy.id);
    if (this.options.deepCopy) for (const adset of live(this.world.adsetsOf(source.id))) this.adSet(adset, copy, false);
    return copy;
  }

  adSet(source: AdSet, campaign: Campaign, topLevel: boolean): AdSet {
    const status = this.status(source.status, topLevel);
    const copy: AdSet = {
      ...structuredClone(source),
      id: this.world.newObjectId(),
      campaignId: campaign.id,
      name: this.name(source.name, topLevel),
      status,
      startAt: this.options.startAt ?? source.startAt,
      endAt: this.options.endAt === undefined ? source.endAt : this.options.endAt,
      createdAt: this.now,
      updatedAt: this.now,
      pausedAt: status === 'ACTIVE' ? null : this.now,
      issues: [],
      learningStage: null,
      sourceId: source.id,
    };
    this.world.addAdSet(copy);
    this.record('ad_set', source.id, copy.id);
    if (!topLevel || this.options.deepCopy) for (const ad of live(this.world.adsOf(source.id))) this.ad(ad, copy, false);
    return copy;
  }

  ad(source: Ad, adset: AdSet, topLevel: boolean): Ad {
    const status = this.status(source.status, topLevel);
    const copy: Ad = {
      ...structuredClone(source),
      id: this.world.newObjectId(),
      campaignId: adset.campaignId,
      adsetId: adset.id,
      name: this.name(source.name, topLevel),
      status,
      createdAt: this.now,
      updatedAt: this.now,
      pausedAt: status === 'ACTIVE' ? null : this.now,
      issues: [],
      sourceId: source.id,
    };
    this.world.addAd(copy);
    this.record('ad', source.id, copy.id);
    return copy;
  }
}

function checkLimit(world: World, kind: 'campaign' | 'adset' | 'ad', id: string, options: CopyOptions, viaAsyncBatch: boolean): void {
  const ads = adsInCopy(world, kind, id, options.deepCopy);
  if (ads > ASYNC_COPY_AD_LIMIT) throw writeErrors.asyncCopyLimit(ads);
  if (!viaAsyncBatch && ads > SYNC_COPY_AD_LIMIT) throw writeErrors.syncCopyLimit(ads);
}

/** `POST /{campaign}/copies` → `{copied_campaign_id, ad_object_ids}` (GRAPH-API §8.4). */
export function copyCampaign(world: World, source: Campaign, options: CopyOptions, now: number, viaAsyncBatch: boolean): Record<string, unknown> {
  checkLimit(world, 'campaign', source.id, options, viaAsyncBatch);
  const copier = new Copier(world, options, now);
  const copy = copier.campaign(source);
  return { copied_campaign_id: copy.id, ad_object_ids: copier.copied };
}

/** `POST /{adset}/copies` (optionally into `campaign_id`) → `{copied_adset_id, ad_object_ids}`. */
export function copyAdSet(world: World, source: AdSet, options: CopyOptions, now: number, viaAsyncBatch: boolean): Record<string, unknown> {
  const campaign = world.campaign(options.parentId ?? source.campaignId);
  if (!campaign || campaign.accountId !== source.accountId) throw writeErrors.foreignParent('campaign_id', 'Campaign', options.parentId ?? source.campaignId, source.accountId);
  if (campaign.status === 'DELETED' || campaign.status === 'ARCHIVED') throw writeErrors.parentRemoved('campaign_id', 'Campaign');
  if (!goalFitsObjective(source.optimizationGoal, campaign.objective)) {
    throw writeErrors.goalNotAllowed('campaign_id', source.optimizationGoal, campaign.objective, goalsOf(campaign.objective));
  }
  // Budgets live on one level: an ad set with its own budget can't go under a campaign budget, nor one without
  // a budget under a campaign without one.
  if (hasOwnBudget(campaign) && hasOwnBudget(source)) throw writeErrors.copyIntoCampaignBudget(campaign.name);
  if (!hasOwnBudget(campaign) && !hasOwnBudget(source)) throw writeErrors.budgetRequired('campaign_id');
  checkLimit(world, 'adset', source.id, options, viaAsyncBatch);
  const copier = new Copier(world, options, now);
  const copy = copier.adSet(source, campaign, true);
  return { copied_adset_id: copy.id, ad_object_ids: copier.copied };
}

/** `POST /{ad}/copies` (optionally into `adset_id`) → `{copied_ad_id, ad_object_ids}`. */
export function copyAd(world: World, source: Ad, options: CopyOptions, now: number): Record<string, unknown> {
  const adset = world.adset(options.parentId ?? source.adsetId);
  if (!adset || adset.accountId !== source.accountId) throw writeErrors.foreignParent('adset_id', 'Ad Set', options.parentId ?? source.adsetId, source.accountId);
  if (adset.status === 'DELETED' || adset.status === 'ARCHIVED') throw writeErrors.parentRemoved('adset_id', 'Ad Set');
  const copier = new Copier(world, options, now);
  const copy = copier.ad(source, adset, true);
  return { copied_ad_id: copy.id, ad_object_ids: copier.copied };
}
