import type { Asset } from 'shared-graph';
import { Badge, VisuallyHidden } from 'shared-ui';

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

/** Delivery (effective status) with the platform's issues and learning phase spelled out. */
export function DeliveryCell({ asset }: { asset: Asset }) {
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
