import type { Asset } from 'shared-graph';
import { Badge, VisuallyHidden } from 'shared-ui';
import type { AccountHealth } from '../health/accountHealth';
import { useAccountStanding } from '../health/accountStanding';

type Tone = 'success' | 'warning' | 'error' | 'neutral';

const TONE: Record<string, Tone> = {
  ACTIVE: 'success',
  PAUSED: 'neutral',
  CAMPAIGN_PAUSED: 'neutral',
  ADSET_PAUSED: 'neutral',
  ARCHIVED: 'neutral',
  DELETED: 'neutral',
  IN_PROCESS: 'warning',
  PENDING_REVIEW: 'warning',
  PREAPPROVED: 'warning',
  PENDING_BILLING_INFO: 'warning',
  WITH_ISSUES: 'error',
  DISAPPROVED: 'error',
};

const LABEL: Record<string, string> = {
  ACTIVE: 'Active',
  PAUSED: 'Off',
  CAMPAIGN_PAUSED: 'Campaign off',
  ADSET_PAUSED: 'Ad set off',
  ARCHIVED: 'Archived',
  DELETED: 'Deleted',
  IN_PROCESS: 'In process',
  PENDING_REVIEW: 'In review',
  PREAPPROVED: 'Preapproved',
  PENDING_BILLING_INFO: 'Billing needed',
  WITH_ISSUES: 'With issues',
  DISAPPROVED: 'Rejected',
};

export function deliveryLabel(status: string): string {
  return LABEL[status] ?? status.replace(/_/g, ' ').toLowerCase();
}

/** Statuses that would deliver were the ad account able to: they never read "Active" on an account that cannot. */
const WOULD_DELIVER = new Set(['ACTIVE', 'IN_PROCESS', 'PREAPPROVED', 'PENDING_REVIEW', 'WITH_ISSUES', 'PENDING_BILLING_INFO']);

/** Delivery (effective status) with the platform's issues and learning phase spelled out. */
export function DeliveryCell({ asset }: { asset: Asset }) {
  return <DeliveryBadge asset={asset} standing={useAccountStanding(asset.account_id)} />;
}

/** The same, with the account's standing known (a list reads it once for all its rows). */
export function DeliveryBadge({ asset, standing }: { asset: Asset; standing: AccountHealth | null }) {
  if (standing && !standing.canDeliver && WOULD_DELIVER.has(asset.delivery_status)) {
    return (
      <span title={`${standing.title}. ${standing.todo}`}>
        <Badge tone="error" dot data-status="ACCOUNT_NOT_DELIVERING">
          {`Not delivering — ${standing.short}`}
        </Badge>
      </span>
    );
  }
  const issues = asset.issues_info.map((i) => i.error_summary || i.error_message).filter(Boolean);
  const learning = asset.learning_stage_info?.status === 'LEARNING' ? 'Learning' : asset.learning_stage_info?.status === 'FAIL' ? 'Learning limited' : null;
  const badge = (
    <Badge tone={TONE[asset.delivery_status] ?? 'neutral'} dot data-status={asset.delivery_status}>
      {deliveryLabel(asset.delivery_status)}
      {learning ? ` · ${learning}` : ''}
    </Badge>
  );
  if (issues.length === 0) return badge;
  return (
    <span title={issues.join(' · ')}>
      {badge}
      <VisuallyHidden>: {issues.join('; ')}</VisuallyHidden>
    </span>
  );
}
