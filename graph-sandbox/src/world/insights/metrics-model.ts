import { currencyInfo } from '../../lib/currency';
import type { Random } from '../../lib/random';
import type { CreativeFormat } from '../ads/ad-objects';
import { emptyMetrics, type DailyMetrics } from './daily-metrics';

/** What an ad's ad set optimises for, where that changes which actions its people take. */
export interface AdGoal {
  optimizationGoal: string;
  /** Leads come from an instant form (on Meta) or the advertiser's site (the pixel's Lead event). */
  leadSource: 'form' | 'website';
  /** The custom conversion the ad set optimises for, with its default value in minor units. */
  customConversion: { action: string; valueMinor: number } | null;
}

/** Stable traits of one ad that shape its numbers every day. */
export interface AdProfile {
  currency: string;
  objective: string;
  format: CreativeFormat;
  goal: AdGoal;
  /** CPM in major units. */
  cpm: number;
  /** Multiplies click and conversion rates (0.6 weak … 1.5 strong creative). */
  quality: number;
  frequency: number;
}

export function adProfile(currency: string, objective: string, format: CreativeFormat, goal: AdGoal, r: Random): AdProfile {
  const info = currencyInfo(currency);
  return { currency, objective, format, goal, cpm: r.float(info.cpm[0], info.cpm[1]), quality: r.float(0.6, 1.5), frequency: r.float(1.05, 1.45) };
}

/** Rounds to an integer keeping the expected value (so tiny rates still convert now and then). */
function roundCount(value: number, r: Random): number {
  const whole = Math.floor(value);
  return whole + (r.next() < value - whole ? 1 : 0);
}

const SALES = new Set(['OUTCOME_SALES', 'CONVERSIONS']);
const WEBSITE = new Set(['OUTCOME_SALES', 'CONVERSIONS', 'OUTCOME_TRAFFIC', 'LINK_CLICKS']);

function put(record: Record<string, number>, key: string, value: number): void {
  if (value > 0) record[key] = value;
}

/** What a day's spend buys for an ad with this profile. */
export function metricsForSpend(date: string, spend: number, profile: AdProfile, r: Random): DailyMetrics {
  const row = emptyMetrics(date);
  if (spend <= 0) return row;
  const info = currencyInfo(profile.currency);
  const cpm = profile.cpm * r.float(0.85, 1.15);
  row.spend = spend;
  row.impressions = Math.max(1, Math.round(((spend / info.divisor) / cpm) * 1000));
  row.reach = Math.min(row.impressions, Math.max(1, Math.round(row.impressions / (profile.frequency * r.float(0.95, 1.05)))));
  const ctr = r.float(0.009, 0.026) * profile.quality;
  row.clicks = roundCount(row.impressions * ctr, r);
  row.uniqueClicks = Math.round(row.clicks * r.float(0.86, 0.95));
  row.linkClicks = Math.round(row.clicks * r.float(0.55, 0.8));
  row.uniqueLinkClicks = Math.round(row.linkClicks * r.float(0.88, 0.96));

  const actions = row.actions;
  const reactions = roundCount(row.impressions * r.float(0.002, 0.009), r);
  const comments = roundCount(reactions * r.float(0.04, 0.14), r);
  const shares = roundCount(reactions * r.float(0.02, 0.07), r);
  const pageLikes = roundCount(reactions * r.float(0.01, 0.05), r);
  put(actions, 'link_click', row.linkClicks);
  put(actions, 'post_reaction', reactions);
  put(actions, 'comment', comments);
  put(actions, 'post', shares);
  put(actions, 'like', pageLikes);

  if (profile.format === 'VIDEO') {
    const plays = roundCount(row.impressions * r.float(0.25, 0.45), r);
    const p25 = Math.round(plays * r.float(0.4, 0.55));
    const p50 = Math.round(p25 * r.float(0.55, 0.7));
    const p75 = Math.round(p50 * r.float(0.6, 0.75));
    const p95 = Math.round(p75 * r.float(0.7, 0.85));
    const p100 = Math.round(p95 * r.float(0.85, 0.95));
    Object.assign(row.video, {
      play: plays,
      p25,
      p50,
      p75,
      p95,
      p100,
      thruplay: Math.round((p50 + p75) / 2),
      continuous_2_sec: Math.round(plays * r.float(0.6, 0.8)),
      watched_30_sec: Math.round(p75 * r.float(0.8, 1)),
    });
    put(actions, 'video_view', Math.round(plays * r.float(0.55, 0.75)));
  }
  const engagement = row.linkClicks + reactions + comments + shares + (actions.video_view ?? 0);
  put(actions, 'post_engagement', engagement);
  put(actions, 'page_engagement', engagement + pageLikes);

  const quality = profile.quality;
  if (WEBSITE.has(profile.objective)) {
    const landing = Math.round(row.linkClicks * r.float(0.65, 0.85));
    put(actions, 'landing_page_view', landing);
    if (SALES.has(profile.objective)) {
      const viewContent = Math.round(landing * r.float(0.6, 0.9));
      const addToCart = roundCount(landing * r.float(0.04, 0.12) * quality, r);
      const checkout = roundCount(addToCart * r.float(0.35, 0.6), r);
      const purchases = roundCount(checkout * r.float(0.4, 0.7), r);
      put(actions, 'view_content', viewContent);
      put(actions, 'add_to_cart', addToCart);
      put(actions, 'initiate_checkout', checkout);
      put(actions, 'purchase', purchases);
      let value = 0;
      for (let i = 0; i < purchases; i += 1) value += r.float(info.orderValue[0], info.orderValue[1]);
      put(row.actionValues, 'purchase', Math.round(value * info.divisor));
      put(row.actionValues, 'add_to_cart', Math.round(addToCart * ((info.orderValue[0] + info.orderValue[1]) / 2) * info.divisor));
    }
  }
  if (profile.objective === 'OUTCOME_LEADS') put(actions, profile.goal.leadSource === 'website' ? 'website_lead' : 'lead', roundCount(row.linkClicks * r.float(0.08, 0.2) * quality, r));
  if (profile.objective === 'OUTCOME_ENGAGEMENT') {
    // Drawn for post-engagement ad sets too (no chats there), so each row's stream stays as it was.
    const conversations = roundCount(row.linkClicks * r.float(0.1, 0.25) * quality, r);
    if (profile.goal.optimizationGoal === 'CONVERSATIONS') put(actions, 'onsite_conversion.messaging_conversation_started_7d', conversations);
  }
  if (profile.objective === 'OUTCOME_AWARENESS') row.adRecallers = Math.round(row.reach * r.float(0.04, 0.09));
  addDerivedMetrics(row, profile, r);
  return row;
}

/**
 * Outbound clicks, watch time and collaborative-ads (CPAS) catalogue sales. Drawn after every other number of
 * the row (each row has its own stream), so those keep the values they had before these metrics existed.
 */
function addDerivedMetrics(row: DailyMetrics, profile: AdProfile, r: Random): void {
  row.outboundClicks = Math.round(row.linkClicks * r.float(0.86, 0.97));
  row.uniqueOutboundClicks = Math.min(row.outboundClicks, Math.round(row.uniqueLinkClicks * r.float(0.86, 0.97)));
  const video = row.video;
  if (video.play) {
    video.watched_15_sec = Math.round((video.p50 ?? 0) * r.float(0.9, 1.1));
    video.watch_seconds = Math.round(video.play * r.float(4.5, 9.5));
  }
  const purchases = row.actions.purchase ?? 0;
  if (profile.format === 'CAROUSEL' && SALES.has(profile.objective) && purchases > 0) {
    const share = r.float(0.3, 0.6);
    row.catalogPurchases = Math.round(purchases * share);
    row.catalogValue = Math.round((row.actionValues.purchase ?? 0) * share * r.float(0.9, 1.1));
  }
  addGoalMetrics(row, profile, r);
}

/** Results only some goals have: website leads' landing-page views, a custom conversion's events and value. Drawn last. */
function addGoalMetrics(row: DailyMetrics, profile: AdProfile, r: Random): void {
  const { actions } = row;
  if (profile.goal.leadSource === 'website' && profile.objective === 'OUTCOME_LEADS') put(actions, 'landing_page_view', Math.round(row.linkClicks * r.float(0.65, 0.85)));
  const custom = profile.goal.customConversion;
  if (custom) {
    const conversions = roundCount((actions.landing_page_view ?? 0) * r.float(0.03, 0.08) * profile.quality, r);
    put(actions, custom.action, conversions);
    put(row.actionValues, custom.action, conversions * custom.valueMinor);
  }
}
