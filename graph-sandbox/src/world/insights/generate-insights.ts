import { dateToUtcMs, dayFractionInZone, dayNumberInZone, DAY_MS, utcMsToDate, weekdayOf } from '../../lib/meta-time';
import type { ForkFamily, Random } from '../../lib/random';
import { groupBy } from '../../lib/group-by';
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

/** The insights window in one time zone: its dates, oldest first, and how much of each day's budget is spent. */
interface Calendar {
  dates: string[];
  dayShares: number[];
  /** Window index of the local day of an instant, clamped to -1 … INSIGHTS_WINDOW_DAYS. */
  indexOfInstant(ms: number): number;
  /** Window index of a `YYYY-MM-DD` date, clamped likewise. */
  indexOfDate(date: string): number;
}

function calendarOf(timeZone: string, builtAt: number): Calendar {
  const first = dayNumberInZone(builtAt, timeZone) + 1 - INSIGHTS_WINDOW_DAYS;
  const todayShare = dayFractionInZone(builtAt, timeZone);
  const dates = Array.from({ length: INSIGHTS_WINDOW_DAYS }, (_, i) => utcMsToDate((first + i) * DAY_MS));
  const clamp = (index: number): number => Math.min(INSIGHTS_WINDOW_DAYS, Math.max(-1, index));
  return {
    dates,
    dayShares: dates.map((date, i) => (i === dates.length - 1 ? todayShare : 1) * (WEEKDAY_FACTOR[weekdayOf(date)] ?? 1)),
    indexOfInstant: (ms) => clamp(dayNumberInZone(ms, timeZone) - first),
    indexOfDate: (date) => clamp(dateToUtcMs(date) / DAY_MS - first),
  };
}

/** First and last window index on which the ad can deliver, or null. */
function deliveryWindow(ad: Ad, adset: AdSet, campaign: Campaign, account: AdAccount, calendar: Calendar): [number, number] | null {
  if (ad.review !== 'APPROVED') return null;
  const first = Math.max(0, calendar.indexOfInstant(campaign.startAt), calendar.indexOfInstant(adset.startAt), calendar.indexOfInstant(ad.createdAt));
  let last = INSIGHTS_WINDOW_DAYS - 1;
  for (const ms of [campaign.pausedAt, campaign.stopAt, adset.pausedAt, adset.endAt, ad.pausedAt]) if (ms !== null) last = Math.min(last, calendar.indexOfInstant(ms));
  if (account.deliveryStoppedOn) last = Math.min(last, calendar.indexOfDate(account.deliveryStoppedOn));
  return first <= last ? [first, last] : null;
}

function campaignDailyBudget(campaign: Campaign): number | null {
  if (campaign.dailyBudget !== null) return campaign.dailyBudget;
  if (campaign.lifetimeBudget !== null && campaign.stopAt !== null) {
    return campaign.lifetimeBudget / Math.max(1, Math.round((campaign.stopAt - campaign.startAt) / DAY_MS));
  }
  return null;
}

/** What one ad brings to its campaign's days, fixed when the world is built. */
interface AdPlan {
  adId: string;
  /** First and last window index on which it can deliver. */
  first: number;
  last: number;
  weight: number;
  profile: AdProfile;
  /** The ad's day streams, `day/<ad id>/<date>`. */
  days: ForkFamily;
}

/** What one ad set brings to its campaign's days, fixed when the world is built. */
interface AdSetPlan {
  weight: number;
  dailyBudget: number | null;
  ads: AdPlan[];
  /** The ad set's pacing streams, `pace/<ad set id>/<date>`. */
  paces: ForkFamily;
}

/** Everything a campaign's rows are drawn from: plain values, so later writes to the world cannot change them. */
interface CampaignPlan {
  calendar: Calendar;
  /** The campaign's daily budget (a lifetime one spread over its days), or null for ad-set budgets. */
  budget: number | null;
  sets: AdSetPlan[];
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

interface CampaignContext {
  campaign: Campaign;
  account: AdAccount;
  calendar: Calendar;
  conversionById: ReadonlyMap<string, CustomConversion>;
  random: Random;
}

/** The campaign's ad sets that have an ad able to deliver in the window, with their weights and ads' profiles. */
function adSetPlans(adsets: readonly AdSet[], adsByAdset: ReadonlyMap<string, Ad[]>, context: CampaignContext): AdSetPlan[] {
  const { campaign, account, calendar, conversionById, random } = context;
  const sets: AdSetPlan[] = [];
  for (const adset of adsets) {
    const ads: AdPlan[] = [];
    for (const ad of adsByAdset.get(adset.id) ?? []) {
      const window = deliveryWindow(ad, adset, campaign, account, calendar);
      if (!window) continue;
      const r = random.fork(`profile/${ad.id}`);
      const weight = r.float(0.3, 1.7);
      const profile = adProfile(account.currency, campaign.objective, ad.format, goalOf(adset, account, conversionById), r);
      ads.push({ adId: ad.id, first: window[0], last: window[1], weight, profile, days: random.forksUnder(`day/${ad.id}/`) });
    }
    if (ads.length === 0) continue;
    const weight = random.fork(`weight/${adset.id}`).float(0.6, 1.4);
    sets.push({ weight, dailyBudget: adset.dailyBudget, ads, paces: random.forksUnder(`pace/${adset.id}/`) });
  }
  return sets;
}

/** One campaign's rows, day by day: the day's budget split over the ad sets and ads that deliver that day. */
function deliverCampaign({ calendar, budget: campaignBudget, sets }: CampaignPlan, rows: Map<string, DailyMetrics[]>): void {
  let firstDay = INSIGHTS_WINDOW_DAYS;
  let lastDay = -1;
  for (const set of sets) {
    for (const ad of set.ads) {
      firstDay = Math.min(firstDay, ad.first);
      lastDay = Math.max(lastDay, ad.last);
    }
  }

  // Per ad set, the summed weight of its ads that deliver that day (0 when none do: an ad's weight is at least 0.3).
  const adWeights = new Float64Array(sets.length);
  for (let d = firstDay; d <= lastDay; d += 1) {
    const date = calendar.dates[d] as string;
    let setWeights = 0;
    for (let i = 0; i < sets.length; i += 1) {
      const set = sets[i] as AdSetPlan;
      let weight = 0;
      for (const ad of set.ads) if (ad.first <= d && d <= ad.last) weight += ad.weight;
      adWeights[i] = weight;
      if (weight) setWeights += set.weight;
    }
    const dayShare = Math.min(1, calendar.dayShares[d] ?? 1);
    for (let i = 0; i < sets.length; i += 1) {
      const set = sets[i] as AdSetPlan;
      const weightOfAds = adWeights[i] as number;
      if (!weightOfAds) continue;
      const budget = campaignBudget !== null ? (campaignBudget * set.weight) / setWeights : (set.dailyBudget ?? 0);
      const utilisation = set.paces.fork(date).float(0.72, 0.97);
      for (const ad of set.ads) {
        if (ad.first > d || d > ad.last) continue;
        const spend = Math.floor(((budget * ad.weight) / weightOfAds) * utilisation * dayShare);
        // A day without spend has no row (metricsForSpend would return an empty one).
        if (spend <= 0) continue;
        const row = metricsForSpend(date, spend, ad.profile, ad.days.fork(date));
        const list = rows.get(ad.adId);
        if (list) list.push(row);
        else rows.set(ad.adId, [row]);
      }
    }
  }
}

/**
 * The seeded ads' daily rows. A campaign's rows are drawn when one of its ads' rows is first read, from its
 * plan (made when the world is built), so they are the same whenever that happens.
 */
export class AdDailyRows {
  private readonly rows = new Map<string, DailyMetrics[]>();
  /** The plan of each ad whose campaign has not been drawn yet. */
  private readonly undrawn = new Map<string, CampaignPlan>();

  add(plan: CampaignPlan): void {
    for (const set of plan.sets) for (const ad of set.ads) this.undrawn.set(ad.adId, plan);
  }

  /** The ad's rows, oldest first; undefined for an ad that never spent (or that the world did not seed). */
  get(adId: string): DailyMetrics[] | undefined {
    const plan = this.undrawn.get(adId);
    if (plan) {
      for (const set of plan.sets) for (const ad of set.ads) this.undrawn.delete(ad.adId);
      deliverCampaign(plan, this.rows);
    }
    return this.rows.get(adId);
  }
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
): AdDailyRows {
  const rows = new AdDailyRows();
  const conversionById = new Map(conversions.map((c) => [c.id, c]));
  const calendarByZone = new Map<string, Calendar>();
  for (const account of accounts) {
    if (!calendarByZone.has(account.timezoneName)) calendarByZone.set(account.timezoneName, calendarOf(account.timezoneName, builtAt));
  }
  const accountById = new Map(accounts.map((a) => [a.id, a]));
  const adsetsByCampaign = groupBy(objects.adsets, (adset) => adset.campaignId);
  const adsByAdset = groupBy(objects.ads, (ad) => ad.adsetId);

  for (const campaign of objects.campaigns) {
    const account = accountById.get(campaign.accountId);
    if (!account) continue;
    const calendar = calendarByZone.get(account.timezoneName) as Calendar;
    const sets = adSetPlans(adsetsByCampaign.get(campaign.id) ?? [], adsByAdset, { campaign, account, calendar, conversionById, random });
    if (sets.length > 0) rows.add({ calendar, budget: campaignDailyBudget(campaign), sets });
  }
  return rows;
}
