import { addDays, dateInZone, dayFractionInZone, daysBetween, DAY_MS, weekdayOf } from '../../lib/meta-time';
import type { Random } from '../../lib/random';
import type { AdAccount } from '../accounts/ad-account';
import type { Ad, AdSet, Campaign } from '../ads/ad-objects';
import type { AdObjects } from '../ads/build-ad-objects';
import type { DailyMetrics } from './daily-metrics';
import { toMinor } from '../../lib/currency';
import { customConversionAction, type CustomConversion } from '../pixels/custom-conversion';
import { adProfile, metricsForSpend, type AdGoal, type AdProfile } from './metrics-model';

/** Days of history the world holds, today included. */
export const INSIGHTS_WINDOW_DAYS = 120;

const WEEKDAY_FACTOR = [0.96, 0.97, 0.99, 1, 1.02, 1.06, 1.03];

/** The insights window of one account: its dates, oldest first, and how much of each day's budget is spent. */
interface AccountCalendar {
  dates: string[];
  dayShares: number[];
  /** Local date of an instant in the account's zone. */
  day(ms: number): string;
  /** Index of a date in `dates`, clamped to the window. */
  index(date: string): number;
}

function calendarOf(account: AdAccount, builtAt: number): AccountCalendar {
  const today = dateInZone(builtAt, account.timezoneName);
  const first = addDays(today, 1 - INSIGHTS_WINDOW_DAYS);
  const todayShare = dayFractionInZone(builtAt, account.timezoneName);
  const dates = Array.from({ length: INSIGHTS_WINDOW_DAYS }, (_, i) => addDays(first, i));
  return {
    dates,
    dayShares: dates.map((date, i) => (i === dates.length - 1 ? todayShare : 1) * (WEEKDAY_FACTOR[weekdayOf(date)] ?? 1)),
    day: (ms) => dateInZone(ms, account.timezoneName),
    index: (date) => Math.min(INSIGHTS_WINDOW_DAYS, Math.max(-1, daysBetween(first, date))),
  };
}

/** First and last window index on which the ad can deliver, or null. */
function deliveryWindow(ad: Ad, adset: AdSet, campaign: Campaign, account: AdAccount, calendar: AccountCalendar): [number, number] | null {
  if (ad.review !== 'APPROVED') return null;
  const first = Math.max(0, ...[campaign.startAt, adset.startAt, ad.createdAt].map((ms) => calendar.index(calendar.day(ms))));
  let last = INSIGHTS_WINDOW_DAYS - 1;
  for (const ms of [campaign.pausedAt, campaign.stopAt, adset.pausedAt, adset.endAt, ad.pausedAt]) if (ms !== null) last = Math.min(last, calendar.index(calendar.day(ms)));
  if (account.deliveryStoppedOn) last = Math.min(last, calendar.index(account.deliveryStoppedOn));
  return first <= last ? [first, last] : null;
}

function campaignDailyBudget(campaign: Campaign): number | null {
  if (campaign.dailyBudget !== null) return campaign.dailyBudget;
  if (campaign.lifetimeBudget !== null && campaign.stopAt !== null) {
    return campaign.lifetimeBudget / Math.max(1, Math.round((campaign.stopAt - campaign.startAt) / DAY_MS));
  }
  return null;
}

interface AdState {
  ad: Ad;
  first: number;
  last: number;
  weight: number;
  profile: AdProfile;
}

interface AdSetState {
  adset: AdSet;
  weight: number;
  ads: AdState[];
}

function goalOf(adset: AdSet, account: AdAccount, conversions: ReadonlyMap<string, CustomConversion>): AdGoal {
  const promoted = adset.promotedObject;
  const conversion = promoted?.custom_conversion_id ? conversions.get(promoted.custom_conversion_id) : undefined;
  return {
    optimizationGoal: adset.optimizationGoal,
    leadSource: promoted?.pixel_id && promoted.custom_event_type === 'LEAD' ? 'website' : 'form',
    customConversion: conversion ? { action: customConversionAction(conversion.id), valueMinor: toMinor(conversion.defaultValue, account.currency) } : null,
  };
}

/**
 * Daily rows per ad for the last INSIGHTS_WINDOW_DAYS days. Budgets are split over what delivers each day
 * (campaign → ad sets for campaign budgets, ad set → ads), so spend never exceeds a budget and every level's
 * numbers are the sums of its ads'. Each row is drawn from its own (ad, date) stream.
 */
export function generateInsights(
  accounts: readonly AdAccount[],
  objects: AdObjects,
  conversions: readonly CustomConversion[],
  random: Random,
  builtAt: number,
): Map<string, DailyMetrics[]> {
  const rows = new Map<string, DailyMetrics[]>();
  const conversionById = new Map(conversions.map((c) => [c.id, c]));
  const calendars = new Map(accounts.map((a) => [a.id, { account: a, calendar: calendarOf(a, builtAt) }]));
  const adsByAdset = new Map<string, Ad[]>();
  for (const ad of objects.ads) {
    const list = adsByAdset.get(ad.adsetId) ?? [];
    list.push(ad);
    adsByAdset.set(ad.adsetId, list);
  }

  for (const campaign of objects.campaigns) {
    const entry = calendars.get(campaign.accountId);
    if (!entry) continue;
    const { account, calendar } = entry;
    const sets: AdSetState[] = objects.adsets
      .filter((adset) => adset.campaignId === campaign.id)
      .map((adset) => ({
        adset,
        weight: random.fork(`weight/${adset.id}`).float(0.6, 1.4),
        ads: (adsByAdset.get(adset.id) ?? []).flatMap((ad): AdState[] => {
          const window = deliveryWindow(ad, adset, campaign, account, calendar);
          if (!window) return [];
          const r = random.fork(`profile/${ad.id}`);
          return [{ ad, first: window[0], last: window[1], weight: r.float(0.3, 1.7), profile: adProfile(account.currency, campaign.objective, ad.format, goalOf(adset, account, conversionById), r) }];
        }),
      }))
      .filter((set) => set.ads.length > 0);
    if (sets.length === 0) continue;
    const campaignBudget = campaignDailyBudget(campaign);
    const firstDay = Math.min(...sets.flatMap((set) => set.ads.map((ad) => ad.first)));
    const lastDay = Math.max(...sets.flatMap((set) => set.ads.map((ad) => ad.last)));

    for (let d = firstDay; d <= lastDay; d += 1) {
      const date = calendar.dates[d] as string;
      const active = sets.map((set) => ({ set, ads: set.ads.filter((ad) => ad.first <= d && d <= ad.last) })).filter((item) => item.ads.length > 0);
      const setWeights = active.reduce((sum, item) => sum + item.set.weight, 0);
      const dayShare = Math.min(1, calendar.dayShares[d] ?? 1);
      for (const { set, ads } of active) {
        const budget = campaignBudget !== null ? (campaignBudget * set.weight) / setWeights : (set.adset.dailyBudget ?? 0);
        const utilisation = random.fork(`pace/${set.adset.id}/${date}`).float(0.72, 0.97);
        const adWeights = ads.reduce((sum, ad) => sum + ad.weight, 0);
        for (const state of ads) {
          const spend = Math.floor(((budget * state.weight) / adWeights) * utilisation * dayShare);
          const row = metricsForSpend(date, spend, state.profile, random.fork(`day/${state.ad.id}/${date}`));
          if (row.spend === 0) continue;
          const list = rows.get(state.ad.id) ?? [];
          list.push(row);
          rows.set(state.ad.id, list);
        }
      }
    }
  }
  return rows;
}
