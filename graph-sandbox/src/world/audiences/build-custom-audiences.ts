import { DAY_MS } from '../../lib/meta-time';
import type { Random } from '../../lib/random';
import type { AdAccount } from '../accounts/ad-account';
import type { IdFactory } from '../ids';
import type { CustomAudience, CustomAudienceSubtype, FunnelStage } from './custom-audience';

interface Recipe {
  key: string;
  name: string;
  subtype: CustomAudienceSubtype;
  stage: FunnelStage;
  retentionDays: number;
  /** Share of the account's market the audience reaches. */
  size: [number, number];
  event?: string;
}

const RECIPES: readonly Recipe[] = [
  { key: 'visitors', name: 'Website visitors 30d', subtype: 'WEBSITE', stage: 3, retentionDays: 30, size: [40_000, 180_000], event: 'PageView' },
  { key: 'add_to_cart', name: 'Add to cart 14d', subtype: 'WEBSITE', stage: 3, retentionDays: 14, size: [6_000, 30_000], event: 'AddToCart' },
  { key: 'purchasers', name: 'Purchasers 180d', subtype: 'WEBSITE', stage: 4, retentionDays: 180, size: [8_000, 45_000], event: 'Purchase' },
  { key: 'engagers', name: 'Page & Instagram engagers 365d', subtype: 'ENGAGEMENT', stage: 2, retentionDays: 365, size: [60_000, 400_000] },
  { key: 'video', name: 'Video viewers 50% 90d', subtype: 'ENGAGEMENT', stage: 2, retentionDays: 90, size: [90_000, 600_000] },
  { key: 'customers', name: 'Customer list (CRM export)', subtype: 'CUSTOM', stage: 4, retentionDays: 0, size: [3_000, 25_000] },
  { key: 'app', name: 'App users 30d', subtype: 'APP', stage: 3, retentionDays: 30, size: [5_000, 40_000] },
  { key: 'lookalike', name: 'Lookalike (1%) - Purchasers 180d', subtype: 'LOOKALIKE', stage: 1, retentionDays: 0, size: [1_500_000, 2_300_000] },
];

const COUNTRY_BY_CURRENCY: Record<string, string> = { IDR: 'ID', USD: 'US', JPY: 'JP' };

function ruleFor(recipe: Recipe, account: AdAccount, pageId: string): string | null {
  const retention = recipe.retentionDays * 86_400;
  if (recipe.subtype === 'WEBSITE') {
    const filter =
      recipe.event === 'PageView'
        ? { operator: 'and', filters: [{ field: 'url', operator: 'i_contains', value: '' }] }
        : { operator: 'and', filters: [{ field: 'event', operator: 'eq', value: recipe.event }] };
    return JSON.stringify({ inclusions: { operator: 'or', rules: [{ event_sources: [{ id: account.pixelId, type: 'pixel' }], retention_seconds: retention, filter }] } });
  }
  if (recipe.subtype === 'ENGAGEMENT') {
    const event = recipe.key === 'video' ? 'video_watched' : 'page_engaged';
    return JSON.stringify({ inclusions: { operator: 'or', rules: [{ event_sources: [{ id: pageId, type: 'page' }], retention_seconds: retention, filter: { operator: 'and', filters: [{ field: 'event', operator: 'eq', value: event }] } }] } });
  }
  if (recipe.subtype === 'APP') {
    return JSON.stringify({ inclusions: { operator: 'or', rules: [{ event_sources: [{ id: '1234567890', type: 'app' }], retention_seconds: retention, filter: { operator: 'and', filters: [{ field: 'event', operator: 'eq', value: 'fb_mobile_activate_app' }] } }] } });
  }
  return null;
}

/** Each account's audiences: pixel visitors and purchasers, engagers, a customer list, app users and a lookalike. */
export function buildCustomAudiences(accounts: readonly AdAccount[], random: Random, ids: IdFactory, builtAt: number): CustomAudience[] {
  const audiences: CustomAudience[] = [];
  for (const account of accounts) {
    const r = random.fork(account.id);
    const byKey = new Map<string, CustomAudience>();
    for (const recipe of RECIPES) {
      const lower = Math.round(r.int(...recipe.size) / 100) * 100;
      const createdAt = Math.max(account.createdAt, builtAt - r.int(120, 700) * DAY_MS);
      const purchasers = byKey.get('purchasers');
      const country = COUNTRY_BY_CURRENCY[account.currency] ?? 'US';
      const audience: CustomAudience = {
        id: ids.next('2385', 17),
        accountId: account.id,
        name: recipe.name,
        description: '',
        subtype: recipe.subtype,
        stage: recipe.stage,
        lowerBound: lower,
        // Meta reports bounds with the upper one 1.176 × the lower (as targeting search does).
        upperBound: Math.round(lower * 1.176),
        retentionDays: recipe.retentionDays,
        rule: ruleFor(recipe, account, account.pageId),
        pixelId: recipe.subtype === 'WEBSITE' ? account.pixelId : null,
        lookalike:
          recipe.subtype === 'LOOKALIKE' && purchasers ? { originId: purchasers.id, originName: purchasers.name, country, ratio: 0.01 } : null,
        customerFileSource: recipe.subtype === 'CUSTOM' ? 'USER_PROVIDED_ONLY' : null,
        dataSource:
          recipe.subtype === 'WEBSITE'
            ? { type: 'EVENT_BASED', sub_type: 'WEB_PIXEL_HITS', creation_params: '{}' }
            : recipe.subtype === 'ENGAGEMENT'
              ? { type: 'EVENT_BASED', sub_type: recipe.key === 'video' ? 'ENGAGEMENT_EVENTS' : 'MULTI_HASHES', creation_params: '{}' }
              : recipe.subtype === 'CUSTOM'
                ? { type: 'FILE_IMPORTED', sub_type: 'HASHES', creation_params: '{}' }
                : recipe.subtype === 'APP'
                  ? { type: 'EVENT_BASED', sub_type: 'APP_USERS', creation_params: '{}' }
                  : { type: 'LOOKALIKE', sub_type: 'LOOKALIKE_DYNAMIC', creation_params: '{}' },
        createdAt,
        updatedAt: Math.min(builtAt - DAY_MS, createdAt + r.int(1, 90) * DAY_MS),
      };
      byKey.set(recipe.key, audience);
      audiences.push(audience);
    }
  }
  return audiences;
}
