import { currencyInfo } from '../../lib/currency';
import { DAY_MS } from '../../lib/meta-time';
import type { Random } from '../../lib/random';
import type { AdAccount } from '../accounts/ad-account';
import type { AdSet } from '../ads/ad-objects';
import type { IdFactory } from '../ids';
import type { CustomConversion } from './custom-conversion';

interface Recipe {
  name: Record<AdAccount['vertical'], string>;
  description: string;
  customEventType: string;
  /** The pixel event and the URL fragment the rule matches. */
  event: string;
  url: Record<AdAccount['vertical'], string>;
  /** Default value in the currency's typical order values (share of the lower bound); 0 = none. */
  valueShare: number;
  archived?: boolean;
  optimised?: boolean;
}

const RECIPES: readonly Recipe[] = [
  {
    name: { fashion: 'Premium order (thank-you page)', automotive: 'Workshop bulk order (thank-you page)' },
    description: 'Orders that reach the premium thank-you page',
    customEventType: 'OTHER',
    event: 'PageView',
    url: { fashion: '/checkout/thank-you/premium', automotive: '/checkout/thank-you/bulk' },
    valueShare: 1.5,
    optimised: true,
  },
  {
    name: { fashion: 'Newsletter sign-up', automotive: 'Price list sign-up' },
    description: 'Visitors who confirm the sign-up form',
    customEventType: 'COMPLETE_REGISTRATION',
    event: 'PageView',
    url: { fashion: '/newsletter/confirmed', automotive: '/price-list/confirmed' },
    valueShare: 0,
  },
  {
    name: { fashion: 'Size guide views', automotive: 'Part finder searches' },
    description: '',
    customEventType: 'CONTENT_VIEW',
    event: 'ViewContent',
    url: { fashion: '/size-guide', automotive: '/part-finder' },
    valueShare: 0,
  },
  {
    name: { fashion: 'Old checkout purchase (2023)', automotive: 'Old checkout purchase (2023)' },
    description: 'Replaced by the new checkout',
    customEventType: 'PURCHASE',
    event: 'Purchase',
    url: { fashion: '/old-checkout/done', automotive: '/old-checkout/done' },
    valueShare: 1,
    archived: true,
  },
];

const ruleJson = (event: string, url: string): string => JSON.stringify({ and: [{ event: { eq: event } }, { or: [{ URL: { i_contains: url } }] }] });

/**
 * Each account's custom conversions on its pixel: one its sales ad sets optimise for (`OTHER`, with a default
 * value), a sign-up and a content view that fire but nothing optimises for, and an archived one that stopped long ago.
 */
export function buildCustomConversions(accounts: readonly AdAccount[], random: Random, ids: IdFactory, builtAt: number): CustomConversion[] {
  return accounts.flatMap((account) => {
    const r = random.fork(account.id);
    const stoppedAt = account.status === 2 && account.deliveryStoppedOn ? Date.parse(`${account.deliveryStoppedOn}T12:00:00Z`) : null;
    return RECIPES.map((recipe): CustomConversion => {
      const createdAt = Math.min(builtAt - 200 * DAY_MS, account.createdAt + r.int(30, 200) * DAY_MS) + r.int(0, 86_399) * 1000;
      const lastFiredAt = recipe.archived
        ? createdAt + r.int(60, 150) * DAY_MS
        : stoppedAt !== null
          ? stoppedAt + r.int(0, 5) * DAY_MS
          : builtAt - r.int(5, 600) * 60_000;
      return {
        id: ids.next('', 16),
        accountId: account.id,
        pixelId: account.pixelId,
        name: recipe.name[account.vertical],
        description: recipe.description,
        customEventType: recipe.customEventType,
        rule: ruleJson(recipe.event, recipe.url[account.vertical]),
        defaultValue: Math.round(currencyInfo(account.currency).orderValue[0] * recipe.valueShare),
        createdAt,
        firstFiredAt: createdAt + r.int(1, 48) * 3_600_000,
        lastFiredAt: Math.min(lastFiredAt, builtAt - 60_000),
        isArchived: recipe.archived ?? false,
        optimised: recipe.optimised ?? false,
      };
    });
  });
}

/** Ad sets promoting a custom conversion (`custom_event_type: OTHER` on the pixel) get their account's optimised one. */
export function assignCustomConversions(adsets: readonly AdSet[], conversions: readonly CustomConversion[]): void {
  for (const adset of adsets) {
    const promoted = adset.promotedObject;
    if (!promoted || promoted.custom_event_type !== 'OTHER' || !promoted.pixel_id) continue;
    const conversion = conversions.find((c) => c.accountId === adset.accountId && c.optimised);
    if (conversion) adset.promotedObject = { pixel_id: promoted.pixel_id, custom_conversion_id: conversion.id, custom_event_type: 'OTHER' };
  }
}
