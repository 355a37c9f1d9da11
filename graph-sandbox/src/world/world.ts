import { groupBy } from '../lib/group-by';
import { createRandom } from '../lib/random';
import type { AdAccount } from './accounts/ad-account';
import { PopulationModel } from './audience/population-model';
import { buildAdAccounts } from './accounts/build-ad-accounts';
import type { Ad, AdSet, Campaign } from './ads/ad-objects';
import type { AsyncRequest, AsyncRequestSet } from './async/async-request-set';
import type { AsyncSession } from './async/async-session';
import type { StoredCreative } from './creatives/stored-creative';
import type { UploadedImage } from './creatives/uploaded-image';
import { assignFunnelAudiences } from './audiences/assign-funnel-audiences';
import { buildCustomAudiences } from './audiences/build-custom-audiences';
import type { CustomAudience } from './audiences/custom-audience';
import { buildAdObjects } from './ads/build-ad-objects';
import { GeoCatalog } from './geo/geo-catalog';
import { IdFactory } from './ids';
import type { AdLabel } from './labels/ad-label';
import type { AdsPixel } from './pixels/ads-pixel';
import { buildPixels } from './pixels/build-pixels';
import { assignCustomConversions, buildCustomConversions } from './pixels/build-custom-conversions';
import type { CustomConversion } from './pixels/custom-conversion';
import { generateInsights } from './insights/generate-insights';
import { InsightsStore } from './insights/insights-store';
import { buildLargeAccount } from './large-account/build-large-account';
import type { ReportRun } from './insights/report-run';
import type { Page } from './pages/page';
import { buildPages } from './pages/build-pages';
import { buildAccessTokens, type AccessToken, type AppIdentity } from './people/access-tokens';
import { PLATFORM_USERS, type PlatformUser } from './people/platform-users';
import { buildTaxonomy } from './taxonomy/build-taxonomy';
import type { Taxonomy } from './taxonomy/taxonomy';
import { taxonomyForSeed } from './taxonomy/taxonomy-for-seed';

export interface WorldOptions {
  seed: number;
  app: AppIdentity;
  /** The moment the world is "as of" (epoch ms): dates, token times and today's partial insights follow it. */
  builtAt: number;
  /** Adds a large ad account for the first user (300 campaigns, 1,000 ad sets), for benchmarks. */
  largeAccount?: boolean;
}

/** Anything a graph id can point at. */
export type WorldNode =
  | { kind: 'user'; entity: PlatformUser }
  | { kind: 'ad_account'; entity: AdAccount }
  | { kind: 'campaign'; entity: Campaign }
  | { kind: 'adset'; entity: AdSet }
  | { kind: 'ad'; entity: Ad }
  | { kind: 'page'; entity: Page }
  | { kind: 'custom_audience'; entity: CustomAudience }
  | { kind: 'ad_label'; entity: AdLabel }
  | { kind: 'ads_pixel'; entity: AdsPixel }
  | { kind: 'custom_conversion'; entity: CustomConversion }
  | { kind: 'async_session'; entity: AsyncSession }
  | { kind: 'report_run'; entity: ReportRun }
  | { kind: 'async_request_set'; entity: AsyncRequestSet }
  | { kind: 'async_request'; entity: AsyncRequest };

/** The sandbox's deterministic world: the same seed and `builtAt` always give the same world. */
export class World {
  readonly seed: number;
  readonly builtAt: number;
  readonly app: AppIdentity;
  readonly users: readonly PlatformUser[] = PLATFORM_USERS;
  readonly pages: Page[];
  readonly accounts: AdAccount[];
  readonly campaigns: Campaign[];
  readonly adsets: AdSet[];
  readonly ads: Ad[];
  readonly customAudiences: CustomAudience[];
  readonly adLabels: AdLabel[];
  readonly pixels: AdsPixel[];
  readonly customConversions: CustomConversion[];
  /** Sessions of `asyncbatch` calls and requests of async request sets, in the order they were started. */
  readonly asyncSessions: AsyncSession[] = [];
  /** Async insights reports, in the order they were asked for. */
  readonly reportRuns: ReportRun[] = [];
  /** Pictures uploaded through `adimages`, and creatives made through `adcreatives`, oldest first. */
  readonly uploadedImages: UploadedImage[] = [];
  readonly storedCreatives: StoredCreative[] = [];
  /** Goes up with every write, so caches of derived figures (active ads) know to recompute. */
  revision = 0;
  /** Per campaign or ad set: when its budget changed, for Meta's four-changes-an-hour limit. */
  readonly budgetChanges = new Map<string, number[]>();
  readonly taxonomy: Taxonomy;
  readonly geo: GeoCatalog;
  /** Delivery-estimate population model over the taxonomy and the geo catalogue. */
  readonly audience: PopulationModel;
  readonly insights: InsightsStore;
  readonly tokens: Map<string, AccessToken>;
  private readonly nodes = new Map<string, WorldNode>();
  private readonly children: Map<string, string[]>;
  /** Ids for objects created by writes; never repeats a seeded id. */
  private readonly writeIds: IdFactory;

  constructor({ seed, app, builtAt, largeAccount = false }: WorldOptions) {
    this.seed = seed;
    this.app = app;
    this.builtAt = builtAt;
    const random = createRandom(`sandbox-world-${seed}`);
    const ids = new IdFactory(random.fork('ids'));
    for (const user of this.users) ids.reserve(user.id);

    this.pages = buildPages(random.fork('pages'), ids.stream('pages'));
    const pageIdByName = (name: string): string => this.pages.find((p) => p.name === name)?.id ?? '';
    this.accounts = buildAdAccounts(random.fork('accounts'), ids.stream('accounts'), builtAt, pageIdByName).accounts;
    this.taxonomy = taxonomyForSeed(seed, ids, () => buildTaxonomy(random.fork('taxonomy'), ids.stream('taxonomy')));
    this.geo = new GeoCatalog();
    this.audience = new PopulationModel(this.geo);
    const objects = buildAdObjects(this.accounts, random.fork('ad-objects'), ids.stream('ad-objects'), {
      interest: (name) => {
        const item = this.taxonomy.interestByName(name);
        return item ? { id: item.id, name: item.name } : undefined;
      },
      city: (name, country) => this.geo.city(name, country),
    }, builtAt);
    this.campaigns = objects.campaigns;
    this.adsets = objects.adsets;
    this.ads = objects.ads;
    this.adLabels = objects.labels;
    if (largeAccount) {
      const template = this.accounts.find((a) => a.ownerUserId === this.users[0]?.id && a.currency === 'IDR' && a.deliveryStoppedOn === null);
      if (template) {
        const large = buildLargeAccount(template, objects, random.fork('large-account'), ids.stream('large-account'), ids.stream('large-account-labels'));
        this.accounts.push(large.account);
        objects.labels.push(...large.objects.labels);
        objects.campaigns.push(...large.objects.campaigns);
        objects.adsets.push(...large.objects.adsets);
        objects.ads.push(...large.objects.ads);
      }
    }
    this.customAudiences = buildCustomAudiences(this.accounts, random.fork('custom-audiences'), ids.stream('custom-audiences'), builtAt);
    assignFunnelAudiences(this.adsets, this.customAudiences);
    this.pixels = buildPixels(this.accounts, random.fork('pixels'), builtAt);
    this.customConversions = buildCustomConversions(this.accounts, random.fork('custom-conversions'), ids.stream('custom-conversions'), builtAt);
    assignCustomConversions(this.adsets, this.customConversions);
    this.writeIds = ids.stream('writes');

    for (const entity of this.users) this.nodes.set(entity.id, { kind: 'user', entity });
    for (const entity of this.pages) this.nodes.set(entity.id, { kind: 'page', entity });
    for (const entity of this.accounts) this.nodes.set(entity.id, { kind: 'ad_account', entity });
    for (const entity of this.campaigns) this.nodes.set(entity.id, { kind: 'campaign', entity });
    for (const entity of this.adsets) this.nodes.set(entity.id, { kind: 'adset', entity });
    for (const entity of this.ads) this.nodes.set(entity.id, { kind: 'ad', entity });
    for (const entity of this.customAudiences) this.nodes.set(entity.id, { kind: 'custom_audience', entity });
    for (const entity of this.adLabels) this.nodes.set(entity.id, { kind: 'ad_label', entity });
    for (const entity of this.pixels) this.nodes.set(entity.id, { kind: 'ads_pixel', entity });
    for (const entity of this.customConversions) this.nodes.set(entity.id, { kind: 'custom_conversion', entity });

    this.children = new Map<string, string[]>([
      ...[...groupBy(this.campaigns, (c) => c.accountId)].map(([k, v]) => [k, v.map((c) => c.id)] as [string, string[]]),
      ...[...groupBy(this.adsets, (a) => a.campaignId)].map(([k, v]) => [k, v.map((a) => a.id)] as [string, string[]]),
      ...[...groupBy(this.ads, (a) => a.adsetId)].map(([k, v]) => [k, v.map((a) => a.id)] as [string, string[]]),
    ]);
    this.insights = new InsightsStore(generateInsights(this.accounts, objects, this.customConversions, random.fork('insights'), builtAt), (id) => this.children.get(id) ?? []);

    this.tokens = buildAccessTokens({
      app,
      users: this.users,
      accountNumbersByUser: new Map(this.users.map((u) => [u.id, this.accountsOf(u.id).map((a) => a.accountNumber)])),
      pageIdsByUser: new Map(this.users.map((u) => [u.id, this.pages.filter((p) => p.ownerUserId === u.id).map((p) => p.id)])),
      builtAt,
    });
  }

  node(id: string): WorldNode | undefined {
    return this.nodes.get(id);
  }

  user(id: string): PlatformUser | undefined {
    const node = this.nodes.get(id);
    return node?.kind === 'user' ? node.entity : undefined;
  }

  account(id: string): AdAccount | undefined {
    const node = this.nodes.get(id);
    return node?.kind === 'ad_account' ? node.entity : undefined;
  }

  campaign(id: string): Campaign | undefined {
    const node = this.nodes.get(id);
    return node?.kind === 'campaign' ? node.entity : undefined;
  }

  adset(id: string): AdSet | undefined {
    const node = this.nodes.get(id);
    return node?.kind === 'adset' ? node.entity : undefined;
  }

  ad(id: string): Ad | undefined {
    const node = this.nodes.get(id);
    return node?.kind === 'ad' ? node.entity : undefined;
  }

  /** A fresh id for an object a write creates (18 digits, like current campaign ids). */
  newObjectId(): string {
    return this.writeIds.next('1202', 18);
  }

  markChanged(): void {
    this.revision += 1;
  }

  addCampaign(campaign: Campaign): void {
    this.campaigns.push(campaign);
    this.nodes.set(campaign.id, { kind: 'campaign', entity: campaign });
    this.adoptChild(campaign.accountId, campaign.id);
    this.markChanged();
  }

  addAdSet(adset: AdSet): void {
    this.adsets.push(adset);
    this.nodes.set(adset.id, { kind: 'adset', entity: adset });
    this.adoptChild(adset.campaignId, adset.id);
    this.markChanged();
  }

  addAd(ad: Ad): void {
    this.ads.push(ad);
    this.nodes.set(ad.id, { kind: 'ad', entity: ad });
    this.adoptChild(ad.adsetId, ad.id);
    this.markChanged();
  }

  uploadedImagesOf(accountId: string): UploadedImage[] {
    return this.uploadedImages.filter((image) => image.accountId === accountId);
  }

  /** An upload of the same bytes to the same account keeps the first one (its hash is the same). */
  addUploadedImage(image: UploadedImage): UploadedImage {
    const known = this.uploadedImages.find((i) => i.accountId === image.accountId && i.hash === image.hash);
    if (known) return known;
    this.uploadedImages.push(image);
    this.markChanged();
    return image;
  }

  storedCreative(id: string): StoredCreative | undefined {
    return this.storedCreatives.find((c) => c.id === id);
  }

  addCreative(creative: StoredCreative): void {
    this.storedCreatives.push(creative);
    this.markChanged();
  }

  adLabel(id: string): AdLabel | undefined {
    const node = this.nodes.get(id);
    return node?.kind === 'ad_label' ? node.entity : undefined;
  }

  adLabelsOf(accountId: string): AdLabel[] {
    return this.adLabels.filter((l) => l.accountId === accountId);
  }

  /** A fresh label id (17 digits, like the seeded ones). */
  newLabelId(): string {
    return this.writeIds.next('2385', 17);
  }

  addAdLabel(label: AdLabel): void {
    this.adLabels.push(label);
    this.nodes.set(label.id, { kind: 'ad_label', entity: label });
    this.markChanged();
  }

  /** Deletes a label: it leaves its account and every campaign, ad set and ad that carried it. */
  removeAdLabel(label: AdLabel): void {
    const index = this.adLabels.indexOf(label);
    if (index >= 0) this.adLabels.splice(index, 1);
    this.nodes.delete(label.id);
    for (const object of [...this.campaignsOf(label.accountId), ...this.adsetsOf(label.accountId), ...this.adsOf(label.accountId)]) {
      if (object.adlabels.some((l) => l.id === label.id)) object.adlabels = object.adlabels.filter((l) => l.id !== label.id);
    }
    this.markChanged();
  }

  /** The pixels an account can use: its own (the large account uses its template's). */
  pixelsOf(accountId: string): AdsPixel[] {
    const account = this.account(accountId);
    return account ? this.pixels.filter((p) => p.id === account.pixelId) : [];
  }

  customConversion(id: string): CustomConversion | undefined {
    const node = this.nodes.get(id);
    return node?.kind === 'custom_conversion' ? node.entity : undefined;
  }

  customConversionsOf(accountId: string): CustomConversion[] {
    return this.customConversions.filter((c) => c.accountId === accountId);
  }

  /** Report run ids look like Meta's (`6023920149050`): 13 digits, counting up. */
  newReportRunId(): string {
    return String(6_023_920_100_000 + this.reportRuns.length * 7919 + 1);
  }

  addReportRun(run: ReportRun): void {
    this.reportRuns.push(run);
    this.nodes.set(run.id, { kind: 'report_run', entity: run });
  }

  addAsyncSession(session: AsyncSession): void {
    this.asyncSessions.push(session);
    this.nodes.set(session.id, { kind: 'async_session', entity: session });
  }

  addAsyncRequestSet(set: AsyncRequestSet): void {
    this.nodes.set(set.id, { kind: 'async_request_set', entity: set });
    for (const session of set.requests) {
      this.asyncSessions.push(session);
      this.nodes.set(session.id, { kind: 'async_request', entity: { session, set } });
    }
  }

  private adoptChild(parentId: string, childId: string): void {
    const siblings = this.children.get(parentId);
    if (siblings) siblings.push(childId);
    else this.children.set(parentId, [childId]);
  }

  /** A fresh custom audience id (17 digits, like the seeded ones). */
  newAudienceId(): string {
    return this.writeIds.next('2385', 17);
  }

  addCustomAudience(audience: CustomAudience): void {
    this.customAudiences.push(audience);
    this.nodes.set(audience.id, { kind: 'custom_audience', entity: audience });
    this.markChanged();
  }

  customAudiencesOf(accountId: string): CustomAudience[] {
    return this.customAudiences.filter((a) => a.accountId === accountId);
  }

  accountsOf(userId: string): AdAccount[] {
    return this.accounts.filter((a) => a.ownerUserId === userId);
  }

  campaignsOf(accountId: string): Campaign[] {
    return this.campaigns.filter((c) => c.accountId === accountId);
  }

  /** Ad sets of an account (`act_…`) or of a campaign. */
  adsetsOf(parentId: string): AdSet[] {
    return this.adsets.filter((a) => a.accountId === parentId || a.campaignId === parentId);
  }

  /** Ads of an account, a campaign or an ad set. */
  adsOf(parentId: string): Ad[] {
    return this.ads.filter((a) => a.accountId === parentId || a.campaignId === parentId || a.adsetId === parentId);
  }

  /** The ad account an object belongs to (itself for an account). */
  accountOfNode(node: WorldNode): AdAccount | undefined {
    switch (node.kind) {
      case 'ad_account':
        return node.entity;
      case 'campaign':
      case 'adset':
      case 'ad':
      case 'custom_audience':
      case 'ad_label':
      case 'custom_conversion':
      case 'async_request_set':
        return this.account(node.entity.accountId);
      case 'async_request':
        return this.account(node.entity.set.accountId);
      case 'ads_pixel':
        return this.account(node.entity.ownerAccountId);
      default:
        return undefined;
    }
  }
}

export function buildWorld(options: WorldOptions): World {
  return new World(options);
}
