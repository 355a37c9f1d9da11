import type { Random } from '../../lib/random';
import type { AdAccount } from '../accounts/ad-account';
import type { Ad, AdLabelRef, AdSet, Campaign } from '../ads/ad-objects';
import type { AdObjects } from '../ads/build-ad-objects';
import type { IdFactory } from '../ids';

/** The size of the optional large account (SANDBOX_LARGE_ACCOUNT=1), for benchmarks of the ads manager. */
export const LARGE_ACCOUNT = { campaigns: 300, adsets: 1000, adsPerAdSet: [2, 4] as const };

/**
 * One more IDR account for the first account's owner, with 300 campaigns, 1,000 ad sets and their ads, each
 * modelled on a campaign / ad set / ad of that first account (objective, budgets, targeting, statuses, flight),
 * so the large account has the same mix of states and delivers daily like the others.
 */
export function buildLargeAccount(template: AdAccount, objects: AdObjects, random: Random, ids: IdFactory, labelIds: IdFactory): { account: AdAccount; objects: AdObjects } {
  const accountNumber = ids.next('', 16);
  const account: AdAccount = {
    ...template,
    id: `act_${accountNumber}`,
    accountNumber,
    name: `${template.name} — Marketplace`,
    priorSpendMinor: Math.round(template.priorSpendMinor * 6.5),
  };
  const campaignsOf = objects.campaigns.filter((c) => c.accountId === template.id);
  const adsetsByCampaign = new Map(campaignsOf.map((c) => [c.id, objects.adsets.filter((a) => a.campaignId === c.id)]));
  const adsByAdSet = new Map(objects.adsets.filter((a) => a.accountId === template.id).map((a) => [a.id, objects.ads.filter((ad) => ad.adsetId === a.id)]));
  const usable = campaignsOf.filter((c) => (adsetsByCampaign.get(c.id) ?? []).some((a) => (adsByAdSet.get(a.id) ?? []).length > 0));

  // The account's own labels, named as the template's (from a stream of their own, so the objects' ids stay put).
  const labels = objects.labels.filter((l) => l.accountId === template.id).map((l) => ({ ...l, id: labelIds.next('2385', 17), accountId: account.id }));
  const labelByName = new Map(labels.map((l) => [l.name, l.id]));
  const relabel = (refs: readonly AdLabelRef[]): AdLabelRef[] => refs.map((l) => ({ id: labelByName.get(l.name) ?? l.id, name: l.name }));
  const out: AdObjects = { campaigns: [], adsets: [], ads: [], labels };
  for (let i = 0; i < LARGE_ACCOUNT.campaigns; i += 1) {
    const base = usable[i % usable.length] as Campaign;
    const r = random.fork(`campaign-${i}`);
    const campaign: Campaign = {
      ...base,
      id: ids.next('1202', 18),
      accountId: account.id,
      name: `${base.name} | ${String(i + 1).padStart(3, '0')}`,
      specialAdCategories: [...base.specialAdCategories],
      adlabels: relabel(base.adlabels),
      issues: base.issues.map((issue) => ({ ...issue })),
      dailyBudget: base.dailyBudget === null ? null : Math.round((base.dailyBudget * r.float(0.5, 1.5)) / 1000) * 1000,
    };
    out.campaigns.push(campaign);
    // 1,000 ad sets over 300 campaigns: the first 100 campaigns get 4, the others 3.
    const adsetCount = i < LARGE_ACCOUNT.adsets - 3 * LARGE_ACCOUNT.campaigns ? 4 : 3;
    const baseSets = adsetsByCampaign.get(base.id) ?? [];
    for (let j = 0; j < adsetCount; j += 1) {
      const baseSet = baseSets[j % baseSets.length] as AdSet;
      const adset: AdSet = {
        ...structuredClone(baseSet),
        id: ids.next('1202', 18),
        accountId: account.id,
        campaignId: campaign.id,
        name: `${baseSet.name} | ${j + 1}`,
        adlabels: relabel(baseSet.adlabels),
        dailyBudget: baseSet.dailyBudget === null ? null : Math.round((baseSet.dailyBudget * r.float(0.5, 1.5)) / 1000) * 1000,
      };
      out.adsets.push(adset);
      const baseAds = (adsByAdSet.get(baseSet.id) ?? []).length ? (adsByAdSet.get(baseSet.id) as Ad[]) : (adsByAdSet.get((baseSets.find((s) => (adsByAdSet.get(s.id) ?? []).length) as AdSet).id) as Ad[]);
      const adCount = r.int(LARGE_ACCOUNT.adsPerAdSet[0], LARGE_ACCOUNT.adsPerAdSet[1]);
      for (let k = 0; k < adCount; k += 1) {
        const baseAd = baseAds[k % baseAds.length] as Ad;
        out.ads.push({
          ...baseAd,
          id: ids.next('1202', 18),
          accountId: account.id,
          campaignId: campaign.id,
          adsetId: adset.id,
          name: `${baseAd.name.replace(/ \| v\d+$/, '')} | v${k + 1}`,
          issues: baseAd.issues.map((issue) => ({ ...issue })),
          adlabels: relabel(baseAd.adlabels),
          reviewFeedback: baseAd.reviewFeedback ? { ...baseAd.reviewFeedback } : null,
        });
      }
    }
  }
  return { account, objects: out };
}
