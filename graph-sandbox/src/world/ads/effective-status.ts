import type { AdAccount } from '../accounts/ad-account';
import type { Ad, AdSet, Campaign } from './ad-objects';

const isRemoved = (status: string): boolean => status === 'DELETED' || status === 'ARCHIVED';

export function campaignEffectiveStatus(campaign: Campaign): string {
  if (campaign.status !== 'ACTIVE') return campaign.status;
  return campaign.issues.length > 0 ? 'WITH_ISSUES' : 'ACTIVE';
}

export function adSetEffectiveStatus(adset: AdSet, campaign: Campaign): string {
  if (adset.status !== 'ACTIVE') return adset.status;
  if (isRemoved(campaign.status)) return campaign.status;
  if (campaign.status !== 'ACTIVE') return 'CAMPAIGN_PAUSED';
  return adset.issues.length > 0 ? 'WITH_ISSUES' : 'ACTIVE';
}

/** GRAPH-API §6.5: own status → parents → review → billing → ACTIVE. */
export function adEffectiveStatus(ad: Ad, adset: AdSet, campaign: Campaign, account: AdAccount): string {
  if (ad.status !== 'ACTIVE') return ad.status;
  if (isRemoved(campaign.status)) return campaign.status;
  if (isRemoved(adset.status)) return adset.status;
  if (campaign.status !== 'ACTIVE') return 'CAMPAIGN_PAUSED';
  if (adset.status !== 'ACTIVE') return 'ADSET_PAUSED';
  if (ad.review !== 'APPROVED') return ad.review;
  if (account.status === 3) return 'PENDING_BILLING_INFO';
  return 'ACTIVE';
}
